import Foundation

/// A stand-in for UIKit's `UIView`: a rectangle in a tree of views, which
/// draws nothing.
///
/// It keeps what app code sets (frame, colour, subviews, constraints, layer
/// properties) so that code written for UIKit compiles and runs, but nothing
/// is laid out by Auto Layout and nothing is drawn: only the collection view's
/// layout is solved (see ``UICollectionView``).
///
/// ```swift
/// let label = UILabel()
/// label.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(label)
/// NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)])
/// ```
@preconcurrency
@MainActor
open class UIView: UIResponder, LayoutAnchorOwner {
    /// The size of ``UIScreen/main``'s bounds, which a view controller's
    /// default view takes: 390 × 844 points (an iPhone 15) until set.
    ///
    /// A program that loads view controllers sets it first to the container
    /// size it solves for.
    nonisolated(unsafe) public static var standInScreenSize = CGSize(width: 390, height: 844)

    /// The view's frame in its superview. Setting it sets ``bounds``' size.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }

    /// The view's own coordinate space: its frame's size at the origin, unless set.
    open var bounds: CGRect

    /// The centre of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The background colour; kept, never drawn.
    open var backgroundColor: UIColor?
    /// The tint colour; kept, never drawn.
    open var tintColor: UIColor!
    /// The opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// The view's transform; kept, and changes no frame here, as nothing is drawn.
    open var transform: CGAffineTransform = .identity
    /// The gesture recognizers attached, as ``addGestureRecognizer(_:)`` keeps them.
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// Whether the view takes more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How content fills the bounds.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// A number the app chooses, to find the view again.
    open var tag = 0
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// The identifier UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// The text VoiceOver reads.
    open var accessibilityLabel: String?
    /// Whether VoiceOver treats the view as one element.
    open var isAccessibilityElement = false
    /// The interface style the view asks for.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The view's Core Animation layer stand-in, which keeps corner radius, border and shadow.
    public let layer = CALayer()

    /// The view's subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// The window; no view is ever in one here, so always `nil`.
    open var window: UIWindow? { nil }

    /// The trait collection: the default one, as nothing here has traits.
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// The direction the view lays out in: left to right, as the default traits.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// What Auto Layout keeps for this view (see `UIView+Layout.swift`).
    var layoutState = ViewLayoutState()

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Decoding from a storyboard or nib, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` at the front, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped), taking it from its old superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.willMove(toSuperview: self)
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Inserts `view` just below `siblingSubview`, or at the front if that is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    /// Inserts `view` just above `siblingSubview`, or at the front if that is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree, this one included, whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The view's natural size: none along either axis (``noIntrinsicMetric``).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that fits `size`: the view's current size, as nothing is measured.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The size Auto Layout would fit the view to: its current size, as nothing is solved.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

    /// The size Auto Layout would fit the view to with priorities: its current size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize { bounds.size }

    /// Lays out subviews in UIKit; here, for subclasses' `super.layoutSubviews()` calls. Does nothing.
    open func layoutSubviews() {}
    /// Asks for a layout pass; does nothing.
    open func setNeedsLayout() {}
    /// Runs a pending layout pass: calls ``layoutSubviews()``.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Asks for a redraw; nothing is drawn.
    open func setNeedsDisplay() {}
    /// Asks for a constraint pass; does nothing.
    open func setNeedsUpdateConstraints() {}
    /// Updates constraints in UIKit; here, for subclasses' `super.updateConstraints()` calls. Does nothing.
    open func updateConstraints() {}
    /// Marks the intrinsic size as changed; does nothing.
    open func invalidateIntrinsicContentSize() {}

    /// Draws the view in UIKit; here, for subclasses' overrides. Never called: nothing is drawn.
    open func draw(_ rect: CGRect) {}
    /// Called when the safe area changes; never, as it does not.
    open func safeAreaInsetsDidChange() {}
    /// Called when the layout margins change; never by anything here.
    open func layoutMarginsDidChange() {}
    /// Called when the tint colour changes; never by anything here.
    open func tintColorDidChange() {}
    /// Called before the view moves to a superview; for subclasses.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after a subview is added; for subclasses.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; for subclasses.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called after the view's superview changes; for subclasses.
    open func didMoveToSuperview() {}
    /// Called after the view's window changes; never, as there is no window.
    open func didMoveToWindow() {}
    /// Called after the view is loaded from a nib; never, as nothing is.
    open func awakeFromNib() {}
    /// Called when the traits change; never, as they do not.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
