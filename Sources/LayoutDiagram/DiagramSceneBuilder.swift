import CompositionalLayout

/// Builds a ``DiagramScene`` from a solved layout.
///
/// The scene draws, in this order:
/// 1. each section's bounds (`SectionLayout.frame`);
/// 2. decoration views (section backgrounds);
/// 3. each cell at its solved frame (after the item's `contentInsets`);
/// 4. each group instance as a dashed outline, outermost first, so nested
///    groups paint over their parents;
/// 5. supplementary views (headers, footers, badges);
/// 6. labels: a cell's index path (`0·3`) or item label, a supplementary's
///    element kind, then the size (`180×44`), shortened or dropped when the
///    box is too small (see ``TextMeasure``).
///
/// Nodes are in layout coordinates; the scene's bounds are the content
/// rectangle, grown to include any node outside it.
///
/// ```swift
/// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [6])
/// let scene = try DiagramSceneBuilder(options: DiagramOptions(title: "Two columns")).scene(for: solution)
/// ```
///
/// Decorations are drawn behind the cells, and supplementary views (headers,
/// footers, badges) above the group outlines, each labelled with its element kind.
public struct DiagramSceneBuilder: Sendable {
    public var options: DiagramOptions

    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    /// The scene for `solution`.
    ///
    /// - Throws: ``DiagramSceneError/invalidOption(name:value:expected:)``
    ///   when an option is out of range.
    public func scene(for solution: LayoutSolution) throws(DiagramSceneError) -> DiagramScene {
        try options.validate()
        let cells = solution.elements.compactMap(PlacedCell.init)

        var nodes: [SceneNode] = []
        nodes.reserveCapacity(solution.sections.count + cells.count * 2
                              + solution.sections.reduce(0) { $0 + $1.groups.count })
        for section in solution.sections {
            nodes.append(SceneNode(id: .section(section.index), role: .sectionBounds,
                                   shape: .rect(DiagramRect(section.frame)), title: sectionTitle(section)))
        }
        let others = annotatedViews(of: solution)
        for view in others where view.role == .decoration {
            nodes.append(SceneNode(id: view.id, role: .decoration, shape: .rect(view.frame), title: view.title))
        }
        for cell in cells {
            nodes.append(SceneNode(id: .cell(section: cell.section, item: cell.item), role: .cell,
                                   shape: .rect(cell.frame), title: cellTitle(cell)))
        }
        for section in solution.sections {
            for group in section.groups {
                nodes.append(SceneNode(id: .group(section: section.index, repetition: group.repetition, path: group.path),
                                       role: .groupOutline(depth: group.depth), shape: .rect(DiagramRect(group.frame))))
            }
        }
        for view in others where view.role == .supplementary {
            nodes.append(SceneNode(id: view.id, role: .supplementary, shape: .rect(view.frame), title: view.title))
        }
        if options.showsCellLabels {
            let layout = CellLabelLayout(measure: options.textMeasure, fontSize: options.labelFontSize,
                                         inset: options.labelInset)
            // Decorations sit behind cells, so a centred label would collide with theirs; their kind is in the tooltip.
            for view in others where view.role == .supplementary {
                let lines = [CellLabelLayout.Line(text: view.kind, truncatable: true),
                             CellLabelLayout.Line(text: Self.sizeText(view.frame), truncatable: false)]
                guard let text = layout.text(for: lines, in: view.frame) else { continue }
                nodes.append(SceneNode(id: .label(of: view.id), role: .cellLabel, shape: .text(text)))
            }
            for cell in cells {
                guard let text = layout.text(for: labelLines(cell), in: cell.frame) else { continue }
                nodes.append(SceneNode(id: .cellLabel(section: cell.section, item: cell.item), role: .cellLabel,
                                       shape: .text(text)))
            }
        }

        let content = DiagramRect(x: 0, y: 0, width: Double(solution.collectionViewContentSize.width),
                                  height: Double(solution.collectionViewContentSize.height))
        let bounds = nodes.reduce(content) { bounds, node in
            guard case .rect(let rect) = node.shape else { return bounds }
            return bounds.union(rect)
        }
        return DiagramScene(title: DisplayText.nonEmpty(options.title) ?? DiagramOptions.defaultTitle,
                            summary: DisplayText.nonEmpty(options.summary) ?? summary(of: solution, cells: cells.count),
                            salt: options.salt, bounds: bounds, padding: options.padding, nodes: nodes)
    }

