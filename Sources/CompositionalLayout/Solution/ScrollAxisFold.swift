import Foundation

/// A broken scroll axis: the stretches of a solution kept whole, and between
/// them a short seam where the stretch left out is folded away, as a long
/// drawing's axis is broken to show its start and the start of each part.
///
/// Positions in a kept stretch move back by what was folded before it;
/// positions in a folded stretch are squeezed into its seam, so every frame
/// maps to a frame (a section crossing a seam spans it), and frames wholly
/// in a folded stretch end up inside a seam, where a diagram leaves them out.
/// The solution is not solved again: only its frames move.
///
/// ```swift
/// // Keep 0–600 and 1400–1500, with a 28-point seam between (600–628).
/// let fold = ScrollAxisFold(kept: [0...600, 1400...1500], contentEnd: 1500, seam: 28)
/// fold.map(1400)   // 628
/// let drawn = solution.folded(by: fold)
/// ```
public struct ScrollAxisFold: Sendable, Equatable {
    /// The stretches kept, along the scroll axis, in content coordinates, in order and apart.
    public let kept: [ClosedRange<Double>]
    /// Where the content ends: a stretch beyond the last kept one is folded too.
    public let contentEnd: Double
    /// The length of each seam, in points.
    public let seam: Double
    /// Each stretch folded away, in content coordinates, paired with its seam, in folded coordinates.
    public private(set) var seams: [(folded: ClosedRange<Double>, seam: ClosedRange<Double>)] = []

    /// Stretches between kept ones that are no longer than `minimumFold` (at least a
    /// seam's length) are not worth folding: they are kept.
    public init(kept: [ClosedRange<Double>], contentEnd: Double, seam: Double, minimumFold: Double = 0) {
        let shortest = max(seam, minimumFold)
        var merged: [ClosedRange<Double>] = []
        for span in kept.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, span.lowerBound <= last.upperBound + shortest {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        if let last = merged.last, contentEnd <= last.upperBound + shortest {
            merged[merged.count - 1] = last.lowerBound...max(last.upperBound, contentEnd)
        }
        self.kept = merged
        self.contentEnd = contentEnd
        self.seam = seam
        var shift = 0.0
        for (index, span) in merged.enumerated() {
            let next = index + 1 < merged.count ? merged[index + 1].lowerBound : contentEnd
            guard next > span.upperBound else { continue }
            let start = span.upperBound - shift
            seams.append((span.upperBound...next, start...(start + seam)))
            shift += next - span.upperBound - seam
        }
    }

    /// Whether two folds keep and shorten the same spans alike.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kept == rhs.kept && lhs.contentEnd == rhs.contentEnd && lhs.seam == rhs.seam
    }

    /// Whether anything is folded away.
    public var folds: Bool { !seams.isEmpty }

    /// Where `position` (along the scroll axis) is drawn.
    public func map(_ position: Double) -> Double {
        var shift = 0.0
        for (folded, seam) in seams {
            if position <= folded.lowerBound { return position - shift }
            if position < folded.upperBound {
                // Squeezed into the seam, in proportion.
                let length = folded.upperBound - folded.lowerBound
                return seam.lowerBound + self.seam * (position - folded.lowerBound) / length
            }
            shift += folded.upperBound - folded.lowerBound - self.seam
        }
        return position - shift
    }

    /// Where a position drawn at `position` lies in the content, if it is in a kept stretch.
    public func unmap(_ position: Double) -> Double? {
        var shift = 0.0
        for (folded, seam) in seams {
            if position <= seam.lowerBound { return position + shift }
            if position < seam.upperBound { return nil }
            shift += folded.upperBound - folded.lowerBound - self.seam
        }
        return position + shift
    }
}

extension LayoutSolution {
    /// The solution with every frame moved by `fold` along the scroll axis, and its
    /// content size shortened to match: what a bounded diagram draws. Nothing is solved
    /// again and no element is removed; the frames JSON is written from the solution itself.
    public func folded(by fold: ScrollAxisFold) -> LayoutSolution {
        guard fold.folds else { return self }
        let vertical = scrollDirection == .vertical
        func move(_ rect: CGRect) -> CGRect {
            guard !rect.isNull else { return rect }
            let start = fold.map(Double(vertical ? rect.minY : rect.minX))
            let end = fold.map(Double(vertical ? rect.maxY : rect.maxX))
            return vertical ? CGRect(x: rect.minX, y: CGFloat(start), width: rect.width, height: CGFloat(end - start))
                            : CGRect(x: CGFloat(start), y: rect.minY, width: CGFloat(end - start), height: rect.height)
        }
        var moved = self
        moved.transformRectangles(move)
        let length = CGFloat(fold.map(Double(vertical ? collectionViewContentSize.height : collectionViewContentSize.width)))
        let size = vertical ? CGSize(width: collectionViewContentSize.width, height: length)
                            : CGSize(width: length, height: collectionViewContentSize.height)
        var result = LayoutSolution(containerSize: containerSize, collectionViewContentSize: size,
                                    scrollDirection: scrollDirection, elements: moved.elements, sections: moved.sections,
                                    interSectionGaps: moved.interSectionGaps)
        result.layoutDirection = layoutDirection
        result.pinHosts = pinHosts
        result.visibleItemEffects = visibleItemEffects
        return result
    }
}
