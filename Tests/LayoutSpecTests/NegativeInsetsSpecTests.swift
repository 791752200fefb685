import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// A spec reads negative `contentInsets` as UIKit accepts them, and still refuses a negative safe area.
@Suite struct NegativeInsetsSpecTests {
    @Test func negativeContentInsetsAreReadAndSolved() throws {
        let specification = try read(spec(section: """
            items: 2
            contentInsets: {top: -50, leading: 100, trailing: -100}
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(100)}
                subitems:
                  - item:
                      layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
                      contentInsets: {trailing: -10}
            """))
        let solution = try specification.solve()
        // Section width 390 − 100 + 100 = 390 from x 100; rows start at 0 − 50 = −50.
        // Slots 195 wide at 100 and 295; trailing −10 makes each cell 205 wide.
        #expect(frame(solution, 0) == CGRect(x: 100, y: -50, width: 205, height: 100))
        #expect(frame(solution, 1) == CGRect(x: 295, y: -50, width: 205, height: 100))
    }

    @Test func aNegativeSafeAreaIsStillAnError() {
        let found = diagnostics("""
            container: {width: 390, height: 844, safeAreaInsets: {top: -1}}
            sections:
              - {items: 1, group: \(trivialGroup)}
            """)
        // Line 1: "container: {width: 390, height: 844, safeAreaInsets: {top: " is 59 characters.
        #expect(found == [diagnostic(1, 60, "container.safeAreaInsets.top", "expected a number from 0 to 10000000, got '-1'")])
    }
}
