import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// YAML tags: only `!!str`, `!!int` and `!!float`, and those honoured; any
/// other is an error at the tag, before parsing (issue 11: they were ignored).
@Suite struct TagTests {
    /// A one-item section whose `items` and item width are given.
    private func spec(items: String = "1", width: String = ".absolute(44)") -> String {
        """
        sections:
          - items: \(items)
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 44}, subitems: [{item: {layoutSize: {width: \(width), height: .fractionalHeight(1)}}}]}}
        """
    }

    @Test func unsupportedTagsAreRefusedAtTheTag() {
        for tag in ["!!binary", "!!python/object:os.system", "!local", "!<tag:yaml.org,2002:int>", "!!bool", "!"] {
            #expect(diagnostics(spec(items: "\(tag) 3")) == [diagnostic(2, 12, "",
                "the tag '\(tag)' is not supported; a value may be tagged only !!str, !!int or !!float")])
        }
        // On collections too, and a %TAG directive (which could make !!str mean something else).
        #expect(diagnostics("sections: !!seq []\n").map(\.message).first?.hasPrefix("the tag '!!seq' is not supported") == true)
        #expect(diagnostics("%TAG !! tag:example.com,2000:\n---\n" + spec())
                == [diagnostic(1, 1, "", "%TAG directives are not supported")])
    }

    @Test func intAndFloatAreNumbers() throws {
        #expect(try SpecReader.read(spec(items: "!!int 3"), path: "t.yaml").itemCounts == [3])
        // A quoted value tagged !!int is a whole number too.
        #expect(try SpecReader.read(spec(items: "!!int \"3\""), path: "t.yaml").itemCounts == [3])
        let solution = try SpecReader.read(spec(width: "!!float 44.5"), path: "t.yaml").solve()
        #expect(solution.elements.first?.frame.width == 44.5)
        #expect(diagnostics(spec(items: "!!int 3.5")).map(\.message) == ["expected a whole number, got '3.5'"])
        #expect(diagnostics(spec(items: "!!float 3")).map(\.message) == ["expected a whole number, got '3' tagged '!!float'"])
        #expect(diagnostics(spec(width: "!!float .absolute(4)")).map(\.message)
                == ["expected a number, as '!!float' says, got '.absolute(4)'"])
    }

    @Test func strIsTextEvenWhenItLooksLikeANumber() throws {
        #expect(diagnostics(spec(items: "!!str 3")).map(\.message)
                == ["expected a whole number, got '3' tagged '!!str', which makes it text"])
        // A bare number is an absolute dimension; tagged !!str it is not a number, and not a dimension.
        #expect(diagnostics(spec(width: "!!str 44")).map(\.message).first?.hasPrefix("expected a dimension") == true)
        // Text that is text anyway reads as before.
        #expect(try SpecReader.read(spec(width: "!!str .absolute(44)"), path: "t.yaml").solve().elements.first?.frame.width == 44)
        #expect(try SpecReader.read("title: !!str 2024\n" + spec(), path: "t.yaml").title == "2024")
    }

    @Test func aTaggedBooleanIsNotABoolean() {
        let pinned = """
            sections:
              - items: 1
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 44}, subitems: [{item: {layoutSize: {width: 44, height: 44}}}]}}
                boundarySupplementaryItems: [{elementKind: h, layoutSize: {width: .fractionalWidth(1), height: 20}, alignment: top, pinToVisibleBounds: !!str true}]
            """
        #expect(diagnostics(pinned).map(\.message) == ["expected true or false, untagged, got 'true'"])
    }
}
