import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagramPipeline
import LayoutInput
import LayoutSpec

/// The arguments every command that reads a spec takes.
struct SpecInput: ParsableArguments {
    @Argument(help: "The spec file (YAML or JSON), or a Swift file of layout code.")
    var spec: String

    @Option(help: ArgumentHelp("In a Swift file with several layout functions, the one to use.", valueName: "name"))
    var layout: String?

    // `.unconditional`: "-1" is the option's value (and then a range error), not a missing value.
    @Option(parsing: .unconditional, help: "Container width in points; overrides the spec's.")
    var width: Double?

    @Option(parsing: .unconditional, help: "Container height in points; overrides the spec's.")
    var height: Double?

    @Option(help: ArgumentHelp("For a Swift file, each section's item count: 12,30 (or 0=12,1=30); overrides its 'items' directive.",
                               valueName: "counts"),
            transform: SpecInput.itemCounts)
    var items: [Int]?

    @Option(parsing: .unconditional, help: ArgumentHelp("Follow this UIKit version's rules (14, 17, …); overrides the spec's 'uikit'.",
                               discussion: "13–15 follow iOS 14's rules, 16 and later iOS 17's."))
    var uikit: Int?

    /// For a Swift file, the container its layout function is asked in, when `--width` or
    /// `--height` give one (the other side from its `container` directive).
    private func swiftContainer() throws(CommandFailure) -> CGSize? {
        guard spec.hasSuffix(".swift"), width != nil || height != nil else { return nil }
        let file = try forCommand { () throws(ArtefactError) in try SwiftLayoutFile(contentsOf: spec) }
        return CGSize(width: width ?? file.containerSize.width, height: height ?? file.containerSize.height)
    }

    /// The layouts the arguments name: the spec, the one `--layout` names, or each layout
    /// function of a Swift file that has several.
    func sources() throws(CommandFailure) -> [LayoutSource] {
        if layout != nil || spec == SpecReader.standardInput { return [LayoutSource(path: spec, function: layout)] }
        return try forCommand { () throws(ArtefactError) in try LayoutSource.sources(at: spec) }
    }

    func validate() throws {
        // Checked before anything is read: a Swift file's layout function is asked in this container.
        for side in [width, height].compactMap({ $0 })
        where !(side.isFinite && side >= 1 && side <= Double(LayoutLimits.maxLength)) {
            throw ValidationError("--width and --height must be between 1 and \(Int(LayoutLimits.maxLength)) points")
        }
        if items != nil, !spec.hasSuffix(".swift") {
            throw ValidationError("--items gives a Swift file's item counts; a spec's sections give their own")
        }
    }

    /// `12,30`, or `0=12,1=30` (sections in order from 0), as counts.
    static func itemCounts(_ text: String) throws -> [Int] {
        var counts: [Int] = []
        for (index, entry) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let parts = entry.split(separator: "=", omittingEmptySubsequences: false)
            let value = parts.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            let section = parts.count == 2 ? Int(parts[0].trimmingCharacters(in: .whitespaces)) : index
            guard parts.count <= 2, let value, (0...1_000_000).contains(value), section == index else {
                throw ValidationError("'\(text)' is not a list of item counts such as 12,30 or 0=12,1=30 "
                                      + "(sections in order from 0, each from 0 to 1000000)")
            }
            counts.append(value)
        }
        return counts
    }

    /// Reads the spec (or the function `layout` of a Swift file, else `--layout`'s) and applies
    /// the size overrides.
    func load(layout function: String? = nil) throws(CommandFailure) -> LayoutSpecification {
        let container = try swiftContainer()
        let layout = function ?? self.layout
        var specification = try forCommand { () throws(ArtefactError) in
            try LayoutLoading.loadSpecification(spec, layout: layout, containerSize: container, itemCounts: items)
        }
        if width != nil || height != nil {
            specification.containerSize = CGSize(width: width ?? specification.containerSize.width,
                                                 height: height ?? specification.containerSize.height)
        }
        try applyRules(to: &specification)
        return specification
    }

    /// For a Swift file, how to read its layout function `function` (else `--layout`'s) again on a
    /// device, whose section provider may choose by the device's width or size classes; `nil` for a spec.
    func reloader(layout function: String? = nil) -> ((DeviceProfile) throws(ArtefactError) -> LayoutSpecification)? {
        guard spec.hasSuffix(".swift") else { return nil }
        let input = self
        return { device throws(ArtefactError) in
            var specification = try LayoutLoading.loadSpecification(input.spec, layout: function ?? input.layout,
                                                               itemCounts: input.items, device: device)
            do throws(CommandFailure) {
                try input.applyRules(to: &specification)
            } catch {
                throw ArtefactError(error.message)
            }
            return specification
        }
    }

    /// `--uikit`'s rules, over the spec's.
    private func applyRules(to specification: inout LayoutSpecification) throws(CommandFailure) {
        guard let uikit else { return }
        guard SpecLimits.uikitVersions.contains(uikit) else {
            throw .badInput("error: --uikit must be a UIKit major version from \(SpecLimits.uikitVersions.lowerBound) "
                            + "to \(SpecLimits.uikitVersions.upperBound)")
        }
        specification.uikitVersion = uikit
    }
}

extension LayoutSpecification {
    /// Solves the spec, reporting layout errors at their place in the file.
    func solveForCommand() throws(CommandFailure) -> LayoutSolution {
        try forCommand { () throws(ArtefactError) in try solveForArtefacts() }
    }
}
