import CompositionalLayout

/// Builds a ``DiagramScene`` from a solved layout.
///
/// The scene is a list of passes (``passes``), each one annotation in a
/// file of its own under `Passes/`, run in this order:
/// 1. ``SectionBoundsPass``: each section's bounds (`SectionLayout.frame`);
/// 2. ``ReferenceInsetBandsPass``: the sections' reference insets (safe
///    area, layout margins) as bands, with their values;
/// 3. ``DecorationsPass``: decoration views (section backgrounds), and
///    their outlines again over the inset bands;
/// 4. ``SectionInsetBandsPass``: the sections' `contentInsets` as bands,
///    with their sides and values;
/// 5. ``ViewInsetBandsPass``: the `contentInsets` of decorations,
///    supplementary and boundary items, as bands with their values;
/// 6. ``GroupInsetBandsPass``: each group instance's `contentInsets`, at
///    every depth, as bands with their values;
/// 7. ``ItemInsetBandsPass``: for items with `contentInsets`, the band
///    between the slot and the cell, with its values;
/// 8. ``CellsPass``: each cell at its solved frame (list rows and
///    separators), labelled with its index path (`0·3`) or item label and
///    its size (`180×44`), in a shorter form or not at all when too small;
/// 9. ``GroupOutlinesPass``: group instances as dashed outlines, outermost
///    first, with a tag (kind, arrangement and size) on the first at each depth;
/// 10. ``SupplementariesPass``: headers, footers, badges, labelled with their
///    element kind and size;
/// 11. ``OrthogonalOverlayPass``: for orthogonal sections, a veil over the
///    content beyond the viewport, the viewport, rest markers and an arrow
///    naming the behaviour;
/// 12. ``SpacingMarkersPass``: dimension markers on spacing gaps, with each
///    gap's kind and length (a gap under 6 points measured outside it);
/// 13. ``GroupOverflowPass``, ``AnchorsPass``, ``PagingPass``, ``PinnedViewsPass``: the part of a
///     group spacing left empty, anchor points and offsets, paging gaps and rest values, pinned edges;
/// 14. ``ScreenEdgePass``: the screen's edge, safe area or device;
/// 15. ``HiddenCellsPass``: "+N more" beyond a windowed section;
/// 16. ``ElidedRowsPass``: in a bounded picture (``PictureBound``), each
///     seam where rows are left out, with "+N more: items 0·20–0·199".
///
/// Each pass draws its nodes at a ``SceneLayer`` (which decides the drawing
/// order, back to front) and queues its labels at a ``LabelRank``. Every
/// label then goes through one ``LabelPlacer``, most important first, so no
/// text overlaps other text, a badge, or an outline it does not belong to.
/// Around the assembled layout, the ``surroundings`` add the section names
/// in a column on the left, explanation callouts, the title above, and
/// below, a caption (container size and traits), a legend and the key of
/// numbered callouts.
///
/// ``DiagramOptions/annotations`` decides which group outlines, bands and
/// markers appear: by default, the first group instance of each section and
/// the first gap of each kind in each section.
///
/// ```swift
/// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [6])
/// let scene = try DiagramSceneBuilder(options: DiagramOptions(title: "Two columns")).scene(for: solution)
/// ```
public struct DiagramSceneBuilder: Sendable {
    /// What the scenes it builds show.
    public var options: DiagramOptions

    /// The font size of annotation values, the caption and the legend.
    public static let annotationFontSize: Double = 10
    /// The font size of the visible title.
    public static let titleFontSize: Double = 15
    /// The font size of section names.
    public static let sectionNameFontSize: Double = 11

    /// The passes that draw the layout and its annotations, in the order
    /// they run: within a ``SceneLayer`` and a ``LabelRank``, an earlier
    /// pass's nodes are drawn first and its labels placed first.
    static let passes: [any ScenePass] = [
        SectionBoundsPass(),
        ReferenceInsetBandsPass(),
        DecorationsPass(),
        SectionInsetBandsPass(),
        ViewInsetBandsPass(),
        GroupInsetBandsPass(),
        ItemInsetBandsPass(),
        CellsPass(),
        GroupOutlinesPass(),
        DeclaredSizesPass(),
        SupplementariesPass(),
        OrthogonalOverlayPass(),
        SpacingMarkersPass(),
        GroupOverflowPass(),
        AnchorsPass(),
        PagingPass(),
        PinnedViewsPass(),
        ScreenEdgePass(),
        HiddenCellsPass(),
        ElidedRowsPass(),
    ]

