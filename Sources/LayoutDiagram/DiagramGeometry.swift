import Foundation

/// A point in a diagram, in layout points.
///
/// Scenes carry plain `Double`s rather than `CGFloat`, so renderers need
/// nothing from the layout engine.
public struct DiagramPoint: Hashable, Sendable {
    /// The horizontal coordinate (growing to the right) and the vertical one (growing downwards).
    public var x, y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }
}

/// A size in a diagram, in layout points.
public struct DiagramSize: Hashable, Sendable {
    /// The horizontal and vertical extents.
    public var width, height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }
}

/// An axis-aligned rectangle in a diagram, in layout points.
///
/// The origin is the top-left corner (y grows downwards, as in UIKit and SVG).
///
/// ```swift
/// let cell = DiagramRect(x: 10, y: 0, width: 180, height: 44)
/// cell.midX   // 100
/// ```
public struct DiagramRect: Hashable, Sendable {
    /// The left and top edges.
    public var x, y: Double
    /// The horizontal and vertical extents.
    public var width, height: Double

    /// The rectangle with its top-left corner at `x`, `y`, of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The rectangle with `rect`'s origin and size, unchanged (not standardised),
    /// so that a rendered rectangle equals the solved frame exactly.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// Whether every coordinate is finite.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: DiagramRect) -> DiagramRect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return DiagramRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension DiagramPoint {
    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> DiagramPoint {
        DiagramPoint(x: x + dx, y: y + dy)
    }
}

extension DiagramRect {
    /// The empty rectangle at the origin.
    static let zero = DiagramRect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest rectangle containing every point; `points` must not be empty.
    public init(enclosing points: [DiagramPoint]) {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        self.init(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> DiagramRect {
        DiagramRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom; negative values grow it. A side never goes below zero.
    public func insetBy(dx: Double, dy: Double) -> DiagramRect {
        DiagramRect(x: x + dx, y: y + dy, width: Swift.max(width - 2 * dx, 0), height: Swift.max(height - 2 * dy, 0))
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: DiagramRect) -> DiagramRect? {
        let minX = Swift.max(self.minX, other.minX), minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX), maxY = Swift.min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return DiagramRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: DiagramRect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The smallest rectangle on whole points containing this one. A drawing's
    /// bounds are kept on whole points so that labels of fractional width
    /// around the layout never move its 1-pt outlines off the pixel grid.
    public var outwardToWholePoints: DiagramRect {
        let minX = self.minX.rounded(.down), minY = self.minY.rounded(.down)
        return DiagramRect(x: minX, y: minY, width: maxX.rounded(.up) - minX, height: maxY.rounded(.up) - minY)
    }
}
