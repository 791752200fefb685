import Foundation

/// The geometry of one group, relative to the group's origin, with room for
/// as many items as it can hold. A section places copies of it; a partial
/// last copy fills the first slots.
struct GroupTemplate {
    struct Leaf {
        /// The slot the group gave the item.
        var slot: CGRect
        /// The cell: the slot less the item's `contentInsets`.
        var cell: CGRect
    }

    struct Nested {
        var frame: CGRect
        var contentInsets: NSDirectionalEdgeInsets
        var axis: NSCollectionLayoutGroup.LayoutAxis
        var depth: Int
        var path: [Int]
        /// The leaves inside this group.
        var leaves: Range<Int>
    }

    struct Gap {
        var kind: SpacingGap.Kind
        var axis: Axis
        var rect: CGRect
        /// The gap is drawn only when at least this many leaves are placed.
        var requiredLeaves: Int
    }

    var size: CGSize
    var leaves: [Leaf] = []
    /// The root group first, then nested groups in the order they were placed.
    var groups: [Nested] = []
    var gaps: [Gap] = []

    var capacity: Int { leaves.count }
}

/// Packs a group's subitems into slots: which subitems fit, where each goes,
/// and how leftover space is shared among flexible spacing.
///
/// - `subitems:` cycles through the subitems while the next one fits. The fit
///   counts spacing and edge spacing (at their minimum for flexible ones) and
///   allows ``LayoutRules/fitTolerance``.
/// - `subitem:count:` forces `count` slots of length
///   `(inner − (count − 1) · spacing) / count`.
/// - `repeatingSubitem:count:` places `count` copies at their own size.
///
/// Leftover space along the axis is shared equally among flexible inter-item
/// gaps and flexible edge spacings. Across the axis, an item sits after its
/// fixed top (or leading) edge spacing; with both cross edges flexible it is
/// centred, and with only the leading one flexible it is aligned to the end.
struct GroupPacker {
    let rules: LayoutRules
    private(set) var template: GroupTemplate

    private struct Child {
        let item: NSCollectionLayoutItem
        let size: CGSize
        let location: LayoutLocation
        let lead: NSCollectionLayoutSpacing?
        let trail: NSCollectionLayoutSpacing?
    }

    /// Packs `group`, whose resolved size is `size`, into a template.
    static func template(for group: NSCollectionLayoutGroup, size: CGSize, rules: LayoutRules,
                         at location: LayoutLocation) throws(LayoutError) -> GroupTemplate {
        var packer = GroupPacker(rules: rules, template: GroupTemplate(size: size))
        try packer.pack(group, frame: CGRect(origin: .zero, size: size), depth: 0, path: [], at: location)
        return packer.template
    }

