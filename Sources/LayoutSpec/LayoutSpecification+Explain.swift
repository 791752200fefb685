import CompositionalLayout
import Foundation

extension LayoutSpecification {
    /// How `element`'s frame is computed (``CompositionalLayout/FrameExplanation``), in the spec's
    /// container or in `containerSize` if given, with the spec's data and rules.
    ///
    /// - Throws: ``SpecError`` when the layout cannot be solved, as ``solve(containerSize:)`` does,
    ///   and when it has no such element or the element cannot be explained, at its section.
    public func explain(_ element: LayoutElementSelector,
                        containerSize: CGSize? = nil) throws(SpecError) -> FrameExplanation {
        do {
            return try layout.explain(element, containerSize: containerSize ?? self.containerSize,
                                      itemCounts: itemCounts, safeAreaInsets: safeAreaInsets,
                                      layoutMargins: layoutMargins, traitCollection: traitCollection, rules: rules,
                                      measuredSize: measuredSize)
        } catch {
            throw SpecError(diagnostics: [diagnostic(for: error)])
        }
    }
}
