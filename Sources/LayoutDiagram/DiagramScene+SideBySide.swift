extension DiagramScene {
    /// The space between panels placed side by side, in points.
    public static let panelGap: Double = 32

    /// One scene showing `panels` left to right, tops aligned, `gap` points
    /// apart: the same layout on several devices, so an adaptive layout can
    /// be read at a glance.
    ///
    /// Each panel keeps its own nodes, caption and legend included;
    /// ``DiagramSceneBuilder/scene(forPanels:)`` builds panels without a
    /// title or legend and adds one of each around them. Node ids get a panel
    /// prefix (`p1-s0-i3`), so they stay unique; the title and description
    /// name every panel; padding and salt come from the first panel.
    ///
    /// ```swift
    /// let phone = try builder.scene(for: phoneSolution)
    /// let pad = try builder.scene(for: padSolution)
    /// let both = DiagramScene.sideBySide([phone, pad])
    /// both.bounds.width   // phone width + 32 + pad width
    /// ```
    ///
    /// A single panel is returned unchanged; no panels give an empty scene.
    public static func sideBySide(_ panels: [DiagramScene], gap: Double = panelGap) -> DiagramScene {
        guard let first = panels.first else {
            return DiagramScene(title: DiagramOptions.defaultTitle, summary: "", bounds: DiagramRect(x: 0, y: 0, width: 0, height: 0),
                                padding: 0, nodes: [])
        }
        guard panels.count > 1 else { return first }
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(panels.reduce(0) { $0 + $1.nodes.count })
        var x = 0.0
        var height = 0.0
        for (index, panel) in panels.enumerated() {
            // Move the panel's bounds to (x, 0).
            let dx = x - panel.bounds.minX, dy = -panel.bounds.minY
            for node in panel.nodes {
                var moved = node
                moved.id = node.id.inPanel(index)
                moved.owner = node.owner?.inPanel(index)
                moved.shape = node.shape.offsetBy(dx: dx, dy: dy)
                moved.leader = node.leader?.inPanel(index, dx: dx, dy: dy)
                nodes.append(moved)
            }
            x += panel.bounds.width + gap
            height = Swift.max(height, panel.bounds.height)
        }
        let width = x - gap
        let titles = panels.map(\.title)
        let summary = panels.enumerated().map { "Panel \($0.offset + 1): \($0.element.summary)" }.joined(separator: " ")
        return DiagramScene(title: Set(titles).count == 1 ? first.title : titles.joined(separator: " | "),
                            summary: summary, salt: first.salt,
                            bounds: DiagramRect(x: 0, y: 0, width: width, height: height),
                            padding: first.padding, nodes: nodes)
    }
}
