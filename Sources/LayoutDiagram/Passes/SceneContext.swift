import CompositionalLayout

/// What every ``ScenePass`` reads: the solution, the options, and what the
/// builder derives from them once (what is visible, the cells and views to
/// draw, the annotation label's font).
struct SceneContext {
    let solution: LayoutSolution
    let options: DiagramOptions
    /// What is drawn of each section (`--clip`, `--overflow`, `--viewport`).
    let visible: VisibleArea
    /// The screen the picture is cut to (`--viewport`), if any.
    let screen: ScreenWindow?
    /// The font and plate of annotation values.
    let label: AnnotationLabel
    /// Every cell drawn, in element order.
    let cells: [PlacedCell]
    /// Every supplementary and decoration view drawn, in element order.
    let views: [AnnotatedView]
    /// The content the layout covers, or the screen it is cut to.
    let content: DiagramRect

    /// What a bounded picture leaves out along the scroll axis (``DiagramOptions/boundsLength``), if anything.
    let bound: PictureBound?

    /// - Parameter solution: the solution as solved; without a screen, and
    ///   unless ``DiagramOptions/boundsLength`` is off, the context holds it
    ///   folded by its ``PictureBound``, explanations included.
    init(solution: LayoutSolution, options: DiagramOptions) {
        var options = options
        var solution = solution
        let vertical = solution.scrollDirection == .vertical
        let bound = options.screen == nil && options.boundsLength
            ? PictureBound(solution: solution, keeping: options.explanations.map(\.frame)) : nil
        if let bound {
            solution = solution.folded(by: bound.fold)
            for index in options.explanations.indices {
                options.explanations[index].frame = bound.rect(options.explanations[index].frame, vertical: vertical)
            }
        }
        self.bound = bound
        self.solution = solution
        self.options = options
        let screen = options.screen.map { ScreenWindow(screen: $0, solution: solution) }
        let visible = VisibleArea(solution: solution, clips: options.clipsOrthogonalContent,
                                  overflow: options.orthogonalOverflow, screen: screen,
                                  seams: bound?.fold.seams.map(\.seam) ?? [])
        self.screen = screen
        self.visible = visible
        label = AnnotationLabel(measure: options.textMeasure, fontSize: DiagramSceneBuilder.annotationFontSize)
        cells = solution.elements.compactMap {
            PlacedCell($0, visible: visible, solution: solution, fold: bound?.fold, vertical: vertical)
        }
        views = AnnotatedView.views(of: solution, visible: visible)
        content = screen?.frame ?? DiagramRect(x: 0, y: 0, width: Double(solution.collectionViewContentSize.width),
                                               height: Double(solution.collectionViewContentSize.height))
    }

    /// Whether annotations (bands, outlines, markers and their values) are drawn.
    var annotates: Bool { options.annotations != .none }
    var rightToLeft: Bool { solution.layoutDirection == .rightToLeft }
    /// Orthogonal sections scroll across the layout's own direction.
    var alongX: Bool { solution.scrollDirection == .vertical }

    /// What is drawn of `rect` of section `section` (`nil`: the layout's), if any.
    func shown(_ rect: DiagramRect, in section: Int?) -> DiagramRect? {
        visible.rect(rect, in: section)
    }

    /// The pinned headers and footers drawn, where they are (at a content offset, they have moved
    /// over the content they hide).
    var pinnedFrames: [DiagramRect] { views.filter { $0.pin != nil }.map(\.frame) }

    /// Whether a pinned view covers part of `rect`: what it hides gets no marker.
    func isHiddenByPinnedView(_ rect: DiagramRect) -> Bool {
        pinnedFrames.contains { pinned in
            let overlap = pinned.intersection(rect)
            return overlap.map { $0.width > 0.5 && $0.height > 0.5 } ?? false
        }
    }

    /// A section's tooltip: `Section 0 “Grid”: 390×600`.
    func sectionTitle(_ section: SectionLayout) -> String {
        let name = options.sectionName(section.index).map { " “\($0)”" } ?? ""
        let frame = DiagramRect(section.frame)
        return "Section \(section.index)\(name): "
            + DiagramSceneBuilder.sizeText(DiagramSize(width: frame.width, height: frame.height))
    }
}
