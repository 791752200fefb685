import Foundation

/// The order of a solution's elements: by section, then category (cells,
/// supplementary views, decoration views), then item, then element kind,
/// and the order of creation among equals. Cells are produced in order, so
/// only a section's supplementaries and decorations are sorted.
enum ElementOrdering {
    /// `records` by item, then by kind (named in `kinds`), then as they came.
    static func sortedSupplementaries(_ records: [ElementRecord], kinds: [String]) -> [ElementRecord] {
        func kind(_ record: ElementRecord) -> String { record.kind < 0 ? "" : kinds[Int(record.kind)] }
        return records.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.item != r.item { return l.item < r.item }
            if l.kind != r.kind { return kind(l) < kind(r) }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
