/// Whose `contentInsets` an inset band shows: the plate of its value has
/// the owner's colour, and its text names the owner where the colour alone
/// would not (`group leading 16`, `item trailing 10`).
public enum InsetOwner: String, Hashable, Sendable, CaseIterable {
    /// A section's `contentInsets`.
    case section
    /// A group's `contentInsets`, at any nesting depth.
    case group
    /// An item's `contentInsets`: between its slot and its cell.
    case item
    /// A decoration's `contentInsets`: between its section and the decoration.
    case decoration
    /// The section's reference insets (`contentInsetsReference`: safe area, layout margins).
    case reference

    /// The band's role.
    var bandRole: SceneRole {
        switch self {
        case .section: return .sectionInset
        case .group: return .groupInset
        case .item: return .itemInset
        case .decoration: return .decorationInset
        case .reference: return .referenceInset
        }
    }
}
