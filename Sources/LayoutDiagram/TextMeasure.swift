/// How wide text is and where its baseline goes: the one place that knows
/// about font metrics.
///
/// Backed by a font (``init(font:lineHeight:ellipsis:)``, or ``pinned()`` for
/// DejaVu Sans), a string's width is the sum of its characters' advances in
/// that font, unhinted and without kerning: what the SVG viewer and the Cairo
/// PNG renderer draw with the same font file. Without one (``estimate``, for
/// hosts that lack the font), every character is estimated at
/// ``averageAdvance`` × font size.
///
/// ```swift
/// let measure = try TextMeasure.pinned()
/// measure.width(of: "180×44", fontSize: 11)       // (5 × 1303 + 1716) / 2048 × 11 ≈ 44.209
/// measure.truncated("Photos", toWidth: 32, fontSize: 11)   // "Pho…" (31.3); "Phot…" needs 35.6
///
/// let estimate = TextMeasure.estimate
/// estimate.width(of: "180×44", fontSize: 10)                 // 6 × 0.6 × 10 = 36
/// estimate.truncated("Photos", toWidth: 20, fontSize: 10)    // "Ph…" (3 × 6 = 18 ≤ 20)
/// estimate.truncated("Photos", toWidth: 5, fontSize: 10)     // nil: not even "P…" fits
/// ```
///
/// Lines are ``lineHeight`` (1.2 em) apart with or without a font. DejaVu
/// Sans's own line height (ascender − descender + line gap, 2384 / 2048 ≈
/// 1.164 em) is a little tighter; 1.2 em keeps the label blocks the same
/// height whichever measure is used.
public struct TextMeasure: Hashable, Sendable {
    /// The estimate described above.
    public static let estimate = TextMeasure()

    /// The advance of one character, in ems, when there is no ``font``. With
    /// a font, ``width(of:fontSize:)`` ignores it; it is then the font's mean
    /// advance over printable ASCII, a summary for messages.
    public var averageAdvance: Double
    /// From a line's visual centre down to its baseline, in ems: half the cap
    /// height, so that capitals and digits are centred on the line's centre.
    /// Replaces `dominant-baseline: central`.
    public var baselineShift: Double
    /// From one baseline to the next, in ems.
    public var lineHeight: Double
    /// What replaces the end of a shortened string.
    public var ellipsis: String
    /// The font whose advance widths are summed; `nil` for the estimate.
    public var font: FontMetrics?

    /// The estimate: no font, every character `averageAdvance` wide.
    public init(averageAdvance: Double = 0.6, baselineShift: Double = 0.35, lineHeight: Double = 1.2,
                ellipsis: String = "…") {
        self.averageAdvance = averageAdvance
        self.baselineShift = baselineShift
        self.lineHeight = lineHeight
        self.ellipsis = ellipsis
        self.font = nil
    }

    /// Measures with `font`: widths are its advances, and the baseline sits
    /// half its cap height below a line's centre.
    public init(font: FontMetrics, lineHeight: Double = 1.2, ellipsis: String = "…") {
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        self.averageAdvance = font.advance(of: String(printable)) / Double(printable.count)
        self.baselineShift = font.capHeight / 2
        self.lineHeight = lineHeight
        self.ellipsis = ellipsis
        self.font = font
    }

    /// Measures with the pinned font, DejaVu Sans (see ``FontMetrics/pinned()``).
    public static func pinned() throws(FontLoadingError) -> TextMeasure {
        TextMeasure(font: try FontMetrics.pinned())
    }

    /// The pinned font's metrics when the font can be found, else
    /// ``estimate``: the default of ``DiagramOptions``, so that scenes built
    /// through the Swift API fit the labels both renderers draw. The command
    /// line insists on the font instead (a missing font is an error there).
    public static var standard: TextMeasure {
        (try? pinned()) ?? estimate
    }

    /// The advance width of `text` at `fontSize`, in points.
    public func width(of text: String, fontSize: Double) -> Double {
        guard let font else { return Double(text.count) * averageAdvance * fontSize }
        return font.advance(of: text) * fontSize
    }

    /// `text` if it fits in `width`; otherwise its longest prefix that fits
    /// with ``ellipsis`` appended (at least one character of `text` is kept);
    /// otherwise `nil`.
    public func truncated(_ text: String, toWidth width: Double, fontSize: Double) -> String? {
        if fits(text, width: width, fontSize: fontSize) { return text }
        let characters = Array(text)
        // Widths grow with the prefix, so binary-search the longest prefix that fits.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(shortened(characters, to: middle), width: width, fontSize: fontSize) {
                low = middle
            } else {
                high = middle - 1
            }
        }
        guard low >= 1 else { return nil }
        let result = shortened(characters, to: low)
        return fits(result, width: width, fontSize: fontSize) ? result : nil
    }

    /// How far a line's baseline sits below its visual centre, in points.
    public func baselineOffset(fontSize: Double) -> Double {
        baselineShift * fontSize
    }

    /// The distance between consecutive baselines, in points.
    public func lineSpacing(fontSize: Double) -> Double {
        lineHeight * fontSize
    }

    /// The height a block of `lines` lines needs: one font size for the first
    /// line, one line spacing for each further line.
    public func blockHeight(lines: Int, fontSize: Double) -> Double {
        lines <= 0 ? 0 : fontSize + Double(lines - 1) * lineSpacing(fontSize: fontSize)
    }

    private func fits(_ text: String, width: Double, fontSize: Double) -> Bool {
        // A little slack so that a line exactly as wide as the room is not
        // rejected over a rounding error.
        self.width(of: text, fontSize: fontSize) <= width + 1e-9
    }

    private func shortened(_ characters: [Character], to count: Int) -> String {
        var prefix = String(characters.prefix(count))
        while prefix.last?.isWhitespace == true { prefix.removeLast() }
        return prefix + ellipsis
    }
}
