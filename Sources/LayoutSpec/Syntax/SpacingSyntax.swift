import CompositionalLayout
import Foundation

/// `NSCollectionLayoutSpacing` and `NSCollectionLayoutEdgeSpacing` in the spec.
///
/// ```yaml
/// interItemSpacing: .fixed(10)              # or {fixed: 10}, or 10
/// edgeSpacing: {leading: .flexible(0), trailing: .fixed(30)}   # missing edges: no spacing
/// ```
///
/// Spacing must be finite and at least 0.
enum SpacingSyntax {
    static let notation = FactoryNotation(
        typeName: "NSCollectionLayoutSpacing",
        factories: ["fixed", "flexible"],
        labels: [:],
        bareNumberFactory: "fixed",
        expectation: "a spacing such as .fixed(10), .flexible(0) or 10")

    static let edgeKeys = SpecKeys(known: ["leading", "top", "trailing", "bottom"])
}

extension SpecNode {
    /// The node as a spacing; `nil` (reported) if it is not one, or not finite and at least 0.
    func spacing() -> NSCollectionLayoutSpacing? {
        guard let call = finiteFactoryValue(SpacingSyntax.notation, subject: "spacing") else { return nil }
        guard call.value >= 0 else {
            call.node.report("negative spacing '\(call.written)'; spacing must be at least 0")
            return nil
        }
        return call.factory == "flexible" ? .flexible(CGFloat(call.value)) : .fixed(CGFloat(call.value))
    }

    /// The node as `{leading, top, trailing, bottom}` spacings; `nil` (reported) otherwise.
    func edgeSpacing() -> NSCollectionLayoutEdgeSpacing? {
        guard let mapping = mapping(SpacingSyntax.edgeKeys) else { return nil }
        let errors = context.errorCount
        let leading = mapping["leading"]?.spacing()
        let top = mapping["top"]?.spacing()
        let trailing = mapping["trailing"]?.spacing()
        let bottom = mapping["bottom"]?.spacing()
        guard context.errorCount == errors else { return nil }
        return NSCollectionLayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
    }
}
