extension LayoutRules {
    /// How a section measures a last group that holds fewer items than it can.
    public enum PartialGroupExtent: Hashable, Sendable {
        /// The group keeps its full `layoutSize` (its geometry does not depend on its item count).
        case fullGroup
        /// The group ends at its last placed item, as IBPCollectionViewCompositionalLayout does.
        case placedItems
    }
}
