import Foundation

/// Places supplementary items against their container with
/// `NSCollectionLayoutAnchor` (R§5.1).
///
/// Each anchor names a point of a rectangle by its edges: leading or top is
/// 0, trailing or bottom is 1, and an axis with neither edge (or both) is ½.
/// The supplementary's point (its `itemAnchor`, by default the same edges)
/// is put on the container's point, and then moved by the container
/// anchor's offset, in points or in fractions of the supplementary's own size:
///
/// ```
/// origin = container.min + container.size ⊙ a − size ⊙ b + offset
/// ```
///
/// So `[.top, .trailing]` with `fractionalOffset (0.3, −0.3)` puts a 20-point
/// badge's top-right corner on the cell's, then 6 points right and 6 up. An
/// item's supplementaries anchor to its cell (after `contentInsets`), and a
/// group's to its frame. The item anchor's own offset is not used.
struct SupplementaryAnchoring {
    let sizing: SelfSizing
    let snapping: PixelSnapping

    /// The frame of `supplementary` anchored to `container`; `leaf` gives its index path.
    func frame(of supplementary: NSCollectionLayoutSupplementaryItem, in container: CGRect, leaf: Int,
               ignoringFractionalOffset: Bool = false, at location: LayoutLocation) throws(LayoutError) -> CGRect {
        try anchored(supplementary, in: container, containerName: nil, leaf: leaf,
                     ignoringFractionalOffset: ignoringFractionalOffset, at: location).frame
    }

    /// The frame of `supplementary` anchored to `container`, its slot (the frame before its
    /// `contentInsets`), and, when the container has a name (`the cell`), how it was found, for an
    /// explanation (otherwise an empty derivation).
    func anchored(_ supplementary: NSCollectionLayoutSupplementaryItem, in container: CGRect, containerName: String?,
                  leaf: Int, ignoringFractionalOffset: Bool = false,
                  at location: LayoutLocation) throws(LayoutError)
        -> (frame: CGRect, slot: CGRect, derivation: SlotDerivation) {
        guard !supplementary.containerAnchor.edges.isEmpty else {
            throw LayoutError(.invalidValue, at: location,
                              "the anchor of supplementary '\(supplementary.elementKind)' needs at least one edge",
                              subject: supplementary)
        }
        try LayoutLimits.checkZIndex(supplementary.zIndex, of: "supplementary '\(supplementary.elementKind)'",
                                     at: location, subject: supplementary)
        let fractional = supplementary.containerAnchor.isFractionalOffset
        let offset = fractional && ignoringFractionalOffset ? .zero : supplementary.containerAnchor.offset
        guard offset.x.isFinite, offset.y.isFinite else {
            throw LayoutError(.invalidValue, at: location,
                              "the anchor offset of supplementary '\(supplementary.elementKind)' must be finite",
                              subject: supplementary)
        }
        let proposed = try DimensionResolution.resolveChecked(supplementary.layoutSize, in: container.size,
                                                               snapping: snapping, at: location, subject: supplementary)
        let size = try sizing.measuredSupplementary(supplementary, proposed: proposed, leaf: leaf, at: location)
        let frame = Self.anchor(size: size, to: container, edges: supplementary.containerAnchor.edges,
                                itemEdges: supplementary.itemAnchor?.edges, offset: offset,
                                fractional: fractional)
        let result = supplementary.cellFrame(in: frame)
        guard let containerName else { return (result, frame, SlotDerivation()) }
        let lines = explanation(of: supplementary, in: container, containerName: containerName, proposed: proposed,
                                size: size, offset: offset, fractional: fractional, frame: frame, result: result)
        return (result, frame, SlotDerivation(steps: [ExplanationStep("Supplementary '\(supplementary.elementKind)'", lines)],
                                       offsets: [(result.origin, "the supplementary")]))
    }

    static func anchor(size: CGSize, to container: CGRect, edges: NSDirectionalRectEdge,
                       itemEdges: NSDirectionalRectEdge?, offset: CGPoint, fractional: Bool) -> CGRect {
        let (ax, ay) = factors(edges)
        let (bx, by) = itemEdges.map(factors) ?? (ax, ay)
        let dx = fractional ? offset.x * size.width : offset.x
        let dy = fractional ? offset.y * size.height : offset.y
        return CGRect(x: container.minX + container.width * ax - size.width * bx + dx,
                      y: container.minY + container.height * ay - size.height * by + dy,
                      width: size.width, height: size.height)
    }

    /// The anchor point of `edges`, as fractions of a rectangle's width and height.
    static func factors(_ edges: NSDirectionalRectEdge) -> (CGFloat, CGFloat) {
        func factor(_ start: NSDirectionalRectEdge, _ end: NSDirectionalRectEdge) -> CGFloat {
            switch (edges.contains(start), edges.contains(end)) {
            case (true, false): return 0
            case (false, true): return 1
            default: return 0.5
            }
        }
        return (factor(.leading, .trailing), factor(.top, .bottom))
    }
}
