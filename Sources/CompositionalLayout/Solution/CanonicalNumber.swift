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

    /// The canonical text of `value` rounded to `fractionDigits` digits (0 to
    /// 4) after the point: diagram labels use 2 (`112.67`), where the frames
    /// keep 4 (`112.6667`).
    public static func string(_ value: Double, fractionDigits requested: Int) -> String {
        guard value.isFinite else { return "0" }
        let digits = Swift.min(Swift.max(requested, 0), fractionDigits)
        var unit: UInt64 = 1
        for _ in 0..<digits { unit *= 10 }
        let clamped = Swift.min(Swift.max(value, -maxMagnitude), maxMagnitude)
        let scaled = Int64((clamped * Double(unit)).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        let whole = magnitude / unit
        var fraction = magnitude % unit
        var text = (scaled < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var shown = digits
            while fraction % 10 == 0 { fraction /= 10; shown -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: shown - fractionText.count) + fractionText
        }
        return text
    }

    public static func string(_ value: CGFloat) -> String { string(Double(value)) }

    /// The value as a `Decimal`, which `JSONEncoder` writes as the text of ``string(_:)``.
    public static func decimal(_ value: Double) -> Decimal {
        Decimal(string: string(value), locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}

extension CanonicalNumber {
    /// The value as a `Decimal`, which `JSONEncoder` writes as the text of ``string(_:)``.
    public static func decimal(_ value: CGFloat) -> Decimal { decimal(Double(value)) }
}
