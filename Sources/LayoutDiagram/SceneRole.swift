/// What a scene node stands for. A theme maps each role to a style, so the
/// scene says *what* is drawn and the theme says *how it looks*.
public enum SceneRole: Hashable, Sendable {
    /// A section's frame: the full extent of the section, insets included.
    case sectionBounds
    /// One instance of a group; `depth` is 0 for the section's group, 1 for a
    /// group nested in it, and so on. Drawn as a dashed outline.
    case groupOutline(depth: Int)
    /// A cell at its solved frame (after the item's `contentInsets`).
    case cell
    /// The text inside a cell: its index path or label, and its size.
    case cellLabel
    /// A supplementary view: a header, footer, badge or the layout's own boundary item.
    case supplementary
    /// A decoration view, such as a section background; drawn behind the cells.
    case decoration

    /// A stable, lowercase name for the role, made of ASCII letters, digits
    /// and `-`: `section`, `group-0`, `group-1`, `cell`, `cell-label`,
    /// `supplementary`, `decoration`.
    ///
    /// Renderers use it for style class names (the SVG writer's
    /// `.SALT-cell`); it never changes for a given role.
    public var styleName: String {
        switch self {
        case .sectionBounds: return "section"
        case .groupOutline(let depth): return "group-\(Swift.max(depth, 0))"
        case .cell: return "cell"
        case .cellLabel: return "cell-label"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        }
    }
}
