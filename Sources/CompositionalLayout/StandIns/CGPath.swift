import Foundation

/// A stand-in for Core Graphics' `CGPath`: what ``UIBezierPath/cgPath`` gives,
/// for a layer's shadow or a shape layer. It keeps only its bounding box.
public final class CGPath: Sendable {
    /// The smallest rectangle holding the path.
    public let boundingBox: CGRect

    init(boundingBox: CGRect) {
        self.boundingBox = boundingBox
    }
}
