import Foundation

/// A stand-in for UIKit's `UIBackgroundConfiguration`: a cell's or header's
/// background colour, corners and stroke, kept and never drawn.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.backgroundColor = .systemYellow
/// cell.backgroundConfiguration = background
/// ```
public struct UIBackgroundConfiguration {
    /// The style the configuration was made with: `listPlainCell`, `clear`…
    public let style: String
    /// The background colour.
    public var backgroundColor: UIColor?
    /// A function applied to ``backgroundColor``; kept.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A view behind the content.
    public var customView: UIView?
    /// The image behind the content.
    public var image: UIImage?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The edges whose layout margins add to ``backgroundInsets``.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The stroke's colour.
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background.
    public var strokeOutset: CGFloat = 0

    init(style: String, backgroundColor: UIColor?) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// A plain list's cell: the system background.
    public static func listPlainCell() -> Self { Self(style: "listPlainCell", backgroundColor: .systemBackground) }
    /// A plain list's header or footer.
    public static func listPlainHeaderFooter() -> Self {
        Self(style: "listPlainHeaderFooter", backgroundColor: .systemBackground)
    }
    /// A grouped list's cell.
    public static func listGroupedCell() -> Self {
        Self(style: "listGroupedCell", backgroundColor: .secondarySystemGroupedBackground)
    }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> Self { Self(style: "listGroupedHeaderFooter", backgroundColor: .clear) }
    /// A sidebar's cell: clear.
    public static func listSidebarCell() -> Self { Self(style: "listSidebarCell", backgroundColor: .clear) }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> Self { Self(style: "listSidebarHeader", backgroundColor: .clear) }
    /// A sidebar's cell beside other content: clear.
    public static func listAccompaniedSidebarCell() -> Self {
        Self(style: "listAccompaniedSidebarCell", backgroundColor: .clear)
    }
    /// A list cell, for the list's appearance.
    public static func listCell() -> Self { Self(style: "listCell", backgroundColor: .systemBackground) }
    /// A list header, for the list's appearance.
    public static func listHeader() -> Self { Self(style: "listHeader", backgroundColor: .clear) }
    /// A list footer, for the list's appearance.
    public static func listFooter() -> Self { Self(style: "listFooter", backgroundColor: .clear) }
    /// No background.
    public static func clear() -> Self { Self(style: "clear", backgroundColor: .clear) }

    /// The configuration for a state: unchanged.
    public func updated(for state: UIConfigurationState) -> Self { self }
}
