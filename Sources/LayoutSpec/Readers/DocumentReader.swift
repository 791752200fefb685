import CompositionalLayout

/// Reads a whole spec document: the top-level mapping.
///
/// ```yaml
/// title: Photos grid            # optional
/// devices: [iphone-15, ipad-air] # optional: draw on these devices, side by side
/// uikit: 14                     # optional: the UIKit version whose rules to follow (default: the newest)
/// container: {width: 390, height: 844}
/// configuration: {scrollDirection: vertical}
/// sections: [<section>, …]      # required, at least one
/// ```
struct DocumentReader {
    let context: ReadContext

    static let keys = SpecKeys(known: ["title", "uikit", "devices", "container", "configuration", "sections"])

    /// The specification `root` describes; `nil` if anything in it is wrong (every problem is reported).
    func read(_ root: SpecNode, digest: String) -> LayoutSpecification? {
        guard let mapping = root.mapping(Self.keys, expecting: "a mapping with 'sections'") else { return nil }
        let errors = context.errorCount
        let title = mapping["title"]?.text()
        let devices = mapping["devices"].map(self.devices) ?? []
        // A UIKit major version with a rules profile (`LayoutRules.profile(uikit:)`).
        let uikit = mapping["uikit"]?.integer(SpecLimits.uikitVersions)
        let container = ContainerReader(context: context).read(mapping["container"])
        let configuration = ConfigurationReader(context: context).read(mapping["configuration"])
        let sections = mapping.required("sections").flatMap(self.sections)
        if let key = mapping.entry("sections")?.keyNode { context.sourceMap.recordContent(at: key) }
        guard context.errorCount == errors, let container, let configuration, let sections else { return nil }

        return LayoutSpecification(
            path: context.path, title: title, configuration: configuration, containerSize: container.size,
            safeAreaInsets: container.safeAreaInsets, layoutMargins: container.layoutMargins,
            traitCollection: container.traitCollection, sections: sections.map(\.section),
            sectionChoices: sections.map(\.choices),
            measurements: Measurements(cells: sections.map(\.section.itemSizes),
                                       supplementaries: context.supplementaryMeasurements.sizes),
            sourceDigest: digest, sourceMap: context.sourceMap, devices: devices.compactMap { $0 },
            uikitVersion: uikit)
    }


    /// `devices`: names from ``DeviceProfile/all``; each unknown name is reported.
    private func devices(_ node: SpecNode) -> [DeviceProfile?] {
        guard let elements = node.sequence("a list of device names") else { return [] }
        guard elements.count <= SpecLimits.maxDevices else {
            node.report("expected at most \(SpecLimits.maxDevices) devices, got \(elements.count)")
            return []
        }
        return elements.map { element in
            guard let name = element.text("a device name") else { return nil }
            guard let device = DeviceProfile.named(name) else {
                let names = DeviceProfile.all.map(\.name)
                let hint = KeySuggestion.hint(for: name, among: names).map { "; \($0)" } ?? ""
                element.report("unknown device '\(name)'\(hint) (see 'layout-diagram devices')")
                return nil
            }
            return device
        }
    }

    /// `sections`: every entry read, so that all their problems are reported.
    private func sections(_ node: SpecNode) -> [SectionReader.Result]? {
        guard let elements = node.sequence("a list of sections", of: "section", atMost: SpecLimits.maxSections) else {
            return nil
        }
        let reader = SectionReader(context: context)
        let sections = elements.enumerated().map { reader.section($0.element, index: $0.offset) }
        var total = 0
        for section in sections.compactMap({ $0 }) {
            total += section.section.itemCount
            if total > SpecLimits.maxItems {
                section.itemsNode.report("more than \(SpecLimits.maxItems) items in the spec")
                return nil
            }
        }
        let read = sections.compactMap { $0 }
        return read.count == sections.count ? read : nil
    }
}
