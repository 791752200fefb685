import Foundation

extension UICollectionLayoutListConfiguration {
    /// Gives the swipe actions of the row at an index path.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The actions revealed by swiping a row towards the trailing edge (a stand-in: kept, never called).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionProviders.trailing }
        set { swipeActionProviders.trailing = newValue }
    }

    /// The actions revealed by swiping a row towards the leading edge (a stand-in: kept, never called).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionProviders.leading }
        set { swipeActionProviders.leading = newValue }
    }
}

/// The swipe action providers of a list configuration. They change no frame, so two
/// configurations are equal whatever their providers, and the closures, which app code
/// writes for the main actor, are only ever stored.
struct ListSwipeActionProviders: Hashable, @unchecked Sendable {
    var trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    var leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
