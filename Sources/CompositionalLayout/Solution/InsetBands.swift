import Foundation

/// The bands that a group's, an item's or a decoration's `contentInsets`
/// leave inside its outer rectangle, for a diagram to draw and label.
///
/// Like ``SectionLayout/insetBands``, they are in physical coordinates: in a
/// right-to-left layout the leading band is on the right. Top and bottom run
/// across the whole outer rectangle; leading and trailing run between them.
/// Empty bands are left out, and a band never leaves its rectangle.
extension LayoutSolution {
    /// The bands of `group`'s `contentInsets`, inside its frame.
    public func insetBands(of group: GroupInstance) -> [InsetBand] {
        InsetBand.bands(inside: group.frame, insets: group.contentInsets, rightToLeft: layoutDirection == .rightToLeft)
    }

    /// The bands between `element`'s ``LayoutElement/slot`` and its
    /// ``LayoutElement/frame``: the `contentInsets` of a cell's item, of a
    /// supplementary or boundary item, or of a decoration within its section.
    /// Each band's value is the inset as applied (none on an estimated axis,
    /// which UIKit ignores). None for an element whose frame is its slot.
    public func insetBands(of element: LayoutElement) -> [InsetBand] {
        let slot = element.slot, frame = element.frame
        guard slot != frame, slot.contains(frame) else { return [] }
        let left = frame.minX - slot.minX, right = slot.maxX - frame.maxX
        let rightToLeft = layoutDirection == .rightToLeft
        let applied = NSDirectionalEdgeInsets(top: frame.minY - slot.minY, leading: rightToLeft ? right : left,
                                              bottom: slot.maxY - frame.maxY, trailing: rightToLeft ? left : right)
        return InsetBand.bands(inside: slot, insets: applied, rightToLeft: rightToLeft)
    }
}

extension InsetBand {
    /// The bands `insets` leave inside `outer`, the leading band on the right when `rightToLeft`.
    static func bands(inside outer: CGRect, insets: NSDirectionalEdgeInsets, rightToLeft: Bool) -> [InsetBand] {
        guard outer.width > 0 || outer.height > 0 else { return [] }
        // A band is never thicker than its rectangle (fractions plus insets can overflow a group).
        let top = min(max(insets.top, 0), outer.height)
        let bottom = min(max(insets.bottom, 0), outer.height - top)
        let leading = min(max(insets.leading, 0), outer.width)
        let trailing = min(max(insets.trailing, 0), outer.width - leading)
        let middle = outer.height - top - bottom
        let left = rightToLeft ? trailing : leading, right = rightToLeft ? leading : trailing
        let bands = [
            InsetBand(edge: .top, value: insets.top,
                      frame: CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: top)),
            InsetBand(edge: .bottom, value: insets.bottom,
                      frame: CGRect(x: outer.minX, y: outer.maxY - bottom, width: outer.width, height: bottom)),
            InsetBand(edge: .leading, value: insets.leading,
                      frame: CGRect(x: rightToLeft ? outer.maxX - right : outer.minX, y: outer.minY + top,
                                    width: rightToLeft ? right : left, height: middle)),
            InsetBand(edge: .trailing, value: insets.trailing,
                      frame: CGRect(x: rightToLeft ? outer.minX : outer.maxX - right, y: outer.minY + top,
                                    width: rightToLeft ? left : right, height: middle)),
        ]
        return bands.filter { $0.value > 0 && $0.frame.width > 0 && $0.frame.height > 0 }
    }
}
