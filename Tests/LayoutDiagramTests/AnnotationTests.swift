import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramTestSupport
import Testing

/// Which annotations a scene has, where, and with which values. Every
/// expected position is worked out from the layout rules in the comments.
@Suite("Scene annotations")
struct AnnotationTests {
    /// A `groupPaging` carousel in a 390 × 300 container: groups 0.9 × 390 = 351
    /// wide, 10 apart, 10 in from the leading edge. Rest offsets are the groups'
    /// leading edges less the inset: 0, 361, 722, …
    static func carousel(items: Int = 5) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return try layout.solve(containerSize: CGSize(width: 390, height: 300), itemCounts: [items])
    }

    private func scene(_ solution: LayoutSolution, _ annotations: DiagramAnnotations = .first,
                       configure: (inout DiagramOptions) -> Void = { _ in }) throws -> DiagramScene {
        var options = DiagramOptions(annotations: annotations, showsLegend: false, showsCaption: false)
        configure(&options)
        return try DiagramSceneBuilder(options: options).scene(for: solution)
    }

    private func node(_ scene: DiagramScene, _ id: String) -> SceneNode? { scene.node(id) }

    private func texts(_ scene: DiagramScene, role: SceneRole) -> [String] { scene.texts(role: role) }

    // MARK: - Section insets

    @Test func sectionInsetsAreBandsOnTheNonZeroEdgesWithTheirValues() throws {
        // Fixtures.twoColumnList: insets 15 leading and trailing, content 390 × 132.
        let scene = try scene(try Fixtures.twoColumnList())
        #expect(node(scene, "s0-inset-leading")?.shape == .rect(DiagramRect(x: 0, y: 0, width: 15, height: 132)))
        // 390 − 15 = 375.
        #expect(node(scene, "s0-inset-trailing")?.shape == .rect(DiagramRect(x: 375, y: 0, width: 15, height: 132)))
        #expect(node(scene, "s0-inset-top") == nil)
        #expect(node(scene, "s0-inset-bottom") == nil)
        #expect(node(scene, "s0-inset-leading")?.role == .sectionInset)
        // Equal sides make one value, with its sides and owner; too wide for the 15-point band, it goes on a
        // plate in the section's band colour, beside the band.
        guard case .text(let value)? = node(scene, "s0-inset-leading-trailing-value-text")?.shape,
              case .rect(let plate)? = node(scene, "s0-inset-leading-trailing-value-plate")?.shape else {
            Issue.record("no value beside the leading band"); return
        }
        #expect(value.lines.map(\.string) == ["section leading/trailing 15"])
        #expect(node(scene, "s0-inset-leading-trailing-value-plate")?.role == .insetPlate(.section))
        #expect(node(scene, "s0-inset-leading-trailing-value-text")?.role == .insetText)
        #expect(plate.maxX <= 0, "left of the leading band, the cells being on its right")
    }

    @Test func rightToLeftPutsTheLeadingBandOnTheRight() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        let solution = try UICollectionViewCompositionalLayout(section: section).solve(
            containerSize: CGSize(width: 100, height: 100), itemCounts: [1],
            traitCollection: UITraitCollection(layoutDirection: .rightToLeft))
        let scene = try scene(solution)
        // Mirrored: the cell is 100 − 30 = 70 wide at x 0, the leading band at 70…100.
        #expect(node(scene, "s0-inset-leading")?.shape == .rect(DiagramRect(x: 70, y: 0, width: 30, height: 20)))
    }

    // MARK: - Spacing

    @Test func firstGapOfEachKindGetsADimensionMarker() throws {
        let scene = try scene(try Fixtures.spacedGrid())
        // Inter-item gap of row 0: x 95…105, y 0…40. The line runs along it near
        // its top, at y = ⌊min(40 / 2, 6)⌋ + 0.5 = 6.5; the ticks sit just inside, at 95.5 and 104.5.
        #expect(node(scene, "s0-gap-interItem0-line")?.shape
                == .line(from: DiagramPoint(x: 95, y: 6.5), to: DiagramPoint(x: 105, y: 6.5)))
        #expect(node(scene, "s0-gap-interItem0-tick0")?.shape
                == .line(from: DiagramPoint(x: 95.5, y: 3.5), to: DiagramPoint(x: 95.5, y: 9.5)))
        #expect(node(scene, "s0-gap-interItem0-tick1")?.shape
                == .line(from: DiagramPoint(x: 104.5, y: 3.5), to: DiagramPoint(x: 104.5, y: 9.5)))
        // Inter-group gap: y 40…48 across the section; a vertical line at x = ⌊min(200 / 2, 12)⌋ + 0.5 = 12.5.
        #expect(node(scene, "s0-gap-interGroup0-line")?.shape
                == .line(from: DiagramPoint(x: 12.5, y: 40), to: DiagramPoint(x: 12.5, y: 48)))
        // Each plate names the kind of spacing, so different spacings never look alike.
        #expect(texts(scene, role: .annotationText).sorted() == ["interGroup 8", "interItem 10"])
        // Row 1's inter-item gap is a repeat: not annotated by default.
        #expect(node(scene, "s0-gap-interItem1-line") == nil)
        #expect(node(scene, "s0-gap-interItem0-line")?.role == .dimension)
    }

    @Test func annotationsAllMarksEveryGapAndNoneMarksNothing() throws {
        let all = try scene(try Fixtures.spacedGrid(items: 6), .all)
        // 3 rows: 3 inter-item gaps and 2 inter-group gaps.
        #expect(all.nodes.filter { $0.id.rawValue.hasSuffix("-line") && $0.role == .dimension }.count == 5)
        #expect(node(all, "s0-gap-interItem2-line") != nil)
        #expect(node(all, "s0-gap-interGroup1-line")?.shape
                == .line(from: DiagramPoint(x: 12.5, y: 88), to: DiagramPoint(x: 12.5, y: 96)))
        #expect(node(all, "s0-g2") != nil)

        let none = try scene(try Fixtures.spacedGrid(items: 6), .none)
        let annotationRoles: Set<SceneRole> = [.dimension, .annotationPlate, .annotationText, .sectionInset, .itemInset,
                                               .groupOutline(depth: 0)]
        #expect(none.nodes.allSatisfy { !annotationRoles.contains($0.role) })
        #expect(none.nodes.filter { $0.role == .cell }.count == 6)
    }

    @Test func interSectionSpacingIsMarkedBetweenSections() throws {
        // Fixtures.twoSections: section 0 ends at 10, section 1 starts at 22.
        let scene = try scene(try Fixtures.twoSections())
        #expect(node(scene, "layout-gap-interSection0-line")?.shape
                == .line(from: DiagramPoint(x: 12.5, y: 10), to: DiagramPoint(x: 12.5, y: 22)))
        #expect(texts(scene, role: .annotationText).contains("interSection 12"))
    }

    @Test func edgeSpacingIsMarked() throws {
        // One 50 × 30 item with a fixed leading edge spacing of 20 in a 200-wide group:
        // the gap is x 0…20 beside the item, which starts at 20.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(50), heightDimension: .absolute(30)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(20), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 200, height: 100), itemCounts: [1])
        let scene = try scene(solution)
        #expect(solution.cell(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
        #expect(node(scene, "s0-gap-edge-leading0-line")?.shape
                == .line(from: DiagramPoint(x: 0, y: 6.5), to: DiagramPoint(x: 20, y: 6.5)))
        #expect(texts(scene, role: .annotationText) == ["edge.leading 20"])
    }

    // MARK: - Groups and items

    @Test func onlyTheFirstGroupInstanceIsOutlinedByDefault() throws {
        // Fixtures.nestedGroups: repetitions 0 and 1, each with a nested column.
        let scene = try scene(try Fixtures.nestedGroups())
        #expect(node(scene, "s0-g0")?.shape == .rect(DiagramRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(node(scene, "s0-g0.1")?.role == .groupOutline(depth: 1))
        #expect(node(scene, "s0-g1") == nil)
        #expect(node(scene, "s0-g1.1") == nil)
    }

    @Test func itemInsetsAreTheBandBetweenSlotAndCell() throws {
        // Fixtures.insetCells: 50 × 40 slots, cells inset 5 all round.
        let scene = try scene(try Fixtures.insetCells())
        #expect(node(scene, "s0-i1-inset")?.shape == .rect(DiagramRect(x: 50, y: 0, width: 50, height: 40)))
        #expect(node(scene, "s0-i1-inset")?.role == .itemInset)
        let band = try #require(scene.nodes.firstIndex { $0.id.rawValue == "s0-i1-inset" })
        let cell = try #require(scene.nodes.firstIndex { $0.id.rawValue == "s0-i1" })
        #expect(band < cell, "the band is drawn first, so the cell covers its middle")
        // Cells without insets get no band.
        #expect(try self.scene(try Fixtures.twoColumnList()).nodes.allSatisfy { $0.role != .itemInset })
    }

    @Test func sizeLabelsShowAtMostTwoDecimals() throws {
        // Three items of 1/3 of 338: 112.666… → "112.67".
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 338, height: 300), itemCounts: [3])
        let labels = texts(try scene(solution), role: .cellLabel)
        #expect(labels.first == "0·0\n112.67×100")
    }

    // MARK: - Orthogonal sections

    @Test func orthogonalSectionsShowTheirViewportRestOffsetsAndBehaviour() throws {
        let solution = try Self.carousel()
        let scrolling = try #require(solution.sections[0].orthogonal)
        let scene = try scene(solution)
        // The viewport is the container's width: 0…390, as tall as the groups (200).
        #expect(node(scene, "s0-viewport")?.shape == .rect(DiagramRect(x: 0, y: 0, width: 390, height: 200)))
        #expect(DiagramRect(scrolling.viewport) == DiagramRect(x: 0, y: 0, width: 390, height: 200))
        // Content may be drawn one viewport length beyond, up to 390 + 390 = 780, but only whole cells:
        // item 1 (371…722) is whole, item 2 (732…1083) is not. The veil covers 390…722.
        #expect(node(scene, "s0-viewport-veil-after")?.shape == .rect(DiagramRect(x: 390, y: 0, width: 332, height: 200)))
        // Rest offsets 0, 361 and 722 fall within 0…780; the rest (1083, …) are beyond the drawing.
        let markers = scene.nodes.filter { $0.role == .restMarker }
        #expect(markers.map(\.title) == ["rest offset 0", "rest offset 361", "rest offset 722"])
        guard case .polygon(let tip)? = markers.dropFirst().first?.shape else { Issue.record("no marker"); return }
        #expect(tip.first == DiagramPoint(x: 361, y: 0))
        // The section's column names the behaviour and where it rests.
        let column = try #require(texts(scene, role: .sectionName).first)
        #expect(column.split(separator: "\n").contains("groupPaging"))
        #expect(column.split(separator: "\n").contains { $0.hasPrefix("rests 0, 361, 722") })
        #expect(scene.nodes.contains { $0.role == .scrollArrow })
        // Items 2, 3 and 4 are not drawn, and are counted instead.
        #expect(node(scene, "s0-i2") == nil && node(scene, "s0-i3") == nil)
        #expect(texts(scene, role: .caption).contains("+3 more"))
    }

    // MARK: - The screen

    @Test func viewportDrawsOnlyTheScreenAndCountsTheRest() throws {
        // spacedGrid(20): 10 rows 40 tall, 8 apart, at y = 48k; content 9 · 48 + 40 = 472 in a 200 × 400 container.
        // The screen at offset 100 spans y 100…500. Rows 0 (0…40) and 1 (48…88) lie wholly above: 4 cells;
        // nothing starts at or below 500.
        let scene = try scene(try Fixtures.spacedGrid(items: 20)) {
            $0.screen = DiagramScreen(contentOffset: 100, safeArea: DiagramEdgeInsets(top: 20, bottom: 10))
        }
        #expect(node(scene, "screen")?.shape == .rect(DiagramRect(x: 0, y: 100, width: 200, height: 400)))
        #expect(node(scene, "s0-i3") == nil)
        // Row 2 (96…136) is cut at the screen's top edge, 100: 36 tall.
        #expect(node(scene, "s0-i4")?.shape == .rect(DiagramRect(x: 0, y: 100, width: 95, height: 36)))
        #expect(texts(scene, role: .caption).contains("+4 more above"))
        #expect(!texts(scene, role: .caption).contains { $0.hasSuffix("below") })
        // Safe-area lines 20 below the top and 10 above the bottom: y = 120 and 490.
        #expect(node(scene, "screen-safe-top")?.shape
                == .line(from: DiagramPoint(x: 0, y: 120), to: DiagramPoint(x: 200, y: 120)))
        #expect(node(scene, "screen-safe-bottom")?.shape
                == .line(from: DiagramPoint(x: 0, y: 490), to: DiagramPoint(x: 200, y: 490)))
        for node in scene.nodes where node.role == .cell {
            guard case .rect(let rect) = node.shape else { continue }
            #expect(rect.minY >= 100 && rect.maxY <= 500, "\(node.id) is off screen")
        }
    }

    @Test func theFullDiagramMarksWhereTheScreenEndsAtRest() throws {
        // Content 472 tall in a 400-tall container: the screen ends at 400, across the content's 200
        // and 12 past it on each side (drawn whole: bounded, the rows repeat and are folded).
        let scene = try scene(try Fixtures.spacedGrid(items: 20)) { $0.boundsLength = false }
        #expect(node(scene, "screen")?.shape == .line(from: DiagramPoint(x: -12, y: 400), to: DiagramPoint(x: 212, y: 400)))
        #expect(texts(scene, role: .caption).contains("screen edge 400"))
        // Content shorter than the container (4 items: 88 tall) has no edge to mark.
        #expect(node(try self.scene(try Fixtures.spacedGrid()), "screen") == nil)
    }

    @Test func clipDrawsOnlyWhatIsVisibleAtRest() throws {
        let scene = try scene(try Self.carousel()) { $0.clipsOrthogonalContent = true }
        #expect(!scene.nodes.contains { $0.role == .veil })
        // Item 1 starts at 10 + 351 + 10 = 371 and is cut at 390: 19 wide.
        #expect(node(scene, "s0-i1")?.shape == .rect(DiagramRect(x: 371, y: 0, width: 19, height: 200)))
        #expect(node(scene, "s0-i2") == nil)
        for node in scene.nodes where node.role == .cell || node.role == .groupOutline(depth: 0) {
            guard case .rect(let rect) = node.shape else { continue }
            #expect(rect.maxX <= 390, "\(node.id) reaches past the viewport")
        }
    }

    @Test func overflowAllDrawsEveryPage() throws {
        let scene = try scene(try Self.carousel()) { $0.orthogonalOverflow = nil }
        // Item 4 at 10 + 4 · 361 = 1454, whole.
        #expect(node(scene, "s0-i4")?.shape == .rect(DiagramRect(x: 1454, y: 0, width: 351, height: 200)))
        #expect(scene.nodes.filter { $0.role == .restMarker }.count == solutionRestOffsets(try Self.carousel()))
    }

    private func solutionRestOffsets(_ solution: LayoutSolution) -> Int {
        solution.sections[0].orthogonal?.restOffsets.count ?? -1
    }

    // MARK: - Caption, legend, side by side

    @Test func captionNamesTheContainerDeviceAndTraits() throws {
        var options = DiagramOptions(annotations: .none, showsLegend: false)
        options.deviceName = "iPhone 15"
        options.traits = DiagramOptions.traitNames(UITraitCollection(userInterfaceStyle: .dark,
                                                                     horizontalSizeClass: .compact,
                                                                     verticalSizeClass: .regular))
        let scene = try DiagramSceneBuilder(options: options).scene(for: Fixtures.twoColumnList())
        #expect(texts(scene, role: .caption) == ["iPhone 15 · 390×844 pt · compact width · regular height · dark"])
        // Below the content (132 tall) by the legend's margin, 12.
        guard case .text(let caption)? = node(scene, "caption")?.shape else { Issue.record("no caption"); return }
        #expect(caption.lines[0].baseline.y > 132 + 12)
        #expect(caption.lines[0].baseline.x == 0)
    }

    @Test func legendNamesEachStyleUsedWithASwatchInThatStyle() throws {
        let scene = try DiagramSceneBuilder(options: DiagramOptions(showsCaption: false))
            .scene(for: Fixtures.spacedGrid())
        let names = scene.nodes.filter { $0.id.rawValue.hasPrefix("legend") && $0.role == .caption }
            .compactMap { node -> String? in
                guard case .text(let text) = node.shape else { return nil }
                return text.lines.first?.string
            }
        // The items' `.fractionalWidth(1/2)` is drawn beside the first cell, on a plate of its own.
        #expect(names == ["section", "group", "cell", "declared item size", "spacing"])
        #expect(node(scene, "legend2-swatch")?.role == .cell)
        #expect(node(scene, "legend3-swatch")?.role == .declaredSizePlate)
        #expect(node(scene, "legend4-swatch")?.role == .dimension)
        // Everything in the legend lies inside the scene's bounds.
        for node in scene.nodes {
            guard let bounds = node.shape.geometricBounds else { continue }
            #expect(scene.bounds.contains(bounds), "\(node.id)")
        }
    }

    @Test func devicePanelsShareOneTitleAndLegendAndEachHasItsDevice() throws {
        let builder = DiagramSceneBuilder(options: DiagramOptions(title: "Both"))
        let scene = try builder.scene(forPanels: [
            // Each device at rest: scrolled to minus its top safe area.
            DiagramPanel(solution: try Fixtures.twoColumnList(), deviceName: "Phone",
                         device: DiagramScreen(contentOffset: -47, safeArea: DiagramEdgeInsets(top: 47, bottom: 34))),
            DiagramPanel(solution: try Fixtures.spacedGrid(), deviceName: "Pad",
                         device: DiagramScreen(contentOffset: -24, safeArea: DiagramEdgeInsets(top: 24, bottom: 20))),
        ])
        // One title and one legend, outside the panels; a caption naming the device under each panel.
        #expect(scene.nodes.filter { $0.role == .title }.count == 1)
        #expect(scene.nodes.filter { $0.id.rawValue.hasPrefix("legend") }.count > 0)
        #expect(!scene.nodes.contains { $0.id.rawValue.contains("-legend") })
        let captions = texts(scene, role: .caption).filter { $0.contains(" pt") }
        #expect(captions.count == 2)
        #expect(captions.contains { $0.hasPrefix("Phone · 390×844 pt") } && captions.contains { $0.hasPrefix("Pad · 200×400 pt") })
        // Panel 0's device: the 390 × 844 screen at rest starts 47 above the content (scrolled to −47),
        // and the outline lies 6 outside it: (−6, −53, 402, 856), moved with the panel.
        let phone = try #require(scene.nodes.first { $0.id.rawValue == "p0-screen-device" })
        #expect(phone.role == .deviceOutline)
        guard case .roundedRect(let outline, _) = phone.shape else { Issue.record("not rounded"); return }
        #expect(outline.width == 402 && outline.height == 856)
        // Its safe area's edges: the content's top (0) and 844 − 47 − 34 = 763 below it.
        let top = try #require(scene.nodes.first { $0.id.rawValue == "p0-screen-safe-top" })
        let bottom = try #require(scene.nodes.first { $0.id.rawValue == "p0-screen-safe-bottom" })
        guard case .line(let topStart, _) = top.shape, case .line(let bottomStart, _) = bottom.shape else {
            Issue.record("safe area edges are not lines"); return
        }
        #expect(bottomStart.y - topStart.y == 763)
        #expect(topStart.y - outline.minY == 53)
        #expect(scene.labelCollisions(measure: DiagramOptions().textMeasure).isEmpty)
        try scene.validate()
    }

    @Test func directionalInsetsLandOnPhysicalEdges() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(DiagramEdgeInsets(insets, layoutDirection: .leftToRight) == DiagramEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(DiagramEdgeInsets(insets, layoutDirection: .rightToLeft) == DiagramEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    @Test func sideBySidePanelsKeepTheirNodesApart() throws {
        let narrow = try scene(try Fixtures.twoColumnList())
        let wide = try scene(try Fixtures.spacedGrid())
        let both = DiagramScene.sideBySide([narrow, wide])
        #expect(both.nodes.count == narrow.nodes.count + wide.nodes.count)
        #expect(Set(both.nodes.map(\.id)).count == both.nodes.count)
        // Panel 1 starts after panel 0's width plus the gap.
        let offset = narrow.bounds.width + DiagramScene.panelGap
        #expect(both.nodes.first { $0.id.rawValue == "p1-s0-i0" }?.shape
                == .rect(DiagramRect(x: offset - wide.bounds.minX, y: -wide.bounds.minY, width: 95, height: 40)))
        #expect(both.bounds.width == narrow.bounds.width + DiagramScene.panelGap + wide.bounds.width)
        #expect(both.bounds.height == max(narrow.bounds.height, wide.bounds.height))
        try both.validate()
    }
}

