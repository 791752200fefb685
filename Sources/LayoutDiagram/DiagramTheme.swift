/// The look of a diagram: a style for each ``SceneRole``, a background and
/// a font family stack.
///
/// A theme belongs to the renderer, not the scene, so one scene can be
/// rendered light and dark (an SVG could carry both, switched by
/// `prefers-color-scheme`; a PNG is rendered once per theme).
///
/// ```swift
/// var theme = DiagramTheme.light
/// theme.cell.fill = DiagramColor(hex: 0xFEF3C7)
/// let svg = try SVGRenderer(options: .init(theme: theme)).render(scene)
/// ```
public struct DiagramTheme: Hashable, Sendable {
    /// A short name (`light`), for messages and file names.
    public var name: String
    /// Fills the whole drawing, padding included; `nil` leaves it transparent.
    public var background: DiagramColor?
    /// Font families in order of preference; the last should be generic (`sans-serif`).
    public var fontFamilies: [String]
    public var sectionBounds: DiagramStyle
    public var cell: DiagramStyle
    public var cellLabel: DiagramStyle
    /// Group outline styles by nesting depth; deeper groups reuse them in a
    /// cycle. Neighbouring entries differ in colour *and* dash, so depth stays
    /// readable in greyscale.
    public var groupOutlines: [DiagramStyle]
    /// Headers, footers, badges and other supplementary views.
    public var supplementary: DiagramStyle
    /// Section backgrounds and other decoration views.
    public var decoration: DiagramStyle

    public init(name: String, background: DiagramColor?, fontFamilies: [String], sectionBounds: DiagramStyle,
                cell: DiagramStyle, cellLabel: DiagramStyle, groupOutlines: [DiagramStyle],
                supplementary: DiagramStyle = DiagramStyle(fill: DiagramColor(hex: 0xFEF3C7), stroke: DiagramColor(hex: 0xD97706)),
                decoration: DiagramStyle = DiagramStyle(fill: DiagramColor(hex: 0xDCFCE7), stroke: DiagramColor(hex: 0x16A34A))) {
        self.name = name
        self.background = background
        self.fontFamilies = fontFamilies
        self.sectionBounds = sectionBounds
        self.cell = cell
        self.cellLabel = cellLabel
        self.groupOutlines = groupOutlines
        self.supplementary = supplementary
        self.decoration = decoration
    }

    /// The style of `role`. With no group outline styles, group outlines use
    /// a plain dashed black line.
    public func style(for role: SceneRole) -> DiagramStyle {
        switch role {
        case .sectionBounds: return sectionBounds
        case .cell: return cell
        case .cellLabel: return cellLabel
        case .supplementary: return supplementary
        case .decoration: return decoration
        case .groupOutline(let depth):
            guard !groupOutlines.isEmpty else { return DiagramStyle(fill: nil, stroke: .black, dash: [4, 4]) }
            return groupOutlines[Swift.max(depth, 0) % groupOutlines.count]
        }
    }

    /// Dark slate text on white; blue cells; violet, orange, green and pink
    /// dashed group outlines for depths 0 to 3.
    public static let light = DiagramTheme(
        name: "light",
        background: .white,
        fontFamilies: ["DejaVu Sans", "Verdana", "sans-serif"],
        sectionBounds: DiagramStyle(fill: DiagramColor(hex: 0xF1F5F9), stroke: DiagramColor(hex: 0x94A3B8)),
        cell: DiagramStyle(fill: DiagramColor(hex: 0xDBEAFE), stroke: DiagramColor(hex: 0x3B82F6)),
        cellLabel: DiagramStyle(fill: DiagramColor(hex: 0x1E293B)),
        groupOutlines: [
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0x7C3AED), dash: [6, 3]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xEA580C), dash: [3, 2]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0x059669), dash: [1, 2]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xDB2777), dash: [8, 2, 2, 2]),
        ])
}
