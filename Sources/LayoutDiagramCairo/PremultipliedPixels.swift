/// Conversions between Cairo's pixel words and straight (not premultiplied)
/// RGBA bytes.
///
/// A `CAIRO_FORMAT_ARGB32` pixel is one native-endian 32-bit word,
/// `alpha << 24 | red << 16 | green << 8 | blue`, with the colour channels
/// already multiplied by alpha. The rounding is Cairo's own (`cairo-png.c`),
/// so converting a surface here gives the same bytes as writing it to PNG
/// and decoding the file:
///
/// ```swift
/// PremultipliedPixels.unpremultiply(0x80_40_20_00)   // (128, 64, 0, 128): 0x40 × 255 / 0x80, rounded
/// PremultipliedPixels.premultiply(red: 128, green: 64, blue: 0, alpha: 128)   // 0x80_40_20_00
/// ```
enum PremultipliedPixels {
    /// Straight red, green, blue and alpha of an ARGB32 word. A fully
    /// transparent pixel is `(0, 0, 0, 0)`.
    @inline(__always)
    static func unpremultiply(_ word: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let alpha = word >> 24
        let red = (word >> 16) & 0xFF, green = (word >> 8) & 0xFF, blue = word & 0xFF
        switch alpha {
        case 0:
            return (0, 0, 0, 0)
        case 255:
            return (UInt8(red), UInt8(green), UInt8(blue), 255)
        default:
            // (c × 255 + alpha / 2) / alpha, as Cairo's PNG writer rounds; a
            // channel larger than alpha (invalid, but possible) is clamped.
            func straight(_ channel: UInt32) -> UInt8 { UInt8(min((channel * 255 + alpha / 2) / alpha, 255)) }
            return (straight(red), straight(green), straight(blue), UInt8(alpha))
        }
    }

    /// The ARGB32 word of a straight RGBA pixel.
    @inline(__always)
    static func premultiply(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        let alpha32 = UInt32(alpha)
        // Cairo's PNG reader: t = alpha × c + 0x80; (t + (t >> 8)) >> 8, which is alpha × c / 255 rounded.
        func multiplied(_ channel: UInt8) -> UInt32 {
            let product = alpha32 * UInt32(channel) + 0x80
            return (product + (product >> 8)) >> 8
        }
        switch alpha {
        case 0: return 0
        case 255: return 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        default: return alpha32 << 24 | multiplied(red) << 16 | multiplied(green) << 8 | multiplied(blue)
        }
    }
}
