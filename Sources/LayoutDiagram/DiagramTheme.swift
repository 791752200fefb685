/// The look of a diagram: a style for each ``SceneRole``, a background and
/// a font family stack.
///
/// A theme belongs to the renderer, not the scene, so one scene can be
/// rendered light and dark (an SVG can carry both, switched by
/// `prefers-color-scheme`; a PNG is rendered once per theme).
///
/// ```swift
/// var theme = DiagramTheme.light
/// theme.cell.fill = DiagramColor(hex: 0xFEF3C7)
/// let svg = try SVGRenderer(options: .init(theme: theme)).render(scene)
/// ```
///
/// Fills of boxes are opaque, so a pixel inside a box has exactly its
/// style's colour; only the inset bands are translucent, because they lie
/// over section bounds and backgrounds that should show through.
public struct DiagramTheme: Hashable, Sendable {
    /// A short name (`light`), for messages and file names.
    public var name: String
    /// Fills the whole drawing, padding included; `nil` leaves it transparent.
    public var background: DiagramColor?
    /// Font families in order of preference; the last should be generic
    /// (`sans-serif`). Text is measured with the pinned font (DejaVu Sans),
    /// so the first family should be that font.
    public var fontFamilies: [String]
    public var sectionBounds: DiagramStyle
    public var sectionInset: DiagramStyle
    /// Group outline styles by nesting depth; deeper groups reuse them in a
    /// cycle. Neighbouring entries differ in colour *and* dash, so depth stays
    /// readable in greyscale.
    public var groupOutlines: [DiagramStyle]
    public var itemInset: DiagramStyle
    public var cell: DiagramStyle
    public var cellLabel: DiagramStyle
    /// Headers, footers, badges and other supplementary views.
    public var supplementary: DiagramStyle
    /// Section backgrounds and other decoration views.
    public var decoration: DiagramStyle
    public var dimension: DiagramStyle
    public var annotationPlate: DiagramStyle
    public var annotationText: DiagramStyle
    public var viewport: DiagramStyle
    /// Laid over orthogonal content beyond the viewport: the background, translucent.
    public var veil: DiagramStyle
    public var scrollArrow: DiagramStyle
    public var restMarker: DiagramStyle
    public var caption: DiagramStyle

    /// The style of `role`. With no group outline styles, group outlines use
    /// a plain dashed line in the cell outline's colour.
    public func style(for role: SceneRole) -> DiagramStyle {
        switch role {
        case .sectionBounds: return sectionBounds
        case .sectionInset: return sectionInset
        case .itemInset: return itemInset
        case .cell: return cell
        case .cellLabel: return cellLabel
        case .supplementary: return supplementary
        case .decoration: return decoration
        case .dimension: return dimension
        case .annotationPlate: return annotationPlate
        case .annotationText: return annotationText
        case .viewport: return viewport
        case .veil: return veil
        case .scrollArrow: return scrollArrow
        case .restMarker: return restMarker
        case .caption: return caption
        case .groupOutline(let depth):
            guard !groupOutlines.isEmpty else { return DiagramStyle(fill: nil, stroke: cell.stroke, dash: [4, 4]) }
            return groupOutlines[Swift.max(depth, 0) % groupOutlines.count]
        }
    }

    /// The built-in themes by name: `light` and `dark`.
    public static let builtIn: [String: DiagramTheme] = ["light": .light, "dark": .dark]

