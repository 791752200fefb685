import Foundation

/// The one formatter for numbers written to SVG and to the frames JSON.
///
/// Values are rounded to 1/10000 (half away from zero). The result has no
/// exponent, no trailing zeros, and `-0` is written `0`: `172.5`, `107.6667`,
/// `390`.
///
/// ```swift
/// CanonicalNumber.string(1.0 / 3.0)   // "0.3333"
/// CanonicalNumber.string(-0.00001)    // "0"
/// ```
public enum CanonicalNumber {
    /// Digits after the decimal point.
    public static let fractionDigits = 4
    /// Beyond this magnitude a value is written as the limit (values that large are rejected before output).
    private static let maxMagnitude: Double = 1e12

    /// The canonical text of `value`.
    ///
    /// The solver only produces finite values; a non-finite value is written
    /// `0` rather than trapping, and values beyond ±1e12 are clamped.
    public static func string(_ value: Double) -> String {
        string(value, fractionDigits: fractionDigits)
    }

    /// `value` in a message: `44`, `0.3333`. The canonical text where it is exact enough; a value
    /// it would misstate (too small for four decimals, beyond its ±1e12 clamp, not finite) as
    /// Swift writes it: `1e-05`, `1e+300`, `inf`. Every module's messages write numbers through it.
    public static func messageText(_ value: Double) -> String {
        guard value.isFinite, Swift.abs(value) < maxMagnitude, quantized(value) != 0 || value == 0 else {
            return "\(value)"
        }
        return string(value)
    }

    /// The canonical text of `value` rounded to `fractionDigits` digits (0 to
    /// 4) after the point: diagram labels use 2 (`112.67`), where the frames
    /// keep 4 (`112.6667`).
    public static func string(_ value: Double, fractionDigits requested: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(value, fractionDigits: requested, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the canonical text of `value` (see ``string(_:fractionDigits:)``)
    /// as UTF-8: the frames JSON writer's path, with no `String` in between.
    static func append(_ value: Double, fractionDigits requested: Int = fractionDigits, to bytes: inout some ByteSink) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let digits = Swift.min(Swift.max(requested, 0), fractionDigits)
        var unit: UInt64 = 1
        for _ in 0..<digits { unit *= 10 }
        let clamped = Swift.min(Swift.max(value, -maxMagnitude), maxMagnitude)
        let scaled = Int64((clamped * Double(unit)).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 { return bytes.append(UInt8(ascii: "0")) }
        let magnitude = scaled.magnitude
        var fraction = magnitude % unit
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(magnitude / unit, to: &bytes)
        guard fraction != 0 else { return }
        var shown = digits
        while fraction % 10 == 0 { fraction /= 10; shown -= 1 }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros of the fraction (0.05 is 5 shown in 2 digits), then its digits.
        var width = 1, rest = fraction / 10
        while rest > 0 { width += 1; rest /= 10 }
        for _ in width..<shown { bytes.append(UInt8(ascii: "0")) }
        appendDigits(fraction, to: &bytes)
    }

    /// Appends the decimal digits of `value`.
    static func appendDigits(_ value: some UnsignedInteger, to bytes: inout some ByteSink) {
        var value = UInt64(value)
        guard value > 0 else { return bytes.append(UInt8(ascii: "0")) }
        var reversed: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                       UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &reversed) { digits in
            while value > 0 {
                digits[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[index]) }
        }
    }

    /// The canonical text of `value`, as the `Double` form writes it.
    public static func string(_ value: CGFloat) -> String { string(Double(value)) }

    /// The number ``string(_:)-(Double)`` writes, as a number: `value` rounded to 1/10000 (half away from
    /// zero), clamped to ±1e12, and 0 when not finite. A renderer that draws from numbers rather
    /// than text (Cairo) uses it to paint what a viewer of the written SVG paints.
    public static func quantized(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let clamped = Swift.min(Swift.max(value, -maxMagnitude), maxMagnitude)
        let scaled = (clamped * 10_000).rounded(.toNearestOrAwayFromZero)
        return scaled == 0 ? 0 : scaled / 10_000
    }

    /// The value as a `Decimal`, which `JSONEncoder` writes as the text of ``string(_:)-(Double)``.
    public static func decimal(_ value: Double) -> Decimal {
        Decimal(string: string(value), locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}

extension CanonicalNumber {
    /// The value as a `Decimal`, which `JSONEncoder` writes as the text of ``string(_:)-(Double)``.
    public static func decimal(_ value: CGFloat) -> Decimal { decimal(Double(value)) }
}