    // MARK: - Text

    /// A supplementary or decoration view to draw, with its element kind as its label.
    private struct AnnotatedView {
        let id: SceneNodeID
        let role: SceneRole
        let frame: DiagramRect
        let kind: String
        let title: String
    }

    /// Supplementary and decoration views, numbered per section in element order.
    private func annotatedViews(of solution: LayoutSolution) -> [AnnotatedView] {
        var ordinals: [String: Int] = [:]
        return solution.elements.compactMap { element -> AnnotatedView? in
            guard element.category != .cell else { return nil }
            let kind = DisplayText.nonEmpty(element.elementKind) ?? "?"
            let isDecoration = element.category == .decorationView
            let counterKey = "\(element.section ?? -1)-\(isDecoration)"
            let ordinal = ordinals[counterKey, default: 0]
            ordinals[counterKey] = ordinal + 1
            let id: SceneNodeID = isDecoration
                ? .decoration(section: element.section ?? 0, ordinal: ordinal)
                : .supplementary(section: element.section, ordinal: ordinal)
            let frame = DiagramRect(element.frame)
            let owner = element.section.map { "section \($0)" } ?? "layout"
            return AnnotatedView(id: id, role: isDecoration ? .decoration : .supplementary, frame: frame, kind: kind,
                                 title: "\(kind) (\(owner)): \(Self.sizeText(frame))")
        }
    }

    private func labelLines(_ cell: PlacedCell) -> [CellLabelLayout.Line] {
        let primary = options.itemLabel(section: cell.section, item: cell.item) ?? cell.label
        return [
            CellLabelLayout.Line(text: primary ?? cell.indexPathText, truncatable: primary != nil),
            CellLabelLayout.Line(text: Self.sizeText(cell.frame), truncatable: false),
        ]
    }

    private func sectionTitle(_ section: SectionLayout) -> String {
        let name = options.sectionName(section.index).map { " “\($0)”" } ?? ""
        return "Section \(section.index)\(name): \(Self.sizeText(DiagramRect(section.frame)))"
    }

    private func cellTitle(_ cell: PlacedCell) -> String {
        let label = (options.itemLabel(section: cell.section, item: cell.item) ?? cell.label).map { "“\($0)” " } ?? ""
        return "\(label)\(cell.indexPathText): \(Self.sizeText(cell.frame)) at "
            + "\(DiagramNumber.format(cell.frame.x)), \(DiagramNumber.format(cell.frame.y))"
    }

    /// At most this many sections are described one by one in a generated summary.
    private static let summarisedSections = 20

    private func summary(of solution: LayoutSolution, cells: Int) -> String {
        let size = solution.collectionViewContentSize
        var text = "Compositional layout of \(DiagramNumber.format(Double(size.width)))×"
            + "\(DiagramNumber.format(Double(size.height))) points: "
            + "\(Self.counted(solution.sections.count, "section")), \(Self.counted(cells, "cell"))."
        for section in solution.sections.prefix(Self.summarisedSections) {
            let name = options.sectionName(section.index).map { " “\($0)”" } ?? ""
            let outer = section.groups.filter { $0.depth == 0 }.count
            let nested = section.groups.count - outer
            text += " Section \(section.index)\(name): \(Self.counted(section.cellRange.count, "cell")) in "
                + Self.counted(outer, "group")
                + (nested > 0 ? " with \(Self.counted(nested, "nested group"))" : "") + "."
        }
        let rest = solution.sections.count - Self.summarisedSections
        if rest > 0 { text += " And \(Self.counted(rest, "more section"))." }
        return text
    }

    /// `180×44`.
    static func sizeText(_ rect: DiagramRect) -> String {
        "\(DiagramNumber.format(rect.width))×\(DiagramNumber.format(rect.height))"
    }

    /// `1 cell`, `2 cells`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// A cell of the solution, with the index path it is drawn under.
private struct PlacedCell {
    let section: Int
    let item: Int
    let frame: DiagramRect
    /// The label the solution carries (a snapshot identifier), if any.
    let label: String?

    init?(_ element: LayoutElement) {
        guard element.category == .cell, let section = element.section, let item = element.item else { return nil }
        self.section = section
        self.item = item
        frame = DiagramRect(element.frame)
        label = DisplayText.nonEmpty(element.label)
    }

    /// `0·3`: section 0, item 3.
    var indexPathText: String { "\(section)·\(item)" }
}
