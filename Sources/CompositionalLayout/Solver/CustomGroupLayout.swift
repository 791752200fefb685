import Foundation

/// Lays out a custom group: its provider returns frames relative to the
/// group's origin, one index path each, in order.
///
/// The provider is given an environment whose container is the group (its
/// size and `contentInsets`). Frames must be finite with a positive size.
/// Each item's `zIndex` is kept. An estimated axis of the group becomes the
/// bounding box of the frames, which is how a waterfall's estimated height
/// becomes its tallest column.
///
/// The provider is called once per laid-out instance; with no measurement
/// all instances are alike, so it is called once per section.
struct CustomGroupLayout {
    let group: NSCollectionLayoutGroup
    let provider: NSCollectionLayoutGroupCustomItemProvider
    let traitCollection: UITraitCollection

    func layout(size: CGSize, at location: LayoutLocation) throws(LayoutError) -> GroupTemplate {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: size, contentInsets: group.contentInsets),
            traitCollection: traitCollection)
        let items = provider(environment)
        guard !items.isEmpty else {
            throw LayoutError(.noRoom, at: location, "the custom group's provider returned no items", subject: group)
        }
        guard items.count <= LayoutLimits.maxSlotsPerGroup else {
            throw LayoutError(.limitExceeded, at: location,
                              "the custom group returned more than \(LayoutLimits.maxSlotsPerGroup) items",
                              subject: group)
        }
        var template = GroupTemplate(size: size)
        var extent = CGSize.zero
        for (index, item) in items.enumerated() {
            let frame = item.frame
            let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            guard values.allSatisfy({ $0.isFinite && Swift.abs($0) <= LayoutLimits.maxLength }),
                  frame.size.width.isNormal, frame.size.height.isNormal, frame.size.width > 0, frame.size.height > 0 else {
                throw LayoutError(.invalidValue, at: location,
                                  "custom item \(index) has frame \(frame); frames must be finite with a positive, "
                                  + "not denormal size",
                                  subject: group)
            }
            try LayoutLimits.checkZIndex(item.zIndex, of: "custom item \(index)", at: location, subject: group)
            template.leaves.append(.init(slot: frame, cell: frame, zIndex: item.zIndex))
            extent = CGSize(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
        }
        template.size = CGSize(width: group.layoutSize.widthDimension.isEstimated ? extent.width : size.width,
                               height: group.layoutSize.heightDimension.isEstimated ? extent.height : size.height)
        template.groups.append(.init(frame: CGRect(origin: .zero, size: template.size),
                                     shape: GroupShape(contentInsets: group.contentInsets, kind: .custom,
                                                       layoutSize: group.layoutSize, arrangement: .custom),
                                     leaves: 0..<items.count))
        return template
    }
}
