import LayoutDiagram

/// A layer of an explorer page that a checkbox shows or hides, without reloading: the page
/// hides a layer by a class on its body (`hide-groups`), and a style rule per layer and device
/// hides the nodes the layer's style classes and ids pick out.
public enum ExplorerLayer: String, CaseIterable, Sendable {
    /// Group outlines, with their size tags.
    case groups
    /// Inset bands (section, group, item, view and reference insets) and their values.
    case insets
    /// Spacing markers (the gaps' dimension lines) and their values.
    case spacing
    /// Labels: cell and view labels, annotations, declared sizes, section names and leaders.
    case labels

    /// What the checkbox says.
    public var title: String {
        switch self {
        case .groups: return "Group outlines"
        case .insets: return "Inset bands"
        case .spacing: return "Spacing markers"
        case .labels: return "Labels"
        }
    }

    /// CSS selectors for the layer's nodes in an SVG whose ids and classes carry `salt`.
    public func selectors(salt: DiagramSalt) -> [String] {
        let s = salt.rawValue
        func classes(_ names: [String]) -> [String] { names.map { ".\(s)-\($0)" } }
        func prefixes(_ names: [String]) -> [String] { names.map { "[class^=\"\(s)-\($0)\"]" } }
        switch self {
        case .groups:
            return ["[class^=\"\(s)-group-\"]:not([class^=\"\(s)-group-inset-\"])"]
        case .insets:
            return classes(["section-inset", "item-inset", "supplementary-inset", "decoration-inset", "reference-inset",
                            "inset-text"]) + prefixes(["group-inset-", "inset-plate-"])
        case .spacing:
            return classes(["dimension"]) + ["[id^=\"\(s)-\"][id*=\"-gap-\"]"]
        case .labels:
            return classes(["cell-label", "decoration-label", "declared-size-text", "declared-size-plate", "annotation-text",
                            "annotation-plate", "leader", "section-name", "section-bracket", "inset-text"])
                + prefixes(["group-label-", "group-tag-", "inset-plate-"])
        }
    }
}