    /// Slate text on white; blue cells; violet, teal, pink and amber dashed
    /// group outlines for depths 0 to 3; orange section insets, green item
    /// insets, red dimension markers.
    public static let light = DiagramTheme(
        name: "light",
        background: .white,
        fontFamilies: ["DejaVu Sans", "Verdana", "sans-serif"],
        sectionBounds: DiagramStyle(fill: DiagramColor(hex: 0xF8FAFC), stroke: DiagramColor(hex: 0x94A3B8)),
        sectionInset: DiagramStyle(fill: DiagramColor(hex: 0xFB923C, opacity: 0.3)),
        groupOutlines: [
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0x7C3AED), dash: [6, 3]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0x0D9488), dash: [3, 2]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xDB2777), dash: [1, 2]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xB45309), dash: [8, 2, 2, 2]),
        ],
        itemInset: DiagramStyle(fill: DiagramColor(hex: 0x84CC16, opacity: 0.35)),
        cell: DiagramStyle(fill: DiagramColor(hex: 0xDBEAFE), stroke: DiagramColor(hex: 0x3B82F6)),
        cellLabel: DiagramStyle(fill: DiagramColor(hex: 0x1E293B)),
        supplementary: DiagramStyle(fill: DiagramColor(hex: 0xFEF9C3), stroke: DiagramColor(hex: 0xCA8A04)),
        decoration: DiagramStyle(fill: DiagramColor(hex: 0xE0E7FF), stroke: DiagramColor(hex: 0x818CF8)),
        dimension: DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xDC2626)),
        annotationPlate: DiagramStyle(fill: .white, stroke: DiagramColor(hex: 0xDC2626)),
        annotationText: DiagramStyle(fill: DiagramColor(hex: 0xB91C1C)),
        viewport: DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0x0F172A), strokeWidth: 2),
        veil: DiagramStyle(fill: DiagramColor(hex: 0xFFFFFF, opacity: 0.6)),
        scrollArrow: DiagramStyle(fill: DiagramColor(hex: 0x0F172A), stroke: DiagramColor(hex: 0x0F172A)),
        restMarker: DiagramStyle(fill: DiagramColor(hex: 0x0F172A)),
        caption: DiagramStyle(fill: DiagramColor(hex: 0x475569)))

    /// The light theme's roles on slate 900, with lighter outlines and text.
    public static let dark = DiagramTheme(
        name: "dark",
        background: DiagramColor(hex: 0x0F172A),
        fontFamilies: ["DejaVu Sans", "Verdana", "sans-serif"],
        sectionBounds: DiagramStyle(fill: DiagramColor(hex: 0x1E293B), stroke: DiagramColor(hex: 0x64748B)),
        sectionInset: DiagramStyle(fill: DiagramColor(hex: 0xFB923C, opacity: 0.3)),
        groupOutlines: [
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xA78BFA), dash: [6, 3]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0x2DD4BF), dash: [3, 2]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xF472B6), dash: [1, 2]),
            DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xFBBF24), dash: [8, 2, 2, 2]),
        ],
        itemInset: DiagramStyle(fill: DiagramColor(hex: 0x84CC16, opacity: 0.35)),
        cell: DiagramStyle(fill: DiagramColor(hex: 0x1E3A8A), stroke: DiagramColor(hex: 0x60A5FA)),
        cellLabel: DiagramStyle(fill: DiagramColor(hex: 0xF1F5F9)),
        supplementary: DiagramStyle(fill: DiagramColor(hex: 0x713F12), stroke: DiagramColor(hex: 0xFACC15)),
        decoration: DiagramStyle(fill: DiagramColor(hex: 0x312E81), stroke: DiagramColor(hex: 0x818CF8)),
        dimension: DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xF87171)),
        annotationPlate: DiagramStyle(fill: DiagramColor(hex: 0x0F172A), stroke: DiagramColor(hex: 0xF87171)),
        annotationText: DiagramStyle(fill: DiagramColor(hex: 0xFCA5A5)),
        viewport: DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0xF8FAFC), strokeWidth: 2),
        veil: DiagramStyle(fill: DiagramColor(hex: 0x0F172A, opacity: 0.6)),
        scrollArrow: DiagramStyle(fill: DiagramColor(hex: 0xF8FAFC), stroke: DiagramColor(hex: 0xF8FAFC)),
        restMarker: DiagramStyle(fill: DiagramColor(hex: 0xF8FAFC)),
        caption: DiagramStyle(fill: DiagramColor(hex: 0x94A3B8)))
}
