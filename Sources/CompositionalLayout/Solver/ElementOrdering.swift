import Foundation

/// The order of a solution's elements: by section, then category (cells,
/// supplementary views, decoration views), then item, then element kind,
/// and the order of creation among equals. Cells are produced in order, so
/// only a section's supplementaries and decorations are sorted.
enum ElementOrdering {
    static func sortedSupplementaries(_ elements: [LayoutElement]) -> [LayoutElement] {
        elements.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.item != r.item { return (l.item ?? -1) < (r.item ?? -1) }
            if l.elementKind != r.elementKind { return (l.elementKind ?? "") < (r.elementKind ?? "") }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    static func sortedByKind(_ elements: [LayoutElement]) -> [LayoutElement] {
        elements.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.elementKind ?? "", rhs.element.elementKind ?? "")
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
