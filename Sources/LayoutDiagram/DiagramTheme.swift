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
/// Fills are opaque, so a pixel inside a box has exactly its style's colour
/// and every colour in the picture is one the legend shows. The one
/// exception is the veil over orthogonal content beyond the viewport, which
/// has a legend entry of its own ("outside the viewport").
///
/// Every text colour has a contrast ratio of at least 4.5:1 (WCAG AA)
/// against what it is drawn on; `ThemeContrastTests` checks it.
public struct DiagramTheme: Hashable, Sendable {
    /// A short name (`light`), for messages and file names.
    public var name: String
    /// Fills the whole drawing, padding included; `nil` leaves it transparent.
    public var background: DiagramColor?
    /// Font families in order of preference; the last should be generic
    /// (`sans-serif`). Text is measured with the pinned font (DejaVu Sans),
    /// so the first family should be that font.
    public var fontFamilies: [String]
    /// The outline of each section's frame.
    public var sectionBounds: DiagramStyle
    /// The bands of a section's `contentInsets`.
    public var sectionInset: DiagramStyle
    /// Group outline styles by nesting depth; deeper groups reuse them in a
    /// cycle. Neighbouring entries differ in colour *and* dash, so depth stays
    /// readable in greyscale.
    public var groupOutlines: [DiagramStyle]
    /// The bands of an item's `contentInsets`.
    public var itemInset: DiagramStyle
    /// Cells.
    public var cell: DiagramStyle
    /// The text inside cells and supplementary views.
    public var cellLabel: DiagramStyle
    /// Headers, footers, badges and other supplementary views.
    public var supplementary: DiagramStyle
    /// Section backgrounds and other decoration views.
    public var decoration: DiagramStyle
    /// Dimension markers: the line across a gap or inset and its ticks.
    public var dimension: DiagramStyle
    /// The plate behind an annotation's value.
    public var annotationPlate: DiagramStyle
    /// An annotation's value.
    public var annotationText: DiagramStyle
    /// The outline of an orthogonal section's visible band.
    public var viewport: DiagramStyle
    /// Laid over orthogonal content beyond the viewport: the background, translucent.
    public var veil: DiagramStyle
    /// The arrow naming an orthogonal section's scrolling behaviour.
    public var scrollArrow: DiagramStyle
    /// The marks where orthogonal scrolling comes to rest.
    public var restMarker: DiagramStyle
    /// Text outside the layout: the caption, the legend's entries, "+3 more".
    public var caption: DiagramStyle
    /// The diagram's title.
    public var title: DiagramStyle
    /// A section's name, beside its bracket.
    public var sectionName: DiagramStyle
    /// The bracket beside each section.
    public var sectionBracket: DiagramStyle
    /// Leader lines from a label to what it names.
    public var leader: DiagramStyle
    /// The plate behind an explanation callout.
    public var calloutPlate: DiagramStyle
    /// An explanation callout's text.
    public var calloutText: DiagramStyle
    /// The container's edge: the screen, at rest or at a content offset.
    public var screenEdge: DiagramStyle
    /// The edge of the container's safe area.
    public var safeArea: DiagramStyle
    /// A list's row separators.
    public var separator: DiagramStyle
    /// A list's header or footer text.
    public var listText: DiagramStyle
    /// Text colours of group tags by depth, readable on ``background``;
    /// group outlines are lines, and a line colour may be too light for text.
    public var groupLabels: [DiagramColor]

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
        // A decoration's kind, in the caption's colour, which reads on the decoration's fill.
        case .decorationLabel: return DiagramStyle(fill: caption.fill)
        // A plate in the background colour outlined in the cells' colour, so it reads as the cell's.
        case .declaredSizePlate: return DiagramStyle(fill: background ?? annotationPlate.fill, stroke: cell.stroke)
        case .declaredSizeText: return DiagramStyle(fill: title.fill)
        case .dimension: return dimension
        case .annotationPlate: return annotationPlate
        case .annotationText: return annotationText
        case .viewport: return viewport
        case .veil: return veil
        // Left out of a bounded picture: faded as what lies beyond a viewport is.
        case .elided: return DiagramStyle(fill: veil.fill, stroke: caption.fill, strokeWidth: 1, dash: [2, 3])
        case .scrollArrow: return scrollArrow
        case .restMarker: return restMarker
        case .caption: return caption
        case .title: return title
        case .sectionName: return sectionName
        case .sectionBracket: return sectionBracket
        case .leader: return leader
        case .calloutPlate: return calloutPlate
        case .calloutText: return calloutText
        case .screenEdge: return screenEdge
        case .safeArea: return safeArea
        case .separator: return separator
        case .listText: return listText
        case .listRow: return DiagramStyle(fill: cell.fill)
        // An explanation is an annotation: its element and its box are outlined in the annotations'
        // colour, and its text is in the title's.
        case .explainedElement: return DiagramStyle(fill: nil, stroke: annotationPlate.stroke, strokeWidth: 2)
        case .explanationPanel: return DiagramStyle(fill: nil, stroke: annotationPlate.stroke)
        case .explanationText: return DiagramStyle(fill: title.fill)
        case .deviceOutline: return DiagramStyle(fill: nil, stroke: sectionName.fill, strokeWidth: 3)
        case .decorationOutline: return DiagramStyle(fill: nil, stroke: decoration.stroke, strokeWidth: decoration.strokeWidth,
                                                     dash: decoration.dash)
        // The layout's own marks, in the annotations' colour: what it leaves empty dashed, an anchor
        // solid, a pinned edge thick in the supplementary's colour.
        case .overflowMark: return DiagramStyle(fill: nil, stroke: annotationPlate.stroke, strokeWidth: 1.5, dash: [4, 3])
        case .anchorMark: return DiagramStyle(fill: annotationPlate.stroke, stroke: annotationPlate.stroke, strokeWidth: 1.5)
        case .pinEdge: return DiagramStyle(fill: nil, stroke: supplementary.stroke, strokeWidth: 3)
        case .groupOutline(let depth):
            guard !groupOutlines.isEmpty else { return DiagramStyle(fill: nil, stroke: cell.stroke, dash: [4, 4]) }
            return groupOutlines[Swift.max(depth, 0) % groupOutlines.count]
        case .groupTag(let depth):
            // A plate in the background colour, outlined solid in the group's colour.
            let outline = style(for: .groupOutline(depth: depth))
            return DiagramStyle(fill: background ?? annotationPlate.fill, stroke: outline.stroke, strokeWidth: 1)
        // Inset bands other than a section's and an item's: their owner's line colour over the section, made
        // opaque, so each owner has its own band colour and every colour stays in the legend.
        case .groupInset(let depth):
            return DiagramStyle(fill: style(for: .groupOutline(depth: depth)).stroke?.mixed(over: sectionBounds.fill, amount: 0.25))
        case .supplementaryInset: return DiagramStyle(fill: supplementary.stroke?.mixed(over: sectionBounds.fill, amount: 0.35))
        case .decorationInset: return DiagramStyle(fill: decoration.stroke?.mixed(over: sectionBounds.fill, amount: 0.3))
        case .referenceInset: return DiagramStyle(fill: sectionBounds.stroke?.mixed(over: sectionBounds.fill, amount: 0.35))
        // An inset's plate is its band's colour outlined in the text's: never the spacing plate's red box.
        case .insetPlate(let owner): return DiagramStyle(fill: style(for: owner.bandRole).fill, stroke: cellLabel.fill)
        case .insetText: return cellLabel
        case .groupLabel(let depth):
            guard !groupLabels.isEmpty else { return cellLabel }
            return DiagramStyle(fill: groupLabels[Swift.max(depth, 0) % groupLabels.count])
        }
    }

    /// The built-in themes by name: `light` and `dark`.
    public static let builtIn: [String: DiagramTheme] = ["light": .light, "dark": .dark]

    /// Slate text on white; blue cells; violet, teal, pink and amber dashed
    /// group outlines for depths 0 to 3; orange section insets, green item
    /// insets, red dimension markers.
    public static let light = builtInTheme(dark: false)

    /// The light theme's roles on slate 900, with lighter outlines and text.
    public static let dark = builtInTheme(dark: true)

    /// The built-in themes, role by role: each style's shape (filled or outlined, dashed, how
    /// thick) is written once, so the two themes cannot drift apart, with its colour in the
    /// light theme and then in the dark one.
    private static func builtInTheme(dark: Bool) -> DiagramTheme {
        /// `light` (`0xRRGGBB`) in the light theme, `darkHex` in the dark one.
        func color(_ light: UInt32, _ darkHex: UInt32, opacity: Double = 1) -> DiagramColor {
            DiagramColor(hex: dark ? darkHex : light, opacity: opacity)
        }
        return DiagramTheme(
            name: dark ? "dark" : "light",
            background: color(0xFFFFFF, 0x0F172A),
            fontFamilies: ["DejaVu Sans", "Verdana", "sans-serif"],
            sectionBounds: DiagramStyle(fill: color(0xF8FAFC, 0x1E293B), stroke: color(0x94A3B8, 0x64748B)),
            // Orange 400 over the section's fill, made opaque: 30 % in light, 25 % in dark (darker, for the
            // inset values' contrast).
            sectionInset: DiagramStyle(fill: color(0xF9DBC2, 0x55433B)),
            groupOutlines: [
                DiagramStyle(fill: nil, stroke: color(0x7C3AED, 0xA78BFA), dash: [6, 3]),
                DiagramStyle(fill: nil, stroke: color(0x0D9488, 0x2DD4BF), dash: [3, 2]),
                DiagramStyle(fill: nil, stroke: color(0xDB2777, 0xF472B6), dash: [1, 2]),
                DiagramStyle(fill: nil, stroke: color(0xB45309, 0xFBBF24), dash: [8, 2, 2, 2]),
            ],
            // Lime 500 at 35 % over the section's fill, made opaque.
            itemInset: DiagramStyle(fill: color(0xCFEAAC, 0x42622E)),
            cell: DiagramStyle(fill: color(0xDBEAFE, 0x1E3A8A), stroke: color(0x3B82F6, 0x60A5FA)),
            cellLabel: DiagramStyle(fill: color(0x1E293B, 0xF1F5F9)),
            supplementary: DiagramStyle(fill: color(0xFEF9C3, 0x713F12), stroke: color(0xCA8A04, 0xFACC15)),
            // Sand, dashed: a background, not a cell (blue) or a supplementary view (yellow).
            decoration: DiagramStyle(fill: color(0xDDD6CE, 0x3A3633), stroke: color(0xA8A29E, 0xA8A29E), dash: [5, 3]),
            dimension: DiagramStyle(fill: nil, stroke: color(0xDC2626, 0xF87171)),
            annotationPlate: DiagramStyle(fill: color(0xFFFFFF, 0x0F172A), stroke: color(0xDC2626, 0xF87171)),
            annotationText: DiagramStyle(fill: color(0xB91C1C, 0xFCA5A5)),
            viewport: DiagramStyle(fill: nil, stroke: color(0x0F172A, 0xF8FAFC), strokeWidth: 2),
            veil: DiagramStyle(fill: color(0xFFFFFF, 0x0F172A, opacity: 0.6)),
            scrollArrow: DiagramStyle(fill: color(0x0F172A, 0xF8FAFC), stroke: color(0x0F172A, 0xF8FAFC)),
            restMarker: DiagramStyle(fill: color(0x0F172A, 0xF8FAFC)),
            caption: DiagramStyle(fill: color(0x475569, 0x94A3B8)),
            title: DiagramStyle(fill: color(0x0F172A, 0xF8FAFC)),
            sectionName: DiagramStyle(fill: color(0x334155, 0xCBD5E1)),
            sectionBracket: DiagramStyle(fill: nil, stroke: color(0x94A3B8, 0x64748B)),
            leader: DiagramStyle(fill: nil, stroke: color(0x64748B, 0x94A3B8), dash: [2, 2]),
            calloutPlate: DiagramStyle(fill: color(0x334155, 0xCBD5E1)),
            calloutText: DiagramStyle(fill: color(0xFFFFFF, 0x0F172A)),
            screenEdge: DiagramStyle(fill: nil, stroke: color(0x0284C7, 0x38BDF8), strokeWidth: 2, dash: [8, 4]),
            safeArea: DiagramStyle(fill: nil, stroke: color(0x0284C7, 0x38BDF8), dash: [2, 3]),
            separator: DiagramStyle(fill: nil, stroke: color(0xC6C6C8, 0x475569)),
            listText: DiagramStyle(fill: color(0x4B5563, 0xCBD5E1)),
            groupLabels: [color(0x6D28D9, 0xC4B5FD), color(0x0F766E, 0x5EEAD4), color(0xBE185D, 0xF9A8D4),
                          color(0x92400E, 0xFCD34D)])
    }
}
