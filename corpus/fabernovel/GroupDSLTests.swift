// faberNovel/CompositionalLayoutDSL CompositionalLayoutDSLTests/LayoutTests/GroupDSLTests.swift @ cd648a0da7a62f88dc1f129fbcd26b5e9a35acc2 (unchanged in fe2f7a6cbf5d60a8f0a16ca6832b039880f28504) — MIT licence, Copyright (c) 2021 Fabernovel
// Extract, verbatim: the "traditional" UIKit layout (layout1 of assertLayouts; the test asserts it and
// the DSL layout against the same reference images, so the images are what both draw), and the helpers it uses.

import UIKit

// From the test method (GroupDSLTests.swift), how the layout is made:
//            layout1: UICollectionViewCompositionalLayout(
//                section: traditionalLayout.section,
//                configuration: traditionalLayout.configuration
//            ),

private struct TestInnerGroupsTraditionalLayout {

    var section: NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .fractional(width: 1 / 3))
        item.contentInsets.trailing = 4

        let innerGroup1 = NSCollectionLayoutGroup.vertical(
            layoutSize: .fractional(width: 1 / 3),
            subitem: NSCollectionLayoutItem(layoutSize: .fractional()),
            count: 2
        )
        innerGroup1.interItemSpacing = .fixed(8)
        innerGroup1.contentInsets.leading = 4
        innerGroup1.contentInsets.trailing = 4

        let innerGroup2 = NSCollectionLayoutGroup.vertical(
            layoutSize: .fractional(width: 1 / 3),
            subitem: NSCollectionLayoutItem(layoutSize: .fractional()),
            count: 3
        )
        innerGroup2.interItemSpacing = .fixed(8)
        innerGroup2.contentInsets.leading = 4

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .absoluteHeight(100),
            subitems: [item, innerGroup1, innerGroup2]
        )
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8

        return section
    }

    var configuration: UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        return configuration
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
