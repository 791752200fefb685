import Foundation

/// A stand-in for UIKit's `UIBezierPath`: the rectangle a path covers, kept so
/// that `layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath`
/// compiles. Nothing is stroked or filled.
@preconcurrency
@MainActor
open class UIBezierPath: NSObject {
    /// The smallest rectangle holding the path.
    public private(set) var bounds: CGRect = .null
    /// The width of the stroke.
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        bounds = rect
    }

    /// An ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init(rect: rect)
    }

    /// A rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(rect: rect)
    }

    /// A rectangle with some corners rounded.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(rect: rect)
    }

    /// An arc of a circle.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) {
        include(point)
    }

    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) {
        include(point)
    }

    /// Closes the subpath; the bounds do not change.
    open func close() {}

    /// The Core Graphics path: its bounding box.
    open var cgPath: CGPath { CGPath(boundingBox: bounds.isNull ? .zero : bounds) }

    private func include(_ point: CGPoint) {
        bounds = bounds.union(CGRect(origin: point, size: .zero))
    }
}

/// A stand-in for UIKit's `UIRectCorner`: which corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
