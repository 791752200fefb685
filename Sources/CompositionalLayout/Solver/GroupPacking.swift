import Foundation

/// One laid-out group instance, relative to the group's origin: its slots,
/// nested groups, gaps and anchored supplementaries.
///
/// Without measurement every instance of a section's group is the same, so
/// the section packs one and stamps out copies; with measurement each
/// instance is packed on its own. A partial last instance fills its first slots.
struct GroupTemplate {
    struct Leaf {
        /// The slot the group gave the item.
        var slot: CGRect
        /// The cell: the slot less the item's `contentInsets`.
        var cell: CGRect
        var zIndex: Int
        /// The item's `contentInsets`, as declared.
        var contentInsets: NSDirectionalEdgeInsets = .zero
        /// The item's `layoutSize`, as declared; `nil` in a custom group.
        var layoutSize: NSCollectionLayoutSize? = nil
        /// The axis along which `subitem:count:` ignored the declared dimension.
        var countSizedAxis: Axis? = nil
    }

    struct Nested {
        var frame: CGRect
        /// What every instance of this group shares; its depth and path are relative to the template's root.
        var shape: GroupShape
        /// The leaves inside this group.
        var leaves: Range<Int>
        /// For the root group of a template packed for an explanation: how everything in it was placed.
        var derivations: TemplateDerivations? = nil
    }

    struct Gap {
        var kind: SpacingGap.Kind
        var axis: Axis
        var rect: CGRect
        /// The gap is drawn only when at least this many leaves are placed.
        var requiredLeaves: Int
        /// The spacing as declared, when flexible (see ``SpacingGap/declaredSpacing``).
        var declared: NSCollectionLayoutSpacing? = nil
    }

    struct Supplementary {
        var elementKind: String
        var frame: CGRect
        /// The frame before the supplementary's `contentInsets`.
        var slot: CGRect
        var zIndex: Int
        /// The leaf whose index path the supplementary takes (for a group's, its first leaf).
        var leaf: Int
        /// Whether a group (rather than an item) carries it; see ``LayoutRules/GroupSupplementaryIndex``.
        var ofGroup = false
        /// How it was anchored, for a diagram.
        var anchor: SupplementaryAnchor? = nil
    }

    var size: CGSize
    var leaves: [Leaf] = []
    /// The root group first, then nested groups in the order they were placed.
    var groups: [Nested] = []
    var gaps: [Gap] = []
    var supplementaries: [Supplementary] = []
    /// How each leaf's slot, each group's frame and each supplementary's frame was computed: only
    /// when the packer records an explanation, else `nil`. Kept on the root group, not as a field:
    /// every instance placed passes its template around, and a template one field larger made
    /// every solve 19% slower (`make bench`, the grid: 7.4 → 8.8 ns an item).
    var derivations: TemplateDerivations? {
        get { groups.isEmpty ? nil : groups[0].derivations }
        set { if !groups.isEmpty { groups[0].derivations = newValue } }
    }

    var capacity: Int { leaves.count }

    /// Adds `other` (a child group's layout, at child position `childIndex`) moved by `offset`:
    /// its leaf indexes follow this one's, and its groups' paths and depths are taken one level down.
    /// When explaining, `step` says how the child got its size and `offset`.
    mutating func append(_ other: GroupTemplate, at offset: CGPoint, childIndex: Int,
                         step: ExplanationStep? = nil) {
        let leafOffset = leaves.count
        if let step, let derivations, let nested = other.derivations {
            derivations.append(nested, in: step, at: offset, name: "subitem \(childIndex)")
        }
        leaves += other.leaves.map {
            Leaf(slot: $0.slot.offsetBy(offset), cell: $0.cell.offsetBy(offset), zIndex: $0.zIndex,
                 contentInsets: $0.contentInsets, layoutSize: $0.layoutSize, countSizedAxis: $0.countSizedAxis)
        }
        groups += other.groups.map {
            Nested(frame: $0.frame.offsetBy(offset), shape: $0.shape.nested(as: childIndex),
                   leaves: ($0.leaves.lowerBound + leafOffset)..<($0.leaves.upperBound + leafOffset))
        }
        gaps += other.gaps.map {
            Gap(kind: $0.kind, axis: $0.axis, rect: $0.rect.offsetBy(offset), requiredLeaves: $0.requiredLeaves + leafOffset,
                declared: $0.declared)
        }
        supplementaries += other.supplementaries.map {
            Supplementary(elementKind: $0.elementKind, frame: $0.frame.offsetBy(offset), slot: $0.slot.offsetBy(offset),
                          zIndex: $0.zIndex,
                          leaf: $0.leaf + leafOffset, ofGroup: $0.ofGroup, anchor: $0.anchor)
        }
    }
}

