import Foundation

// What the group packer writes down when it records an explanation (``GroupPacker/recording``):
// how each subitem got its size, and where it was placed in its group.

extension GroupPacker {
    /// How a group's children name what they resolve against: `the group's inner` when it has
    /// `contentInsets`, `the group's` when it has none.
    static func innerName(of group: NSCollectionLayoutGroup) -> String {
        group.contentInsets == .zero ? "the group's" : "the group's inner"
    }

    /// The lines giving `child` its width and height: its dimensions resolved against
    /// `container`, the forced length of `subitem:count:`, and any change measuring or its own
    /// content made.
    func sizeLines(of child: Child, resolvedIn container: CGSize, containerName: String, axis: Axis,
                   forcedLine: ExplanationLine?, lessSpacing: Bool) -> [ExplanationLine] {
        var lines: [ExplanationLine] = []
        for lengthAxis in [Axis.horizontal, .vertical] {
            let resolved = child.resolved.length(along: lengthAxis)
            if lengthAxis == axis, let forcedLine {
                lines.append(forcedLine)
            } else {
                let dimension = child.item.layoutSize.dimension(along: lengthAxis)
                lines.append(Self.resolution(of: dimension, as: lengthAxis.lengthName, in: container,
                                             containerName: containerName, lessSpacingAlong: lessSpacing ? axis : nil,
                                             result: resolved, snapping: snapping))
            }
            let final = child.size.length(along: lengthAxis)
            if final != resolved {
                let why = child.nested != nil ? "the extent of its subitems" : "measured"
                lines.append(Arithmetic.term(final, why).line(lengthAxis.lengthName))
            }
        }
        return lines
    }

    /// `width = 0.5 × 370 (the group's inner width) = 185   — .fractionalWidth(0.5)`.
    /// `lessSpacingAlong`: the axis along which the container is the group less its spacing
    /// (``LayoutRules/ForcedCountContainer/innerLessSpacing``).
    static func resolution(of dimension: NSCollectionLayoutDimension, as quantity: String, in container: CGSize,
                           containerName: String, lessSpacingAlong reduced: Axis? = nil, result: CGFloat,
                           snapping: PixelSnapping) -> ExplanationLine {
        func name(_ axis: Axis) -> String {
            "\(containerName) \(axis.lengthName)\(axis == reduced ? " less its spacing" : "")"
        }
        let arithmetic: Arithmetic
        switch dimension.semantic {
        case .fractionalWidth:
            arithmetic = .term(dimension.dimension) * .term(container.width, name(.horizontal))
        case .fractionalHeight:
            arithmetic = .term(dimension.dimension) * .term(container.height, name(.vertical))
        case .absolute:
            arithmetic = .term(dimension.dimension)
        case .estimated, .uniformAcrossSiblings:
            arithmetic = .term(dimension.dimension, "estimate")
        }
        var note = dimension.description
        if result != arithmetic.value, snapping.scale > 0 {
            note += ", floored to the \(CanonicalNumber.string(snapping.scale))× pixel grid"
        }
        return arithmetic.line(quantity, result: result, note: note, snappedTo: snapping.scale > 0 ? snapping.scale : nil)
    }
}

/// Follows a group's placement of its children along its axis, writing down the arithmetic of
/// each child's position, for ``GroupPacker``'s explanation.
struct PlacementExplanation {
    let group: NSCollectionLayoutGroup
    let inner: CGRect
    let axis: Axis
    let used: CGFloat
    let flexibleCount: Int
    let share: CGFloat
    /// What lies before the next child along the axis, in order.
    private var before: [Arithmetic]

    init(group: NSCollectionLayoutGroup, inner: CGRect, axis: Axis, used: CGFloat, flexibleCount: Int,
         share: CGFloat) {
        self.group = group
        self.inner = inner
        self.axis = axis
        self.used = used
        self.flexibleCount = flexibleCount
        self.share = share
        let start = inner.minimum(along: axis)
        before = [.term(start, start > 0 ? "contentInsets.\(axis.leadingEdge)" : "the group's start")]
    }

    /// A gap of `spacing`, plus a flexible spacing's share when `flexible`.
    mutating func passGap(_ spacing: CGFloat, flexible: Bool) {
        before.append(.term(spacing, "interItemSpacing"))
        if flexible { before.append(.term(share, "a flexible share")) }
    }

