/// What the readers of one section's layout need to know about the section:
/// its index, for the measured sizes of its supplementaries, and its items,
/// for a waterfall that places them all.
///
/// The configuration's layout-wide boundary items are read in the scope
/// ``layout``, which has neither.
struct LayoutScope {
    /// The section's index; `nil` for the layout as a whole.
    let section: Int?
    /// The section's items; `nil` for the layout, or when `items` could not be read.
    let items: SectionItems?

    /// The layout-wide scope of `configuration`.
    static let layout = LayoutScope(section: nil, items: nil)
}
