// faberNovel/CompositionalLayoutDSL CompositionalLayoutDSLTests/LayoutTests/SupplementaryItemDSLTests.swift @ 3d497cf7eef5da4e6df2174349c715ae16d6cdb9 (unchanged in fe2f7a6cbf5d60a8f0a16ca6832b039880f28504) — MIT licence, Copyright (c) 2021 Fabernovel
// Extract, verbatim: the "traditional" UIKit layout (layout1 of assertLayouts; the test asserts it and
// the DSL layout against the same reference images, so the images are what both draw), and the helpers it uses.

import UIKit

// From the test method (SupplementaryItemDSLTests.swift), how the layout is made:
//            layout1: UICollectionViewCompositionalLayout(
//                section: traditionalLayout.section
//            ),

private struct TestTraditionalSectionLayout {

    var section: NSCollectionLayoutSection {
        let badgeItemSize = NSCollectionLayoutSize(
            widthDimension: .absolute(15),
            heightDimension: .absolute(15)
        )
        let badgeItem = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeItemSize,
            elementKind: UICollectionView.elementKindSectionHeader,
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing],
                fractionalOffset: CGPoint(x: 0.5, y: -0.5)
            )
        )

        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .fractionalWidth(1 / 4)
        )
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badgeItem])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .absoluteHeight(80),
            subitem: item,
            count: 4
        )
        group.interItemSpacing = .fixed(16)

        let groupTrailingItemSize = NSCollectionLayoutSize(
            widthDimension: .absolute(20),
            heightDimension: .absolute(60)
        )
        let groupTrailingItem = NSCollectionLayoutSupplementaryItem(
            layoutSize: groupTrailingItemSize,
            elementKind: UICollectionView.elementKindSectionFooter,
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.trailing],
                fractionalOffset: CGPoint(x: 1, y: 0)
            )
        )
        group.supplementaryItems = [groupTrailingItem]
        group.contentInsets.trailing = 20

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets.bottom = 16

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
