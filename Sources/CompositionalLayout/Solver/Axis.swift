import Foundation

/// A layout axis. The solver is written once along an abstract axis, so that a
/// horizontal layout is the transpose of a vertical one.
/// Coordinates are left-to-right: `leading` is the minimum x (see `RightToLeftMirroring.swift`).
enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    init(_ axis: NSCollectionLayoutGroup.LayoutAxis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }

    init(_ direction: UICollectionView.ScrollDirection) {
        self = direction == .horizontal ? .horizontal : .vertical
    }

    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    var layoutAxis: NSCollectionLayoutGroup.LayoutAxis { self == .horizontal ? .horizontal : .vertical }

    /// The edge at the start of this axis.
    var leadingEdge: LayoutEdge { self == .horizontal ? .leading : .top }
    /// The edge at the end of this axis.
    var trailingEdge: LayoutEdge { self == .horizontal ? .trailing : .bottom }

    /// The coordinate along this axis, as messages and explanations name it: `x` or `y`.
    var coordinateName: String { self == .horizontal ? "x" : "y" }
    /// The length along this axis: `width` or `height`.
    var lengthName: String { self == .horizontal ? "width" : "height" }
}

extension CGSize {
    func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    init(along axis: Axis, _ main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    func coordinate(along axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
}

extension CGRect {
    func minimum(along axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func maximum(along axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
    func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    init(along axis: Axis, main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) {
        self = axis == .horizontal
            ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// The rectangle less `insets`, reading `leading` as the left edge.
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: width - insets.leading - insets.trailing,
               height: height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `point`. Unlike Foundation's `offsetBy(dx:dy:)` it does not
    /// standardise first, which the solver's rectangles (never negative in size) do not need.
    func offsetBy(_ point: CGPoint) -> CGRect {
        CGRect(x: origin.x + point.x, y: origin.y + point.y, width: size.width, height: size.height)
    }
}

extension CGPoint {
    init(along axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension NSDirectionalEdgeInsets {
    /// The inset at the start of `axis`: `leading` or `top`.
    func leading(along axis: Axis) -> CGFloat { axis == .horizontal ? leading : top }
    /// The inset at the end of `axis`: `trailing` or `bottom`.
    func trailing(along axis: Axis) -> CGFloat { axis == .horizontal ? trailing : bottom }
    /// Both insets on `axis`.
    func total(along axis: Axis) -> CGFloat { leading(along: axis) + trailing(along: axis) }

    /// These insets with the edges on `axis` set to zero.
    func zeroing(_ axis: Axis) -> NSDirectionalEdgeInsets {
        var insets = self
        if axis == .horizontal { insets.leading = 0; insets.trailing = 0 } else { insets.top = 0; insets.bottom = 0 }
        return insets
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        .init(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
              bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// Each edge finite and at most the length limit either way. UIKit accepts negative
    /// `contentInsets`: they grow the frame past its box (docs/semantics.md §2).
    var isFiniteWithinLengthLimit: Bool {
        [top, leading, bottom, trailing].allSatisfy { $0.isFinite && abs($0) <= LayoutLimits.maxLength }
    }

    var isFiniteAndNonNegative: Bool {
        [top, leading, bottom, trailing].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= LayoutLimits.maxLength }
    }
}

extension NSCollectionLayoutEdgeSpacing {
    func leading(along axis: Axis) -> NSCollectionLayoutSpacing? { axis == .horizontal ? leading : top }
    func trailing(along axis: Axis) -> NSCollectionLayoutSpacing? { axis == .horizontal ? trailing : bottom }
}

extension NSCollectionLayoutSize {
    func dimension(along axis: Axis) -> NSCollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}
