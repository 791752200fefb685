import CompositionalLayout

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
    /// Section names by section index, drawn in the section column and shown in tooltips and the description.
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
    /// Which group outlines, inset bands and dimension markers are drawn.
    public var annotations: DiagramAnnotations
    /// Whether orthogonal sections show only what is visible at rest (`--clip`),
    /// instead of the content beyond the viewport, faded.
    public var clipsOrthogonalContent: Bool
    /// How much orthogonal content beyond the viewport is drawn (faded), in
    /// viewport lengths; `nil` draws all of it. The default, 1, shows the
    /// next page, which is what shows how the section scrolls, and keeps a
    /// 50-page carousel from making the diagram 50 screens wide.
    public var orthogonalOverflow: Double?
    /// Whether a legend names the styles used, below the layout.
    public var showsLegend: Bool
    /// Whether a caption gives the container size and traits, below the layout.
    public var showsCaption: Bool
    /// The device the layout is drawn for, named first in the caption.
    public var deviceName: String?
    /// Whether the title is drawn above the diagram (it is always the SVG `<title>`).
    public var showsTitle: Bool
    /// Whether section names (and, with several sections, their numbers)
    /// are drawn in a column beside the layout.
    public var showsSectionNames: Bool
    /// With a screen, the diagram shows only what the container shows at
    /// the screen's content offset (`render --viewport`); without, the whole
    /// content, with the screen's resting edge marked.
    public var screen: DiagramScreen?
    /// The screen of the device the layout is drawn on, usually at rest: its
    /// outline is drawn around that screen, with its safe area, without
    /// cutting anything; with a ``screen`` as well (device panels,
    /// ``DiagramSceneBuilder/scene(forPanels:)``), around the screen, which
    /// cuts; `nil` draws no device.
    public var device: DiagramScreen?
    /// Each orthogonal section's offset, by section index, where the diagram is drawn; a section
    /// not named is at rest. Visible items' effects (``CompositionalLayout/VisibleItemEffects``)
    /// are drawn as they are at these offsets.
    public var orthogonalOffsets: [Int: Double] = [:]
    /// The content offset along the scroll axis the layout is drawn at, for what changes with it
    /// (visible items' effects); `nil`: the ``screen``'s, else the ``device``'s, else 0.
    public var contentOffset: Double?
    /// The traits named in the caption, e.g. `["compact width", "dark"]`;
    /// ``traitNames(_:)`` describes a trait collection so.
    public var traits: [String]
    /// Whether a long layout is drawn for about two screens along its scroll
    /// axis, each section keeping at least its first row, and the rest left
    /// out with "+N more: items 0·20–0·199" (``PictureBound``); off
    /// (`render --overflow all`), everything is drawn. A screen bounds the
    /// picture itself, so with one this does nothing.
    public var boundsLength: Bool = true
    /// Frames to explain beside the layout (`render --explain`), each as a callout.
    public var explanations: [DiagramExplanation] = []
    /// The largest drawing the renderer can make, checked before the scene is built.
    public var sizeLimit: DiagramSizeLimit = .drawing

    /// `Compositional layout`.
    public static let defaultTitle = "Compositional layout"
    /// The largest padding accepted.
    public static let maxPadding: Double = 10_000
    /// The largest label font size accepted.
    public static let maxFontSize: Double = 1_000

    /// Options with the given values; each default shows what a plain `render` shows.
    public init(title: String? = nil, summary: String? = nil, sectionNames: [String?] = [],
                itemLabels: [[String?]] = [], padding: Double = 16, salt: DiagramSalt = .default,
                showsCellLabels: Bool = true, labelFontSize: Double = 11, labelInset: Double = 2,
                textMeasure: TextMeasure = .standard, annotations: DiagramAnnotations = .first,
                clipsOrthogonalContent: Bool = false, orthogonalOverflow: Double? = 1, showsLegend: Bool = true, showsCaption: Bool = true,
                deviceName: String? = nil, traits: [String] = [], showsTitle: Bool = true,
                showsSectionNames: Bool = true, screen: DiagramScreen? = nil) {
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
        self.annotations = annotations
        self.clipsOrthogonalContent = clipsOrthogonalContent
        self.orthogonalOverflow = orthogonalOverflow
        self.showsLegend = showsLegend
        self.showsCaption = showsCaption
        self.deviceName = deviceName
        self.traits = traits
        self.showsTitle = showsTitle
        self.showsSectionNames = showsSectionNames
        self.screen = screen
    }

    /// The specified traits of `traits`, as a caption names them:
    /// `compact width`, `regular height`, `dark`, `right-to-left`, `@3x`.
    public static func traitNames(_ traits: UITraitCollection) -> [String] {
        var names: [String] = []
        let sizeClass: [UIUserInterfaceSizeClass: String] = [.compact: "compact", .regular: "regular"]
        if let name = sizeClass[traits.horizontalSizeClass] { names.append("\(name) width") }
        if let name = sizeClass[traits.verticalSizeClass] { names.append("\(name) height") }
        switch traits.userInterfaceStyle {
        case .light: names.append("light")
        case .dark: names.append("dark")
        default: break
        }
        if traits.layoutDirection == .rightToLeft { names.append("right-to-left") }
        if traits.displayScale > 0 { names.append("@\(DiagramNumber.label(Double(traits.displayScale)))x") }
        return names
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
        if let overflow = orthogonalOverflow, !(overflow.isFinite && overflow >= 0 && overflow <= 1_000) {
            throw .invalidOption(name: "orthogonalOverflow", value: Self.describe(overflow),
                                 expected: "a number of viewport lengths from 0 to 1000")
        }
        if let screen, !(screen.contentOffset.isFinite && abs(screen.contentOffset) <= DiagramScene.maxSide) {
            throw .invalidOption(name: "contentOffset", value: Self.describe(screen.contentOffset),
                                 expected: "a finite number of points")
        }
        if let insets = screen?.safeArea,
           ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) {
            throw .invalidOption(name: "safeArea", value: "non-finite or negative insets", expected: "finite insets, not negative")
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
