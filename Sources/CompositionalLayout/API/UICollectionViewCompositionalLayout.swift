import Foundation

/// The base class of collection view layouts. Only
/// ``UICollectionViewCompositionalLayout`` can be solved.
open class UICollectionViewLayout {
    /// A layout; a plain one has nothing to solve.
    public init() {}
}

/// A closure that returns the layout of one section.
///
/// It is called once per section with the section's index and the layout
/// environment: the collection view's size less the configuration's reference
/// insets, and the trait collection.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, groups and items.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout(section: section)
/// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [94])
/// solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
///
/// Use ``init(sectionProvider:)`` to vary sections by index or by environment.
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let source: Source
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private(set) var registeredDecorationKinds: [String] = []

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with a configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .provider(sectionProvider)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// The layout's configuration. Reading it returns a copy; assign a
    /// configuration to change the layout, as in UIKit.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set { storedConfiguration = newValue.copy() }
    }

    /// The configuration itself, for the solver.
    var currentConfiguration: UICollectionViewCompositionalLayoutConfiguration { storedConfiguration }

    /// Registers a decoration view class. Accepted for compatibility; the class
    /// is not used, but the kind is remembered.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if !registeredDecorationKinds.contains(elementKind) {
            registeredDecorationKinds.append(elementKind)
        }
    }
}
