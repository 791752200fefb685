import Testing
@testable import LayoutSpec

/// The lexical scan that keeps anchors and aliases away from Yams.
@Suite struct AliasScannerTests {
    private func positions(_ text: String) -> [SourcePosition] {
        AliasScanner.anchorsAndAliases(in: text)
    }

    @Test func anchorsAndAliasesWhereANodeStartsAreFound() {
        #expect(positions("a: &x 1\nb: *x\n") == [SourcePosition(line: 1, column: 4), SourcePosition(line: 2, column: 4)])
        #expect(positions("- *x\n- - &y z\n") == [SourcePosition(line: 1, column: 3), SourcePosition(line: 2, column: 5)])
        #expect(positions("{a: *x, b: [*y, *z]}") == [SourcePosition(line: 1, column: 5),
                                                       SourcePosition(line: 1, column: 13),
                                                       SourcePosition(line: 1, column: 17)])
        #expect(positions("a: !!str &x b\n") == [SourcePosition(line: 1, column: 10)])
        #expect(positions("? *x\n: 1\n") == [SourcePosition(line: 1, column: 3)])
        #expect(positions("&x a: 1\n") == [SourcePosition(line: 1, column: 1)])
        #expect(positions("--- &x\na: 1\n") == [SourcePosition(line: 1, column: 5)])
        #expect(positions("{\"a\":*x}") == [SourcePosition(line: 1, column: 6)])
    }

    @Test func textThatOnlyLooksLikeAnAnchorIsNotFlagged() {
        #expect(positions("title: R&D and 3*4 *stars* & more\n").isEmpty)
        #expect(positions("title: \"*quoted\" # a comment with &x and *y\n").isEmpty)
        #expect(positions("title: '&x ''*y'''\n").isEmpty)
        #expect(positions("title: |\n  * a bullet\n  & more\nsections: []\n").isEmpty)
        #expect(positions("- key: >-\n    *folded\n  other: 1\n").isEmpty)
        #expect(positions("url: http://x/*y\n").isEmpty)
        #expect(positions("title: \"line one\n  *still quoted\"\n").isEmpty)
    }

    @Test func windowsLineEndingsCountAsOneBreak() {
        #expect(positions("a: 1\r\nb: *x\r\n") == [SourcePosition(line: 2, column: 4)])
    }

    @Test func textAfterABlockScalarIsScannedAgain() {
        #expect(positions("title: |\n  text\nsections: *x\n") == [SourcePosition(line: 3, column: 11)])
        #expect(positions("- a: |\n    text\n  b: *x\n") == [SourcePosition(line: 3, column: 6)])
    }
}
