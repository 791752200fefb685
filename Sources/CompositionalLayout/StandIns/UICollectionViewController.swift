import Foundation

/// A stand-in for UIKit's `UICollectionViewController`: a controller whose
/// view is a collection view with the layout it was made with.
///
/// It is the collection view's data source and delegate, as in UIKit, so a
/// subclass overrides the data source and delegate methods.
@preconcurrency
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var loadedCollectionView: UICollectionView?

    /// Whether selections are cleared when the view appears; kept.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the controller installs standard gestures; kept.
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view will have `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain layout; prefer ``init(collectionViewLayout:)``.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// The collection view: the controller's view, loaded with it.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return loadedCollectionView
        }
        set {
            loadedCollectionView = newValue
            if let newValue { view = newValue }
        }
    }

    /// The collection view's layout.
    public var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Makes the collection view, screen-sized, with the layout, this controller as its
    /// data source and delegate, and makes it the view.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        loadedCollectionView = collectionView
        view = collectionView
    }

    /// One section, as UIKit's default.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell; override it.
    open func collectionView(_ collectionView: UICollectionView,
                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }

    /// A plain view; override it.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }

    /// `false`; override it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override it.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    /// `true`; override it.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing; override it.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing; override it.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// `true`; override it.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing; override it.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}

    /// Does nothing; override it.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}

    /// Does nothing; override it.
    open func collectionView(_ collectionView: UICollectionView,
                             willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}

    /// Does nothing; override it.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
