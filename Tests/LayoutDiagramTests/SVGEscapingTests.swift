import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramTestSupport
@testable import LayoutDiagramSVG
import Testing

@Suite("Escaping hostile text")
struct SVGEscapingTests {
    @Test func hostileLabelsNamesAndTitlesStillParse() throws {
        let options = DiagramOptions(title: "Q&A: \"x\" < y > z", summary: "]]> & <!-- -->",
                                     sectionNames: ["A&B <C>"],
                                     itemLabels: [["<b>\"Tom\" & 'Jerry'</b>\u{1}", "&amp; &nbsp;"]])
        let svg = try renderSVG(try Fixtures.twoColumnList(), options: options).svg
        let tree = try SVGTree(svg)
        #expect(tree.element(id: "ld-title")?.text == "Q&A: \"x\" < y > z")
        #expect(tree.element(id: "ld-desc")?.text == "]]> & <!-- -->")
        // The control character is gone; the rest comes back verbatim.
        #expect(tree.lines(ofText: "ld-s0-i0-label")?.first == "<b>\"Tom\" & 'Jerry'</b>")
        // Text that looks escaped is escaped again, so it reads back unchanged.
        #expect(tree.lines(ofText: "ld-s0-i1-label")?.first == "&amp; &nbsp;")
        let section = try #require(tree.element(id: "ld-s0"))
        #expect(section.children.first { $0.name == "title" }?.text == "Section 0 “A&B <C>”: 390×132")
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;b&gt;"))
        #expect(svg.contains("&amp;amp;"))
    }

    @Test func rendererStripsCharactersXMLForbids() throws {
        // A hand-built scene skips the builder's clean-up, so the renderer must cope on its own.
        let scene = DiagramScene(
            title: "bad\u{0}\u{1}\u{8}title\u{B}\u{C}\u{1F}\u{FFFE}\u{FFFF}",
            summary: "tab\there\nline & <",
            bounds: DiagramRect(x: 0, y: 0, width: 100, height: 50), padding: 0,
            nodes: [
                SceneNode(id: .cell(section: 0, item: 0), role: .cell,
                          shape: .rect(DiagramRect(x: 0, y: 0, width: 100, height: 50)), title: "\u{0}x\u{1B}y"),
                SceneNode(id: .cellLabel(section: 0, item: 0), role: .cellLabel,
                          shape: .text(SceneText(lines: [SceneTextLine("a\u{1F}b\u{7F}", baseline: DiagramPoint(x: 50, y: 28))],
                                                 anchor: .middle, fontSize: 11))),
            ])
        let svg = String(decoding: try SVGRenderer().render(scene), as: UTF8.self)
        let scalars = svg.unicodeScalars.map(\.value)
        #expect(!scalars.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0xFFFE || $0 == 0xFFFF })
        let tree = try SVGTree(svg)
        #expect(tree.element(id: "ld-title")?.text == "badtitle")
        #expect(tree.element(id: "ld-desc")?.text == "tab\there\nline & <")
        #expect(tree.element(id: "ld-s0-i0")?.children.first?.text == "xy")
        #expect(tree.lines(ofText: "ld-s0-i0-label") == ["ab\u{7F}"], "DEL is allowed in XML 1.0")
    }

    @Test func attributeValuesEscapeQuotesAndWhitespace() {
        #expect(XMLEscaping.attribute("a\"b\n\r\t<&>'") == "a&quot;b&#10;&#13;&#9;&lt;&amp;&gt;'")
        #expect(XMLEscaping.attribute("x\u{1}\u{FFFE}y") == "xy")
        #expect(XMLEscaping.text("\"\n\t") == "\"\n\t", "text keeps quotes and whitespace")
        #expect(XMLEscaping.text("&lt;") == "&amp;lt;", "already-escaped input is escaped again")
    }
}
