import CompositionalLayout
import Foundation
import Testing

/// `solve(_:)` takes `solve(containerSize:itemCounts:…)`'s parameters as one `LayoutRequest`, which
/// starts from the container and the item counts and is set like a `URLRequest`.
@Suite struct LayoutRequestTests {
    /// One row of 100 × 44 items.
    private func row() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(100), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test func aNewRequestHoldsTheParameterFormsDefaults() {
        let request = LayoutRequest(containerSize: CGSize(width: 390, height: 844), itemCounts: [3])
        #expect(request.safeAreaInsets == .zero)
        #expect(request.layoutMargins == nil)
        #expect(request.traitCollection.layoutDirection == .unspecified)
        #expect(request.traitCollection.horizontalSizeClass == .unspecified)
        #expect(request.itemLabels == nil)
        #expect(request.measurement == nil)
        #expect(request.rules == .uikit)
        #expect(request.frameLimit == LayoutLimits.maxFrames)
    }

    @Test func whatIsSetOnARequestReachesTheSolve() throws {
        var request = LayoutRequest(containerSize: CGSize(width: 390, height: 844), itemCounts: [3])
        request.safeAreaInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        request.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let solution = try row().solve(request)
        // The section starts 10 in from the leading edge, which is the right in right-to-left:
        // item 0 at x = 390 − 10 − 100 = 280, item 1 at 280 − 100 = 180.
        #expect(solution.cell(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 280, y: 0, width: 100, height: 44))
        #expect(solution.cell(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 180, y: 0, width: 100, height: 44))
        let parameters = try row().solve(containerSize: request.containerSize, itemCounts: request.itemCounts,
                                         safeAreaInsets: request.safeAreaInsets,
                                         traitCollection: request.traitCollection)
        #expect(solution.framesJSON() == parameters.framesJSON())
    }
}
