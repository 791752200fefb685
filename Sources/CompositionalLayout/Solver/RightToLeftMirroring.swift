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
        transformRectangles(mirror)
        elements.mirrorAnchors()
        // Rest positions are across the scroll axis: x, mirrored, only in a vertical layout.
        if scrollDirection == .vertical {
            for s in sections.indices {
                guard var scrolling = sections[s].orthogonal else { continue }
                scrolling.restPositions = scrolling.restPositions.map { width - $0 }
                sections[s].orthogonal = scrolling
            }
        }
    }
}
