/// What a scene node stands for. A theme maps each role to a style, so the
/// scene says *what* is drawn and the theme says *how it looks*.
public enum SceneRole: Hashable, Sendable {
    /// A section's frame: the full extent of the section, insets included.
    case sectionBounds
    /// A band of a section's `contentInsets`, between its bounds and its content.
    case sectionInset
    /// One instance of a group; `depth` is 0 for the section's group, 1 for a
    /// group nested in it, and so on. Drawn as a dashed outline.
    case groupOutline(depth: Int)
    /// The band of an item's `contentInsets`, between its slot and its cell.
    case itemInset
    /// A cell at its solved frame (after the item's `contentInsets`).
    case cell
    /// The text inside a cell or supplementary view: its index path, label or
    /// element kind, and its size.
    case cellLabel
    /// A supplementary view: a header, footer, badge or the layout's own boundary item.
    case supplementary
    /// A decoration view, such as a section background; drawn behind the cells.
    case decoration
    /// A dimension marker: the line across a spacing gap or inset, with its end ticks.
    case dimension
    /// The plate behind an annotation's value, so it stays readable over cells.
    case annotationPlate
    /// An annotation's text: a spacing or inset value, a scrolling behaviour.
    case annotationText
    /// The visible band of an orthogonally scrolling section (the container's width).
    case viewport
    /// A veil over orthogonal content outside the viewport, so it reads as faded.
    case veil
    /// The arrow naming an orthogonal section's scrolling behaviour.
    case scrollArrow
    /// A mark where orthogonal scrolling comes to rest.
    case restMarker
    /// Text outside the layout: the caption, the legend's entries, "+3 more".
    case caption
    /// The diagram's visible title, above the layout.
    case title
    /// A section's name, in the column beside the layout.
    case sectionName
    /// The bracket beside a section that its name labels.
    case sectionBracket
    /// The plate of a group's tag (its kind and size), in the group's colour.
    case groupTag(depth: Int)
    /// The text of a group's tag.
    case groupLabel(depth: Int)
    /// A line from a label to what it labels, when the label could not sit on it.
    case leader
    /// The plate of a numbered callout, by its subject and in the key.
    case calloutPlate
    /// The number of a callout.
    case calloutText
    /// A decoration's outline, drawn again over the inset bands so that they
    /// do not hide where the decoration ends.
    case decorationOutline
    /// The container's edge: the screen, at rest or at a content offset.
    case screenEdge
    /// The edge of the container's safe area.
    case safeArea
    /// A device's outline around its screen, in side-by-side panels.
    case deviceOutline
    /// A list's separator line between rows.
    case separator
    /// A row of a list: a cell drawn as UIKit draws list rows, filled,
    /// without an outline (the separators and, inset grouped, the rounded
    /// corners show the rows).
    case listRow
    /// A list's header or footer text (the sample text UIKit's styles draw).
    case listText
    /// The outline around an element whose frame a callout explains (`render --explain`).
    case explainedElement
    /// The box of an explanation callout, beside the layout.
    case explanationPanel
    /// An explanation's lines: the element, each step's title and its arithmetic.
    case explanationText

    /// Every role whose look does not depend on a parameter, plus the first
    /// group depth: the order a legend lists them in.
    public static let legendOrder: [SceneRole] = [
        .sectionBounds, .sectionInset, .decoration, .groupOutline(depth: 0), .groupOutline(depth: 1),
        .groupOutline(depth: 2), .groupOutline(depth: 3), .cell, .listRow, .itemInset, .supplementary, .dimension,
        .viewport, .veil, .restMarker, .deviceOutline, .screenEdge, .safeArea, .separator,
    ]

