extension DiagramScene {
    /// The largest drawing side, in points. Layouts can be a billion points
    /// long; a diagram that large is useless and would exhaust a rasteriser.
    public static let maxSide: Double = 10_000_000

    /// Checks what a renderer relies on: unique ids, finite geometry,
    /// non-negative sizes, and a drawing no larger than ``maxSide``.
    ///
    /// Scenes from ``DiagramSceneBuilder`` always pass; renderers call this
    /// first so that a hand-built scene fails with an error instead of
    /// producing broken output.
    public func validate() throws(DiagramSceneError) {
        guard bounds.isFinite, bounds.width >= 0, bounds.height >= 0 else {
            throw .invalidSize("bounds must be finite and not negative")
        }
        guard padding.isFinite, padding >= 0 else {
            throw .invalidSize("padding must be finite and not negative")
        }
        guard size.width <= Self.maxSide, size.height <= Self.maxSide else {
            throw .invalidSize("\(DiagramNumber.format(size.width))×\(DiagramNumber.format(size.height)) "
                               + "exceeds \(DiagramNumber.format(Self.maxSide)) points")
        }
        var seen = Set<SceneNodeID>()
        seen.reserveCapacity(nodes.count)
        for node in nodes {
            guard seen.insert(node.id).inserted else { throw .duplicateNodeID(node.id.rawValue) }
            try node.validateGeometry()
        }
    }
}

extension SceneNode {
    fileprivate func validateGeometry() throws(DiagramSceneError) {
        switch shape {
        case .rect(let rect):
            guard rect.isFinite else { throw .invalidGeometry(node: id.rawValue, reason: "non-finite rectangle") }
            guard rect.width >= 0, rect.height >= 0 else {
                throw .invalidGeometry(node: id.rawValue, reason: "negative width or height")
            }
        case .roundedRect(let rect, let radii):
            guard rect.isFinite, radii.all.allSatisfy(\.isFinite) else {
                throw .invalidGeometry(node: id.rawValue, reason: "non-finite rounded rectangle")
            }
            guard rect.width >= 0, rect.height >= 0, radii.all.allSatisfy({ $0 >= 0 }) else {
                throw .invalidGeometry(node: id.rawValue, reason: "negative width, height or radius")
            }
        case .text(let text):
            guard text.fontSize.isFinite, text.fontSize > 0 else {
                throw .invalidGeometry(node: id.rawValue, reason: "font size must be finite and positive")
            }
            for line in text.lines where !(line.baseline.x.isFinite && line.baseline.y.isFinite) {
                throw .invalidGeometry(node: id.rawValue, reason: "non-finite text position")
            }
        case .line(let from, let to):
            guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else {
                throw .invalidGeometry(node: id.rawValue, reason: "non-finite line")
            }
        case .polygon(let points):
            guard !points.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                throw .invalidGeometry(node: id.rawValue, reason: "empty polygon or non-finite point")
            }
        }
        guard opacity.isFinite, opacity >= 0, opacity <= 1 else {
            throw .invalidGeometry(node: id.rawValue, reason: "opacity must be from 0 to 1")
        }
        if let transform, !transform.isFinite {
            throw .invalidGeometry(node: id.rawValue, reason: "non-finite transform")
        }
    }
}
