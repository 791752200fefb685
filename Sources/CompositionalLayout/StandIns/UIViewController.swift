import Foundation

/// A stand-in for UIKit's `UIViewController`: a view loaded on first use, and
/// the calls an app's controller overrides.
///
/// ``view`` is loaded as UIKit loads it: the first time it is read (or on
/// ``loadViewIfNeeded()``), ``loadView()`` makes it, then ``viewDidLoad()``
/// runs. The appearance calls (``viewWillAppear(_:)`` and the others) are
/// never made by anything here; a program may call them.
///
/// ```swift
/// let controller = GridViewController()
/// controller.loadViewIfNeeded()                 // loadView(), then viewDidLoad()
/// let collectionView = UICollectionView.createdInstances.last
/// ```
@preconcurrency
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// The controller's title.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows for the controller.
    public let navigationItem = UINavigationItem()
    /// The navigation controller holding the controller, if one was made with it.
    public internal(set) weak var navigationController: UINavigationController?
    /// The controller that presented this one: never any, as nothing is presented.
    open var presentingViewController: UIViewController? { nil }
    /// The controller's parent.
    public private(set) weak var parent: UIViewController?
    /// The controller's children.
    public private(set) var children: [UIViewController] = []
    /// The trait collection: the default one.
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// The size the controller would like when presented.
    open var preferredContentSize: CGSize = .zero
    /// Whether the scroll view's insets are adjusted (deprecated in UIKit; kept).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether the controller is dismissed only by its own code when presented modally.
    open var isModalInPresentation = false
    /// The interface style the controller asks for.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// A controller with no nib (nibs are not read here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// A controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The controller's view, loaded on first read: ``loadView()``, then ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: by default, a plain ``UIView`` the size of ``UIScreen/main``'s bounds.
    /// Override it to make your own and assign it to ``view``.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    ///
    /// If `loadView()` leaves no view, the default one is made, so ``view`` is never `nil`.
    /// Reading ``view`` from inside `loadView()` gives that default view (UIKit would recurse).
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else {
            if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
            return
        }
        isLoadingView = true
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Called once the view is loaded; override it to set the view up.
    open func viewDidLoad() {}
    /// Called before the view appears; never by anything here.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears; never by anything here.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; never by anything here.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears; never by anything here.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews; never by anything here.
    open func viewWillLayoutSubviews() {}
    /// Called after the view lays out its subviews; never by anything here.
    open func viewDidLayoutSubviews() {}
    /// Called when the view's size is about to change; never by anything here.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Called when the traits change; never, as they do not.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called on a memory warning; never.
    open func didReceiveMemoryWarning() {}
    /// Called between `viewWillAppear(_:)` and `viewDidAppear(_:)`; never by anything here.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called when the view's safe area changes; never, as it does not.
    open func viewSafeAreaInsetsDidChange() {}
    /// Asks for the status bar to be updated; does nothing.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Whether the status bar is hidden; `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style; `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The orientations the controller supports; all.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    /// Turns editing on or off; kept.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Whether the controller is editing.
    open var isEditing = false

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called after the controller moves to a parent; for subclasses.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called before the controller moves to a parent; for subclasses.
    open func willMove(toParent parent: UIViewController?) {}

    /// Presents a controller: nothing is shown, and `completion` runs at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        completion?()
    }

    /// Dismisses the controller: `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// Shows a controller: nothing is shown.
    open func show(_ vc: UIViewController, sender: Any?) {}

    /// The coordinator of a transition in progress: none, as nothing animates.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

    /// Whether a presented controller (a search controller's, say) covers this one's view; kept.
    open var definesPresentationContext = false
    /// The popover a presented controller is shown in on iPad: one, always, so that
    /// `alert.popoverPresentationController?.sourceView = view` is kept.
    public private(set) lazy var popoverPresentationController: UIPopoverPresentationController? =
        UIPopoverPresentationController()
    /// The item a tab bar controller shows for this controller, made when first read.
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)
    /// The tab bar controller this one is a tab of, directly or in a tab's navigation controller.
    open var tabBarController: UITabBarController? {
        tabBarControllerHolding ?? navigationController?.tabBarControllerHolding ?? parent?.tabBarControllerHolding
    }
    /// The tab bar controller whose ``UITabBarController/viewControllers`` hold this one.
    weak var tabBarControllerHolding: UITabBarController?
}
