import CompositionalLayout

/// Builds a ``DiagramScene`` from a solved layout.
///
/// The scene draws, back to front:
/// 1. each section's bounds (`SectionLayout.frame`), then decoration views
///    (section backgrounds), then the section's `contentInsets` as bands;
/// 2. for items with `contentInsets`, the band between the slot and the cell;
/// 3. each cell at its solved frame;
/// 4. group instances as dashed outlines, outermost first;
/// 5. supplementary views (headers, footers, badges);
/// 6. labels: a cell's index path (`0·3`) or item label, a supplementary's
///    element kind, then the size (`180×44`), in a shorter form or not at
///    all when the box is too small;
/// 7. for orthogonal sections, a veil over the content beyond the viewport,
///    the viewport, rest markers and an arrow naming the behaviour;
/// 8. dimension markers on spacing gaps, the screen's edge;
/// 9. annotation labels: each gap's kind and length, inset values, group
///    tags (kind, arrangement and size), rest offsets, "+N more";
/// 10. around the layout: the title above, section names in a column on
///    the left, and below, a caption (container size and traits), a legend
///    and the key of numbered callouts.
///
/// Every label goes through one ``LabelPlacer``, so no text overlaps other
/// text, a badge, or an outline it does not belong to.
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
    /// The font size of the visible title.
    public static let titleFontSize: Double = 15
    /// The font size of section names.
    public static let sectionNameFontSize: Double = 11

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
        try options.validate()
        let screen = options.screen.map { ScreenWindow(screen: $0, solution: solution) }
        let visible = VisibleArea(solution: solution, clips: options.clipsOrthogonalContent,
                                  overflow: options.orthogonalOverflow, screen: screen)
        let rightToLeft = solution.layoutDirection == .rightToLeft
        // Orthogonal sections scroll across the layout's own direction.
        let alongX = solution.scrollDirection == .vertical
        let annotates = options.annotations != .none
        let label = AnnotationLabel(measure: options.textMeasure, fontSize: Self.annotationFontSize)
        let cells = solution.elements.compactMap { PlacedCell($0, visible: visible) }
        let views = annotatedViews(of: solution, visible: visible)

        let content = screen?.frame ?? DiagramRect(x: 0, y: 0, width: Double(solution.collectionViewContentSize.width),
                                                   height: Double(solution.collectionViewContentSize.height))
        try options.sizeLimit.check(width: content.width + 2 * options.padding, height: content.height + 2 * options.padding)
        func shown(_ rect: DiagramRect, in section: Int?) -> DiagramRect? { visible.rect(rect, in: section) }
        var obstacles = ObstacleIndex()

        // 1. Boxes, back to front.
        var boxes = SceneDraft(extent: content)
        boxes.reserve(solution.sections.count * 8 + cells.count * 3 + views.count * 2)
        let insetBands = SectionInsetBands(label: label)
        for section in solution.sections {
            guard let frame = shown(DiagramRect(section.frame), in: nil) else { continue }
            boxes.add(SceneNode(id: .section(section.index), role: .sectionBounds, shape: .rect(frame),
                                title: sectionTitle(section)))
            obstacles.insertOutline(of: frame, owner: .section(section.index))
        }
        for view in views where view.role == .decoration {
            boxes.add(SceneNode(id: view.id, role: .decoration, shape: .rect(view.frame), title: view.title))
            obstacles.insertOutline(of: view.frame, owner: view.id)
        }
        if annotates {
            for section in solution.sections {
                let bands = SectionInsetBands.bandNodes(of: section, visible: visible)
                boxes.add(bands)
            }
            // Opaque bands hide where a background ends; its outline goes back on top.
            for view in views where view.role == .decoration {
                boxes.add(SceneNode(id: view.id.part("outline"), role: .decorationOutline, shape: .rect(view.frame),
                                    owner: view.id))
            }
            for cell in cells where cell.hasInsets {
                boxes.add(SceneNode(id: .itemInset(section: cell.section, item: cell.item), role: .itemInset,
                                    shape: .rect(cell.slot), title: "\(cell.indexPathText) contentInsets",
                                    owner: cell.id))
            }
        }
        let lists = Dictionary(uniqueKeysWithValues: solution.sections.compactMap { section in
            section.list.map { (section.index, (ListStyling(configuration: $0, rightToLeft: rightToLeft), section.cellRange)) }
        })
        var separators: [SceneNode] = []
        for cell in cells {
            if let (list, range) = lists[cell.section] {
                // Cells are stored section by section, so a row's position is its index in the section's range.
                let isFirst = cell.item == 0, isLast = cell.item == range.count - 1
                boxes.add(SceneNode(id: cell.id, role: .listRow, shape: list.rowShape(cell.frame, isFirst: isFirst, isLast: isLast),
                                    title: cellTitle(cell)))
                if let separator = list.separator(under: cell.frame, id: cell.id, isLast: isLast) { separators.append(separator) }
            } else {
                boxes.add(SceneNode(id: cell.id, role: .cell, shape: .rect(cell.frame), title: cellTitle(cell)))
                obstacles.insertOutline(of: cell.frame, owner: cell.id)
            }
            obstacles.insert(cell.frame, kind: .cellBody, owner: cell.id)
        }
        for separator in separators {
            boxes.add(separator)
            register(separator, in: &obstacles)
        }
        // The first group at each depth of each section, with the section's drawn frame its tag stays in.
        var taggedGroups: [(group: GroupInstance, id: SceneNodeID, frame: DiagramRect, section: DiagramRect?)] = []
        if annotates {
            for section in solution.sections {
                var taggedDepths = Set<Int>()
                for group in section.groups where options.annotations == .all || group.repetition == 0 {
                    guard let frame = shown(DiagramRect(group.frame), in: section.index) else { continue }
                    let id = SceneNodeID.group(section: section.index, repetition: group.repetition, path: group.path)
                    boxes.add(SceneNode(id: id, role: .groupOutline(depth: group.depth), shape: .rect(frame),
                                        title: groupTitle(group, section: section.index)))
                    obstacles.insertOutline(of: frame, owner: id)
                    // Tag the first group at each depth: the nesting at a glance, without a tag per repetition.
                    if group.repetition == 0, taggedDepths.insert(group.depth).inserted {
                        taggedGroups.append((group, id, frame, shown(DiagramRect(section.frame), in: nil)))
                    }
                }
            }
        }
        for view in views where view.role == .supplementary {
            boxes.add(SceneNode(id: view.id, role: .supplementary, shape: .rect(view.frame), title: view.title))
            obstacles.insert(view.frame, kind: .badge, owner: view.id)
            obstacles.insertOutline(of: view.frame, owner: view.id)
        }

        // 2. Marks: drawn above the cells' labels, but known before any label is placed.
        var veils: [SceneNode] = []
        var marks = SceneDraft(extent: content)
        var markLabels: [LabelPlacer.LabelRequest] = []
        for section in solution.sections {
            guard let scrolling = section.orthogonal, screen == nil || screen?.clip(DiagramRect(scrolling.viewport)) != nil
            else { continue }
            let overlay = OrthogonalOverlay(section: section, scrolling: scrolling,
                                            alongX: alongX, rightToLeft: rightToLeft)
            if !options.clipsOrthogonalContent {
                veils += overlay.veilNodes(content: sectionContentExtent(section, cells: cells))
            }
            for node in overlay.markNodes(visible: visible) {
                marks.add(node)
                register(node, in: &obstacles)
            }
        }
        if annotates {
            for marker in dimensionMarkers(solution, label: label, shown: shown) {
                for node in marker.nodes {
                    marks.add(node)
                    register(node, in: &obstacles)
                }
                if let request = marker.label { markLabels.append(request) }
            }
        }
        if let screen {
            for node in screen.nodes() {
                marks.add(node)
                register(node, in: &obstacles)
            }
            markLabels += screen.moreRequests(label)
        } else if let device = options.device {
            // The device around the container at rest shows where the screen ends.
            for node in ScreenWindow.deviceNodes(solution: solution, device: device) {
                marks.add(node)
                register(node, in: &obstacles)
            }
        } else if let edge = ScreenWindow.restingEdge(of: solution) {
            marks.add(edge.node)
            register(edge.node, in: &obstacles)
            markLabels.append(edge.label(label))
        }

        // 3. Labels, most important first: each one placed is an obstacle for the next.
        let geometry = boxes.extent.union(marks.extent)
        // An explanation's leader runs level from its element to the box beside the drawing: no label may sit on it.
        for (index, leader) in ExplanationCallout.leaderPaths(options.explanations, beyond: geometry).enumerated() {
            register(SceneNode(id: SceneNodeID.explanation(index).part("leader"), role: .leader, shape: leader),
                     in: &obstacles)
        }
        var placer = LabelPlacer(obstacles: obstacles, measure: options.textMeasure, drawing: geometry)
        var cellLabels: [LabelPlacer.Placement] = []
        if options.showsCellLabels {
            var viewports: [Int: DiagramRect] = [:]
            for section in solution.sections { viewports[section.index] = section.orthogonal.map { DiagramRect($0.viewport) } }
            let listSections = Set(solution.sections.filter { $0.list != nil }.map(\.index))
            cellLabels = placeContentLabels(cells: cells, views: views, viewports: viewports, listSections: listSections,
                                            with: &placer)
        }
        var annotationLabels: [LabelPlacer.Placement] = []
        if annotates {
            for request in markLabels { annotationLabels += placer.place(request).map { [$0] } ?? [] }
            for section in solution.sections {
                for request in insetBands.valueRequests(of: section, visible: visible) {
                    annotationLabels += placer.place(request).map { [$0] } ?? []
                }
            }
            for (group, id, frame, section) in taggedGroups {
                var request = groupTagRequest(group, id: id, frame: frame, label: label)
                request.within = section
                annotationLabels += placer.place(request).map { [$0] } ?? []
            }
            var insetSections = Set<Int>()
            for cell in cells where cell.hasInsets {
                guard options.annotations == .all || insetSections.insert(cell.section).inserted else { continue }
                annotationLabels += placer.place(itemInsetRequest(cell, label: label)).map { [$0] } ?? []
            }
        }
        for section in solution.sections {
            for request in moreRequests(section, visible: visible, solution: solution, label: label) {
                annotationLabels += placer.place(request).map { [$0] } ?? []
            }
        }

        // 4. Assemble in drawing order.
        var draft = SceneDraft(extent: content)
        draft.reserve(boxes.nodes.count + marks.nodes.count + cellLabels.count * 2 + veils.count
                      + annotationLabels.count * 3 + 64)
        draft.add(boxes.nodes)
        for placement in cellLabels { draft.add(placement) }
        draft.add(veils)
        draft.add(marks.nodes)
        for placement in annotationLabels { draft.add(placement) }

        if options.showsSectionNames {
            addSectionNames(solution, shown: shown, with: &placer, to: &draft)
        }
        ExplanationCallout(measure: options.textMeasure, fontSize: Self.annotationFontSize)
            .add(options.explanations, to: &draft)
        if options.showsTitle, let title = DisplayText.nonEmpty(options.title) {
            addTitle(title, to: &draft)
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
        CalloutKey(label: label).add(placer.callouts, left: draft.extent.minX.rounded(.down),
                                     maxWidth: Swift.max(draft.extent.width, DiagramLegend.minimumWidth), to: &draft)

        return DiagramScene(title: DisplayText.nonEmpty(options.title) ?? DiagramOptions.defaultTitle,
                            summary: DisplayText.nonEmpty(options.summary) ?? summary(of: solution, cells: cells.count),
                            salt: options.salt, bounds: draft.extent.outwardToWholePoints, padding: options.padding,
                            nodes: draft.nodes)
    }

    /// Records what a mark occupies: outlines for boxes, the line's or
    /// polygon's bounds for lines and arrows.
    private func register(_ node: SceneNode, in obstacles: inout ObstacleIndex) {
        switch node.shape {
        case .rect(let rect), .roundedRect(let rect, _):
            obstacles.insertOutline(of: rect, width: node.role.outlineThickness, owner: node.owner ?? node.id)
        case .line(let from, let to):
            obstacles.insertSegment(from: from, to: to, kind: .line, owner: node.owner ?? node.id)
        case .polygon:
            if let bounds = node.shape.geometricBounds {
                obstacles.insert(bounds.insetBy(dx: -0.5, dy: -0.5), kind: .line, owner: node.owner ?? node.id)
            }
        case .text:
            break
        }
    }

    // MARK: - Labels

    /// Cell and supplementary labels, inside their boxes. A view whose kind
    /// does not fit inside (a badge) gets it beside, once per kind and section.
    private func placeContentLabels(cells: [PlacedCell], views: [AnnotatedView], viewports: [Int: DiagramRect],
                                    listSections: Set<Int>, with placer: inout LabelPlacer) -> [LabelPlacer.Placement] {
        let layout = CellLabelLayout(measure: options.textMeasure, fontSize: options.labelFontSize,
                                     inset: options.labelInset)
        var placements: [LabelPlacer.Placement] = []
        placements.reserveCapacity(cells.count + views.count)
        for cell in cells {
            guard let room = layout.room(in: cell.frame) else { continue }
            let primary = options.itemLabel(section: cell.section, item: cell.item) ?? cell.label
            let lines = [CellLabelLayout.Line(text: primary ?? cell.indexPathText, truncatable: primary != nil),
                         CellLabelLayout.Line(text: Self.sizeText(cell.size), truncatable: false)]
            let forms = layout.forms(for: lines, shortForm: primary == nil ? nil : cell.indexPathText, in: room)
            var request = LabelPlacer.LabelRequest(
                id: .cellLabel(section: cell.section, item: cell.item), role: .cellLabel, owner: cell.id, forms: forms,
                fontSize: options.labelFontSize, plateRole: nil, inside: room, subject: cell.frame,
                avoids: .forCellLabels, fallsBack: false)
            // A cell the viewport cuts is labelled in the part the screen shows.
            if let port = viewports[cell.section], !port.contains(cell.frame), let part = cell.frame.intersection(port) {
                request.insideFirst = layout.room(in: part)
            }
            if let placement = placer.place(request) { placements.append(placement) }
        }
        var describedKinds = Set<String>()
        for view in views where view.role == .supplementary {
            let lines = [CellLabelLayout.Line(text: view.kind, truncatable: true),
                         CellLabelLayout.Line(text: Self.sizeText(view.size), truncatable: false)]
            // A list's headers and footers in the list's text style.
            let role: SceneRole = view.section.map(listSections.contains) == true ? .listText : .cellLabel
            var request = LabelPlacer.LabelRequest(
                id: .label(of: view.id), role: role, owner: view.id, forms: [], fontSize: options.labelFontSize,
                plateRole: nil, inside: layout.room(in: view.frame), subject: view.frame,
                avoids: .forCellLabels, fallsBack: false, title: view.title)
            if let room = request.inside { request.forms = layout.forms(for: lines, shortForm: nil, in: room) }
            // A kind shortened to "U…" says nothing; such a view is described beside it instead.
            request.forms = request.forms.filter { $0.first.map { !$0.hasSuffix(options.textMeasure.ellipsis) || $0.count > 6 } ?? false }
            if let placement = placer.place(request) {
                placements.append(placement)
            } else if describedKinds.insert("\(view.section ?? -1) \(view.kind)").inserted {
                request.forms = [["\(view.kind) \(Self.sizeText(view.size))"], [view.kind]]
                request.inside = nil
                request.fontSize = Self.annotationFontSize
                request.avoids = .forAnnotations
                request.fallsBack = true
                if let placement = placer.place(request) { placements.append(placement) }
            }
        }
        return placements
    }

    /// A tag for a group: its kind, how its initialiser fills it, and its size.
    private func groupTagRequest(_ group: GroupInstance, id: SceneNodeID, frame: DiagramRect,
                                 label: AnnotationLabel) -> LabelPlacer.LabelRequest {
        let size = Self.sizeText(DiagramSize(width: Double(group.frame.width), height: Double(group.frame.height)))
        let arrangement: String
        switch group.arrangement {
        case .subitems: arrangement = ""
        case .forcedCount(let count): arrangement = ", count \(count)"
        case .repeatingCount(let count): arrangement = ", repeating ×\(count)"
        case .custom: arrangement = ""
        }
        let text = "\(group.kind.rawValue)\(arrangement) \(size)"
        let plate = label.plateSize(text)
        // A tab on the group's outline, above its top-left corner, then its other corners.
        let above = frame.minY - plate.height / 2, below = frame.maxY + plate.height / 2
        let left = frame.minX + plate.width / 2, right = frame.maxX - plate.width / 2
        return LabelPlacer.LabelRequest(
            id: id.part("tag"), role: .groupLabel(depth: group.depth), owner: id,
            forms: [[text]], fontSize: label.fontSize, plateRole: .groupTag(depth: group.depth), inside: nil,
            subject: frame, preferred: [DiagramPoint(x: left, y: above), DiagramPoint(x: right, y: above),
                                        DiagramPoint(x: left, y: below), DiagramPoint(x: right, y: below)],
            avoids: .forAnnotations, fallsBack: true, title: groupTitleText(group))
    }

    /// The value of an item's `contentInsets`: one number when every edge
    /// is the same, else top, leading, bottom and trailing, as
    /// `NSDirectionalEdgeInsets` lists them.
    private func itemInsetRequest(_ cell: PlacedCell, label: AnnotationLabel) -> LabelPlacer.LabelRequest {
        let insets = cell.insets
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map { DiagramNumber.label(Double($0)) }
        let text = "contentInsets " + (Set(values).count == 1 ? values[0] : values.joined(separator: ", "))
        let id = SceneNodeID.itemInset(section: cell.section, item: cell.item)
        let top = DiagramRect(x: cell.slot.minX, y: cell.slot.minY, width: cell.slot.width, height: cell.frame.minY - cell.slot.minY)
        let plate = label.plateSize(text)
        return LabelPlacer.LabelRequest(
            id: id.part("value"), role: .annotationText, owner: id, forms: [[text]], fontSize: label.fontSize,
            plateRole: .annotationPlate, inside: nil, subject: cell.slot,
            preferred: top.height >= plate.height ? [DiagramPoint(x: top.midX, y: top.midY)] : [],
            avoids: .forAnnotations, fallsBack: true, title: "\(cell.indexPathText) \(text)")
    }

    /// "+N more" beyond a windowed section's last drawn cell (and before its first).
    private func moreRequests(_ section: SectionLayout, visible: VisibleArea, solution: LayoutSolution,
                              label: AnnotationLabel) -> [LabelPlacer.LabelRequest] {
        guard let counts = visible.hidden[section.index], let window = visible.window(of: section.index),
              let scrolling = section.orthogonal else { return [] }
        let alongX = solution.scrollDirection == .vertical
        let mark = HiddenCellsMark(window: window, band: DiagramRect(scrolling.viewport), alongX: alongX)
        var requests: [LabelPlacer.LabelRequest] = []
        for (side, count) in [(HiddenCellsMark.Side.before, counts.before), (.after, counts.after)] where count > 0 {
            let text = "+\(count) more"
            // Across a carousel, a plate's height below its middle, clear of the cells' own labels.
            requests.append(mark.request(
                side, text: text, id: SceneNodeID.viewport(section: section.index).part("more-\(side.rawValue)"),
                owner: nil,
                title: "Section \(section.index): \(count) more cell\(count == 1 ? "" : "s") \(side.rawValue) what is drawn",
                label: label, crossShift: alongX ? label.plateSize(text).height : 0))
        }
        return requests
    }

    /// Section names in a column on the layout's left (above it when the
    /// layout scrolls horizontally), each beside a bracket spanning its
    /// section. Drawn when a section has a name or there are several.
    private func addSectionNames(_ solution: LayoutSolution, shown: (DiagramRect, Int?) -> DiagramRect?,
                                 with placer: inout LabelPlacer, to draft: inout SceneDraft) {
        let named = solution.sections.contains { options.sectionName($0.index) != nil || $0.orthogonal != nil }
        guard named || solution.sections.count > 1 else { return }
        let extent = draft.extent
        let vertical = solution.scrollDirection == .vertical
        let fontSize = Self.sectionNameFontSize
        var placements: [LabelPlacer.Placement] = []
        var brackets: [SceneNode] = []
        for section in solution.sections {
            guard let frame = shown(DiagramRect(section.frame), nil) else { continue }
            var lines = [options.sectionName(section.index), "section \(section.index)"].compactMap { $0 }
            if let scrolling = section.orthogonal {
                lines += OrthogonalOverlay(section: section, scrolling: scrolling, alongX: vertical,
                                           rightToLeft: solution.layoutDirection == .rightToLeft).summaryLines()
            }
            let id = SceneNodeID.sectionName(section.index)
            let title = sectionTitle(section)
            if vertical {
                let x = extent.minX - 10
                if frame.height > 4 {
                    brackets.append(SceneNode(id: id.part("bracket"), role: .sectionBracket,
                                              shape: .line(from: DiagramPoint(x: x + 4.5, y: frame.minY + 2),
                                                           to: DiagramPoint(x: x + 4.5, y: frame.maxY - 2)),
                                              owner: .section(section.index)))
                }
                placements.append(placer.placeStacked(lines, id: id, role: .sectionName, fontSize: fontSize, anchor: .end,
                                                      at: DiagramPoint(x: x, y: frame.minY), title: title))
            } else {
                let y = extent.minY - 10
                if frame.width > 4 {
                    brackets.append(SceneNode(id: id.part("bracket"), role: .sectionBracket,
                                              shape: .line(from: DiagramPoint(x: frame.minX + 2, y: y + 4.5),
                                                           to: DiagramPoint(x: frame.maxX - 2, y: y + 4.5)),
                                              owner: .section(section.index)))
                }
                let height = options.textMeasure.blockHeight(lines: lines.count, fontSize: fontSize)
                placements.append(placer.placeStacked([lines.joined(separator: " · ")], id: id, role: .sectionName,
                                                      fontSize: fontSize, anchor: .start,
                                                      at: DiagramPoint(x: frame.minX, y: y - height + (lines.count > 1 ? height / 2 : 0)),
                                                      title: title))
            }
        }
        draft.add(brackets)
        for placement in placements { draft.add(placement) }
    }

    /// The title, above everything drawn so far, flush with its left edge.
    func addTitle(_ title: String, to draft: inout SceneDraft) {
        let fontSize = Self.titleFontSize
        let measure = options.textMeasure
        let extent = draft.extent
        let width = measure.width(of: title, fontSize: fontSize)
        let box = DiagramRect(x: extent.minX, y: extent.minY - 12 - fontSize, width: width, height: fontSize)
        let baseline = DiagramPoint(x: box.minX, y: box.midY + measure.baselineOffset(fontSize: fontSize))
        draft.add(SceneNode(id: .title, role: .title,
                            shape: .text(SceneText(lines: [SceneTextLine(title, baseline: baseline)], anchor: .start,
                                                   fontSize: fontSize))),
                  textBox: box)
    }

    // MARK: - Annotations

    /// Markers on the gaps ``DiagramOptions/annotations`` selects: with
    /// `.first`, the first gap of each kind in each section and the first
    /// gap between sections (with `.all`, every gap, and each distinct value
    /// once per section). Each is labelled with its kind and length
    /// (`interItem 10`, `edge.trailing 30`), so different spacings never
    /// look alike.
    private func dimensionMarkers(_ solution: LayoutSolution, label: AnnotationLabel,
                                  shown: (DiagramRect, Int?) -> DiagramRect?)
        -> [(nodes: [SceneNode], label: LabelPlacer.LabelRequest?)] {
        let marker = DimensionMarker(label: label)
        var markers: [(nodes: [SceneNode], label: LabelPlacer.LabelRequest?)] = []
        func add(_ gaps: [SpacingGap], section: Int?) {
            var ordinals: [String: Int] = [:]
            // With every gap marked, a value already written in the section is not written again:
            // the lines show where the gaps are, one plate says what they are.
            var written = Set<String>()
            for gap in gaps where gap.length > 0 {
                let kind = Self.kindName(gap.kind)
                let ordinal = ordinals[kind, default: 0]
                guard options.annotations == .all || ordinal == 0 else { continue }
                guard let rect = shown(DiagramRect(gap.rect), section) else { continue }
                ordinals[kind] = ordinal + 1
                let owner = section.map { "Section \($0)" } ?? "Layout"
                let value = DiagramNumber.label(Double(gap.length))
                let text = "\(Self.gapLabel(gap.kind)) \(value)"
                let made = marker.marker(id: .gap(section: section, kind: kind, ordinal: ordinal), gap: rect,
                                         alongX: gap.axis == .horizontal, text: text,
                                         title: "\(owner) \(Self.gapDescription(gap.kind)): \(value)")
                guard let made else { continue }
                markers.append((made.nodes, written.insert(text).inserted ? made.label : nil))
            }
        }
        for section in solution.sections { add(section.gaps, section: section.index) }
        add(solution.interSectionGaps, section: nil)
        return markers
    }

    /// The roles drawn in the scene that a legend explains, in legend order.
    private func legendRoles(in nodes: [SceneNode]) -> [SceneRole] {
        let used = Set(nodes.map(\.role))
        return SceneRole.legendOrder.filter(used.contains)
    }

    /// Everything a section draws, for the extent of its scrolling band.
    private func sectionContentExtent(_ section: SectionLayout, cells: [PlacedCell]) -> DiagramRect {
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

    /// What a marker's plate calls a gap: `interItem`, `edge.trailing`.
    static func gapLabel(_ kind: SpacingGap.Kind) -> String {
        switch kind {
        case .interItem: return "interItem"
        case .interGroup: return "interGroup"
        case .interSection: return "interSection"
        case .edgeSpacing(let edge): return "edge.\(edge.rawValue)"
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
        let section: Int?
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
                                 kind: kind, title: "\(kind) (\(owner)): \(Self.sizeText(size))", section: element.section)
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

    /// A group's kind, arrangement and declared `layoutSize`, for its tag's tooltip.
    private func groupTitleText(_ group: GroupInstance) -> String {
        let arrangement: String
        switch group.arrangement {
        case .subitems(let count): arrangement = "\(count) subitem\(count == 1 ? "" : "s")"
        case .forcedCount(let count): arrangement = "subitem × count \(count)"
        case .repeatingCount(let count): arrangement = "repeatingSubitem × count \(count)"
        case .custom: arrangement = "custom frames"
        }
        // The dimensions' own descriptions are their Swift spelling, `.fractionalWidth(0.5)`.
        return "\(group.kind.rawValue) group (\(arrangement)), layoutSize \(group.layoutSize.widthDimension)"
            + " × \(group.layoutSize.heightDimension)"
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
    /// viewport with `--clip` or to the screen with `--viewport`.
    let frame: DiagramRect
    /// Its slot (frame plus the item's `contentInsets`), clipped likewise.
    let slot: DiagramRect
    /// The solved size and origin, for its label and tooltip.
    let size: DiagramSize
    let origin: DiagramPoint
    /// The item's `contentInsets`, as the solution carries them.
    let insets: NSDirectionalEdgeInsets
    /// The label the solution carries (a snapshot identifier), if any.
    let label: String?

    init?(_ element: LayoutElement, visible: VisibleArea) {
        guard element.category == .cell, let section = element.section, let item = element.item else { return nil }
        let solved = DiagramRect(element.frame)
        guard let frame = visible.cell(solved, in: section) else { return nil }
        let slot = visible.rect(DiagramRect(element.slot), in: section) ?? frame
        self.section = section
        self.item = item
        self.frame = frame
        self.slot = slot
        size = DiagramSize(width: solved.width, height: solved.height)
        origin = DiagramPoint(x: solved.x, y: solved.y)
        insets = element.contentInsets
        label = DisplayText.nonEmpty(element.label)
    }

    var id: SceneNodeID { .cell(section: section, item: item) }

    /// Whether the item's `contentInsets` leave a band around the cell.
    var hasInsets: Bool { slot != frame && slot.contains(frame) }

    /// `0·3`: section 0, item 3.
    var indexPathText: String { "\(section)·\(item)" }
}
