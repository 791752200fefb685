import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `list:` sections are what `NSCollectionLayoutSection.list(using:layoutEnvironment:)` returns.
@Suite struct ListTests {
    @Test func aListSectionIsTheSwiftAPIsListSection() throws {
        let specification = try read("""
            sections:
              - items: [Inbox, Sent]
                list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary,
                       showsSeparators: false, headerTopPadding: 8}
            """)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.showsSeparators = false
        configuration.headerTopPadding = 8
        let builder = try #require(specification.sectionChoices.first.flatMap { choices -> ListSectionBuilder? in
            if case .list(let builder) = choices.base { return builder }
            return nil
        })
        #expect(builder.list.configuration == configuration)

        let swift = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment())
        let section = try providedSection(specification)
        #expect(section.group.layoutSize == swift.group.layoutSize)
        #expect(section.group.subitems.map(\.layoutSize) == swift.group.subitems.map(\.layoutSize))
        #expect(section.contentInsets == swift.contentInsets)
        #expect(section.contentInsetsReference == swift.contentInsetsReference)
        #expect(section.interGroupSpacing == swift.interGroupSpacing)
        #expect(section.boundarySupplementaryItems.map(\.elementKind)
                == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
        #expect(section.boundarySupplementaryItems.map(\.layoutSize) == swift.boundarySupplementaryItems.map(\.layoutSize))
        #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds)
                == swift.boundarySupplementaryItems.map(\.pinToVisibleBounds))
    }

    @Test func everyAppearanceAndModeIsAccepted() throws {
        for appearance in UICollectionLayoutListConfiguration.Appearance.specCases {
            let specification = try read("""
                sections:
                  - {items: 1, list: {appearance: \(appearance.name), headerMode: firstItemInSection, footerMode: none}}
                """)
            guard case .list(let builder)? = specification.sectionChoices.first?.base else {
                Issue.record("\(appearance.name) is not a list")
                continue
            }
            #expect(builder.list.configuration.appearance == appearance.value)
            #expect(builder.list.configuration.headerMode == .firstItemInSection)
            #expect(builder.list.configuration.footerMode == UICollectionLayoutListConfiguration.FooterMode.none)
            #expect(builder.list.configuration.showsSeparators == true)
            #expect(builder.list.configuration.headerTopPadding == nil)
        }
    }

    @Test func theSectionsOwnKeysAreSetOnTheListSection() throws {
        let specification = try read("""
            sections:
              - items: 3
                list: {appearance: plain, headerMode: supplementary}
                contentInsets: {top: 4, leading: 0, bottom: 4, trailing: 0}
                interGroupSpacing: 2
                boundarySupplementaryItems: [{elementKind: banner, layoutSize: {width: 1, height: 1}, alignment: bottom}]
                decorationItems: [{background: bg}]
            """)
        let section = try providedSection(specification)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        #expect(section.interGroupSpacing == 2)
        // The list's own header stays; the spec's boundary items come after it.
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == [UICollectionView.elementKindSectionHeader, "banner"])
        #expect(section.decorationItems.map(\.elementKind) == ["bg"])
        // Built anew for each environment, as a provider calling `.list` would.
        #expect(try providedSection(specification) !== section)
    }

    @Test func aVariantMayTurnAGroupIntoAList() throws {
        let specification = try read(spec(section: """
            items: 3
            group: \(trivialGroup)
            variants:
              - when: {minWidth: 600}
                list: {appearance: sidebar}
            """))
        let narrow = try providedSection(specification, in: environment(width: 390))
        let wide = try providedSection(specification, in: environment(width: 820))
        #expect(narrow.group.layoutSize.widthDimension == .absolute(1))
        #expect(wide.group.layoutSize.widthDimension == .fractionalWidth(1))
        #expect(wide.contentInsetsReference == .layoutMargins)
    }

    @Test func anUnknownAppearanceIsAnError() {
        let found = diagnostics(spec(section: "items: 3\nlist: {appearance: inset}"))
        // Line 4: 4 spaces + "list: {appearance: " = 23 characters.
        #expect(found == [diagnostic(4, 24, "sections[0].list.appearance",
                                     "expected one of plain, grouped, insetGrouped, sidebar, sidebarPlain, got 'inset'")])
    }

    @Test func aListNeedsAnAppearanceAndKnowsItsModes() {
        let found = diagnostics(spec(section: "items: 3\nlist: {headerMode: supplementry, footerMode: firstItemInSection}"))
        #expect(found.map(\.message) == [
            "missing required key 'appearance'",
            "expected one of none, supplementary, firstItemInSection, got 'supplementry'; did you mean 'supplementary'?",
            "expected one of none, supplementary, got 'firstItemInSection'",
        ])
    }

    @Test func aPlainListSolvesToFullWidthRows() throws {
        let solution = try read("""
            sections:
              - {items: [A, B, C], list: {appearance: plain}}
            """).solve()
        // Rows are .fractionalWidth(1) × .estimated(44), one per group, no insets: (0, 44i, 390, 44).
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(frame(solution, 2) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 132))
    }

    @Test func anInsetGroupedListSolvesToRowsInsideTheLayoutMargins() throws {
        let solution = try read("""
            sections:
              - {items: [A, B], list: {appearance: insetGrouped}}
            """).solve()
        // The layout margins of a 390-point view are 20 on each side: rows 390 − 40 = 350 wide at x = 20,
        // below the grouped top inset of 17.5 (no display scale).
        #expect(frame(solution, 0) == CGRect(x: 20, y: 17.5, width: 350, height: 44))
        #expect(frame(solution, 1) == CGRect(x: 20, y: 61.5, width: 350, height: 44))
        // 17.5 + 2 · 44 + 17.5 = 123.
        #expect(solution.collectionViewContentSize.height == 123)
    }

    @Test func aSolverErrorInAListSectionPointsAtTheList() {
        let found = solveDiagnostic(spec(section: """
            items: 3
            list: {appearance: plain}
            contentInsets: {leading: 200, trailing: 200}
            """))
        // The section's insets leave no width for the list's rows; the list's objects were created at `list`.
        #expect(found?.line == 4)
        #expect(found?.column == 5)
        #expect(found?.keyPath == "sections[0].list")
    }
}

