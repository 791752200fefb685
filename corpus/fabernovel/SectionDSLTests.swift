// faberNovel/CompositionalLayoutDSL CompositionalLayoutDSLTests/LayoutTests/SectionDSLTests.swift @ 124595cb7352cde2e7364d278f1434aa1f6076bd (unchanged in fe2f7a6cbf5d60a8f0a16ca6832b039880f28504) — MIT licence, Copyright (c) 2021 Fabernovel
// Extract, verbatim: the "traditional" UIKit layout (layout1 of assertLayouts; the test asserts it and
// the DSL layout against the same reference images, so the images are what both draw), and the helpers it uses.

import UIKit

// From the test method (SectionDSLTests.swift), how the layout is made:
//            layout1: UICollectionViewCompositionalLayout(
//                section: traditionalLayout.section
//            ),

private struct TestTraditionalListSectionLayout {

    var section: NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .absoluteHeight(40),
            subitem: NSCollectionLayoutItem(layoutSize: .fractional()),
            count: 1
        )

        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .absoluteHeight(24),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .absoluteHeight(24),
            elementKind: UICollectionView.elementKindSectionFooter,
            alignment: .bottom
        )
        footer.pinToVisibleBounds = true

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        section.boundarySupplementaryItems = [header, footer]

        return section
    }
}

// CompositionalLayoutDSLTests/Utils/NSCollectionLayoutSize+Utils.swift (same commit), verbatim:
extension NSCollectionLayoutSize {
    static func fractional(width: CGFloat = 1.0, height: CGFloat = 1.0) -> NSCollectionLayoutSize {
        return NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(width),
            heightDimension: .fractionalHeight(height)
        )
    }
    static func absoluteHeight(_ height: CGFloat) -> NSCollectionLayoutSize {
        return NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(height)
        )
    }
}
