import Foundation

/// A stand-in for UIKit's `UIColor`: red, green, blue and alpha, kept and never drawn.
///
/// The system colours are their light-appearance values; a dynamic colour is
/// resolved once, for the default trait collection. A named colour (from an
/// asset catalog, which is not here) is a mid grey rather than `nil`, so
/// `UIColor(named: "Accent")!` runs.
/// It is an `NSObject`, as UIKit's is, so it is `Hashable` (by its components)
/// and can stand where app code expects an `NSObject`.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The red, green and blue components and the opacity, each 0 to 1.
    public let red, green, blue, alpha: CGFloat

    /// A colour from its components, each 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// A grey: `white` 0 is black and 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour in the Display P3 space; kept as if it were sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let (p, q, t) = (brightness * (1 - saturation), brightness * (1 - saturation * fraction),
                         brightness * (1 - saturation * (1 - fraction)))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(sector) % 6 {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour that depends on traits, resolved once for the default trait collection.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection())
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// A colour from an asset catalog: there is none here, so a mid grey, never `nil`.
    public convenience init?(named name: String) {
        self.init(white: 0.5, alpha: 1)
    }

    /// A colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let color = cgColor.color
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour for `traitCollection`: itself, as colours are resolved when made.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The colour for layers.
    public var cgColor: CGColor { CGColor(self) }

    /// Writes the components out, as UIKit's; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// `UIColor(red: …, green: …, blue: …, alpha: …)`.
    public override var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    /// Whether `object` is a colour with equal components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    /// A hash of the components.
    public override var hash: Int { Hasher.hash(red, green, blue, alpha) }
}
