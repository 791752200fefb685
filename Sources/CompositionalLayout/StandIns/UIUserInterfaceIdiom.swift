import Foundation

/// A stand-in for UIKit's `UIUserInterfaceIdiom`: the kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
    /// An Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac (Catalyst in the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision
}
