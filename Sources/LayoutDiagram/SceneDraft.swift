/// A scene under construction: its nodes in drawing order, and the
/// rectangle everything drawn so far covers (text included, by measure).
struct SceneDraft {
    private(set) var nodes: [SceneNode] = []
    /// Grows with every node added.
    private(set) var extent: DiagramRect

    init(extent: DiagramRect) {
        self.extent = extent
    }

    mutating func reserve(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    /// Adds a node whose geometry is its extent (rectangles, lines, polygons).
    mutating func add(_ node: SceneNode) {
        nodes.append(node)
        if let bounds = node.shape.geometricBounds { extent = extent.union(bounds) }
    }

    /// Adds a text node, growing the extent by `box`, where its text was measured to go.
    mutating func add(_ node: SceneNode, textBox box: DiagramRect) {
        nodes.append(node)
        extent = extent.union(box)
    }

    /// Adds a placed label's nodes, growing the extent by its box.
    mutating func add(_ placement: LabelPlacer.Placement) {
        for node in placement.nodes { add(node) }
        extent = extent.union(placement.box)
    }

    mutating func add(_ nodes: [SceneNode]) {
        for node in nodes { add(node) }
    }

    /// Gives each node `looks` names its transform and opacity; the extent grows to where a
    /// transformed shape is drawn.
    mutating func apply(_ looks: VisibleItemLooks) {
        guard !looks.isEmpty else { return }
        for index in nodes.indices {
            guard let look = looks.look(of: nodes[index]) else { continue }
            nodes[index].opacity *= look.opacity
            nodes[index].transform = look.transform
            // The element itself says why it is drawn so.
            if looks.elementLook(of: nodes[index]) != nil {
                nodes[index].title = [nodes[index].title, look.note].compactMap { $0 }.joined(separator: "; ")
            }
            if let bounds = nodes[index].shape.geometricBounds {
                let corners = [DiagramPoint(x: bounds.minX, y: bounds.minY), DiagramPoint(x: bounds.maxX, y: bounds.minY),
                               DiagramPoint(x: bounds.minX, y: bounds.maxY), DiagramPoint(x: bounds.maxX, y: bounds.maxY)]
                extent = extent.union(DiagramRect(enclosing: corners.map(look.transform.apply)))
            }
        }
    }
}
