/// What the ``ScenePass``es draw: nodes by ``SceneLayer``, the obstacles
/// labels keep off, and the label requests to place by ``LabelRank``.
struct SceneCanvas {
    /// Everything a label must keep off, in the order the passes drew it.
    var obstacles = ObstacleIndex()
    private var layers: [SceneLayer: [Drawn]] = [:]
    private var labelJobs: [LabelJob] = []

    /// A node, or a placed label (its nodes and the box its text takes).
    enum Drawn {
        case node(SceneNode)
        case label(LabelPlacer.Placement)
    }

    /// Labels a pass asks for, placed together at their rank.
    private struct LabelJob {
        let rank: LabelRank
        let layer: SceneLayer
        let place: (inout LabelPlacer) -> [LabelPlacer.Placement]
    }

    /// Draws `node` at `layer`; labels may sit on it.
    mutating func draw(_ node: SceneNode, at layer: SceneLayer) {
        layers[layer, default: []].append(.node(node))
    }

    mutating func draw(_ nodes: [SceneNode], at layer: SceneLayer) {
        layers[layer, default: []].append(contentsOf: nodes.lazy.map { .node($0) })
    }

    /// Draws `node` at `layer` and keeps labels off it (``ObstacleIndex/insert(mark:)``).
    mutating func drawMark(_ node: SceneNode, at layer: SceneLayer) {
        draw(node, at: layer)
        obstacles.insert(mark: node)
    }

    /// Queues `request`, placed at `rank` into `layer` if the placer finds room.
    mutating func label(_ request: LabelPlacer.LabelRequest, rank: LabelRank,
                        layer: SceneLayer = .annotationLabels) {
        labels(rank: rank, layer: layer) { placer in placer.place(request).map { [$0] } ?? [] }
    }

    /// Queues labels that depend on one another (a fallback when the first
    /// try finds no room): `place` runs at `rank` with the placer.
    mutating func labels(rank: LabelRank, layer: SceneLayer = .annotationLabels,
                         _ place: @escaping (inout LabelPlacer) -> [LabelPlacer.Placement]) {
        labelJobs.append(LabelJob(rank: rank, layer: layer, place: place))
    }

    /// `content` grown by every node drawn so far in a drawing layer: where labels are placed around.
    func drawing(from content: DiagramRect) -> DiagramRect {
        var extent = content
        for (layer, drawn) in layers where layer.isDrawing {
            for case .node(let node) in drawn {
                if let bounds = node.shape.geometricBounds { extent = extent.union(bounds) }
            }
        }
        return extent
    }

    /// Places every queued label, by rank and then in the order they were queued.
    mutating func placeLabels(with placer: inout LabelPlacer) {
        var queued: [(index: Int, job: LabelJob)] = Array(labelJobs.enumerated()).map { ($0.offset, $0.element) }
        queued.sort { ($0.job.rank, $0.index) < ($1.job.rank, $1.index) }
        labelJobs = []
        for (_, job) in queued {
            for placement in job.place(&placer) { layers[job.layer, default: []].append(.label(placement)) }
        }
    }

    /// Adds every layer to `draft`, back to front.
    func assemble(into draft: inout SceneDraft) {
        draft.reserve(layers.values.reduce(0) { $0 + $1.count } * 2 + 64)
        for layer in layers.keys.sorted() {
            for drawn in layers[layer] ?? [] {
                switch drawn {
                case .node(let node): draft.add(node)
                case .label(let placement): draft.add(placement)
                }
            }
        }
    }
}
