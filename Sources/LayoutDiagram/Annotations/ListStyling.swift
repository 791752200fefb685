import CompositionalLayout

/// How a section made by `list(using:)` is drawn to look like a list: rows
/// filled without outlines, separators between them, and for the inset
/// grouped appearance, rounded corners on the first and last rows.
///
/// None of this changes a frame (separators are drawn inside the cells, see
/// `docs/lists.md`); the metrics below are drawing choices.
struct ListStyling {
    /// [Choice] The corner radius of an inset grouped section: 10 points,
    /// the radius of UIKit's inset grouped table and list backgrounds.
    static let insetGroupedCornerRadius: Double = 10
    /// [Choice] How far a separator starts from a row's leading edge: 20
    /// points, where a default list cell's text starts on an iPhone.
    static let separatorLeadingInset: Double = 20

    let configuration: UICollectionLayoutListConfiguration
    let rightToLeft: Bool

    /// Whether rows get separators: sidebars draw none.
    var drawsSeparators: Bool {
        configuration.showsSeparators && configuration.appearance != .sidebar && configuration.appearance != .sidebarPlain
    }

    /// The shape of a row: square, or with the section's outer corners
    /// rounded when the list is inset grouped.
    func rowShape(_ frame: DiagramRect, isFirst: Bool, isLast: Bool) -> SceneShape {
        guard configuration.appearance == .insetGrouped, isFirst || isLast else { return .rect(frame) }
        let r = Self.insetGroupedCornerRadius
        return .roundedRect(frame, radii: CornerRadii(topLeft: isFirst ? r : 0, topRight: isFirst ? r : 0,
                                                      bottomRight: isLast ? r : 0, bottomLeft: isLast ? r : 0))
    }

    /// The separator under a row (none under the last), on the row's bottom pixel row.
    func separator(under frame: DiagramRect, id: SceneNodeID, isLast: Bool) -> SceneNode? {
        guard drawsSeparators, !isLast, frame.width > Self.separatorLeadingInset, frame.height >= 1 else { return nil }
        let y = frame.maxY - 0.5
        let (from, to) = rightToLeft
            ? (frame.minX, frame.maxX - Self.separatorLeadingInset)
            : (frame.minX + Self.separatorLeadingInset, frame.maxX)
        return SceneNode(id: id.part("separator"), role: .separator,
                         shape: .line(from: DiagramPoint(x: from, y: y), to: DiagramPoint(x: to, y: y)), owner: id)
    }
}
