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
