import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// Specs solve to the frames computed by hand, and solver errors point at the YAML at fault.
@Suite struct SolveTests {
    @Test func paddedThreeColumnsMatchTheArithmetic() throws {
        let solution = try read("""
            container: {width: 390, height: 300}
            sections:
              - items: 15
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(200)}
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
                    count: 3
                    interItemSpacing: .fixed(10)
                interGroupSpacing: 10
                contentInsets: 10
            """).solve()
        // Each column: (390 − 2·10 insets − 2·10 spacing) / 3 = 350 / 3 = 116.667.
        let column: CGFloat = 350.0 / 3.0
        #expect(close(frame(solution, 0), CGRect(x: 10, y: 10, width: column, height: 200)))
        // x = 10 + 116.667 + 10 = 136.667; x = 136.667 + 116.667 + 10 = 263.333.
        #expect(close(frame(solution, 1), CGRect(x: 20 + column, y: 10, width: column, height: 200)))
        #expect(close(frame(solution, 2), CGRect(x: 30 + 2 * column, y: 10, width: column, height: 200)))
        // Row 2 starts at 10 + 200 + 10 = 220.
        #expect(close(frame(solution, 3), CGRect(x: 10, y: 220, width: column, height: 200)))
        // 5 rows: 10 + 5·200 + 4·10 + 10 = 1060.
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 1060))
    }

    @Test func subitemCountForcesTheWidthButRepeatingSubitemKeepsIt() throws {
        func spec(_ form: String) -> String {
            """
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(50)}
                    \(form): {item: {layoutSize: {width: .fractionalWidth(0.25), height: .fractionalHeight(1)}}}
                    count: 3
            """
        }
        let forced = try read(spec("subitem")).solve()
        // subitem + count: 390 / 3 = 130 each, the item's 0.25 ignored.
        #expect(close(frame(forced, 1), CGRect(x: 130, y: 0, width: 130, height: 50)))
        let repeating = try read(spec("repeatingSubitem")).solve()
        // repeatingSubitem + count: 0.25 · 390 = 97.5 each, side by side.
        #expect(close(frame(repeating, 1), CGRect(x: 97.5, y: 0, width: 97.5, height: 50)))
        #expect(close(frame(repeating, 2), CGRect(x: 195, y: 0, width: 97.5, height: 50)))
    }

    @Test func aHorizontalLayoutStacksGroupsLeftToRight() throws {
        let url = examplesDirectory.appendingPathComponent("scroll-direction-horizontal.yaml")
        let solution = try SpecReader.read(contentsOf: url.path).solve()
        // Groups are 250 wide and as tall as the 300-point view; each holds two 100-wide items.
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 100, y: 0, width: 100, height: 300))
        #expect(frame(solution, 2) == CGRect(x: 250, y: 0, width: 100, height: 300))
        // 15 items in groups of 2: 8 groups, 8 · 250 = 2000 wide.
        #expect(solution.collectionViewContentSize == CGSize(width: 2000, height: 300))
    }

    @Test func aContainerOverrideReplacesTheSpecsSize() throws {
        let specification = try SpecReader.read(contentsOf: examplesDirectory.appendingPathComponent("count.yaml").path)
        let wide = try specification.solve(containerSize: CGSize(width: 600, height: 300))
        // Three columns of 600 / 3 = 200, and rows as tall as a third of the width.
        #expect(frame(wide, 4) == CGRect(x: 200, y: 200, width: 200, height: 200))
    }

    @Test func noRoomForAGroupIsReportedAtTheGroup() {
        let found = solveDiagnostic("""
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: {width: .absolute(100), height: .absolute(44)}
                    contentInsets: {leading: 60, trailing: 60}
                    subitems:
                      - item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}
            """)
        #expect(found == diagnostic(4, 7, "sections[0].group.horizontal",
                                    "no room for subitems: the group is 100×44 and its contentInsets leave -20×44"))
    }

    @Test func anItemTooWideForItsGroupIsReportedAtTheItem() throws {
        let found = solveDiagnostic("""
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                    subitems:
                      - item: {layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}}
                      - vertical:
                          layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
                          subitems:
                            - item: {layoutSize: {width: .fractionalWidth(1), height: .absolute(400)}}
            """)
        // Line 11 is 16 spaces + "- ", so `item` starts in column 19.
        #expect(found?.line == 11)
        #expect(found?.column == 19)
        #expect(found?.keyPath == "sections[0].group.horizontal.subitems[1].vertical.subitems[0].item")
        #expect(found?.message == "no room for this subitem: it needs 400 points along the group's height but the group has 44")
    }

    @Test func aSectionWideProblemIsReportedAtTheSection() {
        let found = solveDiagnostic("""
            sections:
              - items: 3
                group: \(trivialGroup)
              - items: 200
                group: {horizontal: {layoutSize: {width: 1, height: 10000000}, subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}
            """)
        // 200 groups of 10,000,000 points: past the 1,000,000,000-point content limit, which no one object causes.
        #expect(found == diagnostic(4, 5, "sections[1]", "the layout is longer than 1000000000 points"))
    }

    @Test func aLayoutWideProblemIsReportedAtTheStartOfTheFile() throws {
        let specification = try SpecReader.read(contentsOf: examplesDirectory.appendingPathComponent("count.yaml").path)
        do {
            _ = try specification.solve(containerSize: CGSize(width: 0, height: 300))
            Issue.record("a zero-width container should not solve")
        } catch {
            #expect(error.diagnostics.map(\.line) == [1])
            #expect(error.diagnostics.map(\.column) == [1])
            #expect(error.diagnostics.first?.keyPath == "")
            #expect(error.diagnostics.first?.path.hasSuffix("examples/count.yaml") == true)
        }
    }
}
