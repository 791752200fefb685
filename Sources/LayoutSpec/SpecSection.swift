import CompositionalLayout

/// The data of one section of a spec: what the diagrams label and how many
/// items the layout places.
///
/// ```yaml
/// sections:
///   - name: Mailboxes
///     items: [Inbox, Sent, Archive]   # itemCount 3, itemLabels ["Inbox", "Sent", "Archive"]
///   - items: 12                       # name nil, itemCount 12, itemLabels nil
///   - items: [{label: Hero, size: {height: 120}}]   # itemSizes [0: {height: 120}]
/// ```
public struct SpecSection: Sendable, Equatable {
    /// The section's `name`, shown in diagrams; `nil` when not given.
    public let name: String?
    /// How many items the section holds.
    public let itemCount: Int
    /// The items' labels when `items` was a list, one per item; `nil` when it was a count.
    public let itemLabels: [String]?
    /// What the items' content measures, by item index; only items given a `size` appear.
    public let itemSizes: [Int: MeasuredSize]
    /// What the section's `visibleItemsInvalidationHandler` set, sampled by offset (`visibleItemEffects`); empty when none.
    public var visibleItemEffects: [VisibleItemSample] = []

    /// Creates a section's data.
    public init(name: String?, itemCount: Int, itemLabels: [String]?, itemSizes: [Int: MeasuredSize] = [:]) {
        self.name = name
        self.itemCount = itemCount
        self.itemLabels = itemLabels
        self.itemSizes = itemSizes
    }
}
