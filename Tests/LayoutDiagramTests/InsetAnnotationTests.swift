import CompositionalLayout
import Foundation
@testable import LayoutDiagram
import LayoutDiagramSVG
import LayoutDiagramTestSupport
import Testing

/// Every inset is a band in its owner's colour, and its value says its side
/// and its owner (docs/diagrams.md, "Insets").
@Suite("Inset annotations")
struct InsetAnnotationTests {
    /// Insets at three levels in a 390-wide container:
    /// - the section's, 10 top and bottom, 20 leading and trailing: content x 20…370;
    /// - the outer vertical group's (350 × 240 at x 20, y 10), 16 leading and trailing:
    ///   its content x 36…354, 318 wide;
    /// - two nested horizontal rows (318 × 120), 6 top and bottom: items 106 wide, 108 tall;
    /// - each item's, 10 leading: cells 96 × 108.
    static func threeLevels(direction: UITraitEnvironmentLayoutDirection = .leftToRight, items: Int = 6) throws
        -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
            subitem: item, count: 3)
        row.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        let outer = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
            subitems: [row])
        outer.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let section = NSCollectionLayoutSection(group: outer)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        return try UICollectionViewCompositionalLayout(section: section).solve(
            containerSize: CGSize(width: 390, height: 844), itemCounts: [items],
            traitCollection: UITraitCollection(layoutDirection: direction))
    }

    private func scene(_ solution: LayoutSolution, _ annotations: DiagramAnnotations = .first,
                       legend: Bool = false) throws -> DiagramScene {
        try DiagramSceneBuilder(options: DiagramOptions(annotations: annotations, showsLegend: legend, showsCaption: false))
            .scene(for: solution)
    }

    private func node(_ scene: DiagramScene, _ id: String) -> SceneNode? { scene.node(id) }

    private func texts(_ scene: DiagramScene, role: SceneRole) -> [String] { scene.texts(role: role) }

    /// Where a label's text is centred.
    private func centre(_ scene: DiagramScene, _ text: String) -> DiagramPoint? {
        for node in scene.nodes where node.role == .insetText {
            if case .text(let t) = node.shape, t.lines.map(\.string) == [text] { return t.lines[0].baseline }
        }
        return nil
    }

    @Test func everyLevelsInsetsAreLabelledWithSideAndOwner() throws {
        let scene = try scene(try Self.threeLevels())
        let values = Set(texts(scene, role: .insetText))
        #expect(values == ["section top/bottom 10", "section leading/trailing 20", "group leading/trailing 16",
                           "depth-1 group top/bottom 6", "item leading 10"], "\(values)")
    }

    @Test func theSVGsTextSaysEachInsetsSideAndOwner() throws {
        let svg = try renderSVG(try Self.threeLevels(), options: DiagramOptions()).svg
        for value in ["section leading/trailing 20", "group leading/trailing 16", "depth-1 group top/bottom 6",
                      "item leading 10", "group contentInsets", "item contentInsets"] {
            #expect(svg.contains(">\(value)<"), "\(value) is not in the SVG")
        }
        // Inset plates have classes of their own, by owner.
        #expect(svg.contains("ld-inset-plate-group-0"))
    }

    @Test func groupInsetBandsAreDrawnInsideEachInstanceAtEachDepth() throws {
        let solution = try Self.threeLevels()
        let scene = try scene(solution)
        // The outer group: x 20…370, y 10…250; its leading band is 16 wide.
        #expect(node(scene, "s0-g0-inset-leading")?.shape == .rect(DiagramRect(x: 20, y: 10, width: 16, height: 240)))
        #expect(node(scene, "s0-g0-inset-trailing")?.shape == .rect(DiagramRect(x: 354, y: 10, width: 16, height: 240)))
        #expect(node(scene, "s0-g0-inset-leading")?.role == .groupInset(depth: 0))
        // The first row: x 36…354, y 10…130; its top band is 6 tall, in the nested depth's colour.
        #expect(node(scene, "s0-g0.0-inset-top")?.shape == .rect(DiagramRect(x: 36, y: 10, width: 318, height: 6)))
        #expect(node(scene, "s0-g0.0-inset-top")?.role == .groupInset(depth: 1))
        // The solution gives the bands: the scene does no arithmetic.
        let row = try #require(solution.sections[0].groups.first { $0.depth == 1 })
        #expect(solution.insetBands(of: row).map(\.edge) == [.top, .bottom])
    }

    @Test func theFirstInstanceOfEachKindIsLabelledAndAllLabelsEveryOne() throws {
        // 9 items: rows 0 and 1 in repetition 0, row 2 in repetition 1.
        let solution = try Self.threeLevels(items: 9)
        #expect(texts(try scene(solution), role: .insetText).filter { $0 == "depth-1 group top/bottom 6" }.count == 1)
        #expect(texts(try scene(solution), role: .insetText).filter { $0 == "item leading 10" }.count == 1)
        let all = try scene(solution, .all)
        let groups = solution.sections[0].groups
        #expect(texts(all, role: .insetText).filter { $0 == "depth-1 group top/bottom 6" }.count
                == groups.filter { $0.depth == 1 }.count)
        #expect(texts(all, role: .insetText).filter { $0 == "group leading/trailing 16" }.count
                == groups.filter { $0.depth == 0 }.count)
    }

    @Test func rightToLeftWritesLeadingOnTheRight() throws {
        let solution = try Self.threeLevels(direction: .rightToLeft)
        let scene = try scene(solution)
        // Mirrored about 390: the item's 10-point leading band is on the right of its slot.
        let cell = try #require(solution.elements.first { $0.category == .cell })
        let leading = try #require(solution.insetBands(of: cell).first { $0.edge == .leading })
        #expect(leading.frame.maxX == cell.slot.maxX)
        #expect(leading.frame.width == 10)
        // Its label sits in that band, or on a leader that ends in it.
        let band = DiagramRect(leading.frame)
        if case .line(let start, _)? = node(scene, "s0-i0-inset-inset-leading-value-leader")?.shape {
            #expect(start.x >= band.minX && start.x <= band.maxX && start.y >= band.minY && start.y <= band.maxY)
        } else {
            let value = try #require(centre(scene, "item leading 10"))
            #expect(value.x >= band.minX && value.x <= band.maxX)
        }
        // The group's wide inset is leading too, and its band is on the right.
        #expect(node(scene, "s0-g0-inset-leading")?.shape == .rect(DiagramRect(x: 354, y: 10, width: 16, height: 240)))
    }

    @Test func equalSidesAreMergedInTheOrderTopLeadingBottomTrailing() {
        func band(_ edge: LayoutEdge, _ value: Double) -> InsetValueLabels.Band {
            InsetValueLabels.Band(edge: edge, value: value, rect: DiagramRect(x: 0, y: 0, width: 1, height: 1))
        }
        func texts(_ bands: [InsetValueLabels.Band]) -> [String] { InsetValueLabels.entries(bands).map(\.text) }
        #expect(texts([band(.top, 8), band(.bottom, 8), band(.leading, 8), band(.trailing, 8)]) == ["insets 8"])
        #expect(texts([band(.leading, 16), band(.trailing, 16)]) == ["leading/trailing 16"])
        #expect(texts([band(.trailing, 4), band(.bottom, 2), band(.leading, 10), band(.top, 1)])
                == ["top 1", "leading 10", "bottom 2", "trailing 4"])
        #expect(texts([band(.bottom, 5), band(.top, 5), band(.trailing, 3)]) == ["top/bottom 5", "trailing 3"])
    }

    @Test func decorationAndReferenceInsetsAreBandsWithTheirValues() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        section.contentInsetsReference = .safeArea
        // The safe area insets the section 47 on each side: the decoration covers the section, less 8.
        let solution = try UICollectionViewCompositionalLayout(section: section).solve(
            containerSize: CGSize(width: 390, height: 300), itemCounts: [2],
            safeAreaInsets: NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 0, trailing: 47))
        let decoration = try #require(solution.elements.first { $0.category == .decorationView })
        #expect(decoration.slot == solution.sections[0].frame)
        #expect(solution.insetBands(of: decoration).count == 4)
        #expect(solution.sections[0].referenceBands.map(\.frame.width) == [47, 47])
        let scene = try scene(solution, legend: true)
        let values = texts(scene, role: .insetText)
        #expect(values.contains("decoration insets 8"), "\(values)")
        #expect(values.contains("safe area leading/trailing 47"), "\(values)")
        #expect(node(scene, "s0-reference-leading")?.role == .referenceInset)
        #expect(node(scene, "s0-dec0-inset-top")?.role == .decorationInset)
        let legend = texts(scene, role: .caption)
        #expect(legend.contains("decoration contentInsets"))
        #expect(legend.contains("contentInsetsReference (safe area, margins)"))
    }

    @Test func supplementaryAndBoundaryItemInsetsAreBandsWithTheirValues() throws {
        // A 40-tall header inset 16 on both sides, and a 20 × 20 badge inset 2 all round on each item.
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        badge.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(60)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "header", alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [header]
        let solution = try UICollectionViewCompositionalLayout(section: section)
            .solve(containerSize: CGSize(width: 300, height: 400), itemCounts: [2])
        // The header's slot is the whole 300-wide band; the view is 16 in from each side.
        let view = try #require(solution.elements.first { $0.elementKind == "header" })
        #expect(view.slot == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(view.frame == CGRect(x: 16, y: 0, width: 268, height: 40))
        #expect(solution.insetBands(of: view).map(\.edge) == [.leading, .trailing])
        let scene = try scene(solution, legend: true)
        let values = texts(scene, role: .insetText)
        #expect(values.contains("header leading/trailing 16"), "\(values)")
        // Each badge has the same insets: the first one is labelled.
        // The first badge sits on its cell's top-trailing corner, under the header and beside the
        // next cell: no leader from its 2-point band reaches the margin without crossing one of them,
        // so its value is a numbered callout, whose key says it in full (docs/diagrams.md, "Leaders").
        let all = scene.nodes.compactMap { node -> String? in
            guard case .text(let text) = node.shape else { return nil }
            return text.lines.map(\.string).joined(separator: " ")
        }
        #expect(all.filter { $0.contains("badge insets 2") }.count == 1, "\(all)")
        #expect(texts(scene, role: .caption).contains("supplementary contentInsets"))
    }

    @Test func theLegendNamesEachOwner() throws {
        let legend = texts(try scene(try Self.threeLevels(), legend: true), role: .caption)
        for owner in ["section contentInsets", "group contentInsets", "nested group contentInsets (depth 1)",
                      "item contentInsets"] {
            #expect(legend.contains(owner), "\(owner) is not in \(legend)")
        }
    }

    @Test(arguments: ["light", "dark"])
    func insetPlatesLookUnlikeSpacingPlatesAndUnlikeEachOther(themeName: String) throws {
        let theme = try #require(DiagramTheme.builtIn[themeName])
        let owners: [InsetOwner] = [.section, .group(depth: 0), .group(depth: 1), .item, .supplementary, .decoration,
                                    .reference]
        let plates = owners.map { theme.style(for: .insetPlate($0)) }
        #expect(plates.allSatisfy { $0 != theme.style(for: .annotationPlate) })
        #expect(Set(plates.map(\.fill)).count == owners.count, "each owner has its own colour")
        // The plate is the band's colour, so a value off its band still says whose it is.
        for owner in owners { #expect(theme.style(for: .insetPlate(owner)).fill == theme.style(for: owner.bandRole).fill) }
    }

    // MARK: - Small gaps

    /// Two 95-wide items 2 apart in a 192-wide container ((192 − 2) / 2 = 95), rows 40 tall and 3 apart.
    static func smallGaps() throws -> LayoutSolution {
        try Fixtures.spacedGrid(width: 192, itemSpacing: 2, rowSpacing: 3)
    }

    @Test func aGapUnderSixPointsIsMeasuredOutsideWithExtensionLines() throws {
        let scene = try scene(try Self.smallGaps())
        // The inter-item gap: x 95…97, y 0…40. Extension lines continue its edges up to 8 + 4 = 12 above it,
        // on the pixel columns inside it (95.5 and 96.5); the dimension line runs at y ⌊0 − 8⌋ + 0.5 = −7.5.
        #expect(node(scene, "s0-gap-interItem0-extension0")?.shape
                == .line(from: DiagramPoint(x: 95.5, y: -12), to: DiagramPoint(x: 95.5, y: 0)))
        #expect(node(scene, "s0-gap-interItem0-extension1")?.shape
                == .line(from: DiagramPoint(x: 96.5, y: -12), to: DiagramPoint(x: 96.5, y: 0)))
        // Arrows point at each edge from outside.
        #expect(node(scene, "s0-gap-interItem0-arrow0")?.shape
                == .line(from: DiagramPoint(x: 87.5, y: -7.5), to: DiagramPoint(x: 95.5, y: -7.5)))
        #expect(node(scene, "s0-gap-interItem0-arrow1")?.shape
                == .line(from: DiagramPoint(x: 104.5, y: -7.5), to: DiagramPoint(x: 96.5, y: -7.5)))
        // The plate stays out of the gap and is as big as any other (10-point text).
        guard case .rect(let plate)? = node(scene, "s0-gap-interItem0-plate")?.shape else {
            Issue.record("no plate"); return
        }
        #expect(plate.maxY <= 0 || plate.minX >= 97 || plate.maxX <= 95, "the plate is outside the gap")
        #expect(plate.height >= 14)
        // The 3-point inter-group gap (y 40…43) is measured the same way, left of it.
        #expect(node(scene, "s0-gap-interGroup0-extension0") != nil)
        #expect(texts(scene, role: .annotationText).sorted() == ["interGroup 3", "interItem 2"])
    }

    @Test func aGapOfSixPointsOrMoreKeepsItsMarkerInside() throws {
        let scene = try scene(try Fixtures.spacedGrid())
        #expect(node(scene, "s0-gap-interItem0-extension0") == nil)
        #expect(node(scene, "s0-gap-interItem0-tick0") != nil)
    }
}
