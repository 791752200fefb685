import Foundation

/// A stand-in for UIKit's `UIStackView`: its arranged subviews and settings,
/// kept; nothing is arranged.
@preconcurrency
@MainActor
open class UIStackView: UIView {
    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction views are stacked in.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The space between views.
    open var spacing: CGFloat = 0
    /// How views are aligned across the axis.
    open var alignment: Alignment = .fill
    /// How views share the axis.
    open var distribution: Distribution = .fill
    /// Whether the views sit inside the layout margins.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether baselines are measured from the top.
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// Adds a view at the end of the stack (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in the stack at `stackIndex` (clamped), and as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes a view out of the stack; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Sets the space after one view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after one view: its custom spacing, else ``spacing``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// Removing a subview takes it out of the stack too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// How a stack aligns views across its axis.
    public enum Alignment: Int, Sendable {
        /// Filling the cross axis.
        case fill
        /// At the leading (or top) edge.
        case leading
        /// At the first baseline.
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing (or bottom) edge.
        case trailing
        /// At the last baseline.
        case lastBaseline

        /// At the top: the same as ``leading``.
        public static let top = Alignment.leading
        /// At the bottom: the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// How a stack shares its axis between views.
    public enum Distribution: Int, Sendable {
        /// Filling, by hugging and compression resistance.
        case fill
        /// Equal sizes.
        case fillEqually
        /// Sizes in proportion to the views' natural sizes.
        case fillProportionally
        /// Equal spaces.
        case equalSpacing
        /// Equal distances between centres.
        case equalCentering
    }
}
