import Foundation

/// Where an orthogonal section's scrolling comes to rest (R§4.3).
///
/// With group starts `x_g` measured from the viewport's start and a largest
/// offset of `max(0, contentLength − viewportLength)`:
/// - `continuous`: the two ends, 0 and the largest offset;
/// - `paging`: every multiple of the viewport's length (the collection view's
///   width), and the largest offset;
/// - `groupPaging` and `continuousGroupLeadingBoundary`: `x_g − x_0`, so that
///   each group's leading edge comes to rest where the first one's is;
/// - `groupPagingCentered`: group paging with content insets that centre the groups ([Hdr]): each
///   group's centre comes to rest where the first group's is at rest,
///   `x_g + length_g / 2 − (x_0 + length_0 / 2)`. That is `x_g + length_g / 2 − viewportLength / 2`,
///   each group exactly centred, whenever the first group is (see ``CentredGroupStart``);
/// every offset clamped to the range, without duplicates.
enum OrthogonalScrollingRules {
    static func restOffsets(for behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                            groupStarts: [CGFloat], groupLengths: [CGFloat], viewportLength: CGFloat,
                            contentLength: CGFloat) -> [CGFloat] {
        let maximum = max(0, contentLength - viewportLength)
        var offsets: [CGFloat]
        switch behavior {
        case .none:
            return []
        case .continuous:
            offsets = [0, maximum]
        case .paging:
            let pages = viewportLength > 0 ? Int((maximum / viewportLength).rounded(.up)) : 0
            offsets = (0...max(pages, 0)).map { CGFloat($0) * viewportLength }
        case .groupPaging, .continuousGroupLeadingBoundary:
            let first = groupStarts.first ?? 0
            offsets = groupStarts.map { $0 - first }
        case .groupPagingCentered:
            let firstCentre = (groupStarts.first ?? 0) + (groupLengths.first ?? 0) / 2
            offsets = zip(groupStarts, groupLengths).map { $0 + $1 / 2 - firstCentre }
        }
        var result: [CGFloat] = []
        for offset in offsets.map({ min(max($0, 0), maximum) }).sorted() where result.last != offset {
            result.append(offset)
        }
        return result
    }
}