/// Lists drawn as lists: rows without outlines, separators, rounded inset grouped corners.
@Suite("List styling")
struct ListStylingTests {
    /// A list of `rows` rows of the given appearance in a 390 × 844 container. The expectations read the
    /// rows' frames from the solution (their geometry is ListTests' business) and check only how they are drawn.
    static func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, rows: Int = 3) throws -> LayoutSolution {
        try UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [rows])
    }

    private func scene(_ solution: LayoutSolution) throws -> DiagramScene {
        try DiagramSceneBuilder(options: DiagramOptions(annotations: .none, showsLegend: false, showsCaption: false))
            .scene(for: solution)
    }

    @Test func insetGroupedRowsRoundTheSectionsOuterCorners() throws {
        let solution = try Self.list(.insetGrouped)
        let scene = try scene(solution)
        let shapes = (0..<3).map { item in scene.nodes.first { $0.id.rawValue == "s0-i\(item)" }?.shape }
        let frames = (0..<3).map { DiagramRect(solution.cell(at: IndexPath(item: $0, section: 0))!.frame) }
        // First row: top corners 10; middle row square; last row: bottom corners 10.
        #expect(shapes[0] == .roundedRect(frames[0], radii: CornerRadii(topLeft: 10, topRight: 10)))
        #expect(shapes[1] == .rect(frames[1]))
        #expect(shapes[2] == .roundedRect(frames[2], radii: CornerRadii(bottomRight: 10, bottomLeft: 10)))
        #expect(scene.nodes.filter { $0.role == .listRow }.count == 3)
        #expect(!scene.nodes.contains { $0.role == .cell })
    }

    @Test func separatorsRunUnderEveryRowButTheLastFromTheLeadingInset() throws {
        let solution = try Self.list(.plain)
        let scene = try scene(solution)
        let separators = scene.nodes.filter { $0.role == .separator }
        #expect(separators.count == 2)
        // Row 0 is 390 wide at x = 0: the separator runs from 0 + 20 to 390, on its bottom pixel row (44 − 0.5).
        let row0 = DiagramRect(solution.cell(at: IndexPath(item: 0, section: 0))!.frame)
        #expect(separators.first?.shape == .line(from: DiagramPoint(x: row0.minX + 20, y: row0.maxY - 0.5),
                                                 to: DiagramPoint(x: row0.maxX, y: row0.maxY - 0.5)))
        // Plain lists have square rows; sidebars have no separators.
        #expect(!scene.nodes.contains { if case .roundedRect = $0.shape { return true } else { return false } })
        #expect(try self.scene(try Self.list(.sidebar)).nodes.allSatisfy { $0.role != .separator })
    }

    @Test func aLayoutThatIsNotAListDrawsCells() throws {
        let scene = try scene(try Fixtures.twoColumnList())
        #expect(scene.nodes.contains { $0.role == .cell })
        #expect(!scene.nodes.contains { $0.role == .listRow || $0.role == .separator })
    }
}

