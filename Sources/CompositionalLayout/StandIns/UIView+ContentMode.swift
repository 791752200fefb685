import Foundation

extension UIView {
    /// How a view's content fills its bounds (a stand-in: kept, never applied).
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scaled to fill, keeping its aspect ratio, clipped.
        case scaleAspectFill
        /// Redrawn on bounds change.
        case redraw
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
        /// At the top left.
        case topLeft
        /// At the top right.
        case topRight
        /// At the bottom left.
        case bottomLeft
        /// At the bottom right.
        case bottomRight
    }
}
