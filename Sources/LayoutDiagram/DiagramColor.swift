/// An sRGB colour with opacity.
///
/// ```swift
/// DiagramColor(hex: 0x3B82F6).hexString              // "#3b82f6"
/// DiagramColor(hex: 0x3B82F6, opacity: 0.5).opacity  // 0.5
/// ```
public struct DiagramColor: Hashable, Sendable {
    /// The red, green and blue components, 0 to 255.
    public var red, green, blue: UInt8
    /// 0 (transparent) to 1 (opaque); out-of-range values are clamped.
    public var opacity: Double

    /// A colour of the given components; `opacity` from 0 (transparent) to 1.
    public init(red: UInt8, green: UInt8, blue: UInt8, opacity: Double = 1) {
        (self.red, self.green, self.blue) = (red, green, blue)
        self.opacity = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1
    }

    /// A colour written as `0xRRGGBB`; bits above the low 24 are ignored.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
                  opacity: opacity)
    }

    /// `#rrggbb` in lowercase, without the opacity.
    public var hexString: String {
        "#" + [red, green, blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// This colour at `amount` (0 to 1) over `base`, made opaque; `base` `nil` is white.
    public func mixed(over base: DiagramColor?, amount: Double) -> DiagramColor {
        let base = base ?? .white
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * amount + Double(bottom) * (1 - amount)).rounded())
        }
        return DiagramColor(red: channel(red, base.red), green: channel(green, base.green), blue: channel(blue, base.blue))
    }

    /// Opaque white.
    public static let white = DiagramColor(hex: 0xFFFFFF)
    /// Opaque black.
    public static let black = DiagramColor(hex: 0x000000)
}
