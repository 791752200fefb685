import Foundation

/// A stand-in for Objective-C's `Selector`: the name of a method, kept; nothing
/// is ever sent to it.
///
/// Linux has no Objective-C runtime, so `#selector(refresh)` and `@objc` do not
/// compile here, but `Selector("refresh")` does, and so do the target–action
/// initializers and `addTarget(_:action:for:)` that take one (or `nil`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, as written.
    public let name: String

    /// A selector for the method named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a string literal, as Objective-C's `Selector` can be written.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The method's name.
    public var description: String { name }
}
