/// What the scene builder draws and how it names things.
///
/// Every property has a default, so `DiagramOptions()` gives a plain diagram
/// with index-path labels.
///
/// ```swift
/// var options = DiagramOptions(title: "Photos")
/// options.sectionNames = ["Featured", nil, "Recent"]   // nil: no name for section 1
/// options.itemLabels = [["Hero", "Second"]]             // section 0, items 0 and 1
/// options.salt = "photos"                               // ids become photos-s0-i3
/// let scene = try DiagramSceneBuilder(options: options).scene(for: solution)
/// ```
///
/// Missing entries are fine: a section beyond ``sectionNames`` has no name,
/// an item beyond ``itemLabels`` shows its index path. Empty or all-blank
/// strings count as missing.
public struct DiagramOptions: Hashable, Sendable {
    /// The diagram's title; `nil` means ``defaultTitle``.
    public var title: String?
    /// The accessible description; `nil` means one generated from the layout
    /// (size, sections, cells and groups).
    public var summary: String?
    /// Section names by section index, shown in tooltips and the description.
    public var sectionNames: [String?]
    /// Item labels by section, then item; a label replaces the index path on
    /// the cell's first line.
    public var itemLabels: [[String?]]
    /// Space around the drawing, in points (0 to ``maxPadding``).
    public var padding: Double
    /// The prefix of every id and style class in the output.
    public var salt: DiagramSalt
    /// Whether cells get labels at all.
    public var showsCellLabels: Bool
    /// The labels' font size in points (greater than 0, at most ``maxFontSize``).
    public var labelFontSize: Double
    /// Clear space between a label and its cell's edges, in points (not negative).
    public var labelInset: Double
    /// Text widths and baselines.
    public var textMeasure: TextMeasure

    /// `Compositional layout`.
    public static let defaultTitle = "Compositional layout"
    /// The largest padding accepted.
    public static let maxPadding: Double = 10_000
    /// The largest label font size accepted.
    public static let maxFontSize: Double = 1_000

    public init(title: String? = nil, summary: String? = nil, sectionNames: [String?] = [],
                itemLabels: [[String?]] = [], padding: Double = 16, salt: DiagramSalt = .default,
                showsCellLabels: Bool = true, labelFontSize: Double = 11, labelInset: Double = 2,
                textMeasure: TextMeasure = .estimate) {
        self.title = title
        self.summary = summary
        self.sectionNames = sectionNames
        self.itemLabels = itemLabels
        self.padding = padding
        self.salt = salt
        self.showsCellLabels = showsCellLabels
        self.labelFontSize = labelFontSize
        self.labelInset = labelInset
        self.textMeasure = textMeasure
    }

    /// The name of section `section`, normalised, or `nil`.
    func sectionName(_ section: Int) -> String? {
        guard sectionNames.indices.contains(section) else { return nil }
        return DisplayText.nonEmpty(sectionNames[section])
    }

    /// The label of `item` in `section`, normalised, or `nil`.
    func itemLabel(section: Int, item: Int) -> String? {
        guard itemLabels.indices.contains(section), itemLabels[section].indices.contains(item) else { return nil }
        return DisplayText.nonEmpty(itemLabels[section][item])
    }

    /// Rejects values no diagram can use, naming the option.
    func validate() throws(DiagramSceneError) {
        guard padding.isFinite, padding >= 0, padding <= Self.maxPadding else {
            throw .invalidOption(name: "padding", value: Self.describe(padding),
                                 expected: "a number from 0 to \(DiagramNumber.format(Self.maxPadding))")
        }
        guard labelFontSize.isFinite, labelFontSize > 0, labelFontSize <= Self.maxFontSize else {
            throw .invalidOption(name: "labelFontSize", value: Self.describe(labelFontSize),
                                 expected: "a number above 0 and at most \(DiagramNumber.format(Self.maxFontSize))")
        }
        guard labelInset.isFinite, labelInset >= 0, labelInset <= Self.maxPadding else {
            throw .invalidOption(name: "labelInset", value: Self.describe(labelInset),
                                 expected: "a number from 0 to \(DiagramNumber.format(Self.maxPadding))")
        }
        let measure = textMeasure
        guard [measure.averageAdvance, measure.baselineShift, measure.lineHeight].allSatisfy({ $0.isFinite && $0 >= 0 })
        else {
            throw .invalidOption(name: "textMeasure", value: "non-finite or negative metrics",
                                 expected: "finite, non-negative advance, baseline shift and line height")
        }
    }

    /// A value for an error message; unlike the canonical formatter, it does
    /// not turn NaN and infinities into `0`.
    private static func describe(_ value: Double) -> String {
        value.isFinite ? DiagramNumber.format(value) : "\(value)"
    }
}
