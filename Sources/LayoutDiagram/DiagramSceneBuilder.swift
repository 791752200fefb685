import CompositionalLayout

/// Builds a ``DiagramScene`` from a solved layout.
///
/// The scene draws, back to front:
/// 1. each section's bounds (`SectionLayout.frame`), then decoration views
///    (section backgrounds), then the section's `contentInsets` as tinted bands;
/// 2. for items with `contentInsets`, the band between the slot and the cell;
/// 3. each cell at its solved frame;
/// 4. group instances as dashed outlines, outermost first;
/// 5. supplementary views (headers, footers, badges);
/// 6. labels: a cell's index path (`0·3`) or item label, a supplementary's
///    element kind, then the size (`180×44`), shortened or dropped when the
///    box is too small (see ``TextMeasure``);
/// 7. for orthogonal sections, a veil over the content beyond the viewport,
///    the viewport, rest markers and an arrow naming the behaviour;
/// 8. dimension markers on spacing gaps and the values of the inset bands;
/// 9. below the layout, a caption (container size and traits) and a legend.
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
    public var options: DiagramOptions

    /// The font size of annotation values, the caption and the legend.
    public static let annotationFontSize: Double = 10

    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    /// The scene for `solution`.
    ///
    /// - Throws: ``DiagramSceneError/invalidOption(name:value:expected:)``
    ///   when an option is out of range.
    public func scene(for solution: LayoutSolution) throws(DiagramSceneError) -> DiagramScene {
        try options.validate()
        let visible = VisibleArea(solution: solution, clips: options.clipsOrthogonalContent,
                                  overflow: options.orthogonalOverflow)
        let rightToLeft = solution.layoutDirection == .rightToLeft
        // Orthogonal sections scroll across the layout's own direction.
        let alongX = solution.scrollDirection == .vertical
        let annotates = options.annotations != .none
        let label = AnnotationLabel(measure: options.textMeasure, fontSize: Self.annotationFontSize)
        let cells = solution.elements.compactMap { PlacedCell($0, visible: visible) }
        let views = annotatedViews(of: solution, visible: visible)

        let content = DiagramRect(x: 0, y: 0, width: Double(solution.collectionViewContentSize.width),
                                  height: Double(solution.collectionViewContentSize.height))
        var draft = SceneDraft(extent: content)
        draft.reserve(solution.sections.count * 8 + cells.count * 3 + views.count * 2)

        let insetBands = SectionInsetBands(label: label)
        for section in solution.sections {
            draft.add(SceneNode(id: .section(section.index), role: .sectionBounds,
                                shape: .rect(DiagramRect(section.frame)), title: sectionTitle(section)))
        }
        for view in views where view.role == .decoration {
            draft.add(SceneNode(id: view.id, role: .decoration, shape: .rect(view.frame), title: view.title))
        }
        if annotates {
            for section in solution.sections {
                draft.add(insetBands.bandNodes(of: section, rightToLeft: rightToLeft, alongX: alongX, visible: visible))
            }
            for cell in cells where cell.hasInsets {
                draft.add(SceneNode(id: .itemInset(section: cell.section, item: cell.item), role: .itemInset,
                                    shape: .rect(cell.slot), title: "\(cell.indexPathText) contentInsets"))
            }
        }
        for cell in cells {
            draft.add(SceneNode(id: .cell(section: cell.section, item: cell.item), role: .cell,
                                shape: .rect(cell.frame), title: cellTitle(cell)))
        }
        if annotates {
            for section in solution.sections {
                for group in section.groups where options.annotations == .all || group.repetition == 0 {
                    guard let frame = visible.rect(DiagramRect(group.frame), in: section.index) else { continue }
                    draft.add(SceneNode(id: .group(section: section.index, repetition: group.repetition, path: group.path),
                                        role: .groupOutline(depth: group.depth), shape: .rect(frame),
                                        title: groupTitle(group, section: section.index)))
                }
            }
        }
        for view in views where view.role == .supplementary {
            draft.add(SceneNode(id: view.id, role: .supplementary, shape: .rect(view.frame), title: view.title))
        }
        if options.showsCellLabels {
            addLabels(cells: cells, views: views, to: &draft)
        }
        for section in solution.sections {
            guard let scrolling = section.orthogonal else { continue }
            let overlay = OrthogonalOverlay(label: label, section: section, scrolling: scrolling,
                                            alongX: alongX, rightToLeft: rightToLeft)
            if !options.clipsOrthogonalContent {
                let band = sectionContentExtent(section, cells: cells, views: views)
                draft.add(overlay.veilNodes(content: band))
            }
            draft.add(overlay.markNodes(visible: visible))
        }
        if annotates {
            for section in solution.sections {
                draft.add(insetBands.valueNodes(of: section, rightToLeft: rightToLeft, alongX: alongX, visible: visible))
            }
            addDimensionMarkers(solution, visible: visible, label: label, to: &draft)
        }
        if options.showsCaption || options.showsLegend {
            let legend = DiagramLegend(measure: options.textMeasure, fontSize: Self.annotationFontSize)
            let caption = options.showsCaption
                ? DiagramLegend.captionText(containerSize: DiagramSize(width: Double(solution.containerSize.width),
                                                                       height: Double(solution.containerSize.height)),
                                            deviceName: DisplayText.nonEmpty(options.deviceName), traits: options.traits)
                : nil
            let roles = options.showsLegend ? legendRoles(in: draft.nodes) : []
            legend.add(caption: caption, roles: roles, to: &draft)
        }

        return DiagramScene(title: DisplayText.nonEmpty(options.title) ?? DiagramOptions.defaultTitle,
                            summary: DisplayText.nonEmpty(options.summary) ?? summary(of: solution, cells: cells.count),
                            salt: options.salt, bounds: draft.extent, padding: options.padding, nodes: draft.nodes)
    }

    // MARK: - Labels

    private func addLabels(cells: [PlacedCell], views: [AnnotatedView], to draft: inout SceneDraft) {
        let layout = CellLabelLayout(measure: options.textMeasure, fontSize: options.labelFontSize,
                                     inset: options.labelInset)
        // Decorations sit behind cells, so a centred label would collide with theirs; their kind is in the tooltip.
        for view in views where view.role == .supplementary {
            let lines = [CellLabelLayout.Line(text: view.kind, truncatable: true),
                         CellLabelLayout.Line(text: Self.sizeText(view.size), truncatable: false)]
            guard let text = layout.text(for: lines, in: view.frame) else { continue }
            draft.add(SceneNode(id: .label(of: view.id), role: .cellLabel, shape: .text(text)), textBox: view.frame)
        }
        for cell in cells {
            guard let text = layout.text(for: labelLines(cell), in: cell.frame) else { continue }
            draft.add(SceneNode(id: .cellLabel(section: cell.section, item: cell.item), role: .cellLabel,
                                shape: .text(text)), textBox: cell.frame)
        }
    }

    private func labelLines(_ cell: PlacedCell) -> [CellLabelLayout.Line] {
        let primary = options.itemLabel(section: cell.section, item: cell.item) ?? cell.label
        return [
            CellLabelLayout.Line(text: primary ?? cell.indexPathText, truncatable: primary != nil),
            CellLabelLayout.Line(text: Self.sizeText(cell.size), truncatable: false),
        ]
    }

    // MARK: - Annotations

    /// Markers on the gaps ``DiagramOptions/annotations`` selects: with
    /// `.first`, the first gap of each kind in each section and the first
    /// gap between sections.
    private func addDimensionMarkers(_ solution: LayoutSolution, visible: VisibleArea, label: AnnotationLabel,
                                     to draft: inout SceneDraft) {
        let marker = DimensionMarker(label: label)
        func add(_ gaps: [SpacingGap], section: Int?) {
            var ordinals: [String: Int] = [:]
            for gap in gaps where gap.length > 0 {
                let kind = Self.kindName(gap.kind)
                let ordinal = ordinals[kind, default: 0]
                guard options.annotations == .all || ordinal == 0 else { continue }
                guard let rect = visible.rect(DiagramRect(gap.rect), in: section) else { continue }
                ordinals[kind] = ordinal + 1
                let owner = section.map { "Section \($0)" } ?? "Layout"
                draft.add(marker.nodes(id: .gap(section: section, kind: kind, ordinal: ordinal), gap: rect,
                                       alongX: gap.axis == .horizontal, value: Double(gap.length),
                                       title: "\(owner) \(Self.gapDescription(gap.kind)): \(DiagramNumber.label(Double(gap.length)))"))
            }
        }
        for section in solution.sections { add(section.gaps, section: section.index) }
        add(solution.interSectionGaps, section: nil)
    }

    /// The roles drawn in the scene that a legend explains, in legend order.
    private func legendRoles(in nodes: [SceneNode]) -> [SceneRole] {
        let used = Set(nodes.map(\.role))
        return SceneRole.legendOrder.filter(used.contains)
    }

    /// Everything a section draws, for the extent of its scrolling band.
    private func sectionContentExtent(_ section: SectionLayout, cells: [PlacedCell], views: [AnnotatedView]) -> DiagramRect {
        var extent = section.orthogonal.map { DiagramRect($0.viewport) } ?? DiagramRect(section.frame)
        for cell in cells where cell.section == section.index { extent = extent.union(cell.slot) }
        return extent
    }

    static func kindName(_ kind: SpacingGap.Kind) -> String {
        switch kind {
        case .interItem: return "interItem"
        case .interGroup: return "interGroup"
        case .interSection: return "interSection"
        case .edgeSpacing(let edge): return "edge-\(edge.rawValue)"
        }
    }

    static func gapDescription(_ kind: SpacingGap.Kind) -> String {
        switch kind {
        case .interItem: return "interItemSpacing"
        case .interGroup: return "interGroupSpacing"
        case .interSection: return "interSectionSpacing"
        case .edgeSpacing(let edge): return "edgeSpacing.\(edge.rawValue)"
        }
    }

    // MARK: - Views and titles

    /// A supplementary or decoration view to draw, with its element kind as its label.
    struct AnnotatedView {
        let id: SceneNodeID
        let role: SceneRole
        /// Where it is drawn (clipped to a viewport with `--clip`).
        let frame: DiagramRect
        /// Its solved size, for its label.
        let size: DiagramSize
        let kind: String
        let title: String
    }

    /// Supplementary and decoration views, numbered per section in element order.
    private func annotatedViews(of solution: LayoutSolution, visible: VisibleArea) -> [AnnotatedView] {
        var ordinals: [String: Int] = [:]
        return solution.elements.compactMap { element -> AnnotatedView? in
            guard element.category != .cell else { return nil }
            let kind = DisplayText.nonEmpty(element.elementKind) ?? "?"
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
                                 kind: kind, title: "\(kind) (\(owner)): \(Self.sizeText(size))")
        }
    }

    private func sectionTitle(_ section: SectionLayout) -> String {
        let name = options.sectionName(section.index).map { " “\($0)”" } ?? ""
        let frame = DiagramRect(section.frame)
        return "Section \(section.index)\(name): \(Self.sizeText(DiagramSize(width: frame.width, height: frame.height)))"
    }

    private func cellTitle(_ cell: PlacedCell) -> String {
        let label = (options.itemLabel(section: cell.section, item: cell.item) ?? cell.label).map { "“\($0)” " } ?? ""
        return "\(label)\(cell.indexPathText): \(Self.sizeText(cell.size)) at "
            + "\(DiagramNumber.label(cell.origin.x)), \(DiagramNumber.label(cell.origin.y))"
    }

    private func groupTitle(_ group: GroupInstance, section: Int) -> String {
        let frame = DiagramRect(group.frame)
        let depth = group.depth == 0 ? "group" : "nested group (depth \(group.depth))"
        return "Section \(section) \(group.kind.rawValue) \(depth) \(group.repetition): "
            + "\(Self.sizeText(DiagramSize(width: frame.width, height: frame.height))), items \(group.items.lowerBound)…\(group.items.upperBound - 1)"
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

/// A cell of the solution, with the index path it is drawn under.
struct PlacedCell {
    let section: Int
    let item: Int
    /// Where the cell is drawn: its solved frame, clipped to its section's
    /// viewport with `--clip`.
    let frame: DiagramRect
    /// Its slot (frame plus the item's `contentInsets`), clipped likewise.
    let slot: DiagramRect
    /// The solved size and origin, for its label and tooltip.
    let size: DiagramSize
    let origin: DiagramPoint
    /// The label the solution carries (a snapshot identifier), if any.
    let label: String?

    init?(_ element: LayoutElement, visible: VisibleArea) {
        guard element.category == .cell, let section = element.section, let item = element.item else { return nil }
        let solved = DiagramRect(element.frame)
        guard let frame = visible.rect(solved, in: section) else { return nil }
        self.section = section
        self.item = item
        self.frame = frame
        slot = visible.rect(DiagramRect(element.slot), in: section) ?? frame
        size = DiagramSize(width: solved.width, height: solved.height)
        origin = DiagramPoint(x: solved.x, y: solved.y)
        label = DisplayText.nonEmpty(element.label)
    }

    /// Whether the item's `contentInsets` leave a band around the cell.
    var hasInsets: Bool { slot != frame && slot.contains(frame) }

    /// `0·3`: section 0, item 3.
    var indexPathText: String { "\(section)·\(item)" }
}
