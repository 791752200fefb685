import CompositionalLayout

/// A cell of the solution, with the index path it is drawn under.
struct PlacedCell {
    let section: Int
    let item: Int
    /// Where the cell is drawn: its solved frame, clipped to its section's
    /// viewport with `--clip` or to the screen with `--viewport`.
    let frame: DiagramRect
    /// Its slot (frame plus the item's `contentInsets`), clipped likewise.
    let slot: DiagramRect
    /// The solved size and origin, for its label and tooltip.
    let size: DiagramSize
    /// The solved slot's size: what the item's declared `layoutSize` resolved to.
    let slotSize: DiagramSize
    /// The item's `layoutSize` as declared; `nil` in a custom group.
    let layoutSize: NSCollectionLayoutSize?
    /// The axis along which `subitem:count:` set its length, not its declared dimension.
    let countSizedAxis: NSCollectionLayoutGroup.LayoutAxis?
    let origin: DiagramPoint
    /// The item's `contentInsets`, as the solution carries them.
    let insets: NSDirectionalEdgeInsets
    /// The label the solution carries (a snapshot identifier), if any.
    let label: String?
    /// The bands of its `contentInsets`, as the solution places them, clipped likewise.
    let insetBands: [InsetValueLabels.Band]

    /// - Parameter fold: how a bounded picture moved the element, for its tooltip to give where it was solved.
    init?(_ element: LayoutElement, visible: VisibleArea, solution: LayoutSolution, fold: ScrollAxisFold? = nil,
          vertical: Bool = true) {
        guard element.category == .cell, let section = element.section, let item = element.item else { return nil }
        let solved = DiagramRect(element.frame)
        guard let frame = visible.cell(solved, in: section) else { return nil }
        let slot = visible.rect(DiagramRect(element.slot), in: section) ?? frame
        self.section = section
        self.item = item
        self.frame = frame
        self.slot = slot
        size = DiagramSize(width: solved.width, height: solved.height)
        slotSize = DiagramSize(width: Double(element.slot.width), height: Double(element.slot.height))
        layoutSize = element.layoutSize
        countSizedAxis = element.countSizedAxis
        if let fold {
            origin = vertical ? DiagramPoint(x: solved.x, y: fold.unmap(solved.y) ?? solved.y)
                              : DiagramPoint(x: fold.unmap(solved.x) ?? solved.x, y: solved.y)
        } else {
            origin = DiagramPoint(x: solved.x, y: solved.y)
        }
        insets = element.contentInsets
        label = DisplayText.nonEmpty(element.label)
        insetBands = element.slot == element.frame ? []
            : InsetValueLabels.shown(solution.insetBands(of: element), in: section, visible: visible)
    }

    var id: SceneNodeID { .cell(section: section, item: item) }

    /// Whether the item's `contentInsets` leave a band around the cell.
    var hasInsets: Bool { slot != frame && slot.contains(frame) }

    /// `0·3`: section 0, item 3.
    var indexPathText: String { "\(section)·\(item)" }
}
