import LayoutDiagram

/// A colour in the NTSC YIQ space: brightness Y and the two chroma axes I and Q.
///
/// Kotsarenko & Ramos (2010) measure perceived difference as a weighted sum of
/// squared YIQ differences, weighting brightness most. Colours are blended
/// with white by their alpha first, so a transparent pixel reads as white.
struct YIQ {
    var y: Double
    var i: Double
    var q: Double

    /// The colour `(red, green, blue)` (0–255, already opaque).
    @inline(__always)
    init(red: Double, green: Double, blue: Double) {
        y = YIQ.brightness(red: red, green: green, blue: blue)
        i = 0.59597799 * red - 0.27417610 * green - 0.32180189 * blue
        q = 0.21147017 * red - 0.52261711 * green + 0.31114694 * blue
    }

    /// The colour blended with white by `alpha`.
    @inline(__always)
    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let opacity = Double(alpha) / 255
        self.init(red: YIQ.blendWithWhite(red, opacity), green: YIQ.blendWithWhite(green, opacity),
                  blue: YIQ.blendWithWhite(blue, opacity))
    }

    init(blending pixel: RasterImage.Pixel) {
        self.init(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
    }

    /// One channel drawn with `opacity` over white: `255 + (c − 255) × opacity`.
    @inline(__always)
    static func blendWithWhite(_ channel: UInt8, _ opacity: Double) -> Double {
        255 + (Double(channel) - 255) * opacity
    }

    /// Y: `0.29889531 R + 0.58662247 G + 0.11448223 B`; a grey (g, g, g) has Y = g.
    @inline(__always)
    static func brightness(red: Double, green: Double, blue: Double) -> Double {
        0.29889531 * red + 0.58662247 * green + 0.11448223 * blue
    }

    /// `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`, negative when `second` is darker
    /// than `first`.
    @inline(__always)
    static func signedDifference(from first: YIQ, to second: YIQ) -> Double {
        let dy = first.y - second.y, di = first.i - second.i, dq = first.q - second.q
        let difference = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return second.y < first.y ? -difference : difference
    }
}
