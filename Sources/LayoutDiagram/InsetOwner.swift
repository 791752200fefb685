/// Whose `contentInsets` an inset band shows: the plate of its value has
/// the owner's colour, and its text names the owner where the colour alone
/// would not (`group leading 16`, `item trailing 10`).
public enum InsetOwner: Hashable, Sendable {
    /// A section's `contentInsets`.
    case section
    /// A group's `contentInsets`; `depth` 0 for the section's group, as ``SceneRole/groupOutline(depth:)``.
    case group(depth: Int)
    /// An item's `contentInsets`: between its slot and its cell.
    case item
    /// A supplementary or boundary item's `contentInsets`: between its slot and the view.
    case supplementary
    /// A decoration's `contentInsets`: between its section and the decoration.
    case decoration
    /// The section's reference insets (`contentInsetsReference`: safe area, layout margins).
    case reference

    /// A lowercase name for style names: `section`, `group-1`.
    var styleName: String {
        switch self {
        case .section: return "section"
        case .group(let depth): return "group-\(Swift.max(depth, 0))"
        case .item: return "item"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        case .reference: return "reference"
        }
    }

    /// The band's role.
    public var bandRole: SceneRole {
        switch self {
        case .section: return .sectionInset
        case .group(let depth): return .groupInset(depth: depth)
        case .item: return .itemInset
        case .supplementary: return .supplementaryInset
        case .decoration: return .decorationInset
        case .reference: return .referenceInset
        }
    }
}
