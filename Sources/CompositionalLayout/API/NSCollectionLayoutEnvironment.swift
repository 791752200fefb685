import Foundation

/// The geometry a section provider (or a custom group) lays out into.
public protocol NSCollectionLayoutContainer {
    /// The size before any insets are applied.
    var contentSize: CGSize { get }
    /// The size after `effectiveContentInsets` are applied.
    var effectiveContentSize: CGSize { get }
    /// The insets as given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets as applied.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section will be laid out.
///
/// ```swift
/// UICollectionViewCompositionalLayout { sectionIndex, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
///     ...
/// }
/// ```
public protocol NSCollectionLayoutEnvironment {
    /// The container the section is laid out in.
    var container: NSCollectionLayoutContainer { get }
    /// The traits the section is laid out for.
    var traitCollection: UITraitCollection { get }
}

/// A container: a size and the insets inside it.
///
/// Fractional dimensions of a container's children resolve against
/// ``effectiveContentSize``.
public struct LayoutContainer: NSCollectionLayoutContainer, Hashable, Sendable {
    /// The container's whole size.
    public let contentSize: CGSize
    /// The insets inside the container.
    public let contentInsets: NSDirectionalEdgeInsets

    /// A container of `contentSize` with `contentInsets` inside it.
    public init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets inside the container: ``contentInsets``.
    public var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    /// The size inside the insets, which fractional dimensions resolve against.
    public var effectiveContentSize: CGSize {
        CGSize(width: contentSize.width - contentInsets.leading - contentInsets.trailing,
               height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// The environment handed to section providers.
public struct LayoutEnvironment: NSCollectionLayoutEnvironment, Sendable {
    /// The container, as its concrete type.
    public let layoutContainer: LayoutContainer
    /// The traits the section is laid out for.
    public let traitCollection: UITraitCollection
    /// The rules of the solve that asks for the section, so that sections UIKit builds for
    /// you (lists) follow the same UIKit version.
    public let rules: LayoutRules

    /// The environment of a section laid out in `container` for `traitCollection`, under `rules`.
    public init(container: LayoutContainer, traitCollection: UITraitCollection, rules: LayoutRules = .uikit) {
        self.layoutContainer = container
        self.traitCollection = traitCollection
        self.rules = rules
    }

    /// The container the section is laid out in (``layoutContainer``).
    public var container: NSCollectionLayoutContainer { layoutContainer }
}
