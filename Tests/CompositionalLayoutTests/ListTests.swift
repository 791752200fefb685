import Foundation
import Testing
@testable import CompositionalLayout

/// List sections (docs/lists.md). Frames are computed by hand from `ListMetrics`:
/// rows 44 (estimated, no measurement given), grouped vertical inset 17.5 (no display scale),
/// layout margins 16 (compact) / 20 (regular), supplementary estimates 28 (plain) / 38 (grouped).
@Suite struct ListTests {
    typealias Appearance = UICollectionLayoutListConfiguration.Appearance

    private static let compact = UITraitCollection(horizontalSizeClass: .compact)
    private static let regular = UITraitCollection(horizontalSizeClass: .regular)

    private func solveList(_ appearance: Appearance, width: CGFloat, traits: UITraitCollection,
                           itemCounts: [Int] = [3], safeArea: NSDirectionalEdgeInsets = .zero,
                           rules: LayoutRules = .uikit,
                           configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in })
        throws -> LayoutSolution {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return try UICollectionViewCompositionalLayout.list(using: configuration)
            .solve(containerSize: CGSize(width: width, height: 844), itemCounts: itemCounts,
                   safeAreaInsets: safeArea, traitCollection: traits, rules: rules)
    }

    private func section(_ configuration: UICollectionLayoutListConfiguration) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection.list(
            using: configuration,
            layoutEnvironment: LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 390, height: 844)),
                                                 traitCollection: Self.compact))
    }

    private func configuration(_ appearance: Appearance,
                               _ configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in })
        -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return configuration
    }

    // MARK: Rows per appearance, headerMode .none

    @Test func plainRowsSpanTheWidthWithNoInsets() throws {
        // Rows at y = 44 × i, full width; 3 rows = 132.
        for (width, traits) in [(CGFloat(390), Self.compact), (820, Self.regular)] {
            let solution = try solveList(.plain, width: width, traits: traits)
            #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: width, height: 44))
            #expect(frame(solution, 2) == CGRect(x: 0, y: 88, width: width, height: 44))
            #expect(solution.collectionViewContentSize == CGSize(width: width, height: 132))
        }
    }

    @Test func groupedRowsSpanTheWidthBelowASeventeenAndAHalfPointInset() throws {
        // Rows at y = 17.5 + 44 × i; section = 17.5 + 132 + 17.5 = 167.
        for (width, traits) in [(CGFloat(390), Self.compact), (820, Self.regular)] {
            let solution = try solveList(.grouped, width: width, traits: traits)
            #expect(frame(solution, 0) == CGRect(x: 0, y: 17.5, width: width, height: 44))
            #expect(frame(solution, 2) == CGRect(x: 0, y: 105.5, width: width, height: 44))
            #expect(solution.collectionViewContentSize.height == 167)
        }
    }

    @Test func insetGroupedRowsStartAtTheLayoutMarginsOnACompactWidth() throws {
        // A 375-pt phone: margins 16, so x = 16, width = 375 − 2 × 16 = 343; y = 17.5 + 44 × i.
        let solution = try solveList(.insetGrouped, width: 375, traits: Self.compact)
        #expect(frame(solution, 0) == CGRect(x: 16, y: 17.5, width: 343, height: 44))
        #expect(frame(solution, 2) == CGRect(x: 16, y: 105.5, width: 343, height: 44))
        #expect(solution.collectionViewContentSize == CGSize(width: 375, height: 167))
    }

    @Test func insetGroupedRowsOnA390PointPhoneHaveTwentyPointMargins() throws {
        // iPhone 12 (390 pt, compact): the system minimum margin is 20, so rows span
        // x = 20 … 370 (corpus: insetGrouped on iPhone 12); width = 390 − 2 × 20 = 350.
        let solution = try solveList(.insetGrouped, width: 390, traits: Self.compact)
        #expect(frame(solution, 0) == CGRect(x: 20, y: 17.5, width: 350, height: 44))
        // The older rule, by size class only: 16 … 374.
        var rules = LayoutRules.uikit
        rules.systemMinimumMargin = .bySizeClass
        let bySizeClass = try solveList(.insetGrouped, width: 390, traits: Self.compact, rules: rules)
        #expect(frame(bySizeClass, 0) == CGRect(x: 16, y: 17.5, width: 358, height: 44))
    }

    @Test func insetGroupedRowsStartAtTheLayoutMarginsOnARegularWidth() throws {
        // Margins 20: x = 20, width = 820 − 2 × 20 = 780; y = 17.5 + 44 × i.
        let solution = try solveList(.insetGrouped, width: 820, traits: Self.regular)
        #expect(frame(solution, 0) == CGRect(x: 20, y: 17.5, width: 780, height: 44))
        #expect(frame(solution, 2) == CGRect(x: 20, y: 105.5, width: 780, height: 44))
        #expect(solution.collectionViewContentSize == CGSize(width: 820, height: 167))
    }

    @Test func sidebarRowsStartAtTheLayoutMarginsWithNoVerticalInset() throws {
        // Compact, 375 wide: x = 16, width = 375 − 32 = 343; regular: x = 20, width = 780; y = 44 × i.
        let compact = try solveList(.sidebar, width: 375, traits: Self.compact)
        #expect(frame(compact, 0) == CGRect(x: 16, y: 0, width: 343, height: 44))
        #expect(frame(compact, 2) == CGRect(x: 16, y: 88, width: 343, height: 44))
        let regular = try solveList(.sidebar, width: 820, traits: Self.regular)
        #expect(frame(regular, 0) == CGRect(x: 20, y: 0, width: 780, height: 44))
        #expect(regular.collectionViewContentSize.height == 132)
    }

    @Test func sidebarPlainRowsSpanTheWidthWithNoInsets() throws {
        for (width, traits) in [(CGFloat(390), Self.compact), (820, Self.regular)] {
            let solution = try solveList(.sidebarPlain, width: width, traits: traits)
            #expect(frame(solution, 1) == CGRect(x: 0, y: 44, width: width, height: 44))
            #expect(solution.collectionViewContentSize.height == 132)
        }
    }

    @Test func groupedSectionsAreThirtySixPointsApart() throws {
        // Section 0: 17.5 + 2 × 44 + 17.5 = 123. Section 1's first row: 123 + 17.5 = 140.5.
        // 390 wide: margins 20, so x = 20 and width = 390 − 40 = 350.
        let solution = try solveList(.insetGrouped, width: 390, traits: Self.compact, itemCounts: [2, 1])
        #expect(frame(solution, 1, section: 0) == CGRect(x: 20, y: 61.5, width: 350, height: 44))
        #expect(frame(solution, 0, section: 1) == CGRect(x: 20, y: 140.5, width: 350, height: 44))
        // Gap between the rows: 140.5 − (61.5 + 44) = 35. Content: 123 + 17.5 + 44 + 17.5 = 202.
        #expect(solution.collectionViewContentSize.height == 202)
    }

    @Test func insetAppearancesAddTheSafeAreaToTheMarginWhileFullWidthOnesIgnoreIt() throws {
        // Landscape-like safe area of 44 on each side.
        let safeArea = NSDirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 44)
        // insetGrouped, 375 wide: x = 44 + 16 = 60, width = 375 − 2 × 60 = 255.
        let inset = try solveList(.insetGrouped, width: 375, traits: Self.compact, safeArea: safeArea)
        #expect(frame(inset, 0) == CGRect(x: 60, y: 17.5, width: 255, height: 44))
        // plain: reference .none, so the row still spans 0 ..< 390.
        let plain = try solveList(.plain, width: 390, traits: Self.compact, safeArea: safeArea)
        #expect(frame(plain, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func separatorsDoNotChangeAnyFrame() throws {
        for appearance in Appearance.allCases {
            let with = try solveList(appearance, width: 390, traits: Self.compact)
            let without = try solveList(appearance, width: 390, traits: Self.compact) { $0.showsSeparators = false }
            #expect(with.elements == without.elements, "\(appearance)")
        }
    }

    @Test func theGroupedInsetIsRoundedUpToThePixelGridOnEachEdge() throws {
        // Corpus deluxealonso-moderncollectionviews/inset-grouped-375.ios14 (3×): the first row at 53 px = 17.667,
        // and 5 rows later the next section's first row at 17.667 + 5 × 44 + 17.667 + 17.667 = 273
        // (17.5 rounded frame by frame would give 272.5 → 272.667).
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        let solution = try UICollectionViewCompositionalLayout.list(using: configuration)
            .solve(containerSize: CGSize(width: 375, height: 724), itemCounts: [5, 10],
                   traitCollection: UITraitCollection(displayScale: 3))
        let edge = CGFloat(53) / 3
        #expect(frame(solution, 0).minY == edge)
        #expect(abs(frame(solution, 0, section: 1).minY - 273) < 1e-9)
        // 2×: 17.5 is on the grid. The older constant: 18.
        let twice = try UICollectionViewCompositionalLayout.list(using: configuration)
            .solve(containerSize: CGSize(width: 375, height: 724), itemCounts: [1],
                   traitCollection: UITraitCollection(displayScale: 2))
        #expect(frame(twice, 0).minY == 17.5)
        var rules = LayoutRules.uikit
        rules.groupedListVerticalInset = .eighteen
        let eighteen = try UICollectionViewCompositionalLayout.list(using: configuration)
            .solve(containerSize: CGSize(width: 375, height: 724), itemCounts: [1], rules: rules)
        #expect(frame(eighteen, 0).minY == 18)
    }

    @Test func firstItemInSectionIsARowLikeTheOthers() throws {
        // The header is the first cell: 3 rows of 44 below the grouped inset, no boundary item.
        let solution = try solveList(.grouped, width: 390, traits: Self.compact) { $0.headerMode = .firstItemInSection }
        #expect(frame(solution, 0) == CGRect(x: 0, y: 17.5, width: 390, height: 44))
        #expect(solution.elements.allSatisfy { $0.category == .cell })
        #expect(section(configuration(.sidebar) { $0.headerMode = .firstItemInSection }).boundarySupplementaryItems.isEmpty)
    }

    // MARK: The section's parts

    @Test func eachRowIsAGroupOfOneFullWidthEstimatedItem() {
        let list = section(configuration(.plain))
        #expect(list.group.layoutSize == size(.fractionalWidth(1), .estimated(44)))
        #expect(list.group.subitems.count == 1)
        #expect(list.group.subitems[0].layoutSize == size(.fractionalWidth(1), .estimated(44)))
        #expect(list.interGroupSpacing == 0)
        #expect(list.orthogonalScrollingBehavior == .none)
    }

    @Test func contentInsetsReferenceFollowsTheAppearance() {
        let expected: [Appearance: UIContentInsetsReference] = [
            .plain: .none, .grouped: .none, .insetGrouped: .layoutMargins, .sidebar: .layoutMargins, .sidebarPlain: .none,
        ]
        for appearance in Appearance.allCases {
            #expect(section(configuration(appearance)).contentInsetsReference == expected[appearance], "\(appearance)")
        }
    }

    @Test func withoutSupplementariesAListHasNoBoundaryItems() {
        for appearance in Appearance.allCases {
            #expect(section(configuration(appearance)).boundarySupplementaryItems.isEmpty, "\(appearance)")
        }
    }

    @Test func aSupplementaryHeaderIsAFullWidthEstimatedTopItemPinnedOnlyInPlainLists() throws {
        let expectedHeight: [Appearance: CGFloat] = [
            .plain: 28, .sidebarPlain: 28, .grouped: 38, .insetGrouped: 38, .sidebar: 38,
        ]
        for appearance in Appearance.allCases {
            let list = section(configuration(appearance) { $0.headerMode = .supplementary })
            let header = try #require(list.boundarySupplementaryItems.first)
            #expect(list.boundarySupplementaryItems.count == 1)
            #expect(header.elementKind == UICollectionView.elementKindSectionHeader)
            #expect(header.elementKind == "UICollectionElementKindSectionHeader")
            #expect(header.layoutSize == size(.fractionalWidth(1), .estimated(expectedHeight[appearance] ?? 0)), "\(appearance)")
            #expect(header.alignment == .top)
            #expect(header.extendsBoundary)
            #expect(header.pinToVisibleBounds == (appearance == .plain), "\(appearance)")
        }
    }

    @Test func aSupplementaryFooterIsAFullWidthEstimatedBottomItemNeverPinned() throws {
        let list = section(configuration(.insetGrouped) { $0.footerMode = .supplementary })
        let footer = try #require(list.boundarySupplementaryItems.first)
        #expect(footer.elementKind == UICollectionView.elementKindSectionFooter)
        #expect(footer.layoutSize == size(.fractionalWidth(1), .estimated(38)))
        #expect(footer.alignment == .bottom)
        #expect(!footer.pinToVisibleBounds)
        let plainFooter = try #require(section(configuration(.plain) { $0.footerMode = .supplementary })
            .boundarySupplementaryItems.first)
        #expect(plainFooter.layoutSize == size(.fractionalWidth(1), .estimated(28)))
        #expect(!plainFooter.pinToVisibleBounds)
    }

    @Test func aHeaderAndAFooterComeInThatOrder() {
        let list = section(configuration(.grouped) {
            $0.headerMode = .supplementary
            $0.footerMode = .supplementary
        })
        #expect(list.boundarySupplementaryItems.map(\.elementKind)
                == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
    }

    @Test func aSupplementaryReplacesTheGroupedInsetOnItsEdge() {
        let inset = ListMetrics.groupedSectionVerticalInset
        let headed = section(configuration(.grouped) { $0.headerMode = .supplementary })
        #expect(headed.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: inset, trailing: 0))
        let footed = section(configuration(.insetGrouped) { $0.footerMode = .supplementary })
        #expect(footed.contentInsets == NSDirectionalEdgeInsets(top: inset, leading: 0, bottom: 0, trailing: 0))
        let plain = section(configuration(.plain) { $0.headerMode = .supplementary; $0.footerMode = .supplementary })
        #expect(plain.contentInsets == .zero)
    }

    @Test func headerTopPaddingAddsToTheHeadersEstimate() throws {
        // 38 (grouped header) + 10 = 48.
        let padded = try #require(section(configuration(.grouped) {
            $0.headerMode = .supplementary
            $0.headerTopPadding = 10
        }).boundarySupplementaryItems.first)
        #expect(padded.layoutSize == size(.fractionalWidth(1), .estimated(48)))
        // Zero padding: the header alone, 28 in a plain list.
        let flush = try #require(section(configuration(.plain) {
            $0.headerMode = .supplementary
            $0.headerTopPadding = 0
        }).boundarySupplementaryItems.first)
        #expect(flush.layoutSize == size(.fractionalWidth(1), .estimated(28)))
        // Padding without a supplementary header has nothing to pad.
        #expect(section(configuration(.grouped) { $0.headerTopPadding = 10 }).boundarySupplementaryItems.isEmpty)
    }

    @Test func theListLayoutAsksForAListSectionPerSection() throws {
        // Two sections of an insetGrouped list layout: 17.5 + 44 + 17.5 = 79 each.
        let layout = UICollectionViewCompositionalLayout.list(using: configuration(.insetGrouped))
        guard case .provider(_) = layout.source else {
            Issue.record("list(using:) should be a section-provider layout")
            return
        }
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1, 1],
                                        traitCollection: Self.compact)
        // 390 wide: margins 20, so x = 20 and width = 390 − 40 = 350.
        #expect(frame(solution, 0, section: 1) == CGRect(x: 20, y: 96.5, width: 350, height: 44))
        #expect(solution.collectionViewContentSize.height == 158)
    }

    @Test func aListSectionMixesWithOtherSectionsInAProvider() throws {
        // Section 0: a plain grid row of 100; section 1: an insetGrouped list starting at 100 + 17.5 = 117.5.
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                return NSCollectionLayoutSection(group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(100)),
                    subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
            }
            return .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                         layoutEnvironment: environment)
        }
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2, 2],
                                        traitCollection: Self.compact)
        // 390 wide: margins 20, so x = 20 and width = 390 − 40 = 350.
        #expect(frame(solution, 0, section: 1) == CGRect(x: 20, y: 117.5, width: 350, height: 44))
    }
}

/// List headers and footers, now that the solver places boundary items.
@Suite struct ListHeaderFrameTests {
    @Test func anInsetGroupedHeaderLinesUpWithItsRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let solution = try UICollectionViewCompositionalLayout.list(using: configuration)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2])
        // Margins 20 (390 wide): 390 − 40 = 350. The header (est 38) takes the place of the 17.5-point top inset;
        // rows follow at 38 and 82.
        let header = solution.elements.first { $0.elementKind == UICollectionView.elementKindSectionHeader }
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 350, height: 38))
        #expect(solution.cell(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 20, y: 82, width: 350, height: 44))
    }
}
