import CompositionalLayout
import Foundation

/// Reads `container`: the collection view the layout is solved in.
///
/// ```yaml
/// container:
///   width: 390                      # default 390 × 844, an iPhone in portrait
///   height: 844
///   safeAreaInsets: {top: 47, bottom: 34}
///   layoutMargins: {leading: 20, trailing: 20}   # default: the safe area plus the system minimum
///   traits: {userInterfaceStyle: dark, horizontalSizeClass: compact, verticalSizeClass: regular,
///            displayScale: 3, layoutDirection: rightToLeft}
/// ```
struct ContainerReader {
    let context: ReadContext

    /// The container as read, defaults filled in.
    struct Settings {
        var size = CGSize(width: 390, height: 844)
        var safeAreaInsets = NSDirectionalEdgeInsets.zero
        var layoutMargins: NSDirectionalEdgeInsets?
        var traitCollection = UITraitCollection()
    }

    static let keys = SpecKeys(known: ["width", "height", "safeAreaInsets", "layoutMargins", "traits"])
    static let traitKeys = SpecKeys(known: ["userInterfaceStyle", "horizontalSizeClass", "verticalSizeClass",
                                            "displayScale", "layoutDirection"])
    /// Pixels per point; 0 means unspecified, as in UIKit.
    private static let displayScale = NumberRange(bounds: 0...10)

    /// The container `node` describes, or the defaults for a missing one; `nil` (reported) if anything is wrong.
    func read(_ node: SpecNode?) -> Settings? {
        var settings = Settings()
        guard let node else { return settings }
        guard let mapping = node.mapping(Self.keys) else { return nil }
        let errors = context.errorCount
        if let width = mapping["width"]?.number(.containerLength) { settings.size.width = width }
        if let height = mapping["height"]?.number(.containerLength) { settings.size.height = height }
        if let insets = mapping["safeAreaInsets"]?.insets() { settings.safeAreaInsets = insets }
        settings.layoutMargins = mapping["layoutMargins"]?.insets()
        if let traits = mapping["traits"].flatMap(traitCollection) { settings.traitCollection = traits }
        return context.errorCount == errors ? settings : nil
    }

    private func traitCollection(_ node: SpecNode) -> UITraitCollection? {
        guard let mapping = node.mapping(Self.traitKeys) else { return nil }
        let errors = context.errorCount
        let traits = UITraitCollection(
            userInterfaceStyle: mapping["userInterfaceStyle"]?.enumeration(UIUserInterfaceStyle.self) ?? .unspecified,
            horizontalSizeClass: mapping["horizontalSizeClass"]?.enumeration(UIUserInterfaceSizeClass.self)
                ?? .unspecified,
            verticalSizeClass: mapping["verticalSizeClass"]?.enumeration(UIUserInterfaceSizeClass.self)
                ?? .unspecified,
            displayScale: mapping["displayScale"]?.number(Self.displayScale) ?? 0,
            layoutDirection: mapping["layoutDirection"]?.enumeration(UITraitEnvironmentLayoutDirection.self)
                ?? .unspecified)
        return context.errorCount == errors ? traits : nil
    }
}
