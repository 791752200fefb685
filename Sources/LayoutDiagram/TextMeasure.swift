/// How wide text is and where its baseline goes: the one place that knows
/// about font metrics.
///
/// For now every character is estimated at ``averageAdvance`` × font size
/// (0.6 em, about right for DejaVu Sans digits and lowercase). A later
/// version reads real advances from the pinned font; because the scene
/// builder asks only this type, nothing else changes when it does.
///
/// ```swift
/// let measure = TextMeasure.estimate
/// measure.width(of: "180×44", fontSize: 10)                      // 6 × 0.6 × 10 = 36
/// measure.truncated("Photos", toWidth: 20, fontSize: 10)         // "Ph…" (3 × 6 = 18 ≤ 20)
/// measure.truncated("Photos", toWidth: 5, fontSize: 10)          // nil: not even "P…" fits
/// ```
public struct TextMeasure: Hashable, Sendable {
    /// The estimate described above.
    public static let estimate = TextMeasure()

    /// The advance of one character, in ems.
    public var averageAdvance: Double
    /// From a line's visual centre down to its baseline, in ems. About half the
    /// cap height plus a little; replaces `dominant-baseline: central`.
    public var baselineShift: Double
    /// From one baseline to the next, in ems.
    public var lineHeight: Double
    /// What replaces the end of a shortened string.
    public var ellipsis: String

    public init(averageAdvance: Double = 0.6, baselineShift: Double = 0.35, lineHeight: Double = 1.2,
                ellipsis: String = "…") {
        self.averageAdvance = averageAdvance
        self.baselineShift = baselineShift
        self.lineHeight = lineHeight
        self.ellipsis = ellipsis
    }

    /// The advance width of `text` at `fontSize`, in points.
    public func width(of text: String, fontSize: Double) -> Double {
        Double(text.count) * averageAdvance * fontSize
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
