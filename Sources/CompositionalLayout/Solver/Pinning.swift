import Foundation

/// Where `pinToVisibleBounds` boundary items are at a given content offset.
///
/// Frames in a solution are at rest (content offset 0). Scrolled to
/// `offset`, a pinned header stays at the top of the visible area while any
/// of its host (section, or the whole layout) is visible, and a pinned footer
/// at the bottom ([Hdr] "keep the supplementary visible while any portion of
/// the host geometry is visible"). The visible area is the collection view's
/// bounds less its adjusted content insets (the safe area, for a collection view
/// that adjusts its insets automatically): the corpus's pinned footers end 34 pt
/// above the bottom of an iPhone X screen.
/// ```
/// header: p = min(max(p₀, offset + top + (p₀ − hostStart)), hostEnd − (p₀ − hostStart) − length)
/// footer: p = max(min(p₀, offset + viewport − bottom − (hostEnd − p₀)), hostStart)
/// ```
/// where `p₀` is its position at rest, along the scroll axis. A header's host
/// ends where the footer band starts, and a footer's starts where the header band
/// ends, so the two never cross. Stacked pinned headers keep their order.
extension LayoutSolution {
    /// The content offset at rest of a collection view whose adjusted content
    /// insets are `adjustedContentInsets`: minus the inset at the start of the
    /// scroll axis (top, or leading), so the content starts inside the safe area.
    public func restingContentOffset(adjustedContentInsets: NSDirectionalEdgeInsets) -> CGFloat {
        -(scrollDirection == .vertical ? adjustedContentInsets.top : adjustedContentInsets.leading)
    }

    /// The solution as seen with the content scrolled to `offset` along the scroll axis, in a
    /// collection view whose adjusted content insets are `adjustedContentInsets` (only the two
    /// edges along the scroll axis are used).
    public func pinned(atContentOffset offset: CGFloat,
                       adjustedContentInsets: NSDirectionalEdgeInsets = .zero) -> LayoutSolution {
        guard offset.isFinite else { return self }
        let axis = Axis(scrollDirection)
        let viewport = containerSize.length(along: axis)
        let visibleStart = offset + adjustedContentInsets.leading(along: axis)
        let visibleEnd = offset + viewport - adjustedContentInsets.trailing(along: axis)
        var result = self
        for index in result.elements.records.indices {
            let record = result.elements.records[index]
            guard let pin = record.pin else { continue }
            let host = record.section >= 0 ? sections[Int(record.section)].pinHosts.host(of: pin) : pinHosts.host(of: pin)
            let frame = record.frame
            let rest = frame.minimum(along: axis)
            let length = frame.length(along: axis)
            let position: CGFloat
            switch pin {
            case .header:
                let stacked = rest - host.start
                position = min(max(rest, visibleStart + stacked), host.end - stacked - length)
            case .footer:
                position = max(min(rest, visibleEnd - (host.end - rest)), host.start)
            }
            let delta = CGPoint(along: axis, main: position - rest, cross: 0)
            result.elements.records[index].frame = frame.offsetBy(delta)
            result.elements.records[index].slot = record.slot.offsetBy(delta)
        }
        return result
    }
}
