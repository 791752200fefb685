import Foundation

/// In a right-to-left environment UIKit lays `leading` out on the right. The
/// solver works left to right and then mirrors every rectangle about the
/// content's width.
extension LayoutSolution {
    mutating func mirrorHorizontally() {
        layoutDirection = .rightToLeft
        let width = collectionViewContentSize.width
        func mirror(_ rect: CGRect) -> CGRect {
            CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        for index in elements.records.indices {
            elements.records[index].frame = mirror(elements.records[index].frame)
            elements.records[index].slot = mirror(elements.records[index].slot)
        }
        elements.mirrorAnchors()
        for s in sections.indices {
            sections[s].frame = mirror(sections[s].frame)
            sections[s].contentFrame = mirror(sections[s].contentFrame)
            for g in sections[s].groups.records.indices {
                sections[s].groups.records[g].frame = mirror(sections[s].groups.records[g].frame)
            }
            for g in sections[s].gaps.indices { sections[s].gaps[g].rect = mirror(sections[s].gaps[g].rect) }
            for b in sections[s].insetBands.indices {
                sections[s].insetBands[b].frame = mirror(sections[s].insetBands[b].frame)
            }
            for b in sections[s].referenceBands.indices {
                sections[s].referenceBands[b].frame = mirror(sections[s].referenceBands[b].frame)
            }
            if var scrolling = sections[s].orthogonal {
                scrolling.viewport = mirror(scrolling.viewport)
                scrolling.contentFrame = mirror(scrolling.contentFrame)
                // Rest positions are across the scroll axis: x, mirrored, only in a vertical layout.
                if scrollDirection == .vertical { scrolling.restPositions = scrolling.restPositions.map { width - $0 } }
                sections[s].orthogonal = scrolling
            }
        }
        for g in interSectionGaps.indices { interSectionGaps[g].rect = mirror(interSectionGaps[g].rect) }
    }
}
