// faberNovel/CompositionalLayoutDSL CompositionalLayoutDSLTests/LayoutTests/DecorationItemDSLTests.swift @ d7e8cf4f4915bf27dfa4fe539f6867ff57145a5a (unchanged in fe2f7a6cbf5d60a8f0a16ca6832b039880f28504) — MIT licence, Copyright (c) 2021 Fabernovel
// Extract, verbatim: the "traditional" UIKit layout (layout1 of assertLayouts; the test asserts it and
// the DSL layout against the same reference images, so the images are what both draw), and the helpers it uses.

import UIKit

// From the test method (DecorationItemDSLTests.swift), how the layout is made:
//            layout1: UICollectionViewCompositionalLayout(
//                section: traditionalLayout.section
//            ).registeringDecorationView(),

private extension UICollectionViewLayout {
    func registeringDecorationView() -> UICollectionViewLayout {
        self.register(TestingDecorationView.self, forDecorationViewOfKind: TestingDecorationView.kind)
        return self
    }
}

// CompositionalLayoutDSLTests/TestingCollectionView/TestingDecorationView.swift (same commit), verbatim:
class TestingDecorationView: UICollectionReusableView {

    static let kind = "TestingDecorationView"

    // MARK: - Life cycle

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    // MARK: - Private

    private func setup() {
        backgroundColor = .systemBackground
        layer.borderWidth = 5
        layer.borderColor = UIColor.cyan.cgColor
    }
}

private struct TestTraditionalListSectionLayout {

    var section: NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .absoluteHeight(40),
            subitem: NSCollectionLayoutItem(layoutSize: .fractional()),
            count: 4
        )
        group.interItemSpacing = .fixed(8)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.decorationItems = [
            .background(elementKind: TestingDecorationView.kind)
        ]
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
