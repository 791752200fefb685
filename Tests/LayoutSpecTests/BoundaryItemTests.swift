import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `boundarySupplementaryItems` of sections and of the configuration build what the Swift API builds.
@Suite struct BoundaryItemTests {
    /// A one-section spec whose section's `boundarySupplementaryItems` value is `items` (line 4).
    private func spec(_ items: String) -> String {
        """
        sections:
          - items: 3
            group: \(trivialGroup)
            boundarySupplementaryItems: \(items)
        """
    }

    private func boundaryItems(_ yaml: String) throws -> [NSCollectionLayoutBoundarySupplementaryItem] {
        try #require(try read(yaml).sectionChoices.first?.base.built).boundarySupplementaryItems
    }

    @Test func theSeedsHeaderAndFooterAreWhatTheSwiftAPIBuilds() throws {
        let items = try boundaryItems(spec("""
            [{elementKind: UICollectionView.elementKindSectionHeader, alignment: top,
                                          layoutSize: {width: .fractionalWidth(1.0), height: .absolute(40)}},
                                         {elementKind: UICollectionView.elementKindSectionFooter, alignment: bottom,
                                          layoutSize: {width: .fractionalWidth(1.0), height: .absolute(40)}}]
            """))
        // Seed 001: boundarySupplementaryItemWithLayoutSize:headerSize elementKind:UICollectionElementKindSectionHeader
        //   alignment:NSRectAlignmentTop, and the footer likewise.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        #expect(items.map(\.elementKind) == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
        #expect(items.map(\.alignment) == [.top, .bottom])
        #expect(items.map(\.layoutSize) == [size, size])
        #expect(items.first?.offset == header.offset)
        #expect(items.first?.extendsBoundary == header.extendsBoundary)
        #expect(items.first?.pinToVisibleBounds == header.pinToVisibleBounds)
        #expect(items.first?.zIndex == header.zIndex)
        #expect(items.first?.contentInsets == header.contentInsets)
        #expect(items.first?.containerAnchor.edges == header.containerAnchor.edges)
    }

    @Test func everyKeyIsRead() throws {
        let items = try boundaryItems(spec("""
            [{elementKind: banner, alignment: topTrailing, layoutSize: {width: 100, height: .estimated(30)},
                                          absoluteOffset: {x: -5, y: 10}, extendsBoundary: false,
                                          pinToVisibleBounds: true, zIndex: 2, contentInsets: 4}]
            """))
        let item = try #require(items.first)
        let swift = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .estimated(30)),
            elementKind: "banner", alignment: .topTrailing, absoluteOffset: CGPoint(x: -5, y: 10))
        #expect(item.elementKind == swift.elementKind)
        #expect(item.layoutSize == swift.layoutSize)
        #expect(item.alignment == swift.alignment)
        #expect(item.offset == swift.offset)
        #expect(item.containerAnchor.offset == swift.containerAnchor.offset)
        #expect(item.extendsBoundary == false)
        #expect(item.pinToVisibleBounds == true)
        #expect(item.zIndex == 2)
        #expect(item.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    }

    @Test func theConfigurationHoldsTheLayoutsOwnHeaderAndFooter() throws {
        let specification = try read("""
            configuration:
              interSectionSpacing: 12
              boundarySupplementaryItems:
                - {elementKind: layout-header, layoutSize: {width: .fractionalWidth(1.0), height: 60}, alignment: top, zIndex: -1}
                - {elementKind: layout-footer, layoutSize: {width: .fractionalWidth(1.0), height: 40}, alignment: bottom, zIndex: -1}
            sections:
              - {items: 1, group: \(trivialGroup)}
            """)
        let items = specification.layout.configuration.boundarySupplementaryItems
        #expect(items.map(\.elementKind) == ["layout-header", "layout-footer"])
        #expect(items.map(\.alignment) == [.top, .bottom])
        #expect(items.map(\.zIndex) == [-1, -1])
        #expect(items.map(\.layoutSize.heightDimension) == [.absolute(60), .absolute(40)])
    }

    @Test func anUnknownAlignmentListsTheNineValidOnes() {
        let found = diagnostics(spec("[{elementKind: h, layoutSize: {width: 1, height: 1}, alignment: center}]"))
        // Line 4: 4 spaces + "boundarySupplementaryItems: " (32 characters), then
        // "[{elementKind: h, layoutSize: {width: 1, height: 1}, alignment: " (64): the value is at 97.
        #expect(found == [diagnostic(4, 97, "sections[0].boundarySupplementaryItems[0].alignment",
                                     "expected one of none, top, topLeading, leading, bottomLeading, bottom, "
                                     + "bottomTrailing, trailing, topTrailing, got 'center'")])
    }

    @Test func booleansAreTrueOrFalse() {
        let found = diagnostics(spec("""
            [{elementKind: h, layoutSize: {width: 1, height: 1}, alignment: top, pinToVisibleBounds: yes}]
            """))
        #expect(found.map(\.message) == ["expected true or false, got 'yes'"])
    }

    @Test func anElementKindMustNotBeEmpty() {
        let found = diagnostics(spec("[{elementKind: '', layoutSize: {width: 1, height: 1}, alignment: top}]"))
        #expect(found.map(\.message) == ["an element kind must not be empty"])
        #expect(found.map(\.keyPath) == ["sections[0].boundarySupplementaryItems[0].elementKind"])
    }

    @Test func aSolverErrorAboutABoundaryItemPointsAtIt() {
        let found = solveDiagnostic(spec("[{elementKind: h, layoutSize: {width: 1, height: 20000000}, alignment: top}]"))
        // The entry's "{" follows 32 characters and "[".
        #expect(found == diagnostic(4, 34, "sections[0].boundarySupplementaryItems[0]",
                                    "height .absolute(20000000) resolves to 20000000 points, outside 0 < length ≤ 10000000"))
    }
}
