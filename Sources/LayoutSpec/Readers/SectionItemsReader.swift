import CompositionalLayout

/// A section's items as the spec gives them: how many, their labels, and
/// what their content measures.
struct SectionItems {
    /// How many items the section holds.
    let count: Int
    /// One label per item when `items` is a list; `nil` when it is a count.
    let labels: [String]?
    /// The measured sizes given, by item index.
    let sizes: [Int: MeasuredSize]
}

/// Reads a section's `items`: a count, or one entry per item.
///
/// ```yaml
/// items: 12
/// items: [Inbox, Sent, Archive]
/// items:
///   - {label: Hero, size: {height: 120}}   # the cell's content measures 120 tall
///   - {size: {height: 80}}                 # no label: the diagram shows the index path
///   - Footnote
/// ```
///
/// A `size` is what the cell's content measures; it replaces the estimate on
/// the axes whose dimension is estimated, and gives a waterfall its heights.
struct SectionItemsReader {
    let context: ReadContext

    static let entryKeys = SpecKeys(known: ["label", "size"])
    static let expectation = "an item count, or a list of item labels"

    /// The items `node` describes; `nil` (reported) if they cannot be read.
    func read(_ node: SpecNode) -> SectionItems? {
        switch node.content {
        case nil:
            return nil
        case .scalar:
            return node.integer(0...SpecLimits.maxItems).map { SectionItems(count: $0, labels: nil, sizes: [:]) }
        case .sequence(let sequence):
            guard sequence.count <= SpecLimits.maxItems else {
                node.report("expected at most \(SpecLimits.maxItems) items, got \(sequence.count)")
                return nil
            }
            guard let entries = node.elements(Self.expectation, entry) else { return nil }
            var sizes: [Int: MeasuredSize] = [:]
            for (index, entry) in entries.enumerated() {
                sizes[index] = entry.size
            }
            return SectionItems(count: entries.count, labels: entries.map(\.label), sizes: sizes)
        case .null, .mapping:
            node.reportExpected(Self.expectation)
            return nil
        }
    }

    /// One entry of an `items` list: a label, or `{label, size}` with at least one of them.
    private func entry(_ node: SpecNode) -> (label: String, size: MeasuredSize?)? {
        guard case .mapping? = node.content else {
            return node.text("a label, or a mapping with 'label' and 'size'").map { ($0, nil) }
        }
        guard let mapping = node.mapping(Self.entryKeys) else { return nil }
        let errors = context.errorCount
        let size = mapping["size"]?.measuredSize()
        // A size alone is enough; without one, the label is what the entry is for.
        let labelNode = mapping.contains("size") ? mapping["label"] : mapping.required("label")
        let label = labelNode?.text("a label")
        guard context.errorCount == errors, label != nil || size != nil else { return nil }
        return (label ?? "", size)
    }
}
