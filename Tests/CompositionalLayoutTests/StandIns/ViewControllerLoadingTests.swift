import Foundation
import Testing
import CompositionalLayout

/// A file's view controller, run as an app runs it (docs/swift-input.md, "UIKit stand-ins"):
/// made, loaded, and its collection view's layout solved with the data its data source applied.
///
/// The suite is on the main actor, as the stand-ins are, and each test is synchronous: no other
/// test runs while one sets ``UIView/standInScreenSize`` and puts it back.
@MainActor
@Suite struct ViewControllerLoadingTests {
    /// Loads `make()` on a 400 × 800 screen and returns it with the collection view it made last.
    private func load<Controller: UIViewController>(_ make: () -> Controller) -> (Controller, UICollectionView?) {
        let saved = UIView.standInScreenSize
        defer { UIView.standInScreenSize = saved }
        UIView.standInScreenSize = CGSize(width: 400, height: 800)
        let before = UICollectionView.createdInstances.count
        let controller = make()
        controller.loadViewIfNeeded()
        let made = UICollectionView.createdInstances.dropFirst(before)
        return (controller, made.last)
    }

    @Test func aTutorialViewControllerGivesItsLayoutAndItsData() throws {
        let (controller, found) = load { TutorialGridViewController() }
        let collectionView = try #require(found)
        #expect(collectionView === controller.collectionView)
        // The default view is the screen's size, and the collection view takes its bounds.
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(controller.navigationItem.title == "Featured")

        let data = try #require(collectionView.appliedData)
        // Enum cases give their names; `Item` has a UUID, so its label is its first stored String.
        #expect(data.sections == [
            AppliedSnapshotData.Section(name: "featured", itemLabels: ["One", "Two", "Three"]),
            AppliedSnapshotData.Section(name: "list", itemLabels: ["Inbox", "Sent"]),
        ])
        #expect(data.problems.isEmpty)

        // The section provider captured `[weak self]`: the controller is alive while solving.
        let solution = try collectionView.collectionViewLayout.solve(
            containerSize: collectionView.bounds.size, itemCounts: data.sections.map(\.itemCount))
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            solution.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        // Featured: insets 10, so groups are 400 - 10 - 10 = 380 wide, items 0.5 × 380 = 190 × 120;
        // the second group starts 10 + 120 + 10 (inter-group spacing) = 140 down.
        #expect(frame(0, 0) == CGRect(x: 10, y: 10, width: 190, height: 120))
        #expect(frame(1, 0) == CGRect(x: 200, y: 10, width: 190, height: 120))
        #expect(frame(2, 0) == CGRect(x: 10, y: 140, width: 190, height: 120))
        // The featured section ends at 140 + 120 + 10 (bottom inset) = 270; the list's header is
        // 270…300, and its rows of 44 follow: 300, 344.
        let header = solution.elements.first { $0.elementKind == UICollectionView.elementKindSectionHeader }
        #expect(header?.frame == CGRect(x: 0, y: 270, width: 400, height: 30))
        #expect(frame(0, 1) == CGRect(x: 0, y: 300, width: 400, height: 44))
        #expect(frame(1, 1) == CGRect(x: 0, y: 344, width: 400, height: 44))
    }

    @Test func theTutorialsCellsAndHeadersDequeueAsTheirOwnClasses() throws {
        let (controller, found) = load { TutorialGridViewController() }
        let collectionView = try #require(found)
        let dataSource = try #require(controller.dataSource)
        let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 1, section: 0))
        // The registered subclass, made through its own init(frame:): its label is in its content view.
        let textCell = try #require(cell as? TutorialTextCell)
        #expect(textCell.label.text == "Two")
        #expect(textCell.contentView.subviews.first === textCell.label)
        #expect(textCell.label.constraints.count == 4)
        #expect(textCell.reuseIdentifier == TutorialTextCell.reuseIdentifier)

        let listCell = try #require(dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 1))
            as? UICollectionViewListCell)
        #expect((listCell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
        #expect(listCell.accessories.map(\.kind) == ["disclosureIndicator"])

        let header = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind:
            UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? TutorialHeaderView)?.label.text == "Recent")
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func loadingCallsLoadViewThenViewDidLoadOnce() {
        final class Recorder: UIViewController {
            var calls: [String] = []
            override func loadView() {
                calls.append("loadView")
                view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                calls.append("viewDidLoad")
            }
        }
        let controller = Recorder()
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(controller.view.frame.size == CGSize(width: 10, height: 20))
    }

    @Test func readingTheViewLoadsItWithTheScreenSize() {
        let saved = UIView.standInScreenSize
        defer { UIView.standInScreenSize = saved }
        UIView.standInScreenSize = CGSize(width: 320, height: 568)
        let controller = UIViewController()
        #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 568))
    }

    @Test func aCollectionViewControllerMakesItsCollectionViewWithItsLayout() throws {
        final class Grid: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Grid"
                collectionView.backgroundColor = .systemGroupedBackground
            }
            override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            override func collectionView(_ collectionView: UICollectionView,
                                         numberOfItemsInSection section: Int) -> Int { section + 3 }
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
            group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                  heightDimension: .absolute(50)),
                               subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                                   widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))])))
        let (controller, found) = load { Grid(collectionViewLayout: layout) }
        let collectionView = try #require(found)
        #expect(controller.view === collectionView)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(layout.collectionView === collectionView)
        #expect(controller.navigationItem.title == "Grid")
        #expect(collectionView.appliedData == nil)
        #expect([0, 1].map(collectionView.numberOfItems(inSection:)) == [3, 4])
    }
}
