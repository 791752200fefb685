import CompositionalLayout
import Foundation

/// The built-in custom-group provider behind `waterfall:`: a masonry of
/// equal-width columns, each item going to the shortest column.
///
/// ```yaml
/// group:
///   custom:
///     layoutSize: {width: .fractionalWidth(1), height: .estimated(100)}
///     waterfall: {columns: 2, spacing: 10, contentInsets: {leading: 20, trailing: 20}, heights: [120, 80, 160]}
/// ```
///
/// It reproduces the provider of seed 001 (`generateWaterfallSectionWithEnvironment:`):
///
/// - One group holds every item of the section: the provider returns one
///   frame per item.
/// - Column width = (the group's width less its `contentInsets` − the
///   waterfall's leading and trailing insets − (columns − 1) · spacing) / columns.
/// - Items go in order to the shortest column, the lowest index on ties,
///   `spacing` below the column's previous item, or the waterfall's top inset
///   below the group's top for the column's first.
/// - x = leading inset + column · (column width + spacing).
///
/// Frames are relative to the group. The solver makes an estimated group
/// height the tallest column; the waterfall's bottom inset is not used.
struct WaterfallProvider: Sendable {
    /// At least 1.
    let columns: Int
    let spacing: CGFloat
    let contentInsets: NSDirectionalEdgeInsets
    /// One height per item of the section, in item order.
    let heights: [CGFloat]

    /// The frames of every item in a group whose inner width is `width`.
    func frames(width: CGFloat) -> [CGRect] {
        let count = CGFloat(max(columns, 1))
        let columnWidth = (width - contentInsets.leading - contentInsets.trailing - (count - 1) * spacing) / count
        var columnHeights = [CGFloat](repeating: contentInsets.top, count: max(columns, 1))
        var columnIsEmpty = [Bool](repeating: true, count: columnHeights.count)
        return heights.map { height in
            var column = 0
            for candidate in columnHeights.indices where columnHeights[candidate] < columnHeights[column] {
                column = candidate
            }
            let y = columnHeights[column] + (columnIsEmpty[column] ? 0 : spacing)
            columnHeights[column] = y + height
            columnIsEmpty[column] = false
            return CGRect(x: contentInsets.leading + CGFloat(column) * (columnWidth + spacing), y: y,
                          width: columnWidth, height: height)
        }
    }

    /// The custom items for the group `environment.container` describes.
    func items(in environment: NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem] {
        frames(width: environment.container.effectiveContentSize.width).map {
            NSCollectionLayoutGroupCustomItem(frame: $0)
        }
    }
}
