import Foundation

/// A stand-in for UIKit's `UIConfigurationStateCustomKey`: the name of an app's own
/// configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key by name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
