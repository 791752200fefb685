import Foundation
import Testing
@testable import CompositionalLayout

/// §4: sections that scroll across the layout's main axis.
@Suite struct OrthogonalScrollingTests {
    /// A section of full-height items in `groupWidth` groups, as in seed 003's orthogonal examples (390 × 300).
    private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                          groupWidth: NSCollectionLayoutDimension = .fractionalWidth(1),
                          groupHeight: NSCollectionLayoutDimension = .fractionalHeight(1),
                          itemSize: NSCollectionLayoutSize = size(.fractionalWidth(1), .fractionalHeight(1)),
                          spacing: CGFloat = 0, insets sectionInsets: NSDirectionalEdgeInsets = .zero) -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(groupWidth, groupHeight),
                                                       subitems: [NSCollectionLayoutItem(layoutSize: itemSize)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = spacing
        section.contentInsets = sectionInsets
        return section
    }

    @Test func theContractsRankSectionPagesByGroups() throws {
        // Seed 001's rank section: 213 × 307 columns of 3 rows (count 3, spacing 3.5), insets 16, spacing 10.
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(213), .absolute(307)),
                                                      subitem: item(.absolute(213), .absolute(100)), count: 3)
        column.interItemSpacing = .fixed(3.5)
        let section = NSCollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        let solution = try solve(section, items: 12)
        // Rows (307 − 7) / 3 = 100 tall at y = 0, 103.5, 207; columns at x = 16 + 223g.
        #expect(frame(solution, 4) == CGRect(x: 239, y: 103.5, width: 213, height: 100))
        #expect(frame(solution, 9) == CGRect(x: 685, y: 0, width: 213, height: 100))
        let scrolling = try #require(solution.sections[0].orthogonal)
        // 16 + 4 × 213 + 3 × 10 + 16 = 914; rest at 223g, clamped to 914 − 390 = 524.
        #expect(scrolling.contentLength == 914)
        #expect(scrolling.viewport == CGRect(x: 0, y: 0, width: 390, height: 307))
        #expect(scrolling.restOffsets == [0, 223, 446, 524])
        // The band does not widen the layout: content 390 × 307.
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 307))
    }

    @Test func groupPagingWithAPeekOfTheNextGroup() throws {
        // Seed 003: group 0.9 wide, insets 10, spacing 10. The group resolves against the container, not less the
        // section's insets: 0.9 × 390 = 351; groups at 10 and 10 + 351 + 10 = 371.
        let solution = try solve(carousel(.groupPaging, groupWidth: .fractionalWidth(0.9), spacing: 10,
                                          insets: .init(top: 0, leading: 10, bottom: 0, trailing: 10)),
                                 items: 3, height: 300)
        #expect(frame(solution, 0) == CGRect(x: 10, y: 0, width: 351, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 371, y: 0, width: 351, height: 300))
        // 10 + 3 × 351 + 2 × 10 + 10 = 1093; offsets 0, 361, 722 → clamped to 1093 − 390 = 703.
        #expect(solution.sections[0].orthogonal?.contentLength == 1093)
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 361, 703])
    }

    @Test func theSectionContentRuleShrinksOrthogonalGroupsByTheSectionsInsets() throws {
        var rules = LayoutRules.uikit
        rules.orthogonalGroupReference = .sectionContent
        let solution = try solve(carousel(.groupPaging, groupWidth: .fractionalWidth(0.9), spacing: 10,
                                          insets: .init(top: 0, leading: 10, bottom: 0, trailing: 10)),
                                 items: 2, height: 300, rules: rules)
        // 0.9 × (390 − 20) = 333; second group at 10 + 333 + 10 = 353.
        #expect(frame(solution, 1) == CGRect(x: 353, y: 0, width: 333, height: 300))
    }

    @Test func groupPagingCenteredCentresTheFirstGroup() throws {
        // Seed 003: group 0.9 wide (351), items inset 5 across. First group at (390 − 351) / 2 = 19.5.
        let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.9), .fractionalHeight(1)),
                                                       subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let solution = try solve(section, items: 3, height: 300)
        #expect(frame(solution, 0) == CGRect(x: 24.5, y: 0, width: 341, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 375.5, y: 0, width: 341, height: 300))
        // Content 19.5 + 3 × 351 + 19.5 = 1092; each group centred: 0, 351, 702 (= 1092 − 390).
        #expect(solution.sections[0].orthogonal?.contentLength == 1092)
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 351, 702])
    }

    @Test func groupPagingCenteredWithUnevenInsetsStartsWhereUIKit14Does() throws {
        // w = 0.9 × 428 = 385.2. Default reading: 5 + (428 − 385.2 − 15)/2 = 5 + 13.9 = 18.9;
        // the next groups 385.2 + 15 = 400.2 further on: 419.1, 819.3.
        let solution = try solve(unevenlyInsetCentredSection(), items: 3, width: 428, height: 926)
        #expect(close(frame(solution, 0), CGRect(x: 18.9, y: 0, width: 385.2, height: 200)))
        #expect(close(frame(solution, 1).minX, 419.1))
        #expect(close(frame(solution, 2).minX, 819.3))
        // It ends as it starts, mirrored: 20 + 13.9 = 33.9 after the last group, so the content is
        // 819.3 + 385.2 + 33.9 = 1238.4 and offsets end at 1238.4 − 428 = 810.4. Group paging: every group
        // rests where the first does, 400.2 apart: 0, 400.2, 800.4.
        let scrolling = try #require(solution.sections[0].orthogonal)
        #expect(close(scrolling.contentLength, 1238.4))
        #expect(scrolling.restOffsets.count == 3)
        #expect(zip(scrolling.restOffsets, [0, 400.2, 800.4]).allSatisfy { close($0, $1) })
    }

    @Test func onTheDevicesGridTheUnevenlyInsetCentredGroupStartsAt19() throws {
        // UIKit 14.5 at 3× rounds each frame (LayoutRules.ios14): 18.9 × 3 = 56.7 → 57 px = 19.0, and
        // 385.2 × 3 = 1155.6 → 1156 px = 385.333, as the device shows (the old (W − w)/2 gave 21.4 → 21.333).
        let layout = UICollectionViewCompositionalLayout(section: unevenlyInsetCentredSection())
        let solution = try layout.solve(containerSize: CGSize(width: 428, height: 926), itemCounts: [3],
                                        traitCollection: UITraitCollection(displayScale: 3), rules: .ios14)
        #expect(close(frame(solution, 0).minX, 19))
        #expect(close(frame(solution, 0).width, 1156.0 / 3))
    }

    /// The first group's start, in a `width`-wide container, under each reading of ``LayoutRules/CentredGroupStart``.
    private func centredStarts(_ section: NSCollectionLayoutSection, width: CGFloat) throws -> [CGFloat] {
        let readings: [LayoutRules.CentredGroupStart] = [.pageWithSpacingAfterLeadingInset,
                                                         .lessHalfTrailingInsetBeyondSpacing, .lessHalfLeadingInset,
                                                         .betweenInsetsAfterLeadingInset, .ignoringSectionInsets]
        return try readings.map { reading in
            var rules = LayoutRules.uikit
            rules.centredGroupStart = reading
            return frame(try solve(section, items: 2, width: width, height: 926, rules: rules), 0).minX
        }
    }

    @Test func fourReadingsFitTheDeviceAndTheOldRuleDoesNot() throws {
        // 428 − 385.2 = 42.8. 5 + (42.8 − 15)/2 = 18.9; 21.4 − (20 − 15)/2 = 18.9; (42.8 − 5)/2 = 18.9;
        // 2 × 5 + (42.8 − 5 − 20)/2 = 18.9; ignoring the insets, 42.8/2 = 21.4.
        let starts = try centredStarts(unevenlyInsetCentredSection(), width: 428)
        #expect(zip(starts, [18.9, 18.9, 18.9, 18.9, 21.4]).allSatisfy { close($0, $1) })
    }

    @Test func equalInsetsAndSpacingWouldSeparateTheReadings() throws {
        // 351-wide groups (0.9 × 390), insets 10 and spacing 10: 390 − 351 = 39. 10 + (39 − 10)/2 = 24.5;
        // 19.5 − (10 − 10)/2 = 19.5; (39 − 10)/2 = 14.5; 20 + (39 − 20)/2 = 29.5; 19.5. An image of such a
        // section would settle all but the second and the old rule.
        let section = carousel(.groupPagingCentered, groupWidth: .fractionalWidth(0.9), spacing: 10,
                               insets: .init(top: 0, leading: 10, bottom: 0, trailing: 10))
        #expect(try centredStarts(section, width: 390) == [24.5, 19.5, 14.5, 29.5, 19.5])
    }

    @Test func pagingPagesByTheContainersWidth() throws {
        // Seed 003: full-width groups with spacing 10: groups at 0, 400, 800; content 3 × 390 + 20 = 1190;
        // pages 0, 390, 780 and the end, 800.
        let solution = try solve(carousel(.paging, spacing: 10), items: 3, height: 300)
        #expect(frame(solution, 2).minX == 800)
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 390, 780, 800])
    }

    @Test func continuousScrollingRestsAnywhereBetweenItsEnds() throws {
        let solution = try solve(carousel(.continuous, groupWidth: .absolute(250)), items: 3, height: 300)
        // 3 × 250 = 750; the range is 0 … 750 − 390 = 360.
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 360])
    }

    @Test func continuousGroupLeadingBoundaryRestsOnGroupEdges() throws {
        // Seed 003: group fh1 × fh1 = 300 square, item fw1 × fw1, spacing 10: groups at 0, 310, 620;
        // content 920; offsets 0, 310 and 620 clamped to 530.
        let solution = try solve(carousel(.continuousGroupLeadingBoundary, groupWidth: .fractionalHeight(1),
                                          itemSize: size(.fractionalWidth(1), .fractionalWidth(1)), spacing: 10),
                                 items: 3, height: 300)
        #expect(frame(solution, 1) == CGRect(x: 310, y: 0, width: 300, height: 300))
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 310, 530])
    }

    @Test func nestedGroupsScrollAsOneBand() throws {
        // Apple's OrthogonalScrollingViewController at 375 × 812: group 0.85 × 375 = 318.75 wide, 0.4 × 812 = 324.8 tall.
        let group = nestedGroupsSample(width: .fractionalWidth(0.85))
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let solution = try solve(section, items: 4, width: 375, height: 812)
        // Leading cell 0.7 × 318.75 − 20 = 203.125 wide; trailing cells at 223.125 + 10; group 1 at x = 318.75.
        #expect(close(frame(solution, 0), CGRect(x: 10, y: 10, width: 203.125, height: 304.8)))
        #expect(close(frame(solution, 2), CGRect(x: 233.125, y: 172.4, width: 75.625, height: 142.4)))
        #expect(close(frame(solution, 3), CGRect(x: 328.75, y: 10, width: 203.125, height: 304.8)))
        #expect(close(solution.collectionViewContentSize.height, 324.8))
    }

    @Test func anOrthogonalSectionKeepsItsHeaderAndSitsBetweenSections() throws {
        let section = carousel(.groupPaging, groupWidth: .absolute(100), groupHeight: .absolute(80))
        section.boundarySupplementaryItems = [boundary("header", .absolute(30), .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [5, 1])
        // Header 30, band 80 → section 0 ends at 110; section 1's header at 110, its band at 140.
        #expect(frame(solution, 4) == CGRect(x: 400, y: 30, width: 100, height: 80))
        #expect(solution.sections[0].orthogonal?.viewport == CGRect(x: 0, y: 30, width: 390, height: 80))
        #expect(frame(solution, 0, section: 1).minY == 140)
    }

    @Test func aHorizontalLayoutScrollsItsOrthogonalSectionsVertically() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let section = carousel(.continuous, groupWidth: .absolute(100), groupHeight: .absolute(100))
        let solution = try solve(section, items: 4, width: 390, height: 300, configuration: configuration)
        // Groups run down from y = 0: 0, 100, 200, 300; the band is 100 wide; content 400 tall (0 … 100).
        #expect(frame(solution, 3) == CGRect(x: 0, y: 300, width: 100, height: 100))
        #expect(solution.sections[0].orthogonal?.contentLength == 400)
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 100])
        #expect(solution.collectionViewContentSize == CGSize(width: 100, height: 300))
    }

    @Test func theMediaItemsSectionScrollsFourSixteenByNineTilesAcross() throws {
        let solution = try solve(NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems(), items: 5)
        // 0.25 × 390 = 97.5 wide, × 9 / 16 = 54.84375 tall, 40 apart: item 1 at 137.5.
        #expect(close(frame(solution, 1), CGRect(x: 137.5, y: 0, width: 97.5, height: 54.84375)))
        #expect(solution.sections[0].orthogonalScrollingBehavior == .continuous)
    }

    @Test func framesJSONCarriesTheOrthogonalBand() throws {
        let solution = try solve(carousel(.continuous, groupWidth: .absolute(250)), items: 3, height: 300)
        let text = String(decoding: solution.framesJSON(), as: UTF8.self)
        #expect(text.contains(#""orthogonal":{"contentWidth":750,"restOffsets":[0,360],"viewport":{"height":300,"width":390,"x":0,"y":0}},"orthogonalScrollingBehavior":"continuous""#))
    }
}

