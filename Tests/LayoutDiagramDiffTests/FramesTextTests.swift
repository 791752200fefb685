import Foundation
import LayoutDiagramDiff
import LayoutDiagramTestSupport
import Testing

/// The relayout the golden-format tests rely on, and the lines a mismatch shows.
@Suite struct FramesTextTests {
    @Test func topLevelMembersAndContainerArrayEntriesGetTheirOwnLines() {
        let json = #"{"a":{"x":1},"b":[{"i":0},{"i":1}],"c":[1,2],"d":[]}"#
        #expect(FramesJSONRelayout.format(Data(json.utf8)) == """
            {
              "a":{"x":1},
              "b":[
                {"i":0},
                {"i":1}
              ],
              "c":[1,2],
              "d":[]
            }

            """)
    }

    @Test func onlyWhitespaceBetweenTokensIsIgnored() {
        let compact = FramesJSONRelayout.format(Data(#"{"s":"a b\" ,","n":1.50}"#.utf8))
        let spaced = FramesJSONRelayout.format(Data("{ \"s\" : \"a b\\\" ,\",\r\n \"n\": 1.50 }\n".utf8))
        #expect(compact == spaced)
        #expect(compact?.contains(#""s":"a b\" ,","#) == true)   // strings copied byte for byte
        #expect(FramesJSONRelayout.format(Data(#"{"n":1.5}"#.utf8)) != compact)   // 1.50 is not 1.5
    }

    @Test(arguments: ["", "{", "{\"a\":}", "[1,]", "{\"a\":1} x", "\"open"])
    func invalidJSONIsNil(text: String) {
        #expect(FramesJSONRelayout.format(Data(text.utf8)) == nil)
    }

    @Test func linesDropTerminatorsAndTheFinalEmptyLine() {
        #expect(FramesText.lines("a\r\nb\n") == ["a", "b"])
        #expect(FramesText.lines("a\n\nb") == ["a", "", "b"])
    }
}

/// The unified diff in a frames mismatch.
@Suite struct LineDiffTests {
    @Test func changedLineWithContext() {
        let old = (1...10).map { "line \($0)" }
        var new = old
        new[4] = "line five"
        #expect(LineDiff(old: old, new: new).unified(oldName: "golden", newName: "actual") == """
            --- golden
            +++ actual
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8
            """)
    }

    @Test func insertionKeepsTheLinesAfterItAligned() {
        let diff = LineDiff(old: ["a", "b", "c", "d"], new: ["a", "b", "new", "c", "d"])
        #expect(diff.script.map(\.operation) == [.same, .same, .added, .same, .same])
        #expect(diff.unified(oldName: "o", newName: "n", context: 1) == "--- o\n+++ n\n@@ -2,2 +2,3 @@\n b\n+new\n c")
    }

    @Test func distantChangesMakeSeparateHunksAndTheRestIsCounted() {
        let old = (1...40).map(String.init)
        var new = old
        new[2] = "three"
        new[30] = "thirty-one"
        new[35] = "thirty-six"
        let diff = LineDiff(old: old, new: new)
        #expect(diff.changedLineCount == 6)
        let text = diff.unified(oldName: "o", newName: "n", context: 1, maxChangedLines: 4)
        #expect(text.contains("@@ -2,3 +2,3 @@\n 2\n-3\n+three\n 4"))
        #expect(text.contains("@@ -30,3 +30,3 @@\n 30\n-31\n+thirty-one\n 32"))
        #expect(!text.contains("thirty-six"))
        #expect(text.hasSuffix("… 2 more changed lines not shown"))
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff(old: ["a"], new: ["a"]).unified(oldName: "o", newName: "n") == "")
    }

    @Test func emptySidesAreAllAddedOrRemoved() {
        #expect(LineDiff(old: [], new: ["a"]).unified(oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -0,0 +1,1 @@\n+a")
        #expect(LineDiff(old: ["a"], new: []).unified(oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1,1 +0,0 @@\n-a")
    }
}
