import Foundation

/// The appearance of the user interface.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    /// No style was given.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// A coarse description of the space available on one axis.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    /// No size class was given.
    case unspecified
    /// Constrained space, as across an iPhone in portrait.
    case compact
    /// Ample space, as across an iPad.
    case regular
}

/// The direction in which the user interface reads.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// No direction was given; read as left to right.
    case unspecified = -1
    /// Left to right: leading is left.
    case leftToRight = 0
    /// Right to left: leading is right, and the solved layout is mirrored.
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
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The size class across.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The size class up and down.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Which way the interface reads; `.rightToLeft` mirrors the layout.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Traits with the given values; each defaults to unspecified.
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
