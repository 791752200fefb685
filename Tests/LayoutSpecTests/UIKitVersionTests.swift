import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// The top-level `uikit` key: which UIKit version's rules the spec is solved with.
@Suite struct UIKitVersionTests {
    @Test func theVersionPicksItsRulesProfile() throws {
        #expect(try read("uikit: 14\nsections: [{items: 1, group: \(trivialGroup)}]").rules == .ios14)
        #expect(try read("uikit: 17\nsections: [{items: 1, group: \(trivialGroup)}]").rules == .ios17)
        // 13 and 15 follow iOS 14's rules; 16 and 26 iOS 17's.
        #expect(try read("uikit: 13\nsections: [{items: 1, group: \(trivialGroup)}]").rules == .ios14)
        #expect(try read("uikit: 15\nsections: [{items: 1, group: \(trivialGroup)}]").rules == .ios14)
        #expect(try read("uikit: 16\nsections: [{items: 1, group: \(trivialGroup)}]").rules == .ios17)
        #expect(try read("uikit: 26\nsections: [{items: 1, group: \(trivialGroup)}]").rules == .ios17)
        // Without the key: the newest behaviour.
        let plain = try read("sections: [{items: 1, group: \(trivialGroup)}]")
        #expect(plain.uikitVersion == nil)
        #expect(plain.rules == .uikit)
    }

    @Test func theVersionChangesTheFrames() throws {
        // An empty section with insets 10 + 10 and interGroupSpacing 4, then a 1-point row:
        // iOS 17 collapses it (the row starts at 0); iOS 14 keeps 10 + 10 − 4 = 16.
        let body = """
            sections:
              - {items: 0, group: \(trivialGroup), contentInsets: 10, interGroupSpacing: 4}
              - {items: 1, group: \(trivialGroup)}
            """
        let newest = try read(body).solve()
        let ios14 = try read("uikit: 14\n" + body).solve()
        #expect(newest.cell(at: IndexPath(item: 0, section: 1))?.frame.minY == 0)
        #expect(ios14.cell(at: IndexPath(item: 0, section: 1))?.frame.minY == 16)
    }

    @Test func aVersionWithoutCompositionalLayoutIsAnError() {
        let found = diagnostics("uikit: 12\nsections: [{items: 1, group: \(trivialGroup)}]")
        #expect(found.map(\.keyPath) == ["uikit"])
        #expect(found.first?.line == 1)
        #expect(found.first?.column == 8)
    }
}
