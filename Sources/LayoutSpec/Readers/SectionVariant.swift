import CompositionalLayout

/// When a section variant applies: what a section provider would test in its
/// layout environment. Every condition given must hold; none given always holds.
///
/// ```yaml
/// when: {minWidth: 600, userInterfaceStyle: dark}
/// ```
///
/// `minWidth` and `maxWidth` compare with the container's effective content
/// width (the collection view less the configuration's reference insets):
/// `minWidth ≤ width < maxWidth`. Traits compare equal.
struct VariantCondition {
    var minWidth: CGFloat?
    var maxWidth: CGFloat?
    var userInterfaceStyle: UIUserInterfaceStyle?
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?

    func matches(_ environment: NSCollectionLayoutEnvironment) -> Bool {
        let width = environment.container.effectiveContentSize.width
        let traits = environment.traitCollection
        if let minWidth, width < minWidth { return false }
        if let maxWidth, width >= maxWidth { return false }
        if let userInterfaceStyle, traits.userInterfaceStyle != userInterfaceStyle { return false }
        if let horizontalSizeClass, traits.horizontalSizeClass != horizontalSizeClass { return false }
        if let verticalSizeClass, traits.verticalSizeClass != verticalSizeClass { return false }
        return true
    }
}

/// The sections one spec section may turn into: its own, and one per
/// variant. All are read when the spec is read, so every error is found up
/// front and every object is in the source map; solving only chooses (and
/// builds list sections, which need the environment).
struct SectionChoices {
    /// The section as written, used when no variant matches.
    let base: SectionTemplate
    /// The variants in order; the first that matches wins.
    let variants: [(condition: VariantCondition, template: SectionTemplate)]

    /// What a section provider would return in `environment`.
    func section(in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        (variants.first { $0.condition.matches(environment) }?.template ?? base).section(in: environment)
    }
}
