import Foundation

/// The interface orientations a controller supports (a stand-in: kept).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, home button on the right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home button on the left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