/// A list's own header and footer take measured sizes, as other supplementaries do (corpus: a grouped
/// list's header self-sizes to 39.667 pt on the device).
@Suite struct ListMeasuredHeaderTests {
    @Test func aListsHeaderTakesItsMeasuredHeight() throws {
        let solution = try read("""
            sections:
              - items: 2
                list: {appearance: insetGrouped, headerMode: supplementary, headerMeasuredSize: {height: 39.667}}
            """).solve()
        let header = solution.elements.first { $0.elementKind == UICollectionView.elementKindSectionHeader }
        // 390 wide: margins 20, width 350; the header is 39.667 tall (not its 38 estimate), so the rows
        // start at 39.667 and 39.667 + 44 = 83.667.
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 350, height: 39.667))
        #expect(frame(solution, 1) == CGRect(x: 20, y: 83.667, width: 350, height: 44))
    }

    @Test func theSwiftMeasurementHookMeasuresTheListsHeaderToo() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let solution = try UICollectionViewCompositionalLayout.list(using: configuration)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1], measuredSize: { element, proposed in
                element.elementKind == UICollectionView.elementKindSectionHeader
                    ? CGSize(width: proposed.width, height: 50) : nil
            })
        // The header is 50 tall; the row follows at 50.
        #expect(frame(solution, 0).minY == 50)
    }

    @Test func aMeasuredSizeWithoutTheViewIsAnError() {
        let found = diagnostics("""
            sections:
              - {items: 1, list: {appearance: grouped, footerMeasuredSize: {height: 20}}}
            """)
        #expect(found.map(\.keyPath) == ["sections[0].list.footerMeasuredSize"])
    }
}
