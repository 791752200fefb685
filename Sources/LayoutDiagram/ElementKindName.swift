import CompositionalLayout

/// What a picture calls an element kind. UIKit's section header and footer
/// kinds are long (`UICollectionElementKindSectionHeader`): on a box, a label
/// or a tooltip they are "header" and "footer", and the legend spells the
/// full kind once (``legendNote(for:)``). Any other kind is written as given.
enum ElementKindName {
    /// The kinds written short, in the legend's order.
    private static let shortened = [
        (UICollectionView.elementKindSectionHeader, "header"),
        (UICollectionView.elementKindSectionFooter, "footer"),
    ]
    private static let shortNames = Dictionary(uniqueKeysWithValues: shortened)

    /// `header` for `UICollectionElementKindSectionHeader`; any other kind unchanged.
    static func short(_ kind: String) -> String {
        shortNames[kind] ?? kind
    }

    /// `text` with each long kind in it written short: an explanation's
    /// `UICollectionElementKindSectionHeader of section 0` as `header of section 0`.
    static func shortened(in text: String) -> String {
        shortened.reduce(text) { text, kind in
            text.contains(kind.0) ? text.replacingOccurrences(of: kind.0, with: kind.1) : text
        }
    }

    /// The legend's lines for the kinds among `kinds` that are written short, header first.
    static func legendNotes(for kinds: some Sequence<String>) -> [String] {
        let present = Set(kinds)
        return shortened.filter { present.contains($0.0) }.compactMap { legendNote(for: $0.0) }
    }

    /// The legend's line for a kind written short: `header = UICollectionElementKindSectionHeader`;
    /// `nil` for a kind written as given.
    static func legendNote(for kind: String) -> String? {
        shortNames[kind].map { "\($0) = \(kind)" }
    }
}
