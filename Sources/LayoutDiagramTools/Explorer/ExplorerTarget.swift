import CompositionalLayout
import Foundation

/// What pointing at one drawn thing of an explorer page shows: the element it is (a cell, a view,
/// a group), or a region of the diagram (a spacing gap, an inset band, a section) with the
/// explanation of the element whose frame it enters into.
///
/// A page resolves a pointed-at SVG node to a target by its id: the node's own id, else its id
/// with trailing `-part`s dropped (`s0-i3-label` is `s0-i3`'s), else ``ExplorerDevice/aliases``.
public struct ExplorerTarget: Encodable, Equatable, Sendable {
    /// The selector (`0.3`, `section-header@0`, `s0-g1`) whose explanation the target shows, as
    /// `explain --element` takes it and ``ExplorerDevice/explanations`` is keyed; `nil` for a
    /// region no element explains.
    public var selector: String?
    /// The region's own frame (a gap, a band), in layout points; `nil` for an element, whose frame
    /// is its explanation's.
    public var frame: [Double]?
    /// What the region is, as the diagram's tooltip says (`section 0 interItem spacing: 10`);
    /// `nil` for an element.
    public var title: String?
    /// How the explanation shown relates to the region (`the group this gap lies in`).
    public var about: String?
    /// The group instance that holds a cell or a nested group (`s0-g1`), which the page links
    /// to: a cell covers its group, so pointing at the cell is the way to reach the group.
    public var parent: String?

    /// An element explained by `selector`.
    public static func element(_ selector: LayoutElementSelector) -> ExplorerTarget {
        ExplorerTarget(selector: selector.description, frame: nil, title: nil, about: nil, parent: nil)
    }

    private enum CodingKeys: String, CodingKey {
        case selector = "sel", frame, title, about, parent
    }
}