    /// Edge spacing of `minimum`, plus a flexible spacing's share when `flexible`.
    mutating func passEdge(_ minimum: CGFloat, edge: LayoutEdge, flexible: Bool) {
        before.append(.term(minimum, "edgeSpacing.\(edge)"))
        if flexible { before.append(.term(share, "a flexible share")) }
    }

    mutating func passSlot(_ length: CGFloat) {
        before.append(.term(length, "a slot's \(axis.lengthName)"))
    }

    /// The step for child `index`, placed at `slot` in the group's coordinates.
    func step(for child: GroupPacker.Child, index: Int, slot: CGRect) -> ExplanationStep {
        let kind = group.layoutAxis == .horizontal ? "Horizontal" : "Vertical"
        let declared: String
        if case .subitem(let subitem)? = child.location.path.last { declared = "subitems[\(subitem)]" } else { declared = "subitem" }
        let what = child.nested.map { _ in
            "a \((child.item as? NSCollectionLayoutGroup)?.layoutAxis == .vertical ? "vertical" : "horizontal") group"
        } ?? "an item"
        var lines: [ExplanationLine] = []
        let insets = group.contentInsets
        let groupSize = CGSize(width: inner.width + insets.leading + insets.trailing,
                               height: inner.height + insets.top + insets.bottom)
        for lengthAxis in [Axis.horizontal, .vertical] where group.contentInsets.total(along: lengthAxis) > 0 {
            let name = lengthAxis.lengthName
            lines.append(Arithmetic.difference(
                .term(groupSize.length(along: lengthAxis), "the group's \(name)"),
                [.term(group.contentInsets.leading(along: lengthAxis), "contentInsets.\(lengthAxis.leadingEdge)"),
                 .term(group.contentInsets.trailing(along: lengthAxis), "contentInsets.\(lengthAxis.trailingEdge)")])
                .line("the group's inner \(name)"))
        }
        if flexibleCount > 0, share > 0 {
            let leftover = Arithmetic.term(inner.length(along: axis), "the group's inner \(axis.lengthName)")
                - .term(used, "what the subitems and fixed spacing take")
            lines.append((leftover / .term(CGFloat(flexibleCount), "flexible gaps and edges"))
                .line("each flexible spacing's share", result: share))
        }
        lines += child.sizeLines
        lines.append(Self.collected(before).line(axis.coordinateName, result: slot.minimum(along: axis),
                                                 note: "in the group"))
        lines.append(crossLine(for: child.item, slot: slot))
        return ExplanationStep("\(kind) group, slot \(index): \(what) (\(declared))", lines)
    }

    /// The slot's position across the group's axis: after its fixed leading edge spacing, centred
    /// between two flexible ones, or at the end after a flexible leading one alone.
    private func crossLine(for item: NSCollectionLayoutItem, slot: CGRect) -> ExplanationLine {
        let cross = axis.cross
        let edges = item.edgeSpacing
        let lead = edges?.leading(along: cross)
        let trail = edges?.trailing(along: cross)
        let start = inner.minimum(along: cross)
        let startTerm = Arithmetic.term(start, start > 0 ? "contentInsets.\(cross.leadingEdge)" : "the group's start")
        let leadTerm = Arithmetic.term(lead?.spacing ?? 0, "edgeSpacing.\(cross.leadingEdge)")
        let trailTerm = Arithmetic.term(trail?.spacing ?? 0, "edgeSpacing.\(cross.trailingEdge)")
        let length = Arithmetic.term(slot.length(along: cross), "its \(cross.lengthName)")
        let arithmetic: Arithmetic
        let note: String
        switch (lead?.isFlexibleSpacing == true, trail?.isFlexibleSpacing == true) {
        case (true, true):
            let free = Arithmetic.difference(.term(inner.length(along: cross), "the group's inner \(cross.lengthName)"),
                                             [length, leadTerm, trailTerm])
            // No free space (the item is longer than the group) centres nothing: it starts after its edge.
            arithmetic = free.value > 0 ? .sum([startTerm, leadTerm]) + free / .term(2) : .sum([startTerm, leadTerm])
            note = "in the group, centred between flexible edges"
        case (true, false):
            arithmetic = Arithmetic.difference(.term(inner.maximum(along: cross), "the group's inner end"),
                                               [trailTerm, length])
            note = "in the group, at the end after a flexible leading edge"
        default:
            arithmetic = .sum([startTerm, leadTerm])
            note = "in the group"
        }
        return arithmetic.line(cross.coordinateName, result: slot.minimum(along: cross), note: note)
    }

