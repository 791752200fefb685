import CompositionalLayout
import Foundation

/// The measured sizes of supplementary views, by section and element kind,
/// collected while reading.
///
/// The solver asks for a measurement by element kind and index path, so every
/// instance of one kind in one section measures the same; two different
/// measured sizes for one kind in one section are reported.
struct SupplementaryMeasurements {
    /// A kind of supplementary in a section; `section` is `nil` for the layout's own boundary items.
    struct Key: Hashable, Sendable {
        let section: Int?
        let elementKind: String
    }

    private(set) var sizes: [Key: MeasuredSize] = [:]
    private var places: [Key: SourcePosition] = [:]

    /// Records that supplementaries of `elementKind` in `section` measure `size`,
    /// as written at `node`; reports a different size recorded before.
    mutating func record(_ size: MeasuredSize, elementKind: String, section: Int?, at node: SpecNode) {
        let key = Key(section: section, elementKind: elementKind)
        if let earlier = sizes[key], let place = places[key] {
            if earlier != size {
                let scope = section.map { "section \($0)" } ?? "the layout"
                node.report("'\(elementKind)' in \(scope) already measures \(earlier) (line \(place.line)); "
                            + "every supplementary of one kind in a section measures the same")
            }
            return
        }
        sizes[key] = size
        places[key] = node.position
    }
}

/// Every measured size a spec gives: cells by index path, supplementary views
/// by element kind and section. It answers the solver's measurement hook.
///
/// ```swift
/// let solution = try layout.solve(containerSize: size, itemCounts: counts,
///                                 measuredSize: measurements.layoutMeasurement)
/// ```
struct Measurements: Sendable {
    /// Per section, the measured sizes of its items, by item index.
    let cells: [[Int: MeasuredSize]]
    let supplementaries: [SupplementaryMeasurements.Key: MeasuredSize]

    var isEmpty: Bool { supplementaries.isEmpty && cells.allSatisfy(\.isEmpty) }

    /// The measured size of `element`, applied to `proposed`; `nil` to keep the estimate.
    func measure(_ element: MeasuredElement, proposed: CGSize) -> CGSize? {
        let size: MeasuredSize?
        switch element.category {
        case .cell:
            guard let indexPath = element.indexPath, indexPath.count == 2, cells.indices.contains(indexPath.section)
            else { return nil }
            size = cells[indexPath.section][indexPath.item]
        case .supplementaryView:
            guard let kind = element.elementKind else { return nil }
            let section = element.indexPath.flatMap { $0.count == 2 ? $0.section : nil }
            size = supplementaries[.init(section: section, elementKind: kind)]
        case .decorationView:
            size = nil
        }
        return size?.applied(to: proposed)
    }

    /// The hook to hand to `solve`, or `nil` when nothing is measured.
    var layoutMeasurement: LayoutMeasurement? {
        guard !isEmpty else { return nil }
        return { element, proposed in self.measure(element, proposed: proposed) }
    }
}
