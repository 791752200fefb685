import CompositionalLayout

/// A supplementary or decoration view to draw, with its element kind as its label.
struct AnnotatedView {
    let id: SceneNodeID
    let role: SceneRole
    /// Where it is drawn (clipped to a viewport with `--clip`).
    let frame: DiagramRect
    /// Its solved size, for its label.
    let size: DiagramSize
    /// Its element kind, as the picture writes it (``ElementKindName``).
    let kind: String
    /// Its element kind as the solution gives it.
    let fullKind: String
    let title: String
    let section: Int?
    /// The bands of its `contentInsets` (a decoration's within its section, a supplementary's
    /// within its slot), clipped to what is drawn.
    let insetBands: [InsetValueLabels.Band]
    /// Its frame as solved, before any clip.
    let solved: DiagramRect
    /// How an item's or group's supplementary was anchored.
    let anchor: SupplementaryAnchor?
    /// Which edge a pinned boundary item stays at.
    let pin: BoundaryPin?

    /// Supplementary and decoration views, numbered per section in element order.
    static func views(of solution: LayoutSolution, visible: VisibleArea) -> [AnnotatedView] {
        var ordinals: [String: Int] = [:]
        return solution.elements.compactMap { element -> AnnotatedView? in
            guard element.category != .cell else { return nil }
            let fullKind = DisplayText.nonEmpty(element.elementKind) ?? "?"
            let kind = ElementKindName.short(fullKind)
            let isDecoration = element.category == .decorationView
            let counterKey = "\(element.section ?? -1)-\(isDecoration)"
            let ordinal = ordinals[counterKey, default: 0]
            ordinals[counterKey] = ordinal + 1
            let solved = DiagramRect(element.frame)
            guard let frame = visible.rect(solved, in: element.section) else { return nil }
            let id: SceneNodeID = isDecoration
                ? .decoration(section: element.section ?? 0, ordinal: ordinal)
                : .supplementary(section: element.section, ordinal: ordinal)
            let owner = element.section.map { "section \($0)" } ?? "layout"
            let size = DiagramSize(width: solved.width, height: solved.height)
            return AnnotatedView(id: id, role: isDecoration ? .decoration : .supplementary, frame: frame, size: size,
                                 kind: kind, fullKind: fullKind, title: "\(kind) (\(owner)): \(DiagramSceneBuilder.sizeText(size))",
                                 section: element.section,
                                 insetBands: element.slot == element.frame ? []
                                     : InsetValueLabels.shown(solution.insetBands(of: element), in: element.section,
                                                              visible: visible),
                                 solved: solved, anchor: element.anchor, pin: element.pin)
        }
    }
}
