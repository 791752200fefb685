import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramTestSupport
import LayoutDiagramSVG
import Testing

@Suite("SVG document structure")
struct SVGDocumentTests {
    @Test func isWellFormedWithSizeMatchingContentPlusPadding() throws {
        let (_, svg) = try renderSVG(try Fixtures.twoColumnList(), options: .plain)
        let tree = try SVGTree(svg)
        #expect(tree.root.name == "svg")
        #expect(tree.root["xmlns"] == "http://www.w3.org/2000/svg")
        // Content 390×132 (see Fixtures.twoColumnList) plus 16 on each side: 422×164.
        #expect(tree.root["width"] == "422")
        #expect(tree.root["height"] == "164")
        #expect(tree.root["viewBox"] == "0 0 422 164")
        #expect(tree.root["role"] == "img")
        #expect(tree.root["aria-labelledby"] == "ld-title ld-desc")
    }

    @Test func paddingIsOneTranslateOfTheContent() throws {
        // Nothing drawn above or left of the content (annotations could be: the first cell's declared size).
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList(), options: .plain).svg)
        #expect(tree.element(id: "ld-content")?["transform"] == "translate(16 16)")

        let unpadded = try SVGTree(try renderSVG(try Fixtures.twoColumnList(), options: DiagramOptions(padding: 0, annotations: .none, showsLegend: false, showsCaption: false)).svg)
        #expect(unpadded.root["viewBox"] == "0 0 390 132")
        #expect(unpadded.element(id: "ld-content")?["transform"] == "translate(0 0)")

        // 390 + 2·4.5 = 399, 132 + 2·4.5 = 141.
        let odd = try SVGTree(try renderSVG(try Fixtures.twoColumnList(), options: DiagramOptions(padding: 4.5, annotations: .none, showsLegend: false, showsCaption: false)).svg)
        #expect(odd.root["viewBox"] == "0 0 399 141")
        #expect(odd.element(id: "ld-content")?["transform"] == "translate(4.5 4.5)")
    }

    @Test func titleAndDescriptionComeFirst() throws {
        let options = DiagramOptions(title: "Two columns", summary: "Six cells in three rows.")
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList(), options: options).svg)
        let names = tree.root.children.map(\.name)
        #expect(Array(names.prefix(2)) == ["title", "desc"])
        #expect(tree.root.children[0]["id"] == "ld-title")
        #expect(tree.root.children[0].text == "Two columns")
        #expect(tree.root.children[1]["id"] == "ld-desc")
        #expect(tree.root.children[1].text == "Six cells in three rows.")
    }

    @Test func generatedTitleAndSummaryDescribeTheLayout() throws {
        let options = DiagramOptions(sectionNames: ["Top", "List"])
        let tree = try SVGTree(try renderSVG(try Fixtures.twoSections(), options: options).svg)
        #expect(tree.element(id: "ld-title")?.text == DiagramOptions.defaultTitle)
        let summary = try #require(tree.element(id: "ld-desc")?.text)
        // Content 390 × (10 + 12 + 44) = 390×66; 3 + 2 cells.
        #expect(summary.contains("390×66 points"))
        #expect(summary.contains("2 sections, 5 cells"))
        #expect(summary.contains("Section 0 “Top”: 3 cells in 1 group."))
        #expect(summary.contains("Section 1 “List”"))
    }

    @Test func xmlDeclarationIsOnByDefaultAndCanBeOmitted() throws {
        let solution = try Fixtures.twoColumnList()
        let withDeclaration = try renderSVG(solution).svg
        #expect(withDeclaration.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))

        let inline = try renderSVG(solution, renderer: SVGRenderer(options: .init(xmlDeclaration: false))).svg
        #expect(inline.hasPrefix("<svg "))
        _ = try SVGTree(inline)
    }

    @Test func endsWithOneNewline() throws {
        let svg = try renderSVG(try Fixtures.twoColumnList()).svg
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!svg.hasSuffix("\n\n"))
    }

    @Test func neverUsesDominantBaseline() throws {
        let svg = try renderSVG(try Fixtures.nestedGroups()).svg
        #expect(!svg.contains("dominant-baseline"))
        #expect(!svg.contains("alignment-baseline"))
    }

    @Test func idsAreUniqueSaltedNCNames() throws {
        let options = DiagramOptions(salt: "fig1")
        let tree = try SVGTree(try renderSVG(try Fixtures.nestedGroups(), options: options).svg)
        let ids = tree.elements.compactMap { $0["id"] }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        for id in ids {
            #expect(id.hasPrefix("fig1-"), "\(id) is not salted")
            #expect(id.wholeMatch(of: /[A-Za-z_][A-Za-z0-9._-]*/) != nil, "\(id) is not an NCName")
        }
        #expect(tree.root["aria-labelledby"] == "fig1-title fig1-desc")
    }

    @Test func classesAndStyleRulesAreSalted() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.nestedGroups(), options: DiagramOptions(salt: "fig1")).svg)
        let classes = Set(tree.elements.compactMap { $0["class"] })
        #expect(!classes.isEmpty)
        for name in classes { #expect(name.hasPrefix("fig1-")) }
        let rules = tree.styleRules
        #expect(!rules.isEmpty)
        for selector in rules.keys { #expect(selector.hasPrefix(".fig1-"), "unsalted selector \(selector)") }
        // Every class used has a rule.
        for name in classes { #expect(rules[".\(name)"] != nil, "no rule for \(name)") }
        let sheet = try #require(tree.elements.first { $0.name == "style" }?.allText)
        #expect(!sheet.contains("<") && !sheet.contains("&"))
    }

    @Test func onePointOutlinesRunAlongHalfPixels() throws {
        let tree = try SVGTree(try renderSVG(try Fixtures.twoColumnList()).svg)
        for selector in [".ld-section", ".ld-cell", ".ld-group-0"] {
            #expect(tree.styleRules[selector]?.contains("stroke-width:1") == true, "\(selector)")
            #expect(tree.styleRules[selector]?.contains("shape-rendering") == false, "\(selector)")
        }
        // Cell 0 is at (15, 0, 180, 44). Its 1-pt outline lies inside the frame, so the
        // stroke path is 0.5 in from each edge: (15.5, 0.5, 180 − 1, 44 − 1) = (15.5, 0.5, 179, 43),
        // and at 1:1 the stroke covers exactly pixel columns 15 and 194 and rows 0 and 43.
        #expect(tree.element(id: "ld-s0-i0")?.frameText == "15.5 0.5 179 43")
        #expect(tree.paintedFrameText(id: "ld-s0-i0") == "15 0 180 44")
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let options = DiagramOptions(title: "Nested", sectionNames: ["Mosaic"], itemLabels: [["Hero"]], salt: "m")
        let first = try SVGRenderer().render(try DiagramSceneBuilder(options: options).scene(for: Fixtures.nestedGroups()))
        let second = try SVGRenderer().render(try DiagramSceneBuilder(options: options).scene(for: Fixtures.nestedGroups()))
        #expect(first == second)
    }

    @Test func fileExtensionIsSVG() {
        #expect(SVGRenderer().fileExtension == "svg")
    }
}
