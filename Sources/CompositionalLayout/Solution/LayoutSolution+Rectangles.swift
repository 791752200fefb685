import Foundation

extension LayoutSolution {
    /// Applies `transform` to every rectangle the solution holds: each element's frame and slot,
    /// each section's frame, content frame, group instances, gaps, inset and reference bands and
    /// orthogonal viewport and content, and the gaps between sections.
    ///
    /// Mirroring for right to left (``mirrorHorizontally()``) and folding a bounded picture
    /// (``folded(by:)``) both move every rectangle: listing them here once means a rectangle
    /// added to the solution is moved by both, or by neither.
    mutating func transformRectangles(_ transform: (CGRect) -> CGRect) {
        for index in elements.records.indices {
            elements.records[index].frame = transform(elements.records[index].frame)
            elements.records[index].slot = transform(elements.records[index].slot)
        }
        for s in sections.indices {
            sections[s].frame = transform(sections[s].frame)
            sections[s].contentFrame = transform(sections[s].contentFrame)
            for g in sections[s].groups.records.indices {
                sections[s].groups.records[g].frame = transform(sections[s].groups.records[g].frame)
            }
            for g in sections[s].gaps.indices { sections[s].gaps[g].rect = transform(sections[s].gaps[g].rect) }
            for b in sections[s].insetBands.indices {
                sections[s].insetBands[b].frame = transform(sections[s].insetBands[b].frame)
            }
            for b in sections[s].referenceBands.indices {
                sections[s].referenceBands[b].frame = transform(sections[s].referenceBands[b].frame)
            }
            if var scrolling = sections[s].orthogonal {
                scrolling.viewport = transform(scrolling.viewport)
                scrolling.contentFrame = transform(scrolling.contentFrame)
                sections[s].orthogonal = scrolling
            }
        }
        for g in interSectionGaps.indices { interSectionGaps[g].rect = transform(interSectionGaps[g].rect) }
    }
}
