import Foundation
import Testing
@testable import CompositionalLayout

/// `NSDiffableDataSourceSnapshot` and solving from one (docs/lists.md, "Snapshots").
@Suite struct SnapshotTests {
    /// Seed 000's basic list: rows of 44 across the container.
    private func basicList() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private let container = CGSize(width: 390, height: 844)

    // MARK: Seed code, verbatim

    @Test func seed002SnapshotCompilesAndHoldsItsItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Int,String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        #expect(snapshot.sectionIdentifiers == [0])
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["a", "b"])
        #expect(snapshot.problems.isEmpty)
    }

    @Test func seed003SnapshotCompilesAndHoldsFifteenItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0...14))
        #expect(snapshot.numberOfItems == 15)
        #expect(snapshot.itemIdentifiers == Array(0...14))
    }

    // MARK: The snapshot API

    @Test func anEmptySnapshotHasNothing() {
        let snapshot = NSDiffableDataSourceSnapshot<String, String>()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
    }

    @Test func appendItemsGoesToTheLastSectionUnlessASectionIsNamed() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["leek"])                      // last section: veg
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "pear"])
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["leek"])
        // Section order, then item order within each section.
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "leek"])
        #expect(snapshot.numberOfItems(inSection: "fruit") == 2)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfSections == 2)
    }

    @Test func indicesAreSectionPositionsAndFlatItemPositions() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek", "kale"], toSection: "veg")
        #expect(snapshot.indexOfSection("veg") == 1)
        #expect(snapshot.indexOfSection("meat") == nil)
        // kale is the 2nd item of the 2nd section: 2 items before it + 1 = index 3 of itemIdentifiers.
        #expect(snapshot.indexOfItem("kale") == 3)
        #expect(snapshot.indexOfItem("apple") == 0)
        #expect(snapshot.indexOfItem("beef") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == "veg")
        #expect(snapshot.sectionIdentifier(containingItem: "beef") == nil)
    }

    @Test func queriesAboutAMissingSectionAnswerEmpty() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit"])
        #expect(snapshot.itemIdentifiers(inSection: "meat") == [])
        #expect(snapshot.numberOfItems(inSection: "meat") == 0)
    }

    @Test func deleteItemsRemovesThemAndRenumbersTheRest() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        snapshot.deleteItems(["apple", "beef"])             // beef is not there: ignored
        #expect(snapshot.itemIdentifiers == ["pear", "plum", "leek"])
        #expect(snapshot.indexOfItem("plum") == 1)
        #expect(snapshot.indexOfItem("leek") == 2)
        #expect(snapshot.indexOfItem("apple") == nil)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.problems.isEmpty)
        // A deleted identifier may be appended again.
        snapshot.appendItems(["apple"], toSection: "veg")
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["leek", "apple"])
        #expect(snapshot.problems.isEmpty)
    }

    @Test func deleteSectionsRemovesTheirItemsAndRenumbersTheRest() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg", "nuts"])
        snapshot.appendItems(["apple"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        snapshot.appendItems(["pecan"], toSection: "nuts")
        snapshot.deleteSections(["fruit", "meat"])          // meat is not there: ignored
        #expect(snapshot.sectionIdentifiers == ["veg", "nuts"])
        #expect(snapshot.indexOfSection("nuts") == 1)
        #expect(snapshot.indexOfItem("pecan") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "apple") == nil)
        #expect(snapshot.numberOfItems == 2)
    }

    @Test func deleteAllItemsRemovesSectionsToo() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2, 3])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.indexOfItem(1) == nil)
        // The snapshot is usable again.
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        #expect(snapshot.itemIdentifiers == [1])
        #expect(snapshot.problems.isEmpty)
    }

    // MARK: Misuse is recorded, never a trap

    @Test func aDuplicateSectionIsSkippedAndRecorded() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg", "fruit"])
        snapshot.appendSections(["veg"])
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        #expect(snapshot.problems.count == 2)
        #expect(snapshot.problems[0].contains("appendSections"))
        #expect(snapshot.problems[0].contains("\"fruit\""))
    }

    @Test func aDuplicateItemIsSkippedAndRecordedWhereverTheFirstOneIs() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "apple"], toSection: "fruit")   // repeated in one call
        snapshot.appendItems(["apple", "leek"], toSection: "veg")      // already in another section
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["apple"])
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["leek"])
        #expect(snapshot.problems.count == 2)
        #expect(snapshot.problems.allSatisfy { $0.contains("item identifiers must be unique") && $0.contains("\"apple\"") })
    }

    @Test func appendingWithNoSectionOrToAMissingSectionAddsNothing() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendItems(["a"])                          // no section yet
        snapshot.appendSections([0])
        snapshot.appendItems(["b"], toSection: 7)            // no section 7
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.problems.count == 2)
        #expect(snapshot.problems[0].contains("no section to append to"))
        #expect(snapshot.problems[1].contains("section 7 is not in the snapshot"))
    }

    @Test func problemsAreCappedButCounted() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for item in 0..<150 { snapshot.appendItems([item]) }    // 150 appends with no section
        #expect(snapshot.problems.count == 100)
        #expect(snapshot.problemCount == 150)
    }

    @Test func aProblemQuotesAtMostFiveIdentifiers() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<8))
        snapshot.appendItems(Array(0..<8))                   // 8 duplicates: 5 quoted + "3 more"
        #expect(snapshot.problems.count == 1)
        #expect(snapshot.problems[0].contains("0, 1, 2, 3, 4 and 3 more"))
    }

    // MARK: Solving from a snapshot

    @Test func solvingTakesTheItemCountsFromTheSnapshot() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: "fruit")
        snapshot.appendItems(["leek", "kale"], toSection: "veg")
        let solution = try basicList().solve(containerSize: container, snapshot: snapshot)
        #expect(solution.sections.count == 2)
        #expect(solution.elements.filter { $0.category == .cell }.count == 5)
        // Section 1 starts after 3 rows of 44: y = 3 × 44 = 132; its 2nd row at 132 + 44 = 176.
        #expect(frame(solution, 1, section: 1) == CGRect(x: 0, y: 176, width: 390, height: 44))
        // 5 rows × 44 = 220.
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 220))
    }

    @Test func solvingAnEmptySnapshotGivesAnEmptyLayout() throws {
        let snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        let solution = try basicList().solve(containerSize: container, snapshot: snapshot)
        #expect(solution.elements.isEmpty)
        #expect(solution.collectionViewContentSize.height == 0)
    }

    @Test func aSnapshotWithProblemsCannotBeSolved() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "a"])
        snapshot.appendItems(["b"], toSection: 3)
        expectLayoutError(.invalidValue, containing: "invalid snapshot: appendItems: item identifiers must be unique") {
            _ = try basicList().solve(containerSize: container, snapshot: snapshot)
        }
        expectLayoutError(.invalidValue, containing: "(and 1 more problem(s))") {
            _ = try basicList().solve(containerSize: container, snapshot: snapshot)
        }
    }

    @Test func aSectionProviderMaySwitchOnTheSnapshotsSectionIdentifiers() throws {
        // Seed 001 (Objective-C): the provider looks up snapshot.sectionIdentifiers[sectionIndex].
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["rank", "grid"])
        snapshot.appendItems([1, 2], toSection: "rank")
        snapshot.appendItems([3, 4, 5], toSection: "grid")
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch snapshot.sectionIdentifiers[sectionIndex] {
            case "rank":
                return NSCollectionLayoutSection(group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(60)),
                    subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            case "grid":
                return NSCollectionLayoutSection(group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(100)),
                    subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
            default:
                return nil
            }
        }
        let solution = try layout.solve(containerSize: container, snapshot: snapshot)
        // rank: 2 rows of 60 = 120. grid: 2 columns of 390 / 2 = 195; item 1 at x 195, y 120.
        #expect(frame(solution, 1, section: 0) == CGRect(x: 0, y: 60, width: 390, height: 60))
        #expect(frame(solution, 1, section: 1) == CGRect(x: 195, y: 120, width: 195, height: 100))
        // Item 2 starts the second grid row: y = 120 + 100 = 220; content ends at 220 + 100 = 320.
        #expect(frame(solution, 2, section: 1) == CGRect(x: 0, y: 220, width: 195, height: 100))
        #expect(solution.collectionViewContentSize.height == 320)
    }

    @Test func cellsAreLabelledWithTheirItemIdentifiers() throws {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        let solution = try basicList().solve(containerSize: container, snapshot: snapshot)
        let cells = solution.elements.filter { $0.category == .cell }
        #expect(cells.map(\.label) == ["a", "b", "c"])
    }
}
