import CompositionalLayout

/// How each visible item is drawn at the offset a scene shows: the transform and opacity its
/// section's `visibleItemsInvalidationHandler` gave it (``CompositionalLayout/VisibleItemEffects``),
/// for the element's node and every node it owns (its label), keyed by the element's node id.
///
/// The offset is the screen's (`render --viewport`), else ``DiagramOptions/contentOffset`` (a spec's
/// offset at rest, or `--content-offset`), else the device's at rest, else 0; each
/// orthogonal section's is ``DiagramOptions/orthogonalOffsets``, else its first rest offset.
/// A hidden element is drawn fully transparent; a changed `zIndex` does not change the drawing order.
///
/// ```swift
/// var options = DiagramOptions()
/// options.orthogonalOffsets = [0: 136.5]
/// VisibleItemLooks(solution: solution, options: options).elementLooks[.cell(section: 0, item: 1)]?.transform
/// ```
///
/// The explorer page asks it at each offset its controls take, so that the script draws what the scene would.
public struct VisibleItemLooks: Sendable {
    /// How one element is drawn: its transform (about its centre, as a scene node's) and opacity.
    public struct Look: Equatable, Sendable {
        /// The node's transform in the scene's coordinates.
        public let transform: DiagramTransform
        /// The opacity the node's own is multiplied by (0 when the handler hid it).
        public let opacity: Double
        /// What the handler set, for the element's tooltip: `visibleItemsInvalidationHandler: scale 0.8`.
        public let note: String
    }

    private var looks: [SceneNodeID: Look] = [:]

    var isEmpty: Bool { looks.isEmpty }

    /// Each element's look by its node id (`s0-i3`, `s0-sup2`), for the elements not drawn as laid out.
    /// The nodes an element owns (its label) take its look too (``SceneNode/owner``).
    public var elementLooks: [SceneNodeID: Look] { looks }

    /// The looks of `solution`'s elements at the offsets `options` draws (see above).
    public init(solution: LayoutSolution, options: DiagramOptions) {
        let effects = solution.visibleItemEffects
        guard !effects.isEmpty else { return }
        let offset = options.screen?.contentOffset ?? options.contentOffset ?? options.device?.contentOffset ?? 0
        let appearances = effects.appearances(in: solution, contentOffset: CGFloat(offset),
                                              orthogonalOffsets: options.orthogonalOffsets.mapValues { CGFloat($0) })
        guard !appearances.isEmpty else { return }
        // Supplementary views are numbered per section in element order, as AnnotatedView numbers them.
        var ordinals: [Int: Int] = [:]
        for element in solution.elements {
            let selector: LayoutElementSelector, id: SceneNodeID
            switch element.category {
            case .cell:
                guard let section = element.section, let item = element.item else { continue }
                selector = .cell(section: section, item: item)
                id = .cell(section: section, item: item)
            case .supplementaryView:
                let key = element.section ?? -1
                let ordinal = ordinals[key, default: 0]
                ordinals[key] = ordinal + 1
                selector = .view(kind: element.elementKind ?? "", section: element.section, item: element.item ?? 0)
                id = .supplementary(section: element.section, ordinal: ordinal)
            default:
                continue
            }
            guard let appearance = appearances[selector] else { continue }
            let frame = DiagramRect(element.frame)
            let m = appearance.transform
            let transform = DiagramTransform.about(
                DiagramPoint(x: frame.midX, y: frame.midY), a: Double(m.a), b: Double(m.b), c: Double(m.c),
                d: Double(m.d), tx: Double(m.tx), ty: Double(m.ty),
                dx: Double(appearance.translation.x), dy: Double(appearance.translation.y))
            looks[id] = Look(transform: transform, opacity: appearance.isHidden ? 0 : Double(appearance.alpha),
                             note: Self.note(appearance))
        }
    }

    /// `visibleItemsInvalidationHandler: scale 0.8, alpha 0.5`: what differs from the element as laid out.
    static func note(_ appearance: VisibleItemAppearance) -> String {
        let f = { (value: CGFloat) in DiagramNumber.label(Double(value)) }
        let m = appearance.transform
        var parts: [String] = []
        if m.b == 0, m.c == 0, m.tx == 0, m.ty == 0 {
            if m.a != 1 || m.d != 1 { parts.append(m.a == m.d ? "scale \(f(m.a))" : "scale \(f(m.a))×\(f(m.d))") }
        } else {
            parts.append("transform [\([m.a, m.b, m.c, m.d, m.tx, m.ty].map(f).joined(separator: ", "))]")
        }
        if appearance.translation != .zero {
            parts.append("moved \(f(appearance.translation.x)), \(f(appearance.translation.y))")
        }
        if appearance.alpha != 1 { parts.append("alpha \(f(appearance.alpha))") }
        if appearance.isHidden { parts.append("hidden") }
        if let zIndex = appearance.zIndex { parts.append("zIndex \(zIndex)") }
        return "visibleItemsInvalidationHandler: " + parts.joined(separator: ", ")
    }

    /// The element a node is, if it is one, and its look.
    func elementLook(of node: SceneNode) -> Look? {
        looks[node.id]
    }

    /// The look of `node`: its own, or that of the element that owns it.
    func look(of node: SceneNode) -> Look? {
        looks[node.id] ?? node.owner.flatMap { looks[$0] }
    }
}
