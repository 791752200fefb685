import Foundation

/// A stand-in for UIKit's `NSLayoutConstraint`: a relation between two anchors,
/// kept but never solved.
///
/// Activating a constraint adds it to its first item's constraints; views keep
/// the frames the app's code gives them. It is an `NSObject`, as UIKit's is.
@preconcurrency
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The first view or layout guide.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's edge, centre or size.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The second view or layout guide, or `nil` for a constant size.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's edge, centre or size.
    public let secondAttribute: Attribute
    /// What the second side is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the second side.
    open var constant: CGFloat
    /// The constraint's priority.
    open var priority: UILayoutPriority = .required
    /// A name for the constraint, for debugging.
    open var identifier: String?
    /// Whether the constraint is active: kept in its first item's constraints.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = firstItem as? UIView else { return }
            if isActive {
                view.layoutState.constraints.append(self)
            } else {
                view.layoutState.constraints.removeAll { $0 === self }
            }
        }
    }

    /// A constraint `item.attribute = multiplier × toItem.attribute + constant`, as UIKit's.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// An edge, centre or size of a view or guide.
    public enum Attribute: Int, Sendable {
        /// No attribute: the second side of a constant size.
        case notAnAttribute = 0
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline.
        case lastBaseline
        /// The first baseline.
        case firstBaseline
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A direction in which a view is laid out (also a stack view's axis).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}
