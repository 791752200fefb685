import Foundation
import Testing
import CompositionalLayout

/// Registering a nib compiles and dequeues: the nib is never read, so views are of the base class.
@MainActor
@Suite struct NibRegistrationTests {
    @Test func nibRegisteredCellsAndHeadersDequeueAsPlainViews() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UINib(nibName: "PhotoCell", bundle: Bundle.main), forCellWithReuseIdentifier: "cell")
        collectionView.register(UINib(nibName: "Header", bundle: nil),
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(cell.reuseIdentifier == "cell")
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header",
            for: IndexPath(item: 0, section: 0))
        #expect(type(of: header) == UICollectionReusableView.self)
        #expect(UINib(nibName: "PhotoCell", bundle: .main).instantiate(withOwner: nil).isEmpty)
    }
}
