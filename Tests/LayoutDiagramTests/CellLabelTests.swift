import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramTestSupport
import Testing

@Suite("Cell labels")
struct CellLabelTests {
    @Test func labelShowsIndexPathAndSize() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList()).svg)
        #expect(tree.lines(ofText: "ld-s0-i0-label") == ["0·0", "180×44"])
        #expect(tree.lines(ofText: "ld-s0-i3-label") == ["0·3", "180×44"])
        #expect(tree.elements.filter { $0["class"] == "ld-cell-label" }.count == 6)
    }

    @Test func labelIsCentredOnComputedBaselines() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList()).svg)
        let text = try #require(tree.element(id: "ld-s0-i3-label"))
        #expect(text["text-anchor"] == "middle")
        #expect(text["font-size"] == "11")
        let spans = text.children.filter { $0.name == "tspan" }
        #expect(spans.count == 2)
        // Cell 3 is (195, 44, 180, 44): centre x 195 + 90 = 285, centre y 44 + 22 = 66.
        // Line spacing 1.2·11 = 13.2, so line centres are 66 ∓ 6.6 = 59.4 and 72.6;
        // baselines sit half DejaVu Sans's cap height lower, 1493 / 2048 / 2 · 11 = 4.00952…:
        // 63.4095 and 76.6095.
        #expect(spans.map { $0["x"] } == ["285", "285"])
        #expect(spans.map { $0["y"] } == ["63.4095", "76.6095"])
    }

    @Test func shortCellsGetOneLine() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList(rowHeight: 20)).svg)
        // Cells 180×20 leave 20 − 2·2 = 16 of height: one 11-point line fits, two need 11 + 13.2 = 24.2.
        let text = try #require(tree.element(id: "ld-s0-i0-label"))
        #expect(text.children.filter { $0.name == "tspan" }.isEmpty)
        #expect(text.text == "0·0")
        // Centre (15 + 90, 0 + 10) = (105, 10); baseline 10 + 4.0095 = 14.0095 (see above).
        #expect(text["x"] == "105")
        #expect(text["y"] == "14.0095")
    }

    @Test func itemLabelsReplaceTheIndexPath() throws {
        let options = DiagramOptions(itemLabels: [["Inbox", nil, "  Sent\nmail  "]])
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList(), options: options).svg)
        #expect(tree.lines(ofText: "ld-s0-i0-label") == ["Inbox", "180×44"])
        #expect(tree.lines(ofText: "ld-s0-i1-label") == ["0·1", "180×44"], "nil keeps the index path")
        #expect(tree.lines(ofText: "ld-s0-i2-label") == ["Sent mail", "180×44"], "whitespace is collapsed")
        #expect(tree.lines(ofText: "ld-s0-i5-label") == ["0·5", "180×44"], "beyond the list: index path")
    }

    @Test func anOverrideLeftOpenInALabelIsClosedWithinIt() throws {
        // U+202E (right-to-left override) with no U+202C would reverse the rest of the tooltip.
        let options = DiagramOptions(itemLabels: [["\u{202E}evil", "ok\u{202C}", "\u{2067}a\u{202E}b"]])
        let scene = try DiagramSceneBuilder(options: options).scene(for: try Fixtures.twoColumnList())
        func title(_ id: String) -> String? { scene.nodes.first { $0.id.rawValue == id }?.title }
        #expect(title("s0-i0")?.hasPrefix("“\u{202E}evil\u{202C}” 0·0") == true)
        // An unmatched closer is dropped; nested openers are closed innermost first.
        #expect(title("s0-i1")?.hasPrefix("“ok” 0·1") == true)
        #expect(title("s0-i2")?.hasPrefix("“\u{2067}a\u{202E}b\u{202C}\u{2069}” 0·2") == true)
    }

    @Test func tooLongLabelIsEllipsised() throws {
        var options = DiagramOptions.bare
        options.itemLabels = [["Photograph"]]
        options.textMeasure = .estimate
        let tree = try SVGTree(try renderSVG(try Fixtures.insetCells(), options: options).svg)
        // Cells are 40×30, leaving 36×26. At 0.6·11 = 6.6 per character, "Photograph" (10) needs 66;
        // k characters plus "…" fit while (k + 1)·6.6 ≤ 36, so k = 4: "Phot…" (33).
        // "40×30" (5 characters, 33) fits too, and two lines need 11 + 13.2 = 24.2 ≤ 26.
        #expect(tree.lines(ofText: "ld-s0-i0-label") == ["Phot…", "40×30"])
    }

    @Test func sizesTooWideForTheFontAreDropped() throws {
        // With DejaVu Sans, "40×30" is 4 digits of 1303 units and "×" of 1716:
        // (4·1303 + 1716) / 2048 · 11 = 37.21 > 36, so only the first line is kept.
        var options = DiagramOptions.bare
        options.itemLabels = [["Photograph"]]
        options.textMeasure = try TextMeasure.pinned()
        let tree = try SVGTree(try renderSVG(try Fixtures.insetCells(), options: options).svg)
        let lines = try #require(tree.lines(ofText: "ld-s0-i0-label"))
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("…") == true)
        let measure = try TextMeasure.pinned()
        #expect(measure.width(of: lines[0], fontSize: 11) <= 36)
    }

    @Test func labelInATinyCellIsDropped() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoSections()).svg)
        // Section 0's cells are 10×10: 10 − 2·2 = 6 < 11, no room for a line.
        for item in 0..<3 {
            #expect(tree.element(id: "ld-s0-i\(item)-label") == nil)
            #expect(tree.element(id: "ld-s0-i\(item)") != nil, "the cell itself is still drawn")
        }
        #expect(tree.element(id: "ld-s1-i0-label") != nil)
    }

    @Test func numbersAreDroppedRatherThanShortened() throws {
        // 30×30 cells leave 26×26: "0·1" (3 × 6.6 = 19.8) fits, "30×30" (33) does not and is not cut to "30…".
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(30), heightDimension: .absolute(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try layout.solve(containerSize: CGSize(width: 90, height: 300), itemCounts: [2])
        let tree = try SVGTree(try renderSVG(solution).svg)
        #expect(tree.lines(ofText: "ld-s0-i1-label") == ["0·1"])
    }

    @Test func labelsCanBeTurnedOff() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList(),
                                             options: DiagramOptions(showsCellLabels: false, showsLegend: false,
                                                                    showsCaption: false)).svg)
        #expect(tree.elements.allSatisfy { $0.name != "text" || $0["class"] != "ld-cell-label" })
        #expect(tree.rects(class: "ld-cell").count == 6)
    }
}

