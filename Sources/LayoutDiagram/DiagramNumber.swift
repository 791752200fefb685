import CompositionalLayout

/// The one number formatter for diagram output.
///
/// Renderers write every coordinate, size and label number through this, so
/// a diagram and the frames JSON always agree to the last digit. It forwards
/// to ``CompositionalLayout/CanonicalNumber``: rounded to 1/10000, no
/// exponent, no trailing zeros, `-0` written `0`.
///
/// ```swift
/// DiagramNumber.format(180)        // "180"
/// DiagramNumber.format(1.0 / 3.0)  // "0.3333"
/// DiagramNumber.format(-0.00001)   // "0"
/// ```
///
/// A non-finite value is written `0` rather than trapping; scenes are
/// checked for non-finite geometry before rendering
/// (``DiagramScene/validate()``), so that only matters for hand-built input.
public enum DiagramNumber {
    /// The canonical text of `value`.
    public static func format(_ value: Double) -> String {
        CanonicalNumber.string(value)
    }

    /// The value ``format(_:)`` writes, as a number (``CompositionalLayout/CanonicalNumber/quantized(_:)``):
    /// what every renderer draws, so a PNG paints what a viewer of the SVG paints.
    public static func quantized(_ value: Double) -> Double {
        CanonicalNumber.quantized(value)
    }

    /// The text of a value shown to a reader (a size, a spacing, an inset):
    /// the same formatter with 2 digits after the point, `112.67` rather
    /// than `112.6667`.
    public static func label(_ value: Double) -> String {
        CanonicalNumber.string(value, fractionDigits: 2)
    }

    /// The text of a declared fraction: `1/3`, `2/3`, `1/2` when the value is
    /// that fraction (denominators 2 to 12, to within 1e-9), else ``format(_:)``
    /// (`0.3333`, not rounded to a label's 2 digits), so `.fractionalWidth(1/3)`
    /// and `.fractionalWidth(0.3333)` each read as they were written.
    public static func fraction(_ value: Double) -> String {
        guard value.isFinite, value > 0, value != value.rounded() else { return format(value) }
        for denominator in 2...12 {
            let numerator = (value * Double(denominator)).rounded()
            if abs(numerator / Double(denominator) - value) < 1e-9 {
                return "\(label(numerator))/\(denominator)"
            }
        }
        return format(value)
    }
}
