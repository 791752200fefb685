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
    /// A decoration view's element kind, written once per kind.
    case decorationLabel
    /// An item's declared `layoutSize` beside what it resolved to, and its plate.
    case declaredSizeText
    /// The plate behind an item's declared size.
    case declaredSizePlate
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
    /// The seam where a bounded picture leaves out part of its scroll axis ("+N more: items 0·20–0·199").
    case elided
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
    /// The band of a group's `contentInsets`, inside the group's frame, in the colour of its depth's outline.
    case groupInset(depth: Int)
    /// The band of a supplementary view's `contentInsets`, between its slot and the view.
    case supplementaryInset
    /// The band of a decoration's `contentInsets`, between its section and the decoration.
    case decorationInset
    /// The band of a section's reference insets (safe area or layout margins), outside its `contentInsets`.
    case referenceInset
    /// The plate of an inset's value, in its owner's band colour, so it is not read as a spacing plate.
    case insetPlate(InsetOwner)
    /// An inset's value: its side and length, and its owner where the colour alone would not tell it.
    case insetText
    /// The part of a group that spacing left empty, pushing a subitem out (``GroupOverflow``).
    case overflowMark
    /// The point a supplementary is anchored at, and the offset that moves it from there.
    case anchorMark
    /// The edge a pinned header or footer stays at while its host scrolls.
    case pinEdge

    /// Every role whose look does not depend on a parameter, plus the first
    /// group depth: the order a legend lists them in.
    public static let legendOrder: [SceneRole] = [
        .sectionBounds, .sectionInset, .decoration, .groupOutline(depth: 0), .groupOutline(depth: 1),
        .groupOutline(depth: 2), .groupOutline(depth: 3), .groupInset(depth: 0), .groupInset(depth: 1),
        .groupInset(depth: 2), .groupInset(depth: 3), .cell, .declaredSizePlate, .listRow, .itemInset, .supplementary,
        .supplementaryInset, .decorationInset, .referenceInset, .dimension,
        .viewport, .veil, .elided, .restMarker, .deviceOutline, .screenEdge, .safeArea, .separator, .anchorMark, .pinEdge,
        .overflowMark,
    ]

    /// A stable, lowercase name for the role, made of ASCII letters, digits
    /// and `-`: `section`, `group-0`, `cell`, `dimension`, …
    ///
    /// Renderers use it for style class names (the SVG writer's
    /// `.SALT-cell`); it never changes for a given role.
    public var styleName: String { traits.styleName }

    /// What a legend calls the role.
    public var legendName: String { traits.legendName }

    /// Whether nodes of the role are text.
    public var isText: Bool { traits.kind == .text }

    /// Whether a label must keep off this role's outline: the outlined boxes
    /// of the layout (cells, views, groups, sections) and the screen.
    public var isOutlinedBox: Bool {
        if case .outlinedBox = traits.kind { return true }
        return false
    }

    /// How thick an outlined box's outline is, for labels to keep off all of
    /// it: the built-in themes' strokes, 2 points for the viewport and the
    /// screen, 3 for a device, 1 for the rest.
    public var outlineThickness: Double {
        if case .outlinedBox(let thickness) = traits.kind { return thickness }
        return 1
    }

    /// Whether nodes of the role are lines that text must not cross.
    public var isMarkLine: Bool { traits.kind == .markLine }

    /// Whether nodes of the role are the plate behind a label's text.
    public var isPlate: Bool { traits.kind == .plate }

    /// What a role's nodes are, for labels to keep off them.
    enum Kind: Equatable {
        /// A fill or a mark labels may sit on (bands, veils, the safe area).
        case shape
        /// A box whose outline, `thickness` points wide, labels keep off.
        case outlinedBox(thickness: Double)
        /// A line that text must not cross.
        case markLine
        /// The plate behind a label's text.
        case plate
        case text
    }

    /// Everything the scene says about a role's nodes but their paint
    /// (``DiagramTheme/style(for:)``): one entry per role, in ``traits``.
    struct Traits {
        let styleName: String
        let legendName: String
        let kind: Kind

        init(_ styleName: String, legend legendName: String, _ kind: Kind = .shape) {
            self.styleName = styleName
            self.legendName = legendName
            self.kind = kind
        }
    }

    /// The role's traits. Adding a role is one entry here, a style in
    /// ``DiagramTheme``, and a place in ``legendOrder`` if a legend explains it.
    var traits: Traits {
        switch self {
        case .sectionBounds: return Traits("section", legend: "section", .outlinedBox(thickness: 1))
        case .sectionInset: return Traits("section-inset", legend: "section contentInsets")
        case .groupOutline(let depth):
            return Traits("group-\(Swift.max(depth, 0))", legend: depth == 0 ? "group" : "nested group (depth \(depth))",
                          .outlinedBox(thickness: 1))
        case .itemInset: return Traits("item-inset", legend: "item contentInsets")
        case .cell: return Traits("cell", legend: "cell", .outlinedBox(thickness: 1))
        case .cellLabel: return Traits("cell-label", legend: "cell label", .text)
        case .supplementary: return Traits("supplementary", legend: "supplementary view", .outlinedBox(thickness: 1))
        case .decoration: return Traits("decoration", legend: "decoration view", .outlinedBox(thickness: 1))
        case .decorationLabel: return Traits("decoration-label", legend: "decoration view", .text)
        case .declaredSizeText: return Traits("declared-size-text", legend: "declared item size", .text)
        case .declaredSizePlate: return Traits("declared-size-plate", legend: "declared item size", .plate)
        case .dimension: return Traits("dimension", legend: "spacing", .markLine)
        case .annotationPlate: return Traits("annotation-plate", legend: "annotation", .plate)
        case .annotationText: return Traits("annotation-text", legend: "annotation", .text)
        case .viewport: return Traits("viewport", legend: "orthogonal viewport", .outlinedBox(thickness: 2))
        case .veil: return Traits("veil", legend: "outside the viewport")
        case .elided: return Traits("elided", legend: "left out (+N more)")
        case .scrollArrow: return Traits("scroll-arrow", legend: "scrolling behaviour", .markLine)
        case .restMarker: return Traits("rest-marker", legend: "rest offset")
        case .caption: return Traits("caption", legend: "caption", .text)
        case .title: return Traits("title", legend: "title", .text)
        case .sectionName: return Traits("section-name", legend: "section name", .text)
        case .sectionBracket: return Traits("section-bracket", legend: "section name", .markLine)
        case .groupTag(let depth): return Traits("group-tag-\(Swift.max(depth, 0))", legend: "group size", .plate)
        case .groupLabel(let depth): return Traits("group-label-\(Swift.max(depth, 0))", legend: "group size", .text)
        case .leader: return Traits("leader", legend: "leader", .markLine)
        case .calloutPlate: return Traits("callout-plate", legend: "callout", .plate)
        case .calloutText: return Traits("callout-text", legend: "callout", .text)
        case .decorationOutline:
            return Traits("decoration-outline", legend: "decoration view", .outlinedBox(thickness: 1))
        case .screenEdge: return Traits("screen-edge", legend: "screen edge", .outlinedBox(thickness: 2))
        case .safeArea: return Traits("safe-area", legend: "safe area")
        case .deviceOutline: return Traits("device-outline", legend: "device", .outlinedBox(thickness: 3))
        case .separator: return Traits("separator", legend: "separator")
        case .listRow: return Traits("list-row", legend: "list row (cell)")
        case .listText: return Traits("list-text", legend: "list text", .text)
        case .explainedElement: return Traits("explained", legend: "explained frame")
        case .explanationPanel: return Traits("explanation", legend: "explained frame")
        case .explanationText: return Traits("explanation-text", legend: "explained frame", .text)
        case .groupInset(let depth):
            return Traits("group-inset-\(Swift.max(depth, 0))",
                          legend: depth == 0 ? "group contentInsets" : "nested group contentInsets (depth \(depth))")
        case .supplementaryInset: return Traits("supplementary-inset", legend: "supplementary contentInsets")
        case .decorationInset: return Traits("decoration-inset", legend: "decoration contentInsets")
        case .referenceInset: return Traits("reference-inset", legend: "contentInsetsReference (safe area, margins)")
        case .insetPlate(let owner): return Traits("inset-plate-\(owner.styleName)", legend: owner.bandRole.legendName, .plate)
        case .insetText: return Traits("inset-text", legend: "inset", .text)
        case .overflowMark: return Traits("overflow", legend: "subitem pushed out by spacing", .markLine)
        case .anchorMark: return Traits("anchor", legend: "anchor point and offset", .markLine)
        case .pinEdge: return Traits("pin-edge", legend: "pinned edge", .markLine)
        }
    }
}