    /// The terms added, with equal ones of the same meaning counted (`2 × 180 (a slot's width)`).
    static func collected(_ terms: [Arithmetic]) -> Arithmetic {
        var order: [String] = []
        var counts: [String: (term: Arithmetic, count: Int)] = [:]
        for term in terms {
            let key = term.tokens.map(\.description).joined(separator: " ")
            if counts[key] == nil { order.append(key) }
            counts[key, default: (term, 0)].count += 1
        }
        return .sum(order.map { key in
            let (term, count) = counts[key]!
            return count == 1 ? term : .term(CGFloat(count)) * term
        })
    }
}

extension GroupTemplate {
    /// For a custom group: each leaf's frame as the provider returned it.
    mutating func recordCustomFrames() {
        let derivations = TemplateDerivations()
        derivations.leaves = leaves.enumerated().map { index, leaf in
            SlotDerivation(steps: [ExplanationStep("Custom group, item \(index)", [
                Arithmetic.term(leaf.slot.minX).line("x", note: "from the custom group's provider"),
                Arithmetic.term(leaf.slot.minY).line("y"),
                Arithmetic.term(leaf.slot.width).line("width"),
                Arithmetic.term(leaf.slot.height).line("height"),
            ])], offsets: [(leaf.slot.origin, "the slot")])
        }
        self.derivations = derivations
    }
}

extension SupplementaryAnchoring {
    /// How an anchored supplementary got its frame: its size, then its anchor point put on the
    /// container's, moved by the offset, then its own `contentInsets`.
    func explanation(of supplementary: NSCollectionLayoutSupplementaryItem, in container: CGRect,
                     containerName: String, proposed: CGSize, size: CGSize, offset: CGPoint, fractional: Bool,
                     frame: CGRect, result: CGRect) -> [ExplanationLine] {
        var lines: [ExplanationLine] = []
        for axis in [Axis.horizontal, .vertical] {
            lines.append(GroupPacker.resolution(of: supplementary.layoutSize.dimension(along: axis),
                                                as: axis.lengthName, in: container.size,
                                                containerName: "\(containerName)'s", result: proposed.length(along: axis),
                                                snapping: snapping))
            if size.length(along: axis) != proposed.length(along: axis) {
                lines.append(Arithmetic.term(size.length(along: axis), "measured").line(axis.lengthName))
            }
        }
        let (ax, ay) = Self.factors(supplementary.containerAnchor.edges)
        let (bx, by) = supplementary.itemAnchor.map { Self.factors($0.edges) } ?? (ax, ay)
        let edges = "containerAnchor \(supplementary.containerAnchor.edges)"
        for (axis, a, b, shift) in [(Axis.horizontal, ax, bx, offset.x), (.vertical, ay, by, offset.y)] {
            let coordinate = axis.coordinateName
            let length = axis.lengthName
            var point = Arithmetic.sum([
                .term(container.minimum(along: axis), "\(containerName)'s \(coordinate)"),
                .term(a) * .term(container.length(along: axis), "\(containerName)'s \(length)"),
            ])
            if b != 0 { point = point - .term(b) * .term(size.length(along: axis), "its \(length)") }
            if shift != 0 {
                // A negative offset reads as a subtraction.
                let magnitude = Swift.abs(shift)
                let moved = fractional ? Arithmetic.term(magnitude) * .term(size.length(along: axis), "its \(length)")
                                       : .term(magnitude, "the anchor's offset")
                point = shift < 0 ? point - moved : point + moved
            }
            lines.append(point.line(coordinate, result: frame.minimum(along: axis),
                                    note: axis == .horizontal ? edges : nil))
        }
        lines += ExplanationLine.insetting(frame, named: "its frame", by: supplementary.contentInsets, giving: result)
        return lines
    }

}
