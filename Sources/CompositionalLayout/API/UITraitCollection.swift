import Foundation

/// The appearance of the user interface.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    case unspecified
    case light
    case dark
}

/// A coarse description of the space available on one axis.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    case unspecified
    case compact
    case regular
}

/// The direction in which the user interface reads.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits a section provider sees through `layoutEnvironment.traitCollection`.
///
/// ```swift
/// if layoutEnvironment.traitCollection.userInterfaceStyle == .dark { ... }
/// ```
///
/// `layoutDirection == .rightToLeft` mirrors the solved layout, so that
/// `leading` and `trailing` swap sides as they do in UIKit.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    public init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                displayScale: CGFloat = 0,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }
}
