/// Where a line of text is attached to its position, as SVG's `text-anchor`.
public enum TextAnchor: String, Hashable, Sendable {
    /// The line starts at the position.
    case start
    /// The line is centred on the position.
    case middle
    /// The line ends at the position.
    case end
}

/// One line of text, positioned on its baseline.
public struct SceneTextLine: Hashable, Sendable {
    /// The text as it should appear (already shortened to fit).
    public var string: String
    /// The anchor point on the baseline. The scene builder computes baselines
    /// with ``TextMeasure``, so renderers need no font metrics and never rely
    /// on `dominant-baseline` (which librsvg ignores).
    public var baseline: DiagramPoint

    /// A line of `string` on `baseline`.
    public init(_ string: String, baseline: DiagramPoint) {
        self.string = string
        self.baseline = baseline
    }
}

/// A block of one or more lines in one font size.
///
/// ```swift
/// SceneText(lines: [SceneTextLine("0·3", baseline: DiagramPoint(x: 100, y: 18.35))],
///           anchor: .middle, fontSize: 11)
/// ```
public struct SceneText: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [SceneTextLine]
    /// Which point of each line its baseline position is: start, middle or end.
    public var anchor: TextAnchor
    /// The font size in points; the font family comes from the theme.
    public var fontSize: Double

    /// Text of `lines` at `fontSize` points, aligned on `anchor`.
    public init(lines: [SceneTextLine], anchor: TextAnchor, fontSize: Double) {
        self.lines = lines
        self.anchor = anchor
        self.fontSize = fontSize
    }
}