/// `render --explain`: a frame's arithmetic in a box beside the layout, joined to its element.
@Suite struct ExplanationCalloutTests {
    @Test func theCalloutSitsBesideTheLayoutWithNoLabelOnItsLeader() throws {
        // Three inset cells in a row; explain the middle one.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(8)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let container = CGSize(width: 390, height: 300)
        let solution = try layout.solve(containerSize: container, itemCounts: [6])
        let explanation = try layout.explain(.cell(section: 0, item: 1), containerSize: container, itemCounts: [6])
        // Item 0 is in the same row: its box goes below the first, reached by a leader that drops.
        let second = try layout.explain(.cell(section: 0, item: 0), containerSize: container, itemCounts: [6])
        var options = DiagramOptions(annotations: .all)
        options.explanations = [DiagramExplanation(explanation), DiagramExplanation(second)]
        let scene = try DiagramSceneBuilder(options: options).scene(for: solution)

        #expect(scene.labelCollisions(measure: options.textMeasure).isEmpty)
        // The element is outlined where it is: x = (390 − 2 × 8) ÷ 3 + 8 + 4 = 136.67, 124.67 − 8 = 116.67 wide.
        let element = try #require(scene.nodes.first { $0.id.rawValue == "explain0-element" })
        #expect(element.role == .explainedElement)
        guard case .rect(let outline) = element.shape else { Issue.record("not a rectangle"); return }
        #expect(abs(outline.minX - 136.6667) < 0.001 && abs(outline.width - 116.6667) < 0.001)
        // The box is right of everything else, and its text holds the numbers-only arithmetic.
        let box = try #require(scene.nodes.first { $0.id.rawValue == "explain0-box" })
        guard case .rect(let panel) = box.shape else { Issue.record("not a rectangle"); return }
        let others = scene.nodes.filter { !$0.id.rawValue.hasPrefix("explain") && $0.role != .caption && $0.role != .title }
        for node in others {
            if case .rect(let rect) = node.shape { #expect(rect.maxX <= panel.minX, "\(node.id)") }
        }
        let text = try #require(scene.nodes.first { $0.id.rawValue == "explain0-text" })
        guard case .text(let lines) = text.shape else { Issue.record("not text"); return }
        #expect(lines.lines.map(\.string).contains("width = (390 − 2 × 8) ÷ 3 = 124.67"))
        // The first leader runs level into its box; the second runs level, drops, and goes in.
        #expect(scene.nodes.contains { $0.id.rawValue == "explain0-leader" })
        #expect(!scene.nodes.contains { $0.id.rawValue == "explain0-leader-drop" })
        let drop = try #require(scene.nodes.first { $0.id.rawValue == "explain1-leader-drop" })
        guard case .line(let from, let to) = drop.shape else { Issue.record("not a line"); return }
        #expect(from.x == to.x && from.x < panel.minX && to.y > from.y)
    }
}