@Suite("Text measure")
struct TextMeasureTests {
    let measure = TextMeasure.estimate

    @Test func widthIsCharactersTimesAverageAdvance() {
        // 6 characters × 0.6 × 10.
        #expect(abs(measure.width(of: "180×44", fontSize: 10) - 36) < 1e-9)
        #expect(measure.width(of: "", fontSize: 10) == 0)
    }

    @Test func truncation() {
        #expect(measure.truncated("Photos", toWidth: 36, fontSize: 10) == "Photos")   // 6 × 6 = 36 fits exactly
        #expect(measure.truncated("Photos", toWidth: 20, fontSize: 10) == "Ph…")      // 3 × 6 = 18 ≤ 20
        #expect(measure.truncated("Photos", toWidth: 11, fontSize: 10) == nil)        // "P…" needs 12
        #expect(measure.truncated("Ab cdef", toWidth: 24, fontSize: 10) == "Ab…")     // "Ab " trimmed before "…"
    }

    @Test func blockHeight() {
        // One line: the font size; each further line adds 1.2 em.
        #expect(measure.blockHeight(lines: 0, fontSize: 10) == 0)
        #expect(abs(measure.blockHeight(lines: 1, fontSize: 10) - 10) < 1e-9)
        #expect(abs(measure.blockHeight(lines: 2, fontSize: 10) - 22) < 1e-9)
    }
}