/// The solution carries what the diagram draws (issue 12): inset bands and rest positions, mirrored.
@Suite struct OrthogonalDiagramGeometryTests {
    private func solve(_ direction: UITraitEnvironmentLayoutDirection) throws -> LayoutSolution {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(50)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 20)
        return try UICollectionViewCompositionalLayout(section: section)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [3],
                   traitCollection: UITraitCollection(layoutDirection: direction))
    }

    @Test func insetBandsFrameTheWholeScrollingContent() throws {
        // Groups at x 10, 110, 210 (leading inset 10); they end at 310, so the content is 310 + 20 = 330 long.
        // Bands: top 5 across the inset box (0…330), leading 10 at 0, trailing 20 at 310, beside the 50-tall band.
        let ltr = try solve(.leftToRight).sections[0]
        #expect(ltr.orthogonal?.contentFrame == CGRect(x: 0, y: 5, width: 330, height: 50))
        #expect(ltr.insetBands.map(\.edge) == [.top, .leading, .trailing])
        #expect(ltr.insetBands.map(\.frame) == [CGRect(x: 0, y: 0, width: 330, height: 5),
                                               CGRect(x: 0, y: 5, width: 10, height: 50),
                                               CGRect(x: 310, y: 5, width: 20, height: 50)])
        // Right to left, mirrored about the 390-wide content: 390 − 330 = 60, 390 − 10 = 380, 390 − 330 = 60.
        let rtl = try solve(.rightToLeft).sections[0]
        #expect(rtl.orthogonal?.contentFrame == CGRect(x: 60, y: 5, width: 330, height: 50))
        #expect(rtl.insetBands.map(\.frame) == [CGRect(x: 60, y: 0, width: 330, height: 5),
                                               CGRect(x: 380, y: 5, width: 10, height: 50),
                                               CGRect(x: 60, y: 5, width: 20, height: 50)])
    }

    @Test func restPositionsAreWherePagesStartOnScreen() throws {
        // groupPaging, five 150-wide groups from x 10 (leading inset 10), trailing inset 20: they start at
        // 10, 160, 310, 460, 610 and end at 760, so the content is 780 long and the largest offset 780 − 390 = 390.
        // Offsets x_g − x_0 = 0, 150, 300, 450, 600, clamped to 390: 0, 150, 300, 390.
        func solve(_ direction: UITraitEnvironmentLayoutDirection) throws -> OrthogonalScrolling? {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(50)),
                                                           subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
            return try UICollectionViewCompositionalLayout(section: section)
                .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [5],
                       traitCollection: UITraitCollection(layoutDirection: direction)).sections[0].orthogonal
        }
        let ltr = try #require(try solve(.leftToRight))
        #expect(ltr.restOffsets == [0, 150, 300, 390])
        // A page starts that far from the viewport's left edge (0) …
        #expect(ltr.restPositions == [0, 150, 300, 390])
        // … or, right to left, from its right edge: 390 − 0, 390 − 150, 390 − 300, 390 − 390.
        let rtl = try #require(try solve(.rightToLeft))
        #expect(rtl.restOffsets == [0, 150, 300, 390])
        #expect(rtl.restPositions == [390, 240, 90, 0])
    }
}
