import Foundation

/// A stand-in for UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, home button (or camera) on the right.
    case landscapeLeft
    /// On its side, home button (or camera) on the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether it is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
