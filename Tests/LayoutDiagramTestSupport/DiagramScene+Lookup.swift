import LayoutDiagram

extension DiagramScene {
    /// The node whose id is `id` (`s0-i3`), if any.
    public func node(_ id: String) -> SceneNode? {
        nodes.first { $0.id.rawValue == id }
    }

    /// The text of every text node of `role`, its lines joined by newlines, in drawing order.
    public func texts(role: SceneRole) -> [String] {
        nodes.compactMap { node in
            guard node.role == role, case .text(let text) = node.shape else { return nil }
            return text.lines.map(\.string).joined(separator: "\n")
        }
    }
}