    /// What is drawn around the assembled layout, in order: each one goes
    /// around everything before it.
    static let surroundings: [any SurroundPass] = [
        SectionNamesPass(),
        ExplanationPass(),
        TitlePass(),
        CaptionLegendPass(),
        CalloutKeyPass(),
    ]

    /// A builder of scenes that show what `options` asks for.
    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    /// The scene for `solution`.
    ///
    /// - Throws: ``DiagramSceneError/invalidOption(name:value:expected:)``
    ///   when an option is out of range; ``DiagramSceneError/invalidSize(_:)``
    ///   when the layout is larger than ``DiagramOptions/sizeLimit``, before
    ///   any work.
    public func scene(for solution: LayoutSolution) throws(DiagramSceneError) -> DiagramScene {
        try scene(for: solution, passes: Self.passes, surroundings: Self.surroundings)
    }

    /// The scene for `solution`, drawn by `passes` and then `surroundings`, in order.
    func scene(for solution: LayoutSolution, passes: [any ScenePass],
               surroundings: [any SurroundPass]) throws(DiagramSceneError) -> DiagramScene {
        try options.validate()
        let context = SceneContext(solution: solution, options: options)
        let content = context.content
        try options.sizeLimit.check(width: content.width + 2 * options.padding, height: content.height + 2 * options.padding)

        // 1. Every pass draws, and queues its labels.
        var canvas = SceneCanvas()
        for pass in passes { pass.draw(context, on: &canvas) }

        // 2. Labels, most important first: each one placed is an obstacle for the next.
        let drawing = canvas.drawing(from: content)
        for surrounding in surroundings { surrounding.reserve(beside: drawing, context, in: &canvas.obstacles) }
        var placer = LabelPlacer(obstacles: canvas.obstacles, measure: options.textMeasure, drawing: drawing)
        canvas.placeLabels(with: &placer)

        // 3. Assemble in drawing order, then what goes around it.
        var draft = SceneDraft(extent: content)
        canvas.assemble(into: &draft)
        draft.apply(VisibleItemLooks(solution: context.solution, options: context.options))
        for surrounding in surroundings { surrounding.add(context, placer: &placer, to: &draft) }

        return DiagramScene(title: DisplayText.nonEmpty(options.title) ?? DiagramOptions.defaultTitle,
                            summary: DisplayText.nonEmpty(options.summary) ?? summary(of: solution, cells: context.cells.count + (context.bound?.elidedCount ?? 0)),
                            salt: options.salt, bounds: draft.extent.outwardToWholePoints, padding: options.padding,
                            nodes: draft.nodes)
    }

    /// At most this many sections are described one by one in a generated summary.
    private static let summarisedSections = 20

    private func summary(of solution: LayoutSolution, cells: Int) -> String {
        let size = solution.collectionViewContentSize
        var text = "Compositional layout of \(DiagramNumber.label(Double(size.width)))×"
            + "\(DiagramNumber.label(Double(size.height))) points: "
            + "\(Self.counted(solution.sections.count, "section")), \(Self.counted(cells, "cell"))."
        for section in solution.sections.prefix(Self.summarisedSections) {
            let name = options.sectionName(section.index).map { " “\($0)”" } ?? ""
            let outer = section.groups.filter { $0.depth == 0 }.count
            let nested = section.groups.count - outer
            text += " Section \(section.index)\(name): \(Self.counted(section.cellRange.count, "cell")) in "
                + Self.counted(outer, "group")
                + (nested > 0 ? " with \(Self.counted(nested, "nested group"))" : "")
                + (section.orthogonal != nil ? ", scrolling \(section.orthogonalScrollingBehavior)" : "") + "."
        }
        let rest = solution.sections.count - Self.summarisedSections
        if rest > 0 { text += " And \(Self.counted(rest, "more section"))." }
        return text
    }

    /// `180×44`, `112.67×100`.
    static func sizeText(_ size: DiagramSize) -> String {
        "\(DiagramNumber.label(size.width))×\(DiagramNumber.label(size.height))"
    }

    /// `1 cell`, `2 cells`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
