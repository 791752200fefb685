import CompositionalLayout

/// The `elementKind` of a supplementary, boundary or decoration item: any
/// non-empty string, as in UIKit.
///
/// ```yaml
/// elementKind: badge
/// elementKind: UICollectionView.elementKindSectionHeader   # UICollectionElementKindSectionHeader
/// ```
///
/// UIKit's two constants may be written by their Swift names, which stand
/// for their raw values: `UICollectionView.elementKindSectionHeader` is
/// `UICollectionElementKindSectionHeader`, and likewise for the footer.
enum ElementKindSyntax {
    /// The Swift names of UIKit's element kind constants, and their raw values.
    static let constants: [String: String] = [
        "UICollectionView.elementKindSectionHeader": UICollectionView.elementKindSectionHeader,
        "UICollectionView.elementKindSectionFooter": UICollectionView.elementKindSectionFooter,
    ]
}

extension SpecNode {
    /// The node as an element kind, constants replaced by their raw values; `nil` (reported) otherwise.
    func elementKind() -> String? {
        guard let text = text("an element kind such as header or UICollectionView.elementKindSectionHeader") else {
            return nil
        }
        guard !text.isEmpty else {
            report("an element kind must not be empty")
            return nil
        }
        return ElementKindSyntax.constants[text] ?? text
    }
}
