import Foundation

/// A group arranges items (or nested groups) horizontally, vertically, or at
/// custom frames. A section repeats its group along the scroll axis.
///
/// There are three ways to fill a horizontal or vertical group, and they are
/// not interchangeable:
///
/// - `subitems:` repeats the subitems in order for as long as the next one
///   still fits. With `[item(0.2 wide)]` a full-width group holds five items.
/// - `subitem:count:` (deprecated in iOS 16) always holds `count` items and
///   *forces* their length to `(inner − (count − 1) · spacing) / count`.
/// - `repeatingSubitem:count:` (iOS 16) holds `count` copies at the subitem's
///   own size, even if they overflow the group.
///
/// ```swift
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3)
/// group.interItemSpacing = .fixed(10)
/// ```
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The direction a group lays out its subitems.
    public enum LayoutAxis: String, Hashable, Sendable {
        /// Subitems side by side, leading to trailing.
        case horizontal
        /// Subitems one above another, top to bottom.
        case vertical
    }

    /// How the group's slots are filled.
    enum Arrangement {
        /// Cycle through the subitems while the next one fits.
        case repeating([NSCollectionLayoutItem])
        /// `count` copies whose length along the axis is forced to share the group.
        case forcedCount(NSCollectionLayoutItem, Int)
        /// `count` copies at the subitem's own size.
        case repeatingCount(NSCollectionLayoutItem, Int)
        /// Frames from a provider, relative to the group.
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// The arrangement as the solution reports it.
    var declaredArrangement: GroupInstance.Arrangement {
        switch arrangement {
        case .repeating(let items): return .subitems(items.count)
        case .forcedCount(_, let count): return .forcedCount(count)
        case .repeatingCount(_, let count): return .repeatingCount(count)
        case .custom: return .custom
        }
    }

    /// The axis along which the subitems are laid out; a custom group reports `.horizontal`.
    public let layoutAxis: LayoutAxis
    let arrangement: Arrangement

    /// Space between consecutive subitems along the group's axis.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// The subitems the group was created with.
    public var subitems: [NSCollectionLayoutItem] {
        switch arrangement {
        case .repeating(let items): return items
        case .forcedCount(let item, _), .repeatingCount(let item, _): return [item]
        case .custom: return []
        }
    }

    private init(layoutSize: NSCollectionLayoutSize, axis: LayoutAxis, arrangement: Arrangement) {
        self.layoutAxis = axis
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that repeats `subitems` left to right until the next one would not fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize,
                                  subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, axis: .horizontal, arrangement: .repeating(subitems))
    }

    /// A group of exactly `count` equal-width items; the subitem's width is ignored.
    ///
    /// Deprecated in iOS 16 in favour of ``horizontal(layoutSize:repeatingSubitem:count:)``,
    /// which keeps the subitem's own width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, axis: .horizontal, arrangement: .forcedCount(subitem, count))
    }

    /// A group of `count` copies of `repeatingSubitem` at its own width (iOS 16).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, axis: .horizontal, arrangement: .repeatingCount(subitem, count))
    }

    /// A group that repeats `subitems` top to bottom until the next one would not fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize,
                                subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, axis: .vertical, arrangement: .repeating(subitems))
    }

    /// A group of exactly `count` equal-height items; the subitem's height is ignored.
    ///
    /// Deprecated in iOS 16 in favour of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, axis: .vertical, arrangement: .forcedCount(subitem, count))
    }

    /// A group of `count` copies of `repeatingSubitem` at its own height (iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, axis: .vertical, arrangement: .repeatingCount(subitem, count))
    }

    /// A group whose items sit at the frames `itemProvider` returns, relative to the group.
    ///
    /// The provider is called for each group instance with an environment whose
    /// container is the group (its size and `contentInsets`). Each returned item
    /// takes the next index path, in array order, and its `zIndex` is honoured.
    ///
    /// ```swift
    /// NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
    ///     [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 120))]
    /// }
    /// ```
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, axis: .horizontal, arrangement: .custom(itemProvider))
    }

    /// How the group was made: `subitems:`, `subitem:count:`, `repeatingSubitem:count:` or
    /// `custom`, with the count. (Not in UIKit, which keeps it private; a spec writer needs it.)
    public var layoutArrangement: GroupInstance.Arrangement { declaredArrangement }

    /// Whether the group places its items at custom frames.
    public var isCustom: Bool {
        if case .custom = arrangement { return true }
        return false
    }
}

/// Returns the items of one custom group instance.
public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group: a frame relative to the group, and a drawing order.
public final class NSCollectionLayoutGroupCustomItem: Sendable {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect
    /// Drawing order; higher draws above.
    public let zIndex: Int

    /// An item at `frame`, with `zIndex` 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame`, drawn in `zIndex` order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
