import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `SectionProperty.all`: the one table of a section's plain properties drives
/// the reader's keys, a variant's override, `apply`, and both writers.
@Suite struct SectionPropertyTests {
    @Test func everyPropertyIsAKeyOfASectionAndOfItsVariants() {
        for key in SectionProperty.all.keys {
            #expect(SectionReader.sectionKeys.known.contains(key), "\(key)")
            #expect(SectionReader.variantKeys.known.contains(key), "\(key)")
        }
    }

    @Test func aWrittenSpecStatesThePropertiesInItsHistoricalOrder() {
        #expect(SectionProperty.all.specOrder.map(\.key) == [
            "interGroupSpacing", "contentInsets", "contentInsetsReference", "supplementaryContentInsetsReference",
            "orthogonalScrollingBehavior", "supplementariesFollowContentInsets",
        ])
        #expect(Set(SectionProperty.all.specOrder.map(\.key)) == Set(SectionProperty.all.keys))
    }

    @Test func aVariantReplacesOnlyThePropertiesItGives() throws {
        let specification = try read(spec(section: """
            items: 4
            group: {horizontal: {layoutSize: {width: 1.0, height: 50}, subitems: [{item: {layoutSize: {width: 0.5, height: 1.0}}}]}}
            interGroupSpacing: 10
            contentInsets: 5
            variants:
              - when: {minWidth: 600}
                interGroupSpacing: 20
                orthogonalScrollingBehavior: groupPaging
            """))
        let narrow = try providedSection(specification, in: environment(width: 390))
        #expect(narrow.interGroupSpacing == 10)
        #expect(narrow.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(narrow.orthogonalScrollingBehavior == .none)
        let wide = try providedSection(specification, in: environment(width: 800))
        #expect(wide.interGroupSpacing == 20)
        #expect(wide.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(wide.orthogonalScrollingBehavior == .groupPaging)
    }

    @Test func onlyWhatDiffersFromAFreshSectionIsWrittenAsSwift() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        #expect(SectionProperty.all.changed(section).isEmpty)
        section.orthogonalScrollingBehavior = .groupPaging
        section.supplementariesFollowContentInsets = false
        #expect(SectionProperty.all.swiftStatements(section, name: "section") == [
            "section.orthogonalScrollingBehavior = .groupPaging",
            "section.supplementariesFollowContentInsets = false",
        ])
    }
}
