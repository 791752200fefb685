import CompositionalLayout
import Foundation
import Testing

/// A broken scroll axis: kept stretches move back by what was folded before them.
@Suite("Scroll axis fold")
struct ScrollAxisFoldTests {
    @Test func keptStretchesMoveBackAndFoldedOnesShrinkToASeam() {
        // Keep 0–600 and 1400–1500 of 3000, seams of 28: 600–1400 becomes 600–628, 1500–3000 becomes 728–756.
        let fold = ScrollAxisFold(kept: [0...600, 1400...1500], contentEnd: 3000, seam: 28)
        #expect(fold.seams.map(\.seam) == [600...628, 728...756])
        #expect(fold.map(300) == 300)
        #expect(fold.map(1400) == 628)        // 1400 − (800 − 28)
        #expect(fold.map(1500) == 728)
        #expect(fold.map(1000) == 614)        // halfway through the fold, halfway through its seam
        #expect(fold.map(3000) == 756)
        #expect(fold.unmap(628) == 1400)
        #expect(fold.unmap(614) == nil)
    }

    @Test func stretchesCloserThanASeamAreKept() {
        // 600–620 is shorter than a seam: nothing is folded there; 1500–1520 at the end neither.
        let fold = ScrollAxisFold(kept: [0...600, 620...1500], contentEnd: 1520, seam: 28)
        #expect(!fold.folds)
        #expect(fold.kept == [0...1520])
    }

    @Test func aFoldedSolutionMovesEveryFrameAndLeavesTheSolutionItselfAlone() throws {
        // 30 rows of 100: keep the first two (0–200) and row 20 (2000–2100), fold the rest.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 100, height: 300), itemCounts: [30])
        let fold = ScrollAxisFold(kept: [0...200, 2000...2100], contentEnd: 3000, seam: 28)
        let folded = solution.folded(by: fold)
        // Row 20 moves to 200 + 28 = 228; the content ends at 2100 − 1772 + 28 = 356.
        #expect(folded.cell(at: IndexPath(item: 20, section: 0))?.frame == CGRect(x: 0, y: 228, width: 100, height: 100))
        #expect(folded.sections[0].groups[20].frame.minY == 228)
        #expect(folded.collectionViewContentSize == CGSize(width: 100, height: 356))
        #expect(folded.elements.count == solution.elements.count)
        // The solution itself, and so its frames JSON, is whole.
        #expect(solution.cell(at: IndexPath(item: 20, section: 0))?.frame.minY == 2000)
        #expect(solution.collectionViewContentSize.height == 3000)
    }
}
