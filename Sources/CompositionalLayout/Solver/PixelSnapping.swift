import Foundation

/// UIKit's pixel rounding of resolved lengths: each item and group length is floored to
/// the display's pixel grid (a multiple of ⅓ pt at 3×, ½ pt at 2×), and the floored lengths
/// are what the layout stacks. So at 3×, `0.25 × 393 = 98.25` becomes 98 and `78.6`
/// becomes 78.333.
///
/// It applies only when the trait collection has a `displayScale` (and
/// ``LayoutRules/snapsToPixels`` is on); without one the arithmetic stays exact, as the
/// tutorials print it.
struct PixelSnapping {
    /// Pixels per point; 0 when lengths are not snapped.
    let scale: CGFloat

    /// No snapping.
    static let exact = PixelSnapping(scale: 0)

    init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 0
    }

    init(rules: LayoutRules, traitCollection: UITraitCollection) {
        self.init(scale: rules.snapsToPixels ? traitCollection.displayScale : 0)
    }

    /// `length` floored to the pixel grid. A length a hair below a pixel boundary (binary
    /// error, as in `3 × (125 / 3)`) counts as on it.
    func floor(_ length: CGFloat) -> CGFloat {
        guard scale > 0, length.isFinite else { return length }
        let pixels = (length * scale + 1e-6).rounded(.down)
        return pixels / scale
    }
}
