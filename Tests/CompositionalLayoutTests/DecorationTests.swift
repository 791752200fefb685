import Foundation
import Testing
@testable import CompositionalLayout

/// §6: background decorations.
@Suite struct DecorationTests {
    /// Apple's SectionDecorationViewController: rows 44, spacing 5, insets 10, background inset 5.
    private func decorated() -> NSCollectionLayoutSection {
        let section = listSection()
        section.interGroupSpacing = 5
        section.contentInsets = insets(10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = insets(5)
        section.decorationItems = [background]
        return section
    }

    private func backgrounds(_ solution: LayoutSolution) -> [LayoutElement] {
        solution.elements.filter { $0.category == .decorationView }
    }

    @Test func aBackgroundCoversTheSectionAcrossTheContainerLessItsInsets() throws {
        let layout = UICollectionViewCompositionalLayout(section: decorated())
        let solution = try layout.solve(containerSize: CGSize(width: 375, height: 812), itemCounts: [5, 5])
        // Section 0: 10 + 5 × 44 + 4 × 5 + 10 = 260 → (0, 0, 375, 260) inset 5 = (5, 5, 365, 250).
        // Section 1 starts at 260: (5, 265, 365, 250); its first row at 270.
        #expect(backgrounds(solution).map(\.frame) == [CGRect(x: 5, y: 5, width: 365, height: 250),
                                                       CGRect(x: 5, y: 265, width: 365, height: 250)])
        #expect(frame(solution, 0, section: 1) == CGRect(x: 10, y: 270, width: 355, height: 44))
        #expect(backgrounds(solution).map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func aBackgroundHasZIndexZeroAndPromotesTheRestOfItsSection() throws {
        let solution = try solve(decorated(), items: 2)
        #expect(backgrounds(solution).map(\.zIndex) == [0])
        #expect(solution.cells(inSection: 0).allSatisfy { $0.zIndex == 1 })
        // Without a decoration, cells stay at 0.
        #expect(try solve(listSection(), items: 1).elements.map(\.zIndex) == [0])
    }

    @Test func aBackgroundCoversTheHeaderAndFooterBands() throws {
        let section = decorated()
        section.boundarySupplementaryItems = [boundary("header", .absolute(30), .top), boundary("footer", .absolute(20), .bottom)]
        let solution = try solve(section, items: 1)
        // 30 + 10 + 44 + 10 + 20 = 114 → (0, 0, 390, 114) inset 5.
        #expect(backgrounds(solution).first?.frame == CGRect(x: 5, y: 5, width: 380, height: 104))
    }

    @Test func decorationsComeLastInTheirSection() throws {
        let section = decorated()
        section.boundarySupplementaryItems = [boundary("header", .absolute(30), .top)]
        let solution = try solve(section, items: 1)
        #expect(solution.elements.map(\.category) == [.cell, .supplementaryView, .decorationView])
    }

    @Test func insetsThatLeaveNoRoomAreAnError() {
        let section = listSection()
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0)
        section.decorationItems = [background]
        expectLayoutError(.noRoom, containing: "decoration 'background'") { _ = try solve(section, items: 1) }
    }
}
