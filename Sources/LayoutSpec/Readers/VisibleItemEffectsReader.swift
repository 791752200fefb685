import CompositionalLayout
import Foundation

/// Reads a section's `visibleItemEffects`: what its `visibleItemsInvalidationHandler` set on its
/// visible items, sampled by offset. A Swift file's layout program writes it (a handler is code, and
/// a spec holds none); a spec may give it by hand.
///
/// ```yaml
/// visibleItemEffects:
///   - offset: 0                 # the section's orthogonal offset (else the layout's content offset)
///     items:
///       - element: "0.0"        # as explain names it: 0.3, section-header@0, badge@0.3
///         transform: [1, 0, 0, 1, 0, 0]
///       - element: "0.1"
///         transform: [0.8, 0, 0, 0.8, 0, 0]   # a, b, c, d, tx, ty: about the element's centre
///         alpha: 0.5
///         translation: {x: 0, y: 4}         # how far its centre moved
///         zIndex: 2
///         isHidden: false
/// ```
///
/// Offsets ascend; each element belongs to the section. Between two offsets, a diagram
/// interpolates (``CompositionalLayout/VisibleItemEffects``).
struct VisibleItemEffectsReader {
    let context: ReadContext
    /// The section the effects belong to.
    let section: Int

    static let sampleKeys = SpecKeys(known: ["offset", "items"])
    static let itemKeys = SpecKeys(known: ["element", "transform", "alpha", "translation", "zIndex", "isHidden"])
    /// A transform's scale and shear entries (``CompositionalLayout/VisibleItemAppearance/maxMatrixEntry``).
    static let matrixEntry = NumberRange(bounds: -Double(VisibleItemAppearance.maxMatrixEntry)...Double(VisibleItemAppearance.maxMatrixEntry))
    static let alpha = NumberRange(bounds: 0...1)

    /// The samples `node` lists; `nil` (reported) if any is wrong.
    func read(_ node: SpecNode) -> [VisibleItemSample]? {
        guard let entries = node.sequence("a list of samples, each with an offset and items", of: "sample",
                                          atMost: LayoutSolution.maxVisibleItemSamples) else { return nil }
        let errors = context.errorCount
        var samples: [VisibleItemSample] = []
        for entry in entries {
            guard let sample = self.sample(entry) else { continue }
            if let last = samples.last, sample.offset <= last.offset {
                entry.report("offsets must ascend: \(NumberSyntax.format(Double(sample.offset))) comes after "
                             + NumberSyntax.format(Double(last.offset)))
            }
            samples.append(sample)
        }
        return context.errorCount == errors ? samples : nil
    }

    private func sample(_ node: SpecNode) -> VisibleItemSample? {
        guard let mapping = node.mapping(Self.sampleKeys) else { return nil }
        let errors = context.errorCount
        let offset = mapping.required("offset")?.number(.offset)
        let items = mapping.required("items")?.elements("a list of items, each with an element", item)
        guard context.errorCount == errors, let offset, let items else { return nil }
        return VisibleItemSample(offset: offset, items: items)
    }

    private func item(_ node: SpecNode) -> VisibleItemSample.Item? {
        guard let mapping = node.mapping(Self.itemKeys) else { return nil }
        let errors = context.errorCount
        let element = mapping.required("element").flatMap(self.element)
        var appearance = VisibleItemAppearance()
        if let transform = mapping["transform"].flatMap(self.transform) { appearance.transform = transform }
        if let alpha = mapping["alpha"]?.number(Self.alpha) { appearance.alpha = alpha }
        if let translation = mapping["translation"]?.point() { appearance.translation = translation }
        appearance.zIndex = mapping["zIndex"]?.integer(VisibleItemAppearance.zIndexRange)
        if let hidden = mapping["isHidden"]?.boolean() { appearance.isHidden = hidden }
        guard context.errorCount == errors, let element else { return nil }
        return VisibleItemSample.Item(element: element, appearance: appearance)
    }

    /// A cell or supplementary view of this section, as `explain` names it.
    private func element(_ node: SpecNode) -> LayoutElementSelector? {
        let expectation = "an element of section \(section) as explain names it ('\(section).3', 'badge@\(section).3')"
        guard let text = node.text(expectation) else { return nil }
        switch LayoutElementSelector(text) {
        case .cell(section, _)?, .view(_, section?, _)?:
            return LayoutElementSelector(text)
        default:
            node.reportExpected(expectation)
            return nil
        }
    }

    /// `[a, b, c, d, tx, ty]`.
    private func transform(_ node: SpecNode) -> CGAffineTransform? {
        let expectation = "a transform: a list of six numbers [a, b, c, d, tx, ty]"
        guard let entries = node.sequence(expectation) else { return nil }
        guard entries.count == 6 else {
            node.reportExpected(expectation)
            return nil
        }
        let errors = context.errorCount
        let numbers = entries.enumerated().map { index, entry in
            entry.number(index < 4 ? Self.matrixEntry : .offset) ?? 0
        }
        guard context.errorCount == errors else { return nil }
        return CGAffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }
}
