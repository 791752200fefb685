import Foundation

/// Auto Layout and sizing on the view stand-in: kept, never solved.
///
/// Constraints are stored as made; nothing moves a view's ``UIView/frame``
/// but the app's own code.
extension UIView {
    /// A value meaning "no intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// The size Auto Layout fits views to when compressed as far as they go.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The size Auto Layout fits views to when expanded as far as they go.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The first line's baseline, for constraints.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline, for constraints.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The constraints added with ``addConstraint(_:)`` or activated on this view.
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    /// Adds a constraint (and activates it).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Adds constraints (and activates them).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Removes a constraint (and deactivates it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
    }

    /// Removes constraints (and deactivates them).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// Whether the frame is turned into constraints; kept, as nothing reads it.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMask }
        set { layoutState.translatesAutoresizingMask = newValue }
    }

    /// How the view resizes with its superview; kept, never applied.
    public var autoresizingMask: UIView.AutoresizingMask {
        get { layoutState.autoresizingMask }
        set { layoutState.autoresizingMask = newValue }
    }

    /// The margins inside the view, left and right as given.
    public var layoutMargins: UIEdgeInsets {
        get { layoutState.layoutMargins }
        set { layoutState.layoutMargins = newValue }
    }

    /// The margins inside the view, leading and trailing; they share storage with ``layoutMargins``
    /// (left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutState.layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left,
                                           bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutState.layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                                     bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the superview's margins add to this view's; kept.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set { layoutState.preservesSuperviewLayoutMargins = newValue }
    }

    /// The safe area insets: zero, as no view is on a screen here.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// The area inside the safe area, for constraints.
    public var safeAreaLayoutGuide: UILayoutGuide { layoutState.guide(.safeArea, of: self) }
    /// The area inside the layout margins, for constraints.
    public var layoutMarginsGuide: UILayoutGuide { layoutState.guide(.margins, of: self) }
    /// The area of readable text width, for constraints.
    public var readableContentGuide: UILayoutGuide { layoutState.guide(.readableContent, of: self) }
    /// The area the keyboard covers, for constraints.
    public var keyboardLayoutGuide: UILayoutGuide { layoutState.guide(.keyboard, of: self) }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { layoutState.addedGuides }

    /// Adds a layout guide to the view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutState.addedGuides.append(guide)
    }

    /// Removes a layout guide from the view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutState.addedGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The priority with which the view resists growing along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.hugging[axis] ?? .defaultLow
    }

    /// Sets the priority with which the view resists growing along `axis`; kept.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.hugging[axis] = priority
    }

    /// The priority with which the view resists shrinking along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets the priority with which the view resists shrinking along `axis`; kept.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                        for axis: NSLayoutConstraint.Axis) {
        layoutState.compressionResistance[axis] = priority
    }
}
