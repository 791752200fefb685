import Foundation

/// Where `pinToVisibleBounds` boundary items are at a given content offset.
///
/// Frames in a solution are at rest (content offset 0). Scrolled to
/// `offset`, a pinned header stays at the top of the visible area while any
/// of its host (section, or the whole layout) is visible, and a pinned footer
/// at the bottom ([Hdr] "keep the supplementary visible while any portion of
/// the host geometry is visible"):
/// ```
/// header: p = min(max(p₀, offset + (p₀ − hostStart)), hostEnd − (p₀ − hostStart) − length)
/// footer: p = max(min(p₀, offset + viewport − (hostEnd − p₀)), hostStart)
/// ```
/// where `p₀` is its position at rest, along the scroll axis. Stacked pinned
/// headers keep their order.
extension LayoutSolution {
    /// The solution as seen with the content scrolled to `offset` along the scroll axis.
    public func pinned(atContentOffset offset: CGFloat) -> LayoutSolution {
        guard offset.isFinite else { return self }
        let axis = Axis(scrollDirection)
        let viewport = containerSize.length(along: axis)
        var result = self
        for index in result.elements.indices {
            guard let pin = result.elements[index].pin else { continue }
            let frame = result.elements[index].frame
            let rest = frame.minimum(along: axis)
            let length = frame.length(along: axis)
            let position: CGFloat
            switch pin.edge {
            case .header:
                let stacked = rest - pin.hostStart
                position = min(max(rest, offset + stacked), pin.hostEnd - stacked - length)
            case .footer:
                position = max(min(rest, offset + viewport - (pin.hostEnd - rest)), pin.hostStart)
            }
            let delta = CGPoint(along: axis, main: position - rest, cross: 0)
            result.elements[index].frame = frame.offsetBy(delta)
            result.elements[index].slot = result.elements[index].slot.offsetBy(delta)
        }
        return result
    }
}
