import Foundation
import Testing
import CompositionalLayout

/// How identifiers become section names and cell labels (`AppliedSnapshotData.text(of:)`), and
/// how a diffable data source fills a collection view's applied data.
@MainActor
@Suite struct AppliedSnapshotDataTests {
    private enum Kind: Hashable { case plain, titled(String), counted(Int) }
    private struct Row: Hashable { let id = UUID(); let count: Int; let title: String }
    private struct Described: Hashable, CustomStringConvertible { let id: Int; var description: String { "row \(id)" } }
    private struct Unlabelled: Hashable { let id: Int }
    private final class Object: NSObject { let name = "named" }
    private final class Bare: NSObject {}

    @Test func textsAreDescriptionsCaseNamesOrTheFirstStoredString() {
        #expect(AppliedSnapshotData.text(of: "Inbox") == "Inbox")
        #expect(AppliedSnapshotData.text(of: 42) == "42")
        #expect(AppliedSnapshotData.text(of: Described(id: 3)) == "row 3")
        #expect(AppliedSnapshotData.text(of: Kind.plain) == "plain")
        // A case's payload gives its text; a payload without one gives the case's name.
        #expect(AppliedSnapshotData.text(of: Kind.titled("Photos")) == "Photos")
        #expect(AppliedSnapshotData.text(of: Kind.counted(7)) == "7")
        #expect(AppliedSnapshotData.text(of: Row(count: 1, title: "First")) == "First")
        #expect(AppliedSnapshotData.text(of: Object()) == "named")
        #expect(AppliedSnapshotData.text(of: Unlabelled(id: 1)) == nil)
    }

    @Test func textsThatDifferFromRunToRunAreNil() {
        #expect(AppliedSnapshotData.text(of: UUID()) == nil)
        #expect(AppliedSnapshotData.text(of: "item E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == nil)
        // NSObject's description holds the object's address.
        #expect(AppliedSnapshotData.text(of: Bare()) == nil)
        #expect(AppliedSnapshotData.text(of: "0x1F") == "0x1F")
    }

    @Test func applyingASnapshotFillsTheCollectionViewsDataWithItsProblems() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "a"])
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(completed)
        let data = try #require(collectionView.appliedData)
        #expect(data.sections == [AppliedSnapshotData.Section(name: "0", itemLabels: ["a", "b"])])
        #expect(data.problems == ["appendItems: item identifiers must be unique; \"a\" already in the snapshot, skipped"])
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(dataSource.indexPath(for: "b") == IndexPath(item: 1, section: 0))
        #expect(dataSource.sectionIdentifier(for: 0) == 0)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
    }

    @Test func aSectionSnapshotFillsItsSectionWithItsVisibleItems() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { _, _, _ in nil }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        outline.expand(["Fruit"])
        #expect(outline.items == ["Fruit", "Apple", "Pear", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(outline.level(of: "Pear") == 1)
        #expect(outline.parent(of: "Leek") == "Vegetables")
        dataSource.apply(outline, to: "Food", animatingDifferences: false)
        var flat = NSDiffableDataSourceSectionSnapshot<String>()
        flat.append(["Water"])
        flat.append(["Tea"], to: "Coffee")   // not in the section snapshot: a problem
        dataSource.apply(flat, to: "Drinks")
        let data = try #require(collectionView.appliedData)
        #expect(data.sections == [
            AppliedSnapshotData.Section(name: "Food", itemLabels: ["Fruit", "Apple", "Pear", "Vegetables"]),
            AppliedSnapshotData.Section(name: "Drinks", itemLabels: ["Water"]),
        ])
        #expect(data.problemCount == 1)
        // Applying to a section again replaces its items.
        outline.collapse(["Fruit"])
        dataSource.apply(outline, to: "Food")
        #expect(collectionView.appliedData?.sections.first?.itemLabels == ["Fruit", "Vegetables"])
        #expect(dataSource.snapshot(for: "Drinks").items == ["Water"])
    }

    @Test func aSectionSnapshotOfAParentKeepsItsDescendants() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A"])
        outline.append(["B"], to: "A")
        outline.append(["C"], to: "B")
        outline.expand(["B"])
        #expect(outline.snapshot(of: "A").items == ["B", "C"])
        #expect(outline.snapshot(of: "A").visibleItems == ["B", "C"])
        #expect(outline.snapshot(of: "A", includingParent: true).visibleItems == ["A"])
        outline.delete(["B"])
        #expect(outline.items == ["A"])
        #expect(!outline.contains("C"))
    }
}
