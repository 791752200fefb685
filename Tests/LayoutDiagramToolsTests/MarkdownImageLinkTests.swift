import Foundation
@testable import LayoutDiagramTools
import Testing

/// The link that replaces a block stays one line of CommonMark, whatever the title holds (issue 22):
/// a line break in the alt text would end the paragraph's line, and the next could be a heading or
/// an HTML block.
@Suite struct MarkdownImageLinkTests {
    @Test func everyLineBreakInTheTitleBecomesASpace() {
        // LF, CR, CRLF (one break, so one space), vertical tab, form feed, next line, line and paragraph separators.
        for title in ["a\nb", "a\rb", "a\u{0B}b", "a\u{0C}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b"] {
            #expect(MarkdownImageLink.escapedAlt(title) == "a b", "\(title.unicodeScalars.map { $0.value })")
        }
        #expect(MarkdownImageLink.escapedAlt("a\r\nb") == "a b")
        #expect(MarkdownImageLink.escapedAlt("a\r\rb") == "a  b", "two CRs are two breaks")
    }

    @Test func aTitleCannotOpenABlockOrEndTheLink() {
        #expect(MarkdownImageLink(alt: "Grid\r# heading", destination: "README-1.svg").text
                == "![Grid \\# heading](README-1.svg)")
        #expect(MarkdownImageLink(alt: "Grid\n<div>", destination: "README-1.svg").text
                == "![Grid \\<div\\>](README-1.svg)")
        #expect(MarkdownImageLink(alt: "a] (x) [b", destination: "README-1.svg").text
                == "![a\\] (x) \\[b](README-1.svg)")
        #expect(MarkdownImageLink.escapedAlt("C:\\path") == "C:\\\\path", "a backslash escapes nothing")
        #expect(MarkdownImageLink.escapedAlt("`code` *em* _em_ ~~del~~ &amp; a|b $x$")
                == "\\`code\\` \\*em\\* \\_em\\_ \\~\\~del\\~\\~ \\&amp; a\\|b \\$x\\$")
    }

    @Test func aBracketWithACombiningMarkIsStillEscaped() {
        // One Character, two scalars: CommonMark reads scalars, so the bracket still counts.
        #expect(MarkdownImageLink.escapedAlt("]\u{301}") == "\\]\u{301}")
    }

    @Test func theDestinationIsPercentEncoded() {
        #expect(MarkdownImageLink.encodedDestination("my doc (v2)-1.svg") == "my%20doc%20%28v2%29-1.svg")
        #expect(MarkdownImageLink.encodedDestination("résumé-1.svg") == "r%C3%A9sum%C3%A9-1.svg")
        #expect(MarkdownImageLink.encodedDestination("README-1.svg") == "README-1.svg")
    }

    @Test func aDrawnDocumentGainsNoLineFromItsTitles() throws {
        let grid = """
            sections:
              - items: 2
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)},
                        subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 2}}
            """
        let titles = ["\"a\\r# heading\"", "\"b\\n<div>\"", "\"c\\r\\n- list ]\""]
        let text = titles.map { "```layout-diagram\ntitle: \($0)\n\(grid)\n```\n" }.joined(separator: "\n")
        let markdown = String(decoding: try MarkdownDiagrams(path: "doc.md", text: text)
            .render(outputPath: "out.md", rendering: SpecRendering()) { _, _ in }, as: UTF8.self)
        let lines = markdown.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        #expect(lines == ["![a \\# heading](out-1.svg)", "", "![b \\<div\\>](out-2.svg)", "", "![c - list \\]](out-3.svg)", ""])
    }
}
