import Foundation

/// A stand-in for UIKit's `UILayoutGuide`: a rectangle for constraints, with no view.
///
/// Its anchors make constraints that are kept, never solved.
@preconcurrency
@MainActor
open class UILayoutGuide: LayoutAnchorOwner {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for the guide, for debugging.
    open var identifier = ""
    /// The guide's frame in its view: zero, as nothing is solved.
    public var layoutFrame: CGRect { .zero }

    /// A guide, to add to a view with ``UIView/addLayoutGuide(_:)``.
    public init() {}
}
