import Foundation

/// A stand-in for UIKit's `UIConfigurationState`: what configurations may depend on.
public protocol UIConfigurationState {}

/// A stand-in for UIKit's `UIContentConfiguration`: what a cell shows,
/// described as a value, with a view to show it.
///
/// ``updated(for:)`` has a default that returns the configuration unchanged. Only
/// ``makeContentView()`` is on the main actor, so a configuration can be `Hashable` and
/// `Sendable` in the Swift 6 language mode.
public protocol UIContentConfiguration {
    /// A view that shows this configuration.
    @MainActor
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state.
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// The configuration unchanged.
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A stand-in for UIKit's `UIContentView`: a view that shows a content configuration.
@preconcurrency
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: UIContentConfiguration { get set }
}
