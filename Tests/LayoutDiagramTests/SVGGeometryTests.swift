import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramTestSupport
import Testing

@Suite("SVG geometry matches the solved layout")
struct SVGGeometryTests {
    @Test func oneCellRectPerCellAtItsFrame() throws {
        let solution = try Fixtures.twoColumnList()
        let tree = try SVGTree(try renderSVG(solution).svg)
        let cells = tree.rects(class: "ld-cell")
        #expect(cells.count == 6)
        // See Fixtures.twoColumnList: x = 15 or 15 + 180 = 195, y = 44·row.
        let expected = [
            "ld-s0-i0": "15 0 180 44", "ld-s0-i1": "195 0 180 44",
            "ld-s0-i2": "15 44 180 44", "ld-s0-i3": "195 44 180 44",
            "ld-s0-i4": "15 88 180 44", "ld-s0-i5": "195 88 180 44",
        ]
        for (id, frame) in expected {
            #expect(tree.paintedFrameText(id: id) == frame, "\(id)")
        }
    }

    @Test func everySolvedCellHasExactlyOneRectAtItsFrame() throws {
        for solution in [try Fixtures.twoColumnList(), try Fixtures.nestedGroups(), try Fixtures.insetCells(),
                         try Fixtures.twoSections()] {
            let tree = try SVGTree(try renderSVG(solution).svg)
            // Cells only: the legend's swatch shares the class but not the id pattern.
            let rects = tree.rects(class: "ld-cell").filter { $0["id"]?.hasPrefix("ld-s") == true }
            let cells = solution.elements.filter { $0.category == .cell }
            #expect(rects.count == cells.count)
            for cell in cells {
                let section = try #require(cell.section), item = try #require(cell.item)
                let matches = rects.filter { $0["id"] == "ld-s\(section)-i\(item)" }
                #expect(matches.count == 1)
                let frame = [cell.frame.minX, cell.frame.minY, cell.frame.width, cell.frame.height]
                    .map { DiagramNumber.format(Double($0)) }.joined(separator: " ")
                #expect(matches.first.map(tree.paintedFrameText(of:)) == frame)
            }
        }
    }

    @Test func cellsAreDrawnInsideTheirItemInsets() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.insetCells()).svg)
        // Slots 50×40 at x = 0, 50, 100; 5 points of insets all round leave 40×30 at x + 5, y 5.
        #expect(tree.paintedFrameText(id: "ld-s0-i0") == "5 5 40 30")
        #expect(tree.paintedFrameText(id: "ld-s0-i1") == "55 5 40 30")
        #expect(tree.paintedFrameText(id: "ld-s0-i2") == "105 5 40 30")
    }

    @Test func oneDashedOutlinePerGroupInstance() throws {
        let solution = try Fixtures.nestedGroups()
        let tree = try SVGTree(try renderSVG(solution).svg)
        let outer = tree.rects(class: "ld-group-0"), nested = tree.rects(class: "ld-group-1")
        // Two repetitions, each with its root group and the nested column: see Fixtures.nestedGroups.
        #expect(outer.count == 2)
        #expect(nested.count == 2)
        #expect(outer.count + nested.count == solution.sections[0].groups.count)
        #expect(tree.paintedFrameText(id: "ld-s0-g0") == "0 0 200 100")
        #expect(tree.paintedFrameText(id: "ld-s0-g0.1") == "100 0 100 100")
        #expect(tree.paintedFrameText(id: "ld-s0-g1") == "0 100 200 100")
        #expect(tree.paintedFrameText(id: "ld-s0-g1.1") == "100 100 100 100")

        let rules = tree.styleRules
        let depth0 = try #require(rules[".ld-group-0"]), depth1 = try #require(rules[".ld-group-1"])
        #expect(depth0.contains("stroke-dasharray:"))
        #expect(depth1.contains("stroke-dasharray:"))
        #expect(depth0.contains("fill:none"))
        #expect(depth0 != depth1, "nested groups must look different from their parents")
    }

    @Test func sectionBoundsArePresent() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoSections(), options: .plain).svg)
        let sections = tree.rects(class: "ld-section")
        #expect(sections.count == 2)
        // Section 0: one 10-tall row across 390. Section 1 starts at 10 + 12 = 22 and is one 44-tall row.
        #expect(tree.paintedFrameText(id: "ld-s0") == "0 0 390 10")
        #expect(tree.paintedFrameText(id: "ld-s1") == "0 22 390 44")
        // 390 + 32 = 422, 10 + 12 + 44 + 32 = 98.
        #expect(tree.root["viewBox"] == "0 0 422 98")
    }

    @Test func drawOrderIsSectionsBandsCellsGroupsLabelsAnnotations() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoSections()).svg)
        let content = try #require(tree.element(id: "ld-content"))
        let rank: [String: Int] = [
            "ld-section": 0, "ld-section-inset": 1, "ld-cell": 2, "ld-group-0": 3, "ld-cell-label": 4,
            "ld-dimension": 5, "ld-annotation-plate": 6, "ld-annotation-text": 6, "ld-leader": 6,
            "ld-group-tag-0": 6, "ld-group-label-0": 6, "ld-inset-plate-section": 6, "ld-inset-text": 6,
            "ld-declared-size-plate": 6, "ld-declared-size-text": 6, "ld-section-bracket": 7, "ld-section-name": 7,
        ]
        let ranks = content.children.compactMap { $0["class"].flatMap { rank[$0] } }
        #expect(ranks.count == content.children.count)
        #expect(ranks == ranks.sorted())
        #expect(Set(ranks).isSuperset(of: [0, 1, 2, 3, 4, 5, 6, 7]))
    }

    @Test func fractionalFramesUseTheCanonicalFormatter() throws {
        // Three items of 1/3 of 100 each: x = 0, 33.3333, 66.6667 (rounded to 1/10000), width 33.3333.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try layout.solve(containerSize: CGSize(width: 100, height: 300), itemCounts: [3])
        let tree = try SVGTree(try renderSVG(solution).svg)
        #expect(tree.paintedFrameText(id: "ld-s0-i1") == "33.3333 0 33.3333 30")
        #expect(tree.paintedFrameText(id: "ld-s0-i2") == "66.6667 0 33.3333 30")
        // Every number attribute is plain: no exponent, at most 4 decimals, no "-0".
        for element in tree.elements {
            for name in ["x", "y", "width", "height", "font-size"] {
                guard let value = element[name] else { continue }
                #expect(value.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]{0,3}[1-9])?/) != nil, "\(name)=\(value)")
                #expect(value != "-0")
            }
        }
    }
}