    /// A stable, lowercase name for the role, made of ASCII letters, digits
    /// and `-`: `section`, `group-0`, `cell`, `dimension`, …
    ///
    /// Renderers use it for style class names (the SVG writer's
    /// `.SALT-cell`); it never changes for a given role.
    public var styleName: String {
        switch self {
        case .sectionBounds: return "section"
        case .sectionInset: return "section-inset"
        case .groupOutline(let depth): return "group-\(Swift.max(depth, 0))"
        case .itemInset: return "item-inset"
        case .cell: return "cell"
        case .cellLabel: return "cell-label"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        case .dimension: return "dimension"
        case .annotationPlate: return "annotation-plate"
        case .annotationText: return "annotation-text"
        case .viewport: return "viewport"
        case .veil: return "veil"
        case .scrollArrow: return "scroll-arrow"
        case .restMarker: return "rest-marker"
        case .caption: return "caption"
        case .title: return "title"
        case .sectionName: return "section-name"
        case .sectionBracket: return "section-bracket"
        case .groupTag(let depth): return "group-tag-\(Swift.max(depth, 0))"
        case .groupLabel(let depth): return "group-label-\(Swift.max(depth, 0))"
        case .leader: return "leader"
        case .calloutPlate: return "callout-plate"
        case .calloutText: return "callout-text"
        case .decorationOutline: return "decoration-outline"
        case .screenEdge: return "screen-edge"
        case .safeArea: return "safe-area"
        case .deviceOutline: return "device-outline"
        case .separator: return "separator"
        case .listRow: return "list-row"
        case .listText: return "list-text"
        case .explainedElement: return "explained"
        case .explanationPanel: return "explanation"
        case .explanationText: return "explanation-text"
        }
    }

    /// What a legend calls the role.
    public var legendName: String {
        switch self {
        case .sectionBounds: return "section"
        case .sectionInset: return "section contentInsets"
        case .groupOutline(let depth): return depth == 0 ? "group" : "nested group (depth \(depth))"
        case .itemInset: return "item contentInsets"
        case .cell: return "cell"
        case .cellLabel: return "cell label"
        case .supplementary: return "supplementary view"
        case .decoration: return "decoration view"
        case .dimension: return "spacing"
        case .annotationPlate, .annotationText: return "annotation"
        case .viewport: return "orthogonal viewport"
        case .veil: return "outside the viewport"
        case .scrollArrow: return "scrolling behaviour"
        case .restMarker: return "rest offset"
        case .caption: return "caption"
        case .title: return "title"
        case .sectionName, .sectionBracket: return "section name"
        case .groupTag, .groupLabel: return "group size"
        case .leader: return "leader"
        case .calloutPlate, .calloutText: return "callout"
        case .decorationOutline: return "decoration view"
        case .screenEdge: return "screen edge"
        case .safeArea: return "safe area"
        case .deviceOutline: return "device"
        case .separator: return "separator"
        case .listRow: return "list row (cell)"
        case .listText: return "list text"
        case .explainedElement, .explanationPanel, .explanationText: return "explained frame"
        }
    }

    /// Whether nodes of the role are text.
    public var isText: Bool {
        switch self {
        case .cellLabel, .annotationText, .caption, .title, .sectionName, .groupLabel, .calloutText, .listText,
             .explanationText:
            return true
        default: return false
        }
    }

    /// Whether a label must keep off this role's outline: the outlined boxes
    /// of the layout (cells, views, groups, sections) and the screen.
    public var isOutlinedBox: Bool {
        switch self {
        case .sectionBounds, .groupOutline, .cell, .supplementary, .decoration, .decorationOutline, .viewport, .screenEdge,
             .deviceOutline:
            return true
        default: return false
        }
    }

    /// How thick an outlined box's outline is, for labels to keep off all of
    /// it: the built-in themes' strokes, 2 points for the viewport and the
    /// screen, 3 for a device, 1 for the rest.
    public var outlineThickness: Double {
        switch self {
        case .viewport, .screenEdge: return 2
        case .deviceOutline: return 3
        default: return 1
        }
    }

    /// Whether nodes of the role are lines that text must not cross.
    public var isMarkLine: Bool {
        switch self {
        case .dimension, .leader, .scrollArrow, .sectionBracket: return true
        default: return false
        }
    }

    /// Whether nodes of the role are the plate behind a label's text.
    public var isPlate: Bool {
        switch self {
        case .annotationPlate, .groupTag, .calloutPlate: return true
        default: return false
        }
    }
}
