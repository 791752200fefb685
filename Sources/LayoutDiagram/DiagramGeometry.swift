import Foundation

/// A point in a diagram, in layout points.
///
/// Scenes carry plain `Double`s rather than `CGFloat`, so renderers need
/// nothing from the layout engine.
public struct DiagramPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in a diagram, in layout points.
public struct DiagramSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
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
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle with `rect`'s origin and size, unchanged (not standardised),
    /// so that a rendered rectangle equals the solved frame exactly.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
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
