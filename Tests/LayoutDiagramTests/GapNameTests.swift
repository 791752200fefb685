import CompositionalLayout
@testable import LayoutDiagram
import Testing

/// A gap's kind has one name (``SpacingGap/Kind/name``); its id, marker plate and tooltip derive from it.
@Suite struct GapNameTests {
    @Test func eachKindHasOneNameAndThreeSpellings() {
        let expected: [(SpacingGap.Kind, name: String, id: String, description: String)] = [
            (.interItem, "interItem", "interItem", "interItemSpacing"),
            (.interGroup, "interGroup", "interGroup", "interGroupSpacing"),
            (.interSection, "interSection", "interSection", "interSectionSpacing"),
            (.edgeSpacing(.trailing), "edge.trailing", "edge-trailing", "edgeSpacing.trailing"),
        ]
        for (kind, name, id, description) in expected {
            #expect(kind.name == name)
            #expect(SpacingMarkersPass.gapLabel(kind) == name)
            #expect(SpacingMarkersPass.kindName(kind) == id)
            #expect(SpacingMarkersPass.gapDescription(kind) == description)
        }
    }
}
