import Foundation

/// A section's decoration items (R§6).
///
/// A background covers the whole section across the container: header band,
/// insets, groups and footer band (for an orthogonal section, the whole band).
/// That rectangle is then inset by the decoration's own `contentInsets`. Its
/// index path is item 0 of the section; its `zIndex` defaults to 0, and the
/// section's other elements are promoted to at least 1.
struct SectionDecorations {
    let section: NSCollectionLayoutSection
    let location: LayoutLocation

    func elements(in sectionFrame: CGRect, section index: Int) throws(LayoutError) -> [LayoutElement] {
        var result: [LayoutElement] = []
        for decoration in section.decorationItems {
            guard decoration.contentInsets.isFiniteAndNonNegative else {
                throw LayoutError(.invalidValue, at: location,
                                  "decoration '\(decoration.elementKind)' needs finite, non-negative contentInsets",
                                  subject: decoration)
            }
            let frame = sectionFrame.inset(by: decoration.contentInsets)
            guard frame.size.width > 0, frame.size.height > 0 else {
                throw LayoutError(.noRoom, at: location,
                                  "decoration '\(decoration.elementKind)': its contentInsets leave no room in the "
                                  + "\(sectionFrame.width.compactDescription)×\(sectionFrame.height.compactDescription)"
                                  + " section", subject: decoration)
            }
            result.append(LayoutElement(category: .decorationView, elementKind: decoration.elementKind, section: index,
                                        item: 0, frame: frame, slot: frame, zIndex: decoration.zIndex))
        }
        return ElementOrdering.sortedByKind(result)
    }
}
