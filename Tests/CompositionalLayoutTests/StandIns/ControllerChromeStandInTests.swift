import Foundation
import Testing
import CompositionalLayout

/// A view controller with the chrome apps give it (navigation and tab bars, search, refresh, alerts,
/// menus, gestures) loads as an app loads it, and its collection view gives its layout and data.
@MainActor
@Suite struct ControllerChromeStandInTests {
    /// Loads a photo wall in a navigation controller in a tab bar controller, on a screen of `size`.
    private func loadPhotoWall(screen size: CGSize) -> (PhotoWallViewController, UITabBarController) {
        let saved = UIView.standInScreenSize
        defer { UIView.standInScreenSize = saved }
        UIView.standInScreenSize = size
        let controller = PhotoWallViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation], animated: false)
        controller.loadViewIfNeeded()
        return (controller, tabs)
    }

    @Test func thePhotoWallLoadsWithItsChromeKept() throws {
        let (controller, tabs) = loadPhotoWall(screen: CGSize(width: 400, height: 800))
        let navigation = try #require(controller.navigationController)
        #expect(navigation.hidesBarsOnSwipe && navigation.navigationBar.prefersLargeTitles)
        #expect(controller.navigationItem.backButtonDisplayMode == .minimal)
        #expect(controller.navigationItem.searchController === controller.searchController)
        #expect(controller.tabBarController === tabs)
        #expect(controller.tabBarItem.title == "Photos")
        #expect(controller.navigationItem.rightBarButtonItems?.last?.action == Selector("sort"))
        let menu = try #require(controller.navigationItem.rightBarButtonItems?.last?.menu)
        #expect(menu.children.map(\.title) == ["Newest", "Delete all"])
        // The spinner was started, then stopped when the snapshot was applied: it hides when stopped.
        #expect(!controller.spinner.isAnimating && controller.spinner.isHidden)
        #expect(controller.collectionView.refreshControl === controller.refreshControl)
        #expect(controller.collectionView.gestureRecognizers?.first?.view === controller.collectionView)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(navigation.popToRootViewController(animated: true)?.count == 1)
    }

    @Test func thePhotoWallsLayoutReadsTheImagesAppliedToItsDataSource() throws {
        let (controller, _) = loadPhotoWall(screen: CGSize(width: 400, height: 800))
        let collectionView = try #require(controller.collectionView)
        let data = try #require(collectionView.appliedData)
        // `PhotoItem`'s first stored String is its caption.
        #expect(data.sections.map(\.itemLabels) == [["Lake", "Pier", "Dunes"]])
        let solution = try collectionView.collectionViewLayout.solve(
            containerSize: collectionView.bounds.size, itemCounts: data.sections.map(\.itemCount))
        func frame(_ item: Int) -> CGRect? {
            solution.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        // Columns are 400 / 2 = 200 wide; the images are square (100 × 100), so rows are 200 × 1 = 200 high.
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(1) == CGRect(x: 200, y: 0, width: 200, height: 200))
        #expect(frame(2) == CGRect(x: 0, y: 200, width: 200, height: 200))
        let cell = collectionView.dataSource?.collectionView(collectionView, cellForItemAt: IndexPath(item: 1, section: 0))
        #expect((cell as? PhotoCell)?.captionLabel.text == "Pier")
        #expect((cell as? PhotoCell)?.imageView.image == UIImage(named: "Pier"))
    }

    @Test func anAlertKeepsItsActionsAndFollowsTheDevice() {
        final class Presenter: UIViewController {
            var presented: [UIViewController] = []
            override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                                  completion: (() -> Void)? = nil) {
                presented.append(viewControllerToPresent)
                super.present(viewControllerToPresent, animated: flag, completion: completion)
            }
        }
        let saved = UIView.standInScreenSize
        defer { UIView.standInScreenSize = saved }
        for (size, idiom, style) in [(CGSize(width: 390, height: 844), UIUserInterfaceIdiom.phone,
                                      UIAlertController.Style.actionSheet),
                                     (CGSize(width: 1024, height: 768), .pad, .alert)] {
            UIView.standInScreenSize = size
            #expect(UIDevice.current.userInterfaceIdiom == idiom)
            let alert = UIAlertController(title: "Delete?", message: nil,
                                          preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addTextField { $0.placeholder = "Name" }
            let presenter = Presenter()
            var completed = false
            presenter.present(alert, animated: true) { completed = true }
            #expect(alert.preferredStyle == style)
            #expect(alert.actions.map(\.style) == [.destructive, .cancel])
            #expect(alert.textFields?.first?.placeholder == "Name")
            #expect(presenter.presented.first === alert && completed)
        }
    }

    @Test func targetsAndActionsTakeTheStringASelectorIsCompiledAs() {
        // The compiled copy writes `#selector(refresh(_:))` as "refresh(_:)": each form takes it.
        let controller = UIViewController()
        let refresh = UIRefreshControl()
        refresh.addTarget(controller, action: "refresh(_:)", for: .valueChanged)
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: controller, action: "edit")
        let tap = UITapGestureRecognizer(target: controller, action: "tapped")
        NotificationCenter.default.addObserver(controller, selector: "changed(_:)",
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        #expect(refresh.targetActions.map(\.action) == [Selector("refresh(_:)")])
        #expect(refresh.targetActions.first?.target === controller)
        #expect(item.action?.name == "edit" && item.target === controller)
        #expect(tap.targetActions.map(\.action) == ["tapped"])
        refresh.removeTarget(controller, action: nil, for: .valueChanged)
        #expect(refresh.targetActions.isEmpty)
    }

    @Test func theApplicationOpensNothingAndSaysSo() throws {
        let url = try #require(URL(string: "https://example.com"))
        #expect(!UIApplication.shared.canOpenURL(url))
        var opened: Bool?
        UIApplication.shared.open(url) { opened = $0 }
        #expect(opened == false)
    }
}
