#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDiagram

/// A read-only window on a ``RasterImage``'s bytes: the top-left
/// `width × height` pixels of an image whose rows are `rowLength` pixels long.
///
/// Comparing images of different sizes looks at the area they share, so the
/// window can be narrower than the image. Valid only inside the
/// `withUnsafeBytes` call that made `bytes`.
struct PixelGrid {
    let bytes: UnsafeRawBufferPointer
    let rowLength: Int
    let width: Int
    let height: Int

    /// The byte offset of pixel (`x`, `y`).
    @inline(__always)
    func offset(_ x: Int, _ y: Int) -> Int {
        (y &* rowLength &+ x) &* 4
    }

    /// Whether row `y` holds the same bytes as row `otherRow` of `other` (over this grid's width).
    func row(_ y: Int, equals other: PixelGrid, row otherRow: Int) -> Bool {
        guard width > 0, let base = bytes.baseAddress, let otherBase = other.bytes.baseAddress else { return true }
        return memcmp(base + offset(0, y), otherBase + other.offset(0, otherRow), width * 4) == 0
    }

    /// The pixel's four bytes as one word, for equality tests only.
    @inline(__always)
    func word(at offset: Int) -> UInt32 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }

    @inline(__always)
    func word(_ x: Int, _ y: Int) -> UInt32 {
        word(at: offset(x, y))
    }

    /// The pixel blended with white, in YIQ.
    @inline(__always)
    func yiq(_ x: Int, _ y: Int) -> YIQ {
        let offset = offset(x, y)
        return YIQ(red: bytes[offset], green: bytes[offset &+ 1], blue: bytes[offset &+ 2], alpha: bytes[offset &+ 3])
    }

    /// The brightness (Y) of the pixel blended with white.
    @inline(__always)
    func brightness(_ x: Int, _ y: Int) -> Double {
        let offset = offset(x, y)
        let opacity = Double(bytes[offset &+ 3]) / 255
        return YIQ.brightness(red: YIQ.blendWithWhite(bytes[offset], opacity),
                              green: YIQ.blendWithWhite(bytes[offset &+ 1], opacity),
                              blue: YIQ.blendWithWhite(bytes[offset &+ 2], opacity))
    }

    /// The pixel as pixelmatch's mask shows an unchanged one: a grey of its
    /// brightness blended with white, `255 + (Y − 255) × fade × opacity`.
    @inline(__always)
    func fadedGrey(at offset: Int, fade: Double) -> UInt8 {
        let opacity = Double(bytes[offset &+ 3]) / 255
        let brightness = YIQ.brightness(red: Double(bytes[offset]), green: Double(bytes[offset &+ 1]),
                                        blue: Double(bytes[offset &+ 2]))
        return UInt8(min(max(255 + (brightness - 255) * fade * opacity, 0), 255).rounded())
    }
}
