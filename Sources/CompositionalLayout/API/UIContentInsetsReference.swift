/// The boundary that content insets are measured from (iOS 14).
///
/// Only the edges across the scroll axis take part: the leading and trailing
/// edges for a vertical layout, the top and bottom edges for a horizontal one.
public enum UIContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
    /// A section: follow the layout configuration. The configuration: the safe area.
    case automatic
    /// The collection view's edges; no additional insets.
    case none
    /// The safe area (the configuration's default).
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

extension UIContentInsetsReference: CustomStringConvertible {
    /// The case's Swift name: `safeArea`, `layoutMargins`.
    public var description: String {
        switch self {
        case .automatic: return "automatic"
        case .none: return "none"
        case .safeArea: return "safeArea"
        case .layoutMargins: return "layoutMargins"
        case .readableContent: return "readableContent"
        }
    }
}
