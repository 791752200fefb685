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
}
