import Foundation

/// UIKit's pixel rounding (``LayoutRules/PixelSnapping``) at the trait collection's
/// `displayScale`: a multiple of ⅓ pt at 3×, ½ pt at 2×.
///
/// - `floorLengths` (iOS 17): each resolved item and group length is floored, and the layout
///   stacks the floored lengths, so at 3× `0.25 × 393 = 98.25` becomes 98 and `78.6` becomes 78.333.
/// - `roundFrames` (iOS 13, 14): lengths stay exact; each element's origin and size are
///   rounded to the nearest pixel at the end (``round(_:)``).
///
/// Without a display scale the arithmetic stays exact, as the tutorials print it.
struct PixelSnapping {
    /// Pixels per point; 0 when lengths are not snapped.
    let scale: CGFloat

    init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 0
    }

    /// The snapping of resolved lengths: only under ``LayoutRules/PixelSnapping/floorLengths``.
    init(rules: LayoutRules, traitCollection: UITraitCollection) {
        self.init(scale: rules.pixelSnapping == .floorLengths ? traitCollection.displayScale : 0)
    }

    /// The rounding of finished frames: only under ``LayoutRules/PixelSnapping/roundFrames``.
    init(framesFor rules: LayoutRules, traitCollection: UITraitCollection) {
        self.init(scale: rules.pixelSnapping == .roundFrames ? traitCollection.displayScale : 0)
    }

    /// `rect` with its origin and its size each rounded to the nearest pixel (halves away from zero).
    func round(_ rect: CGRect) -> CGRect {
        guard scale > 0 else { return rect }
        func nearest(_ value: CGFloat) -> CGFloat {
            value.isFinite ? (value * scale).rounded(.toNearestOrAwayFromZero) / scale : value
        }
        return CGRect(x: nearest(rect.minX), y: nearest(rect.minY), width: nearest(rect.width),
                      height: nearest(rect.height))
    }

    /// `length` floored to the pixel grid, as it is: a length a hair below a pixel boundary (binary error,
    /// `430 × (1/3)` = 429.99999999999994 px at 3×) falls to the pixel below, as UIKit's does (iOS 18,
    /// corpus `ibrahimdemirci-sections/scrolled-mosaic-430.ios18`: 143.0, not 143.333).
    func floor(_ length: CGFloat) -> CGFloat {
        guard scale > 0, length.isFinite else { return length }
        let pixels = (length * scale).rounded(.down)
        return pixels / scale
    }

    /// `length` rounded up to the pixel grid; a hair above a pixel boundary counts as on it.
    func ceil(_ length: CGFloat) -> CGFloat {
        guard scale > 0, length.isFinite else { return length }
        let pixels = (length * scale - 1e-6).rounded(.up)
        return pixels / scale
    }
}
