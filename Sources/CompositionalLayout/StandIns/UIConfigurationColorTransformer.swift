import Foundation

/// A stand-in for UIKit's `UIConfigurationColorTransformer`: a function from colour to colour.
public struct UIConfigurationColorTransformer: Sendable {
    private let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour transformed.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// A transformer that makes colours grey (by luma).
    public static let grayscale = UIConfigurationColorTransformer {
        UIColor(white: $0.red * 0.3 + $0.green * 0.59 + $0.blue * 0.11, alpha: $0.alpha)
    }
    /// A transformer that leaves colours as they are (UIKit's uses the tint colour).
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    /// A transformer that mutes colours.
    public static let monochromeTint = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
}
