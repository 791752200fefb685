import CompositionalLayout
import Foundation

/// A spec file, read: the layout, the container to solve it in, and the data
/// to lay out, with the source positions needed to report problems.
///
/// ```swift
/// var specification = try SpecReader.read(contentsOf: "examples/grid.yaml")
/// specification.containerSize = CGSize(width: 820, height: 1180)   // e.g. a command-line override
/// let solution = try specification.solve()
/// solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
///
/// The ``layout`` is an ordinary `UICollectionViewCompositionalLayout` and
/// can be solved directly; ``solve(containerSize:)`` does that with the
/// spec's container, item counts, labels and measured sizes, and reports a
/// `LayoutError` at the line that created the item, group, section or
/// supplementary at fault.
public struct LayoutSpecification {
    /// The path the spec was read from, as given.
    public let path: String
    /// The optional top-level `title`.
    public let title: String?
    /// The layout. It asks a section provider for each section, which picks
    /// the section's first matching variant, if any.
    public let layout: UICollectionViewCompositionalLayout
    /// The collection view's size: `container.width` × `container.height`, 390 × 844 by default.
    public var containerSize: CGSize
    /// `container.safeAreaInsets`; zero by default.
    public var safeAreaInsets: NSDirectionalEdgeInsets
    /// `container.layoutMargins`; `nil` (the safe area plus the system minimum) by default.
    public let layoutMargins: NSDirectionalEdgeInsets?
    /// `container.traits`; what section variants are matched against.
    public var traitCollection: UITraitCollection
    /// The data of each section, in order.
    public let sections: [SpecSection]
    /// `devices`: what a diagram is drawn on, side by side, unless the command
    /// line says otherwise; empty means the spec's own container.
    public let devices: [DeviceProfile]
    /// `uikit`: the UIKit major version whose behaviour to reproduce; `nil` for the newest.
    public var uikitVersion: Int? {
        didSet { rules = Self.rules(uikit: uikitVersion) }
    }
    /// The solver's rules: the profile of ``uikitVersion`` (``LayoutRules/uikit`` without one).
    public var rules: LayoutRules
    /// FNV-1a 64 of the file's bytes as 16 lowercase hex digits: a stable salt for element ids.
    public let sourceDigest: String
    /// The sections the layout's provider chooses from, one entry per spec section.
    let sectionChoices: [SectionChoices]
    /// Where each item, group, section and supplementary was written.
    let sourceMap: SourceMap

    /// The measured sizes of cells and supplementaries, for the solver's measurement hook.
    let measurements: Measurements

    /// For a spec written from other source (a Swift file's layout function, whose spec the
    /// reader never shows), the line and column every problem is reported at, with the spec's
    /// key path; `nil` to report each at its own place in the spec.
    public var reportedPosition: (line: Int, column: Int)?

    /// Where a problem at `origin` is reported: there, or at ``reportedPosition``.
    func place(of origin: SourceMap.Origin) -> (line: Int, column: Int) {
        reportedPosition ?? (origin.position.line, origin.position.column)
    }

    /// `error` as a diagnostic at the object it names (see ``place(of:)``).
    func diagnostic(for error: LayoutError) -> SpecDiagnostic {
        let origin = sourceMap.origin(of: error)
        let (line, column) = place(of: origin)
        return SpecDiagnostic(path: path, line: line, column: column, keyPath: origin.keyPath.description,
                              message: error.message)
    }

    /// The number of items in each section, as `solve(containerSize:itemCounts:)` takes them.
    public var itemCounts: [Int] { sections.map(\.itemCount) }

    /// The sections' `visibleItemEffects`, as a solution carries them.
    public var visibleItemEffects: VisibleItemEffects {
        var effects = VisibleItemEffects()
        for (index, section) in sections.enumerated() where !section.visibleItemEffects.isEmpty {
            effects.sections[index] = section.visibleItemEffects
        }
        return effects
    }

    /// The items' labels per section, as `solve` takes them: `nil` when no
    /// section lists its items; a section given only a count has no labels (`[]`).
    public var itemLabels: [[String]]? {
        sections.contains { $0.itemLabels != nil } ? sections.map { $0.itemLabels ?? [] } : nil
    }

    /// The measurement hook `solve` is given: the spec's measured sizes of
    /// cells (`items: [{size}]`) and supplementaries (`measuredSize`); `nil` when there are none.
    public var measuredSize: LayoutMeasurement? { measurements.layoutMeasurement }

    init(path: String, title: String?, configuration: UICollectionViewCompositionalLayoutConfiguration,
         containerSize: CGSize, safeAreaInsets: NSDirectionalEdgeInsets, layoutMargins: NSDirectionalEdgeInsets?,
         traitCollection: UITraitCollection, sections: [SpecSection], sectionChoices: [SectionChoices],
         measurements: Measurements, sourceDigest: String, sourceMap: SourceMap, devices: [DeviceProfile] = [],
         uikitVersion: Int? = nil) {
        self.path = path
        self.title = title
        // A provider even without variants: one code path, and each section keeps its own objects.
        self.layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            sectionChoices.indices.contains(index) ? sectionChoices[index].section(in: environment) : nil
        }, configuration: configuration)
        self.sectionChoices = sectionChoices
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.traitCollection = traitCollection
        self.sections = sections
        self.measurements = measurements
        self.sourceDigest = sourceDigest
        self.sourceMap = sourceMap
        self.devices = devices
        self.uikitVersion = uikitVersion
        self.rules = Self.rules(uikit: uikitVersion)
    }

    private static func rules(uikit version: Int?) -> LayoutRules {
        version.flatMap { LayoutRules.profile(uikit: $0) } ?? .uikit
    }

    /// Solves the layout for the spec's data in its container, or in `containerSize` if given,
    /// with the spec's ``itemLabels``, ``measuredSize`` and ``rules``.
    ///
    /// - Throws: ``SpecError`` with one diagnostic when the layout cannot be
    ///   solved: the solver's message at the key path and line of the item,
    ///   group or section it names (for example "no room for subitems" at the
    ///   group's `horizontal:`), else at the section, else at line 1.
    public func solve(containerSize: CGSize? = nil) throws(SpecError) -> LayoutSolution {
        do {
            var solution = try layout.solve(containerSize: containerSize ?? self.containerSize, itemCounts: itemCounts,
                                            safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
                                            traitCollection: traitCollection, itemLabels: itemLabels, rules: rules,
                                            measuredSize: measuredSize)
            solution.visibleItemEffects = visibleItemEffects
            return solution
        } catch {
            throw SpecError(diagnostics: [diagnostic(for: error)])
        }
    }

    /// A problem with the layout as a whole, found after solving it (its
    /// drawing is too large, a renderer failed), as a diagnostic at the
    /// `sections` key: what the layout's size comes from.
    public func diagnostic(_ message: String) -> SpecDiagnostic {
        let origin = sourceMap.contentOrigin
        let (line, column) = place(of: origin)
        return SpecDiagnostic(path: path, line: line, column: column, keyPath: origin.keyPath.description,
                              message: message)
    }
}
