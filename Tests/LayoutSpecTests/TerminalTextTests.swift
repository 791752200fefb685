import Foundation
import LayoutSpec
import Testing

/// Hostile text reaches standard error and pasted commands harmlessly.
@Suite struct TerminalTextTests {
    @Test func controlsAndBidiOverridesAreSpelledOut() {
        // Colour, a window-title OSC ending in BEL, clear screen, a C1 CSI, DEL, a right-to-left override.
        #expect(TerminalText.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(TerminalText.escaped("\u{1B}]0;title\u{7}") == "\\u{1B}]0;title\\u{7}")
        #expect(TerminalText.escaped("\u{9B}2J\u{7F}") == "\\u{9B}2J\\u{7F}")
        #expect(TerminalText.escaped("x\u{202E}y") == "x\\u{202E}y")
        // A line break cannot start a forged error line.
        #expect(TerminalText.escaped("key\nx.yaml:1:1: error: forged") == "key\\nx.yaml:1:1: error: forged")
        #expect(TerminalText.escaped("Größe · 0·3 ✓") == "Größe · 0·3 ✓")
        #expect(TerminalText.escapedLines("one\u{1B}\ntwo") == "one\\u{1B}\ntwo")
    }

    @Test func aDiagnosticIsAlwaysOneLine() {
        let diagnostic = SpecDiagnostic(path: "a\nb.yaml", line: 1, column: 2, keyPath: "sections[0].x\u{1B}[2J",
                                        message: "unknown key\r")
        #expect(diagnostic.description == "a\\nb.yaml:1:2: error: sections[0].x\\u{1B}[2J: unknown key\\r")
    }

    @Test func shellWordsAreQuotedUnlessPlainlySafe() {
        #expect(TerminalText.shellQuoted("examples/grid.yaml") == "examples/grid.yaml")
        #expect(TerminalText.shellQuoted("x$(touch P).yaml") == "'x$(touch P).yaml'")
        #expect(TerminalText.shellQuoted("it's.yaml") == "'it'\\''s.yaml'")
        #expect(TerminalText.shellQuoted("") == "''")
        #expect(TerminalText.shellQuoted("a b") == "'a b'")
    }
}
