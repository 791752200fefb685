import Foundation

/// Where an orthogonal section's content is when it is scrolled away from rest.
///
/// Frames in a solution are at rest: every orthogonal section at content offset 0. Scrolled to
/// offset `o` (one of ``OrthogonalScrolling/restOffsets``, or any offset between them), what scrolls
/// moves by `−o` across the layout's scroll axis (`+o` along x in a right-to-left layout, where
/// content scrolls in from the left): the section's cells, the supplementaries anchored to its
/// items and groups, its group instances, its spacing gaps and its inset bands, and its rest
/// positions, which mark where each page of the content starts. What does not scroll stays: the
/// viewport, the section's frame, its boundary items and decorations ([Hdr]; docs/semantics.md §8).
extension LayoutSolution {
    /// The solution with each orthogonal section in `offsets` (section index to content offset,
    /// in points) scrolled to that offset. Sections that do not scroll orthogonally, indices out
    /// of range and offsets that are not finite are left at rest.
    public func scrolled(orthogonalOffsets offsets: [Int: CGFloat]) -> LayoutSolution {
        var result = self
        let cross = Axis(scrollDirection).cross
        let sign: CGFloat = layoutDirection == .rightToLeft && cross == .horizontal ? 1 : -1
        var deltas: [CGPoint?] = Array(repeating: nil, count: sections.count)
        for (section, offset) in offsets where sections.indices.contains(section) && offset.isFinite && offset != 0
            && sections[section].orthogonal != nil {
            deltas[section] = CGPoint(along: cross, main: sign * offset, cross: 0)
        }
        guard deltas.contains(where: { $0 != nil }) else { return self }
        // One pass over the elements: cells, and supplementaries anchored to an item or a group (they
        // carry an anchor); boundary items and decorations stay with the section.
        for index in result.elements.records.indices {
            let record = result.elements.records[index]
            guard record.section >= 0, let delta = deltas[Int(record.section)],
                  record.category == .cell || (record.category == .supplementaryView && record.detail >= 0) else { continue }
            result.elements.records[index].frame = record.frame.offsetBy(delta)
            result.elements.records[index].slot = record.slot.offsetBy(delta)
        }
        for section in sections.indices {
            guard let delta = deltas[section], var scrolling = sections[section].orthogonal else { continue }
            for g in result.sections[section].groups.records.indices {
                result.sections[section].groups.records[g].frame = result.sections[section].groups.records[g].frame.offsetBy(delta)
            }
            for g in result.sections[section].gaps.indices {
                result.sections[section].gaps[g].rect = result.sections[section].gaps[g].rect.offsetBy(delta)
            }
            for b in result.sections[section].insetBands.indices {
                result.sections[section].insetBands[b].frame = result.sections[section].insetBands[b].frame.offsetBy(delta)
            }
            scrolling.contentFrame = scrolling.contentFrame.offsetBy(delta)
            let shift = delta.coordinate(along: cross)
            scrolling.restPositions = scrolling.restPositions.map { $0 + shift }
            result.sections[section].orthogonal = scrolling
        }
        return result
    }
}
