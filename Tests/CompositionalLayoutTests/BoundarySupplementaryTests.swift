import Foundation
import Testing
@testable import CompositionalLayout

/// §5.3: headers, footers and the layout's own boundary items.
@Suite struct BoundarySupplementaryTests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// Apple's SectionHeadersFootersViewController: rows 44, spacing 5, insets (0, 10, 0, 10), header and footer est 44.
    private func headersAndFooters(insets sectionInsets: NSDirectionalEdgeInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10),
                                   spacing: CGFloat = 5) -> NSCollectionLayoutSection {
        let section = listSection()
        section.interGroupSpacing = spacing
        section.contentInsets = sectionInsets
        section.boundarySupplementaryItems = [boundary(header, .estimated(44), .top), boundary(footer, .estimated(44), .bottom)]
        return section
    }

    @Test func atRestTheContentStartsInsideTheSafeArea() throws {
        let insets = NSDirectionalEdgeInsets(top: 47, leading: 10, bottom: 34, trailing: 20)
        let vertical = try UICollectionViewCompositionalLayout(section: listSection())
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [3])
        // Scrolled to minus the inset at the start of the scroll axis: −47 (top) vertically, −10 (leading) horizontally.
        #expect(vertical.restingContentOffset(adjustedContentInsets: insets) == -47)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let horizontal = try UICollectionViewCompositionalLayout(section: listSection(), configuration: configuration)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [3])
        #expect(horizontal.restingContentOffset(adjustedContentInsets: insets) == -10)
    }

    @Test func headersSitAboveAndFootersBelowTheSectionsInsets() throws {
        let layout = UICollectionViewCompositionalLayout(section: headersAndFooters())
        let solution = try layout.solve(containerSize: CGSize(width: 375, height: 812), itemCounts: [5, 5])
        // Section 0: header (10, 0, 355, 44); rows at 44 + 49i → last at 240; footer at 284; end 328.
        #expect(supplementaries(solution, kind: header).map(\.frame)
                == [CGRect(x: 10, y: 0, width: 355, height: 44), CGRect(x: 10, y: 328, width: 355, height: 44)])
        #expect(frame(solution, 4) == CGRect(x: 10, y: 240, width: 355, height: 44))
        #expect(supplementaries(solution, kind: footer).map(\.frame)
                == [CGRect(x: 10, y: 284, width: 355, height: 44), CGRect(x: 10, y: 612, width: 355, height: 44)])
        // Section 1: rows from 328 + 44 = 372; content 656.
        #expect(frame(solution, 0, section: 1).minY == 372)
        #expect(solution.collectionViewContentSize.height == 656)
    }

    @Test func aFooterFollowsTheBottomInsetOnlyOnce() throws {
        // Insets (20, 10, 20, 10), 3 rows, no spacing: rows at 64, 108, 152; footer at 196 + 20 = 216; end 260
        // (IBP reports 280: it adds the bottom inset again).
        let solution = try solve(headersAndFooters(insets: .init(top: 20, leading: 10, bottom: 20, trailing: 10), spacing: 0),
                                 items: 3, width: 375)
        #expect(frame(solution, 0).minY == 64)
        #expect(supplementaries(solution, kind: footer).first?.frame == CGRect(x: 10, y: 216, width: 355, height: 44))
        #expect(solution.sections[0].frame.height == 260)
    }

    @Test func boundaryItemsSpanTheContainerWhenTheyDoNotFollowInsets() throws {
        let section = headersAndFooters()
        section.supplementariesFollowContentInsets = false
        let solution = try solve(section, items: 1, width: 375)
        #expect(supplementaries(solution, kind: header).first?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test func aHeaderThatDoesNotExtendTheBoundaryOverlaysTheContent() throws {
        let section = listSection()
        let overlay = boundary(header, .absolute(30), .top)
        overlay.extendsBoundary = false
        section.boundarySupplementaryItems = [overlay]
        let solution = try solve(section, items: 2)
        // No band: the first row stays at 0 and the section is 2 × 44 = 88.
        #expect(frame(solution, 0).minY == 0)
        #expect(supplementaries(solution, kind: header).first?.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(solution.collectionViewContentSize.height == 88)
    }

    @Test func severalHeadersAreStackedNotOverlapped() throws {
        let section = listSection()
        section.boundarySupplementaryItems = [boundary("title", .absolute(30), .top), boundary("subtitle", .absolute(20), .top)]
        let solution = try solve(section, items: 1)
        // 30 then 20: rows start at 50.
        #expect(supplementaries(solution, kind: "title").first?.frame.minY == 0)
        #expect(supplementaries(solution, kind: "subtitle").first?.frame.minY == 30)
        #expect(frame(solution, 0).minY == 50)
    }

    @Test func anAbsoluteOffsetMovesTheItemButKeepsItsBand() throws {
        let section = listSection()
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                        elementKind: header, alignment: .top,
                                                        absoluteOffset: CGPoint(x: 0, y: -10))]
        let solution = try solve(section, items: 1)
        #expect(supplementaries(solution, kind: header).first?.frame == CGRect(x: 0, y: -10, width: 390, height: 44))
        #expect(frame(solution, 0).minY == 44)
    }

    @Test func aTopTrailingHeaderSitsAtTheTrailingEdge() throws {
        let section = listSection()
        section.boundarySupplementaryItems = [boundary("more", .absolute(30), .topTrailing, width: .absolute(100))]
        let solution = try solve(section, items: 1)
        // 390 − 100 = 290.
        #expect(supplementaries(solution, kind: "more").first?.frame == CGRect(x: 290, y: 0, width: 100, height: 30))
    }

    @Test func theLayoutsOwnHeaderAndFooterWrapEverySection() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        configuration.boundarySupplementaryItems = [boundary("layout-header", .absolute(60), .top),
                                                    boundary("layout-footer", .absolute(40), .bottom)]
        let layout = UICollectionViewCompositionalLayout(section: listSection(), configuration: configuration)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2, 1])
        // Header 60; section 0 rows 60, 104 (ends 148); + 12 → section 1 at 160 (ends 204); footer at 204; content 244.
        #expect(frame(solution, 0).minY == 60)
        #expect(frame(solution, 0, section: 1).minY == 160)
        let layoutFooter = supplementaries(solution, kind: "layout-footer").first
        #expect(layoutFooter?.frame == CGRect(x: 0, y: 204, width: 390, height: 40))
        #expect(layoutFooter?.section == nil && layoutFooter?.item == nil)
        #expect(solution.collectionViewContentSize.height == 244)
        // The layout's own items come last.
        #expect(solution.elements.suffix(2).map(\.elementKind) == ["layout-header", "layout-footer"])
    }

    @Test func aHorizontalLayoutPutsHeadersAtTheLeadingEdge() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [boundary(header, .fractionalHeight(1), .leading, width: .absolute(50))]
        let solution = try solve(section, items: 2, width: 390, height: 300, configuration: configuration)
        // Header band 50 along x: header (0, 0, 50, 300); groups at 50 and 150; content 250 wide.
        #expect(supplementaries(solution, kind: header).first?.frame == CGRect(x: 0, y: 0, width: 50, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 150, y: 0, width: 100, height: 300))
        #expect(solution.collectionViewContentSize.width == 250)
    }

    @Test func aMeasuredHeaderMovesTheRowsAndLaterSections() throws {
        let section = listSection()
        section.boundarySupplementaryItems = [boundary(header, .estimated(44), .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1, 1]) { element, proposed in
            element.elementKind == UICollectionView.elementKindSectionHeader ? CGSize(width: proposed.width, height: 60) : nil
        }
        // Header 60, row at 60 (ends 104); section 1 header at 104, its row at 164.
        #expect(frame(solution, 0).minY == 60)
        #expect(frame(solution, 0, section: 1).minY == 164)
    }

    /// A list section with a pinned header and a pinned footer, both `height` tall.
    private func sectionWithPinnedHeaderAndFooter(height: CGFloat) -> NSCollectionLayoutSection {
        let section = listSection()
        let pinnedHeader = boundary(header, .absolute(height), .top)
        pinnedHeader.pinToVisibleBounds = true
        let pinnedFooter = boundary(footer, .absolute(height), .bottom)
        pinnedFooter.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinnedHeader, pinnedFooter]
        return section
    }

    @Test func pinnedHeadersAndFootersFollowTheContentOffset() throws {
        let section = sectionWithPinnedHeaderAndFooter(height: 40)
        let solution = try solve(section, items: 20, height: 400)
        // At rest: header at 0, 20 rows from 40 to 920, footer at 920; the section ends at 960.
        #expect(supplementaries(solution, kind: header).first?.frame.minY == 0)
        #expect(supplementaries(solution, kind: footer).first?.frame.minY == 920)
        // Scrolled to 300: header at 300; footer at 300 + 400 − 40 = 660.
        let scrolled = solution.pinned(atContentOffset: 300)
        #expect(supplementaries(scrolled, kind: header).first?.frame.minY == 300)
        #expect(supplementaries(scrolled, kind: footer).first?.frame.minY == 660)
        // The header never leaves its section, nor enters the footer band (920 … 960): at 870 it is at 870;
        // at 900 and 950, min(offset, 920 − 40) = 880.
        #expect(supplementaries(solution.pinned(atContentOffset: 870), kind: header).first?.frame.minY == 870)
        #expect(supplementaries(solution.pinned(atContentOffset: 900), kind: header).first?.frame.minY == 880)
        #expect(supplementaries(solution.pinned(atContentOffset: 950), kind: header).first?.frame.minY == 880)
        #expect(frame(scrolled, 0) == frame(solution, 0))
    }

    @Test func pinningHappensInsideTheAdjustedContentInsets() throws {
        // Corpus fabernovel list-section.*: an iPhone X image at rest (offset −47 under a 47-pt status bar,
        // 34-pt home indicator). The visible area is −47 + 47 = 0 … −47 + 812 − 34 = 731, so a 24-pt pinned
        // footer sits at 731 − 24 = 707 and the header at 0.
        let section = sectionWithPinnedHeaderAndFooter(height: 24)
        let solution = try solve(section, items: 30, width: 375, height: 812)
        let seen = solution.pinned(atContentOffset: -47,
                                   adjustedContentInsets: NSDirectionalEdgeInsets(top: 47, leading: 0, bottom: 34,
                                                                                  trailing: 0))
        #expect(supplementaries(seen, kind: header).first?.frame.minY == 0)
        #expect(supplementaries(seen, kind: footer).first?.frame.minY == 707)
    }

    @Test func anEmptySectionsPinnedHeaderAndFooterDoNotCross() throws {
        // Corpus fabernovel list-section.3.ios14: an empty section with pinned 24-pt header and footer and
        // interGroupSpacing 2. iOS 14: the section is 24 + (0 − 2) + 24 = 46 long, its footer band starts at 22;
        // the header stays above it, at 22 − 24 = −2, and the footer below the header band, at 24.
        let section = sectionWithPinnedHeaderAndFooter(height: 24)
        section.interGroupSpacing = 2
        let layout = UICollectionViewCompositionalLayout(section: section)
        let solution = try layout.solve(containerSize: CGSize(width: 375, height: 812), itemCounts: [0, 3],
                                        rules: .ios14)
            .pinned(atContentOffset: -47, adjustedContentInsets: NSDirectionalEdgeInsets(top: 47, leading: 0,
                                                                                         bottom: 34, trailing: 0))
        let headers = supplementaries(solution, kind: header)
        #expect(headers.map(\.frame.minY) == [-2, 46])
        #expect(supplementaries(solution, kind: footer).first?.frame.minY == 24)
    }
}
