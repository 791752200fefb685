import UIKit

// A carousel that scales its centre card: `visibleItemsInvalidationHandler` (iOS 13)
// is called with the cards on screen and the section's scroll offset, and shrinks
// each card by its distance from the centre, to 80 % at most.
// examples/carousel-scale.yaml is what this file is read as (its visibleItemEffects
// are the handler's, sampled); CarouselExampleTests keeps the two the same.
// layout-diagram: container 390x300
// layout-diagram: items 8
func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(240)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let width = environment.container.contentSize.width
        for item in items {
            let distance = abs(item.frame.midX - offset.x - width / 2)
            let scale = max(0.8, 1 - distance / width)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
    }
    return UICollectionViewCompositionalLayout(section: section)
}
