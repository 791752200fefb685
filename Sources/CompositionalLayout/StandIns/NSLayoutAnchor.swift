import Foundation

/// A stand-in for UIKit's `NSLayoutAnchor`: one edge, centre or size of a view
/// or layout guide, from which constraints are made.
///
/// Constraints made here are kept, never solved: see ``NSLayoutConstraint``.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
/// ```
@preconcurrency
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// Which edge, centre or size it is.
    public let attribute: NSLayoutConstraint.Attribute

    /// An anchor of `item`.
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint (inactive until activated): this anchor equals `anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// A constraint (inactive until activated): this anchor is at least `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint (inactive until activated): this anchor is at most `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint (inactive until activated): this anchor equals `anchor` plus `c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// A constraint (inactive until activated): this anchor is at least `anchor` plus `c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint (inactive until activated): this anchor is at most `anchor` plus `c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation,
                           toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }
}

/// A horizontal anchor stand-in: leading, trailing, left, right or centre X.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor stand-in: top, bottom, centre Y or a baseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor stand-in: width or height, which can also equal a constant.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint (inactive until activated): this size is `c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, constant: c)
    }

    /// A constraint (inactive until activated): this size is at least `c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// A constraint (inactive until activated): this size is at most `c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }

    /// A constraint (inactive until activated): this size is `anchor` times `m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint (inactive until activated): this size is `anchor` times `m`, plus `c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint (inactive until activated): this size is at least `anchor` times `m`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension,
                           multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint (inactive until activated): this size is at most `anchor` times `m`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
}
