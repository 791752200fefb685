@testable import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `custom:` groups: fixed frames, and the built-in waterfall provider.
@Suite struct CustomGroupTests {
    /// A one-section spec of `items` whose group is `custom: {…}` with `body` after its layoutSize (line 6 on).
    private func spec(items: String = "4", _ body: String) -> String {
        """
        sections:
          - items: \(items)
            group:
              custom:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(300)}
                \(body)
        """
    }

    private func group(_ yaml: String) throws -> NSCollectionLayoutGroup {
        try #require(try read(yaml).sectionChoices.first?.base.built?.group)
    }

    /// The custom items `group` returns for a container of `size` and the group's insets.
    private func items(of group: NSCollectionLayoutGroup, size: CGSize) -> [NSCollectionLayoutGroupCustomItem] {
        guard case .custom(let provider) = group.arrangement else { return [] }
        return provider(LayoutEnvironment(container: LayoutContainer(contentSize: size, contentInsets: group.contentInsets),
                                          traitCollection: UITraitCollection()))
    }

    // MARK: - Frames

    @Test func framesAreTheItemsTheProviderReturns() throws {
        // The body's later lines are indented 8 spaces, as its first line is in the spec.
        let group = try group(spec("""
            frames:
                      - {x: 0, y: 0, width: 100, height: 120}
                      - {x: 110, y: 0, width: 100, height: 60, zIndex: 2}
                    contentInsets: 5
                    supplementaryItems: [{elementKind: b, layoutSize: {width: 10, height: 10}, containerAnchor: {edges: top}}]
            """))
        #expect(group.isCustom)
        #expect(group.layoutSize == NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)))
        #expect(group.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(group.supplementaryItems.map(\.elementKind) == ["b"])
        // NSCollectionLayoutGroupCustomItem(frame:) and (frame:zIndex:), whatever the environment.
        let items = items(of: group, size: CGSize(width: 390, height: 300))
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 120),
                                       CGRect(x: 110, y: 0, width: 100, height: 60)])
        #expect(items.map(\.zIndex) == [0, 2])
    }

    @Test func aCustomGroupMayBeNested() throws {
        let group = try group("""
            sections:
              - items: 4
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(100)}
                    subitems:
                      - custom: {layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}, frames: [{width: 50, height: 50}]}
            """)
        let nested = try #require(group.subitems.first as? NSCollectionLayoutGroup)
        #expect(nested.isCustom)
        #expect(items(of: nested, size: CGSize(width: 195, height: 100)).map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
    }

    @Test func framesThatAreNotFiniteAreErrors() {
        let found = diagnostics(spec("frames: [{x: .nan, y: 0, width: .inf, height: 1e999}]"))
        // Line 6: 8 spaces + "frames: [{x: " = 21 characters before `.nan`.
        #expect(found == [
            diagnostic(6, 22, "sections[0].group.custom.frames[0].x", "expected a finite number, got '.nan'"),
            // 8 + "frames: [{x: .nan, y: 0, width: " = 40 characters.
            diagnostic(6, 41, "sections[0].group.custom.frames[0].width", "expected a finite number, got '.inf'"),
            // 40 + ".inf, height: " = 54 characters.
            diagnostic(6, 55, "sections[0].group.custom.frames[0].height", "expected a finite number, got '1e999'"),
        ])
    }

    @Test func aNegativeOrZeroFrameSizeIsAnError() {
        let found = diagnostics(spec("frames: [{width: -10, height: 0}]"))
        // 8 + "frames: [{width: " = 25 characters; 25 + "-10, height: " = 38.
        #expect(found == [
            diagnostic(6, 26, "sections[0].group.custom.frames[0].width",
                       "negative size '-10'; a custom frame's width and height must be greater than 0"),
            diagnostic(6, 39, "sections[0].group.custom.frames[0].height",
                       "zero size '0'; a custom frame's width and height must be greater than 0"),
        ])
    }

    @Test func aCustomGroupNeedsFramesOrAWaterfallButNotBoth() {
        #expect(diagnostics(spec("contentInsets: 0")).map(\.message)
                == ["missing item frames: give 'frames', or a built-in provider such as 'waterfall'"])
        #expect(diagnostics(spec("frames: []")).map(\.message) == ["expected at least one frame, got an empty list"])
        let both = diagnostics(spec("frames: [{width: 1, height: 1}]\n        waterfall: {columns: 2, heights: [1]}"))
        #expect(both == [diagnostic(7, 9, "sections[0].group.custom.waterfall",
                                    "'waterfall' cannot be combined with 'frames'; give one of them")])
        let subitems = diagnostics(spec("frames: [{width: 1, height: 1}]\n        subitems: []"))
        #expect(subitems.map(\.message) == ["'subitems' belongs to 'horizontal:' or 'vertical:'; a custom group "
                                            + "places its items at 'frames'"])
    }

    @Test func aSolverErrorAboutACustomGroupPointsAtIt() {
        // The frames are fine, but the group is 20,000,000 points tall.
        let found = solveDiagnostic(spec("frames: [{width: 1, height: 1}]").replacingOccurrences(
            of: ".absolute(300)", with: ".absolute(20000000)"))
        #expect(found?.line == 4)
        #expect(found?.column == 7)
        #expect(found?.keyPath == "sections[0].group.custom")
    }

    // MARK: - Waterfall

    /// Seed 001's waterfall: two columns 10 apart inside 20-point side insets.
    private let seedWaterfall = WaterfallProvider(
        columns: 2, spacing: 10, contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
        heights: [120, 180, 90, 150, 110])

    @Test func theWaterfallPutsEachItemInTheShortestColumn() {
        let frames = seedWaterfall.frames(width: 390)
        // Column width (390 − 20 − 20 − 10) / 2 = 170; columns at x = 20 and 20 + 170 + 10 = 200.
        #expect(frames == [
            CGRect(x: 20, y: 0, width: 170, height: 120),    // both empty: the lower index; left 120
            CGRect(x: 200, y: 0, width: 170, height: 180),   // right (0 < 120): 180
            CGRect(x: 20, y: 130, width: 170, height: 90),   // left (120 < 180): 120 + 10; left 220
            CGRect(x: 200, y: 190, width: 170, height: 150), // right (180 < 220): 180 + 10; right 340
            CGRect(x: 20, y: 230, width: 170, height: 110),  // left (220 < 340): 220 + 10; left 340
        ])
    }

    @Test func theWaterfallStartsColumnsAtItsTopInsetAndTakesTheGroupsInnerWidth() {
        let provider = WaterfallProvider(columns: 3, spacing: 5,
                                         contentInsets: NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0),
                                         heights: [10, 10, 10, 10])
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: 320, height: 100),
                                       contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)),
            traitCollection: UITraitCollection())
        // Inner width 320 − 5 − 5 = 310; columns (310 − 2·5) / 3 = 100 wide at x = 0, 105, 210.
        // The fourth item ties all three at 18 and goes left, 5 below: y = 8 + 10 + 5 = 23.
        #expect(provider.items(in: environment).map(\.frame) == [
            CGRect(x: 0, y: 8, width: 100, height: 10), CGRect(x: 105, y: 8, width: 100, height: 10),
            CGRect(x: 210, y: 8, width: 100, height: 10), CGRect(x: 0, y: 23, width: 100, height: 10),
        ])
    }

    @Test func aWaterfallTakesMeasuredHeightsFirstThenItsHeightsInTurn() throws {
        let group = try group(spec(items: "[{label: A, size: {height: 50}}, B, C, {size: {width: 9}}]",
                                   "waterfall: {columns: 1, heights: [10, 20]}"))
        // Item 0 measured 50; items 1–3 take heights[1 % 2] = 20, heights[2 % 2] = 10, heights[3 % 2] = 20
        // (item 3's measured size has no height). One column: y = 0, 50, 70, 80.
        #expect(items(of: group, size: CGSize(width: 100, height: 300)).map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 50, width: 100, height: 20),
            CGRect(x: 0, y: 70, width: 100, height: 10), CGRect(x: 0, y: 80, width: 100, height: 20),
        ])
    }

    @Test func aWaterfallWithNoColumnsIsAnError() {
        let found = diagnostics(spec("waterfall: {columns: 0, heights: [100]}"))
        // Line 6: 8 spaces + "waterfall: {columns: " = 29 characters.
        #expect(found == [diagnostic(6, 30, "sections[0].group.custom.waterfall.columns",
                                     "a waterfall needs at least 1 column")])
        #expect(diagnostics(spec("waterfall: {columns: 65, heights: [100]}")).map(\.message)
                == ["a waterfall has at most 64 columns, got 65"])
    }

    @Test func aWaterfallItemWithNoHeightIsAnError() {
        let found = diagnostics(spec(items: "[{label: A, size: {height: 50}}, B]", "waterfall: {columns: 2}"))
        // Reported at the waterfall's mapping: 8 spaces + "waterfall: " = 19 characters.
        #expect(found == [diagnostic(6, 20, "sections[0].group.custom.waterfall",
                                     "item 1 has no height: give the waterfall 'heights', or give the item a measured "
                                     + "height in the section's items, as in {label: A, size: {height: 120}}")])
    }

    @Test func aWaterfallMustBeTheSectionsGroup() {
        let found = diagnostics("""
            sections:
              - items: 4
                group:
                  vertical:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(100)}
                    subitems:
                      - custom: {layoutSize: {width: 1, height: 1}, waterfall: {columns: 2, heights: [1]}}
            """)
        // Line 7: 10 spaces + "- custom: {layoutSize: {width: 1, height: 1}, " = 56 characters before `waterfall`.
        #expect(found == [diagnostic(7, 57, "sections[0].group.vertical.subitems[0].custom.waterfall",
                                     "a waterfall places every item of its section, so it must be the section's "
                                     + "group, not nested in another group")])
    }

    @Test func aWaterfallsBottomInsetWouldHaveNoEffect() {
        let found = diagnostics(spec("waterfall: {columns: 2, heights: [1], contentInsets: {bottom: 10}}"))
        #expect(found.map(\.message) == ["a waterfall's bottom inset has no effect (an estimated group is as tall "
                                         + "as its tallest column); put the space in the section's contentInsets"])
    }
}
