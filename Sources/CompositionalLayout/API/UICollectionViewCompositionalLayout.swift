import Foundation

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
///
/// The class is open, as UIKit's is, so an app's own layout class compiles and
/// solves. Its four initializers are designated, so a subclass can call any of them:
///
/// ```swift
/// class GridLayout: UICollectionViewCompositionalLayout {
///     init() {
///         super.init(sectionProvider: { _, _ in NSCollectionLayoutSection(group: group) })
///     }
///     required init?(coder: NSCoder) { fatalError("not implemented") }
/// }
/// ```
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let source: Source
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private(set) var registeredDecorationKinds: [String] = []

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        source = .section(section)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        source = .provider(sectionProvider)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with a configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .provider(sectionProvider)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// Decoding from an archive, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

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