/// Packs a group's subitems into slots: which subitems fit, how big each one
/// is, where it goes, and how leftover space is shared.
///
/// A group is laid out in its own coordinates in three steps:
/// 1. **Measure the children.** Each child's size resolves against the
///    group's inner size (its size less its `contentInsets`). A nested group
///    is laid out first, so its size is known, and a leaf takes its measured
///    size on its estimated axes (``SelfSizing``).
///    - `subitems:` cycles through the subitems while the next one fits. The
///      fit counts spacing and edge spacing (flexible ones at their minimum)
///      and allows ``LayoutRules/fitTolerance``.
///    - `subitem:count:` forces `count` slots of length
///      `(inner − (count − 1) · spacing) / count`.
///    - `repeatingSubitem:count:` places `count` copies at their own size.
///    - A custom group takes its provider's frames (``CustomGroupLayout``).
/// 2. **Size the group.** An estimated axis becomes the extent of the
///    children (plus the group's insets).
/// 3. **Place the children.** Leftover space along the axis is shared
///    equally among flexible gaps and flexible edges. Across the axis, an item
///    sits after its fixed top (or leading) edge spacing; with both cross edges
///    flexible it is centred, and with only the leading one flexible it is
///    aligned to the end.
///
/// Supplementary items are anchored as each leaf and group is placed.
struct GroupPacker {
    let rules: LayoutRules
    let sizing: SelfSizing
    let traitCollection: UITraitCollection
    /// Floors resolved lengths to the display's pixels, when the rules and traits ask for it.
    let snapping: PixelSnapping
    /// Whether templates carry ``GroupTemplate/derivations``, for an explanation.
    let recording: Bool
    /// Nested layouts already computed. Only used without a measurement, when a
    /// group's layout does not depend on which items it holds.
    private let memo = NestedLayoutMemo()

    init(rules: LayoutRules, sizing: SelfSizing, traitCollection: UITraitCollection, recording: Bool = false) {
        self.rules = rules
        self.sizing = sizing
        self.traitCollection = traitCollection
        self.recording = recording
        snapping = PixelSnapping(rules: rules, traitCollection: traitCollection)
    }

    struct Child {
        let item: NSCollectionLayoutItem
        var size: CGSize
        /// The size its dimensions resolved to, before measurement or its own content changed it.
        var resolved: CGSize
        let location: LayoutLocation
        let lead: NSCollectionLayoutSpacing?
        let trail: NSCollectionLayoutSpacing?
        /// A nested group's layout, relative to its own origin.
        var nested: GroupTemplate?
        /// The axis along which `subitem:count:` gave it its share, ignoring its own dimension.
        var countSizedAxis: Axis? = nil
        /// When recording: how the child's size was found.
        var sizeLines: [ExplanationLine] = []
    }

