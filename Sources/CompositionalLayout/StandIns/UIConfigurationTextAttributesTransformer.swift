import Foundation

/// A stand-in for UIKit's `UIConfigurationTextAttributesTransformer`: a
/// function from text attributes to text attributes, as a button
/// configuration's `titleTextAttributesTransformer` keeps it.
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///     var outgoing = incoming
///     outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
///     return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer: Sendable {
    private let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes transformed.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
