import Foundation

/// A stand-in for Core Graphics' `CGColor`: what ``UIColor/cgColor`` gives, for layers.
public final class CGColor: Sendable {
    /// The colour it stands for.
    public let color: UIColor

    init(_ color: UIColor) {
        self.color = color
    }
}