    /// Lays out `group` at its resolved (estimated) `size`. Leaves are numbered from `firstLeaf`;
    /// `depth` is how deep the group is nested, for the nesting limit.
    func layout(_ group: NSCollectionLayoutGroup, size: CGSize, firstLeaf: Int = 0, depth: Int = 0,
                at location: LayoutLocation) throws(LayoutError) -> GroupTemplate {
        guard depth < LayoutLimits.maxNestingDepth else {
            // The section's group is depth 0, so `maxNestingDepth` groups in all reach depth maxNestingDepth − 1.
            throw LayoutError(.limitExceeded, at: location,
                              "more than \(LayoutLimits.maxNestingDepth) groups are nested", subject: group)
        }
        guard group.contentInsets.isFiniteWithinLengthLimit else {
            throw LayoutError(.invalidValue, at: location,
                              "contentInsets must be finite: \(group.contentInsets)", subject: group)
        }
        if case .custom(let provider) = group.arrangement {
            var template = try CustomGroupLayout(group: group, provider: provider, traitCollection: traitCollection)
                .layout(size: size, at: location)
            if recording { template.recordCustomFrames() }
            try anchorGroupSupplementaries(of: group, in: &template, firstLeaf: firstLeaf, at: location)
            return template
        }

        let inner = try innerRect(of: group, size: size, at: location)
        let spacing = group.interItemSpacing ?? .fixed(0)
        guard spacing.spacing.isFinite, spacing.spacing >= 0, spacing.spacing <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidValue, at: location,
                              "interItemSpacing \(spacing) must be finite and not negative", subject: group)
        }
        let axis = Axis(group.layoutAxis)
        var blocked: BlockedSubitem?
        var children = try measuredChildren(of: group, inner: inner.size, axis: axis, spacing: spacing.spacing,
                                            innerName: Self.innerName(of: group), firstLeaf: firstLeaf, depth: depth,
                                            at: location, blocked: &blocked)
        SelfSizing.equalizeUniformSiblings(&children, size: \.size, item: \.item)

        // Step 2: an estimated axis takes the extent of the children.
        let axisExtent = children.reduce(CGFloat(0)) { total, child in
            total + child.size.length(along: axis) + (child.lead?.spacing ?? 0) + (child.trail?.spacing ?? 0)
        } + CGFloat(max(children.count - 1, 0)) * spacing.spacing
        let crossExtent = children.map { child -> CGFloat in
            let edges = child.item.edgeSpacing
            return (edges?.leading(along: axis.cross)?.spacing ?? 0) + child.size.length(along: axis.cross)
                + (edges?.trailing(along: axis.cross)?.spacing ?? 0)
        }.max() ?? 0
        let finalSize = SelfSizing.groupSize(group, proposed: size,
                                             content: CGSize(along: axis, axisExtent, cross: crossExtent))
        let finalInner = CGRect(origin: .zero, size: finalSize).inset(by: group.contentInsets)
        let overflow = blocked.map { blocked in
            // What the subitem would have taken: the rest of the group after the last child placed.
            let start = finalInner.minimum(along: axis) + axisExtent
            let unfilled = CGRect(along: axis, main: start, cross: finalInner.minimum(along: axis.cross),
                                  mainLength: max(finalInner.maximum(along: axis) - start, 0),
                                  crossLength: finalInner.length(along: axis.cross))
            return SubitemOverflow(subitem: blocked.subitem, placed: children.count, length: blocked.length,
                                   spacing: blocked.spacing, room: blocked.room, unfilled: unfilled)
        }

        // Step 3: place the children.
        var template = GroupTemplate(size: finalSize)
        template.groups.append(.init(frame: CGRect(origin: .zero, size: finalSize),
                                     shape: GroupShape(contentInsets: group.contentInsets, kind: .init(group.layoutAxis),
                                                       layoutSize: group.layoutSize,
                                                       arrangement: group.declaredArrangement, overflow: overflow),
                                     leaves: 0..<0))
        if recording {
            template.derivations = TemplateDerivations()
        }
        try place(children, of: group, in: finalInner, axis: axis, spacing: spacing, used: axisExtent,
                  firstLeaf: firstLeaf, into: &template)
        template.groups[0].leaves = 0..<template.leaves.count
        try anchorGroupSupplementaries(of: group, in: &template, firstLeaf: firstLeaf, at: location)
        return template
    }

    private func innerRect(of group: NSCollectionLayoutGroup, size: CGSize,
                           at location: LayoutLocation) throws(LayoutError) -> CGRect {
        let inner = CGRect(origin: .zero, size: size).inset(by: group.contentInsets)
        // CGRect.width is an absolute value; the size's sign tells whether the insets overlap.
        guard inner.size.width > 0, inner.size.height > 0 else {
            throw LayoutError(.noRoom, at: location,
                              "no room for subitems: the group is \(size.width.compactDescription)×"
                              + "\(size.height.compactDescription) and its contentInsets leave "
                              + "\(inner.size.width.compactDescription)×\(inner.size.height.compactDescription)",
                              subject: group)
        }
        return inner
    }

    // MARK: - Step 1: measure

    /// The subitems the group holds, with their final sizes.
    private func measuredChildren(of group: NSCollectionLayoutGroup, inner: CGSize, axis: Axis, spacing: CGFloat,
                                  innerName: String, firstLeaf: Int, depth: Int, at location: LayoutLocation,
                                  blocked: inout BlockedSubitem?) throws(LayoutError) -> [Child] {
        var leafCount = firstLeaf
        var children: [Child] = []
        var forcedLine: ExplanationLine?
        var lessSpacing = false
        func measure(_ item: NSCollectionLayoutItem, subitem index: Int, in container: CGSize? = nil,
                     forcedLength: CGFloat? = nil) throws(LayoutError) -> Child {
            var child = try self.measure(item, inner: container ?? inner, axis: axis, forcedLength: forcedLength,
                                         firstLeaf: leafCount, depth: depth, at: location.appending(.subitem(index)))
            if recording {
                child.sizeLines = sizeLines(of: child, resolvedIn: container ?? inner, containerName: innerName,
                                            axis: axis, forcedLine: forcedLine, lessSpacing: lessSpacing)
            }
            return child
        }
        func accept(_ child: Child) throws(LayoutError) {
            children.append(child)
            leafCount += child.nested?.capacity ?? 1
            if leafCount - firstLeaf > LayoutLimits.maxSlotsPerGroup {
                throw LayoutError(.limitExceeded, at: location,
                                  "the group holds more than \(LayoutLimits.maxSlotsPerGroup) items", subject: group)
            }
        }

        switch group.arrangement {
        case .repeating(let subitems):
            guard !subitems.isEmpty else {
                throw LayoutError(.noRoom, at: location, "the group has no subitems", subject: group)
            }
            let available = inner.length(along: axis)
            // An estimated length along the axis grows to fit its first subitem.
            let growsAlongAxis = group.layoutSize.dimension(along: axis).isEstimated
            var cursor: CGFloat = 0
            while true {
                let index = children.count % subitems.count
                // A length that is not estimated is known before laying the subitem out, so the fit can be
                // tested first; this keeps deep nesting from laying out children it then discards.
                let subitem = subitems[index]
                if !children.isEmpty, !subitem.layoutSize.dimension(along: axis).isEstimated {
                    let length = snapping.floor(
                        DimensionResolution.resolve(subitem.layoutSize.dimension(along: axis), in: inner))
                    let edges = subitem.edgeSpacing
                    let edgeSpacing = (edges?.leading(along: axis)?.spacing ?? 0) + (edges?.trailing(along: axis)?.spacing ?? 0)
                    let end = cursor + spacing + edgeSpacing + length
                    if end > available + rules.fitTolerance {
                        blocked = BlockedSubitem(subitem: subitem, index: index, length: length, spacing: spacing + edgeSpacing,
                                                 cursor: cursor, placed: children, axis: axis,
                                                 available: available, tolerance: rules.fitTolerance)
                        return children
                    }
                }
                let child = try measure(subitem, subitem: index)
                let start = cursor + (children.isEmpty ? 0 : spacing) + (child.lead?.spacing ?? 0)
                let end = start + child.size.length(along: axis) + (child.trail?.spacing ?? 0)
                if end > available + rules.fitTolerance && !(children.isEmpty && growsAlongAxis) {
                    if children.isEmpty {
                        throw LayoutError(.noRoom, at: location.appending(.subitem(0)),
                                          "no room for this subitem: it needs \((end - cursor).compactDescription) "
                                          + "points along the group's \(axis.lengthName) "
                                          + "but the group has \(available.compactDescription)", subject: subitems[0])
                    }
                    let edgeSpacing = (child.lead?.spacing ?? 0) + (child.trail?.spacing ?? 0)
                    blocked = BlockedSubitem(subitem: subitem, index: index, length: child.size.length(along: axis),
                                             spacing: spacing + edgeSpacing, cursor: cursor,
                                             placed: children, axis: axis, available: available,
                                             tolerance: rules.fitTolerance)
                    return children
                }
                try accept(child)
                cursor = end
                if end > available + rules.fitTolerance { return children }
            }
        case .forcedCount(let subitem, let count), .repeatingCount(let subitem, let count):
            guard count >= 1, count <= LayoutLimits.maxSlotsPerGroup else {
                throw LayoutError(.invalidValue, at: location,
                                  "count \(count) must be between 1 and \(LayoutLimits.maxSlotsPerGroup)",
                                  subject: group)
            }
            var forcedLength: CGFloat?
            var container: CGSize?
            if group.isForcedCount {
                // The subitem's own length along the axis is ignored: `count` slots share the group
                // less its spacing, and that shorter length is also what the subitem's fractions see.
                let shared = inner.length(along: axis) - CGFloat(count - 1) * spacing
                let length = snapping.floor(shared / CGFloat(count))
                guard length > 0 else {
                    throw LayoutError(.noRoom, at: location,
                                      "no room for \(count) subitems: \(inner.length(along: axis).compactDescription) "
                                      + "points less \(count - 1) × \(spacing.compactDescription) spacing leaves "
                                      + "\(length.compactDescription) each", subject: group)
                }
                forcedLength = length
                if rules.forcedCountContainer == .innerLessSpacing {
                    container = CGSize(along: axis, shared, cross: inner.length(along: axis.cross))
                    lessSpacing = true
                }
                if recording {
                    let name = axis.lengthName
                    let spacings = Arithmetic.term(spacing, "interItemSpacing")
                    let shared = Arithmetic.difference(.term(inner.length(along: axis), "\(innerName) \(name)"),
                                                       [count == 2 ? spacings : .term(CGFloat(count - 1)) * spacings])
                    forcedLine = (shared / .term(CGFloat(count), "count")).line(
                        name, result: length,
                        note: "subitem:count: \(count) shares the group; the item's own \(name) is ignored",
                        snappedTo: snapping.scale > 0 ? snapping.scale : nil)
                }
            }
            for _ in 0..<count {
                try accept(try measure(subitem, subitem: 0, in: container, forcedLength: forcedLength))
            }
            return children
        case .custom:
            return []   // handled by CustomGroupLayout
        }
    }

    private func measure(_ item: NSCollectionLayoutItem, inner: CGSize, axis: Axis, forcedLength: CGFloat?,
                         firstLeaf: Int, depth: Int, at location: LayoutLocation) throws(LayoutError) -> Child {
        var size: CGSize
        if let forcedLength {
            let cross = try DimensionResolution.resolveChecked(
                item.layoutSize.dimension(along: axis.cross), axisName: axis.cross.lengthName,
                in: inner, snapping: snapping, at: location, subject: item)
            size = CGSize(along: axis, forcedLength, cross: cross)
        } else {
            size = try DimensionResolution.resolveChecked(item.layoutSize, in: inner, snapping: snapping,
                                                          at: location, subject: item)
        }
        let resolved = size
        let edges = item.edgeSpacing
        for spacing in [edges?.leading, edges?.top, edges?.trailing, edges?.bottom].compactMap({ $0 })
        where !(spacing.spacing.isFinite && spacing.spacing >= 0 && spacing.spacing <= LayoutLimits.maxLength) {
            throw LayoutError(.invalidValue, at: location,
                              "edgeSpacing \(spacing) must be finite and not negative", subject: item)
        }
        var nested: GroupTemplate?
        if let group = item as? NSCollectionLayoutGroup {
            let key = NestedLayoutMemo.Key(group: ObjectIdentifier(group), width: size.width, height: size.height)
            let template: GroupTemplate
            if sizing.measurement == nil, let known = memo.layouts[key] {
                template = known
            } else {
                template = try layout(group, size: size, firstLeaf: firstLeaf, depth: depth + 1, at: location)
                if sizing.measurement == nil { memo.layouts[key] = template }
            }
            size = template.size
            nested = template
        } else {
            size = try sizing.measuredCell(item, proposed: size, leaf: firstLeaf,
                                           keepingAxis: forcedLength == nil ? nil : axis, at: location)
        }
        return Child(item: item, size: size, resolved: resolved, location: location,
                     lead: edges?.leading(along: axis), trail: edges?.trailing(along: axis), nested: nested,
                     countSizedAxis: forcedLength == nil ? nil : axis)
    }

    // MARK: - Step 3: place

    private func place(_ children: [Child], of group: NSCollectionLayoutGroup, in inner: CGRect, axis: Axis,
                       spacing: NSCollectionLayoutSpacing, used: CGFloat, firstLeaf: Int,
                       into template: inout GroupTemplate) throws(LayoutError) {
        let flexibleGaps = spacing.isFlexibleSpacing ? max(children.count - 1, 0) : 0
        let flexibleEdges = children.reduce(0) { count, child in
            count + (child.lead?.isFlexibleSpacing == true ? 1 : 0) + (child.trail?.isFlexibleSpacing == true ? 1 : 0)
        }
        let leftover = max(inner.length(along: axis) - used, 0)
        let share = flexibleGaps + flexibleEdges > 0 ? leftover / CGFloat(flexibleGaps + flexibleEdges) : 0
        var explanation = recording
            ? PlacementExplanation(group: group, inner: inner, axis: axis, used: used,
                                   flexibleCount: flexibleGaps + flexibleEdges, share: share)
            : nil

        var position = inner.minimum(along: axis)
        /// Moves `position` past a child's edge spacing on `edge` (its minimum, plus a share of
        /// the leftover when flexible), recording the gap and the step.
        func passEdgeSpacing(_ declared: NSCollectionLayoutSpacing?, at edge: LayoutEdge, requiredLeaves: Int) {
            let flexible = declared?.isFlexibleSpacing == true
            let length = (declared?.spacing ?? 0) + (flexible ? share : 0)
            recordGap(.edgeSpacing(edge), along: axis, from: position, length: length, across: inner,
                      requiredLeaves: requiredLeaves, declared: declared, into: &template)
            position += length
            explanation?.passEdge(declared?.spacing ?? 0, edge: edge, flexible: flexible)
        }
        for (index, child) in children.enumerated() {
            let requiredLeaves = template.leaves.count + 1
            if index > 0 {
                let gap = spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
                recordGap(.interItem, along: axis, from: position, length: gap, across: inner,
                          requiredLeaves: requiredLeaves, declared: spacing, into: &template)
                position += gap
                explanation?.passGap(spacing.spacing, flexible: spacing.isFlexibleSpacing)
            }
            passEdgeSpacing(child.lead, at: axis.leadingEdge, requiredLeaves: requiredLeaves)

            let length = child.size.length(along: axis)
            let crossLength = child.size.length(along: axis.cross)
            let crossPosition = self.crossPosition(of: child.item, length: crossLength, in: inner, axis: axis.cross)
            let slot = CGRect(along: axis, main: position, cross: crossPosition,
                              mainLength: length, crossLength: crossLength)
            recordCrossEdgeGaps(of: child.item, slot: slot, axis: axis.cross, requiredLeaves: requiredLeaves,
                                into: &template)
            let step = explanation?.step(for: child, index: index, slot: slot)
            if let nested = child.nested {
                template.append(nested, at: slot.origin, childIndex: index, step: step)
            } else {
                let supplementaries = template.supplementaries.count
                try placeLeaf(child, slot: slot, firstLeaf: firstLeaf, into: &template)
                if let step {
                    template.derivations?.leaves.append(SlotDerivation(steps: [step], offsets: [(slot.origin, "the slot")]))
                    // The leaf's supplementaries anchor to its cell, which the step placed.
                    for index in supplementaries..<template.supplementaries.count {
                        template.derivations?.supplementaries[index].steps.insert(step, at: 0)
                    }
                }
            }
            position += length
            explanation?.passSlot(length)

            passEdgeSpacing(child.trail, at: axis.trailingEdge, requiredLeaves: requiredLeaves)
        }
    }

    private func placeLeaf(_ child: Child, slot: CGRect, firstLeaf: Int,
                           into template: inout GroupTemplate) throws(LayoutError) {
        let item = child.item
        guard item.contentInsets.isFiniteWithinLengthLimit else {
            throw LayoutError(.invalidValue, at: child.location,
                              "contentInsets must be finite: \(item.contentInsets)", subject: item)
        }
        let cell = item.cellFrame(in: slot)
        guard cell.size.width > 0, cell.size.height > 0 else {
            throw LayoutError(.noRoom, at: child.location,
                              "contentInsets \(item.contentInsets) leave no room in a "
                              + "\(slot.width.compactDescription)×\(slot.height.compactDescription) slot", subject: item)
        }
        let leaf = template.leaves.count
        template.leaves.append(.init(slot: slot, cell: cell, zIndex: 0, contentInsets: item.contentInsets,
                                     layoutSize: item.layoutSize, countSizedAxis: child.countSizedAxis))
        let anchoring = SupplementaryAnchoring(sizing: sizing, snapping: snapping)
        for supplementary in item.supplementaryItems {
            let anchored = try anchoring.anchored(supplementary, in: cell, containerName: recording ? "the cell" : nil,
                                                  leaf: firstLeaf + leaf, at: child.location)
            let anchor = SupplementaryAnchoring.anchor(of: supplementary, size: anchored.frame.size,
                                                       ignoringFractionalOffset: false)
            template.supplementaries.append(.init(elementKind: supplementary.elementKind, frame: anchored.frame,
                                                  slot: anchored.slot,
                                                  zIndex: supplementary.zIndex, leaf: leaf, anchor: anchor))
            template.derivations?.supplementaries.append(anchored.derivation)
        }
    }

    func crossPosition(of item: NSCollectionLayoutItem, length: CGFloat, in inner: CGRect,
                               axis cross: Axis) -> CGFloat {
        let edges = item.edgeSpacing
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

    private func recordGap(_ kind: SpacingGap.Kind, along axis: Axis, from start: CGFloat, length: CGFloat,
                           across inner: CGRect, requiredLeaves: Int, declared: NSCollectionLayoutSpacing?,
                           into template: inout GroupTemplate) {
        guard length > 0 else { return }
        let rect = CGRect(along: axis, main: start, cross: inner.minimum(along: axis.cross),
                          mainLength: length, crossLength: inner.length(along: axis.cross))
        template.gaps.append(.init(kind: kind, axis: axis, rect: rect, requiredLeaves: requiredLeaves,
                                   declared: declared?.isFlexibleSpacing == true ? declared : nil))
    }

    /// Records an item's edge spacing across the group's axis, beside its slot.
    private func recordCrossEdgeGaps(of item: NSCollectionLayoutItem, slot: CGRect, axis cross: Axis,
                                     requiredLeaves: Int, into template: inout GroupTemplate) {
        guard let edges = item.edgeSpacing else { return }
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

    // MARK: - Supplementaries

    /// Anchors the group's own supplementaries to its frame, less its `contentInsets` by default
    /// (``LayoutRules/groupSupplementaryContainer``).
    private func anchorGroupSupplementaries(of group: NSCollectionLayoutGroup, in template: inout GroupTemplate,
                                            firstLeaf: Int, at location: LayoutLocation) throws(LayoutError) {
        guard let root = template.groups.first, !root.leaves.isEmpty else { return }
        let anchoring = SupplementaryAnchoring(sizing: sizing, snapping: snapping)
        let container = rules.groupSupplementaryContainer == .insetFrame
            ? root.frame.inset(by: group.contentInsets) : root.frame
        let ignoresFractionalOffset = rules.groupSupplementaryContainer == .frameIgnoringFractionalOffset
        for supplementary in group.supplementaryItems {
            let anchored = try anchoring.anchored(supplementary, in: container,
                                                  containerName: recording ? "the group" : nil,
                                                  leaf: firstLeaf + root.leaves.lowerBound,
                                                  ignoringFractionalOffset: ignoresFractionalOffset, at: location)
            let anchor = SupplementaryAnchoring.anchor(of: supplementary, size: anchored.frame.size,
                                                       ignoringFractionalOffset: ignoresFractionalOffset)
            template.supplementaries.append(.init(elementKind: supplementary.elementKind, frame: anchored.frame,
                                                  slot: anchored.slot,
                                                  zIndex: supplementary.zIndex, leaf: root.leaves.lowerBound,
                                                  ofGroup: true, anchor: anchor))
            template.derivations?.supplementaries.append(anchored.derivation)
        }
    }
}

/// Nested group layouts by group and size, shared by one packer's recursion.
private final class NestedLayoutMemo {
    struct Key: Hashable {
        let group: ObjectIdentifier
        let width: CGFloat
        let height: CGFloat
    }

    var layouts: [Key: GroupTemplate] = [:]
}

extension NSCollectionLayoutGroup {
    var isForcedCount: Bool {
        if case .forcedCount = arrangement { return true }
        return false
    }
}

extension NSCollectionLayoutItem {
    /// The cell inside `slot`: the slot less `contentInsets`, which are
    /// ignored on an axis whose dimension is estimated.
    func cellFrame(in slot: CGRect) -> CGRect {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        return slot.inset(by: insets)
    }
}

extension GroupInstance.Kind {
    init(_ axis: NSCollectionLayoutGroup.LayoutAxis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
