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

    /// The section's decorations, ordered by kind (and as declared among equals), with their
    /// kinds numbered in `elements`.
    func records(in sectionFrame: CGRect, section index: Int,
                 numbering elements: inout LayoutElements) throws(LayoutError) -> [ElementRecord] {
        var result: [(kind: String, frame: CGRect, zIndex: Int, insets: NSDirectionalEdgeInsets)] = []
        for decoration in section.decorationItems {
            guard decoration.contentInsets.isFiniteWithinLengthLimit else {
                throw LayoutError(.invalidValue, at: location,
                                  "decoration '\(decoration.elementKind)' needs finite contentInsets",
                                  subject: decoration)
            }
            try LayoutLimits.checkZIndex(decoration.zIndex, of: "decoration '\(decoration.elementKind)'",
                                         at: location, subject: decoration)
            let frame = sectionFrame.inset(by: decoration.contentInsets)
            guard frame.size.width > 0, frame.size.height > 0 else {
                throw LayoutError(.noRoom, at: location,
                                  "decoration '\(decoration.elementKind)': its contentInsets leave no room in the "
                                  + "\(sectionFrame.width.compactDescription)×\(sectionFrame.height.compactDescription)"
                                  + " section", subject: decoration)
            }
            result.append((decoration.elementKind, frame, decoration.zIndex, decoration.contentInsets))
        }
        return result.enumerated()
            .sorted { $0.element.kind != $1.element.kind ? $0.element.kind < $1.element.kind : $0.offset < $1.offset }
            .map { _, decoration in
                // The slot is the section, so a diagram can draw the decoration's insets as a cell's.
                var record = ElementRecord(category: .decorationView, kind: elements.number(of: decoration.kind),
                                           section: index, item: 0, frame: decoration.frame, slot: sectionFrame,
                                           zIndex: decoration.zIndex)
                if decoration.insets != .zero { record.detail = elements.number(of: decoration.insets) }
                return record
            }
    }
}