    private mutating func pack(_ group: NSCollectionLayoutGroup, frame: CGRect, depth: Int, path: [Int],
                               at location: LayoutLocation) throws(LayoutError) {
        // The section's group is depth 0, so `maxNestingDepth` groups in all reach depth maxNestingDepth − 1.
        guard depth < LayoutLimits.maxNestingDepth else {
            throw LayoutError(.limitExceeded, at: location,
                              "more than \(LayoutLimits.maxNestingDepth) groups are nested", subject: group)
        }
        guard group.contentInsets.isFiniteAndNonNegative else {
            throw LayoutError(.invalidValue, at: location,
                              "contentInsets must be finite and not negative: \(group.contentInsets)", subject: group)
        }
        let inner = frame.inset(by: group.contentInsets)
        // CGRect.width is an absolute value; the size's sign tells whether the insets overlap.
        guard inner.size.width > 0, inner.size.height > 0 else {
            throw LayoutError(.noRoom, at: location,
                              "no room for subitems: the group is \(frame.width.compactDescription)×"
                              + "\(frame.height.compactDescription) and its contentInsets leave "
                              + "\(inner.size.width.compactDescription)×\(inner.size.height.compactDescription)", subject: group)
        }
        let spacing = group.interItemSpacing ?? .fixed(0)
        guard spacing.spacing.isFinite, spacing.spacing >= 0, spacing.spacing <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidValue, at: location,
                              "interItemSpacing \(spacing) must be finite and not negative", subject: group)
        }

        let axis = Axis(group.layoutAxis)
        let children = try fittingChildren(of: group, inner: inner.size, axis: axis, spacing: spacing.spacing,
                                           at: location)

        let groupIndex = template.groups.count
        let firstLeaf = template.leaves.count
        template.groups.append(.init(frame: frame, contentInsets: group.contentInsets, axis: group.layoutAxis,
                                     depth: depth, path: path, leaves: firstLeaf..<firstLeaf))

        // Share the leftover space among flexible gaps and flexible edges.
        let used = children.reduce(CGFloat(0)) { total, child in
            total + child.size.length(along: axis) + (child.lead?.spacing ?? 0) + (child.trail?.spacing ?? 0)
        } + CGFloat(max(children.count - 1, 0)) * spacing.spacing
        let flexibleGaps = spacing.isFlexibleSpacing ? max(children.count - 1, 0) : 0
        let flexibleEdges = children.reduce(0) { count, child in
            count + (child.lead?.isFlexibleSpacing == true ? 1 : 0) + (child.trail?.isFlexibleSpacing == true ? 1 : 0)
        }
        let leftover = max(inner.length(along: axis) - used, 0)
        let share = flexibleGaps + flexibleEdges > 0 ? leftover / CGFloat(flexibleGaps + flexibleEdges) : 0

        var position = inner.minimum(along: axis)
        for (index, child) in children.enumerated() {
            let requiredLeaves = template.leaves.count + 1
            if index > 0 {
                let gap = spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
                recordGap(.interItem, along: axis, from: position, length: gap, across: inner,
                          requiredLeaves: requiredLeaves)
                position += gap
            }
            let lead = (child.lead?.spacing ?? 0) + (child.lead?.isFlexibleSpacing == true ? share : 0)
            recordGap(.edgeSpacing(axis.leadingEdge), along: axis, from: position, length: lead, across: inner,
                      requiredLeaves: requiredLeaves)
            position += lead

            let length = child.size.length(along: axis)
            let crossLength = child.size.length(along: axis.cross)
            let crossPosition = self.crossPosition(of: child, length: crossLength, in: inner, axis: axis.cross)
            let slot = CGRect(along: axis, main: position, cross: crossPosition,
                              mainLength: length, crossLength: crossLength)
            recordCrossEdgeGaps(of: child, slot: slot, axis: axis.cross, requiredLeaves: requiredLeaves)

            if let nested = child.item as? NSCollectionLayoutGroup {
                try pack(nested, frame: slot, depth: depth + 1, path: path + [index], at: child.location)
            } else {
                try placeLeaf(child.item, slot: slot, at: child.location)
            }
            position += length

            let trail = (child.trail?.spacing ?? 0) + (child.trail?.isFlexibleSpacing == true ? share : 0)
            recordGap(.edgeSpacing(axis.trailingEdge), along: axis, from: position, length: trail, across: inner,
                      requiredLeaves: requiredLeaves)
            position += trail
        }
        template.groups[groupIndex].leaves = firstLeaf..<template.leaves.count
    }

    /// The subitems the group holds, with their resolved sizes.
    private func fittingChildren(of group: NSCollectionLayoutGroup, inner: CGSize, axis: Axis, spacing: CGFloat,
                                 at location: LayoutLocation) throws(LayoutError) -> [Child] {
        switch group.arrangement {
        case .repeating(let subitems):
            guard !subitems.isEmpty else {
                throw LayoutError(.noRoom, at: location, "the group has no subitems", subject: group)
            }
            let available = inner.length(along: axis)
            var children: [Child] = []
            var cursor: CGFloat = 0
            while true {
                let subitemIndex = children.count % subitems.count
                let child = try makeChild(subitems[subitemIndex], inner: inner,
                                          at: location.appending(.subitem(subitemIndex)), axis: axis)
                let start = cursor + (children.isEmpty ? 0 : spacing) + (child.lead?.spacing ?? 0)
                let end = start + child.size.length(along: axis) + (child.trail?.spacing ?? 0)
                if end > available + rules.fitTolerance {
                    if children.isEmpty {
                        throw LayoutError(.noRoom, at: location.appending(.subitem(0)),
                                          "no room for this subitem: it needs "
                                          + "\((end - cursor).compactDescription) points along the group's "
                                          + "\(axis == .horizontal ? "width" : "height") but the group has "
                                          + "\(available.compactDescription)", subject: subitems[0])
                    }
                    return children
                }
                children.append(child)
                cursor = end
                try checkSlotLimit(adding: child.item, count: children.count, at: location, group: group)
            }
        case .custom:
            throw LayoutError(.unsupported, at: location, "custom groups are not supported yet", subject: group)
        case .forcedCount(let subitem, let count), .repeatingCount(let subitem, let count):
            guard count >= 1, count <= LayoutLimits.maxSlotsPerGroup else {
                throw LayoutError(.invalidValue, at: location,
                                  "count \(count) must be between 1 and \(LayoutLimits.maxSlotsPerGroup)",
                                  subject: group)
            }
            let subitemLocation = location.appending(.subitem(0))
            var child = try makeChild(subitem, inner: inner, at: subitemLocation, axis: axis,
                                      forcingAxis: group.isForcedCount ? axis : nil)
            if case .forcedCount = group.arrangement {
                // The subitem's own length along the axis is ignored: `count` slots share the group.
                let length = (inner.length(along: axis) - CGFloat(count - 1) * spacing) / CGFloat(count)
                guard length > 0 else {
                    throw LayoutError(.noRoom, at: location,
                                      "no room for \(count) subitems: \(inner.length(along: axis).compactDescription) "
                                      + "points less \(count - 1) × \(spacing.compactDescription) spacing leaves "
                                      + "\(length.compactDescription) each", subject: group)
                }
                child = Child(item: child.item, size: CGSize(along: axis, length, cross: child.size.length(along: axis.cross)),
                              location: child.location, lead: child.lead, trail: child.trail)
            }
            try checkSlotLimit(adding: subitem, count: count, at: location, group: group)
            return Array(repeating: child, count: count)
        }
    }

    private func makeChild(_ item: NSCollectionLayoutItem, inner: CGSize, at location: LayoutLocation, axis: Axis,
                           forcingAxis: Axis? = nil) throws(LayoutError) -> Child {
        let size: CGSize
        if let forced = forcingAxis {
            // Only the cross dimension is resolved; a placeholder stands in for the forced one.
            let crossAxis = forced.cross
            let cross = try DimensionResolution.resolveChecked(
                item.layoutSize.dimension(along: crossAxis), axisName: crossAxis == .horizontal ? "width" : "height",
                in: inner, at: location, subject: item)
            size = CGSize(along: forced, 1, cross: cross)
        } else {
            size = try DimensionResolution.resolveChecked(item.layoutSize, in: inner, at: location, subject: item)
        }
        let edges = item.edgeSpacing
        for spacing in [edges?.leading, edges?.top, edges?.trailing, edges?.bottom].compactMap({ $0 })
        where !(spacing.spacing.isFinite && spacing.spacing >= 0 && spacing.spacing <= LayoutLimits.maxLength) {
            throw LayoutError(.invalidValue, at: location,
                              "edgeSpacing \(spacing) must be finite and not negative", subject: item)
        }
        return Child(item: item, size: size, location: location,
                     lead: edges?.leading(along: axis), trail: edges?.trailing(along: axis))
    }

    private func checkSlotLimit(adding item: NSCollectionLayoutItem, count: Int, at location: LayoutLocation,
                                group: NSCollectionLayoutGroup) throws(LayoutError) {
        if template.leaves.count + count > LayoutLimits.maxSlotsPerGroup {
            throw LayoutError(.limitExceeded, at: location,
                              "the group holds more than \(LayoutLimits.maxSlotsPerGroup) items", subject: group)
        }
    }

    private func crossPosition(of child: Child, length: CGFloat, in inner: CGRect, axis cross: Axis) -> CGFloat {
        let edges = child.item.edgeSpacing
        let lead = edges?.leading(along: cross)
        let trail = edges?.trailing(along: cross)
        let leadMinimum = lead?.spacing ?? 0
        let trailMinimum = trail?.spacing ?? 0
        switch (lead?.isFlexibleSpacing == true, trail?.isFlexibleSpacing == true) {
        case (true, true):
            let free = inner.length(along: cross) - length - leadMinimum - trailMinimum
            return inner.minimum(along: cross) + leadMinimum + max(free, 0) / 2
        case (true, false):
            return inner.maximum(along: cross) - trailMinimum - length
        default:
            return inner.minimum(along: cross) + leadMinimum
        }
    }

    private mutating func placeLeaf(_ item: NSCollectionLayoutItem, slot: CGRect,
                                    at location: LayoutLocation) throws(LayoutError) {
        guard item.contentInsets.isFiniteAndNonNegative else {
            throw LayoutError(.invalidValue, at: location,
                              "contentInsets must be finite and not negative: \(item.contentInsets)", subject: item)
        }
        // contentInsets are ignored on an axis whose dimension is estimated.
        var insets = item.contentInsets
        if item.layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if item.layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        let cell = slot.inset(by: insets)
        guard cell.size.width > 0, cell.size.height > 0 else {
            throw LayoutError(.noRoom, at: location,
                              "contentInsets \(item.contentInsets) leave no room in a "
                              + "\(slot.width.compactDescription)×\(slot.height.compactDescription) slot", subject: item)
        }
        template.leaves.append(.init(slot: slot, cell: cell))
    }

    private mutating func recordGap(_ kind: SpacingGap.Kind, along axis: Axis, from start: CGFloat, length: CGFloat,
                                    across inner: CGRect, requiredLeaves: Int) {
        guard length > 0 else { return }
        let rect = CGRect(along: axis, main: start, cross: inner.minimum(along: axis.cross),
                          mainLength: length, crossLength: inner.length(along: axis.cross))
        template.gaps.append(.init(kind: kind, axis: axis, rect: rect, requiredLeaves: requiredLeaves))
    }

    /// Records a child's edge spacing across the group's axis, beside its slot.
    private mutating func recordCrossEdgeGaps(of child: Child, slot: CGRect, axis cross: Axis, requiredLeaves: Int) {
        guard let edges = child.item.edgeSpacing else { return }
        let main = cross.cross
        if let lead = edges.leading(along: cross), lead.spacing > 0 {
            let rect = CGRect(along: cross, main: slot.minimum(along: cross) - lead.spacing,
                              cross: slot.minimum(along: main), mainLength: lead.spacing,
                              crossLength: slot.length(along: main))
            template.gaps.append(.init(kind: .edgeSpacing(cross.leadingEdge), axis: cross, rect: rect,
                                       requiredLeaves: requiredLeaves))
        }
        if let trail = edges.trailing(along: cross), trail.spacing > 0 {
            let rect = CGRect(along: cross, main: slot.maximum(along: cross), cross: slot.minimum(along: main),
                              mainLength: trail.spacing, crossLength: slot.length(along: main))
            template.gaps.append(.init(kind: .edgeSpacing(cross.trailingEdge), axis: cross, rect: rect,
                                       requiredLeaves: requiredLeaves))
        }
    }
}

extension NSCollectionLayoutGroup {
    var isForcedCount: Bool {
        if case .forcedCount = arrangement { return true }
        return false
    }
}
