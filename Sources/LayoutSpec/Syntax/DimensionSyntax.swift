import CompositionalLayout
import Foundation

/// `NSCollectionLayoutDimension` and `NSCollectionLayoutSize` in the spec.
///
/// ```yaml
/// layoutSize: {width: .fractionalWidth(1/3), height: .estimated(100)}
/// layoutSize: {widthDimension: {fractionalWidth: 0.3333}, heightDimension: 44}   # the same, other notations
/// ```
///
/// See ``FactoryNotation`` for the notations. Values must be finite and
/// greater than 0, as UIKit requires.
enum DimensionSyntax {
    static let notation = FactoryNotation(
        typeName: "NSCollectionLayoutDimension",
        factories: ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"],
        labels: ["uniformAcrossSiblings": "estimate"],
        bareNumberFactory: "absolute",
        expectation: "a dimension such as .fractionalWidth(0.5), .absolute(44) or .estimated(100)")

    static let sizeKeys = SpecKeys(known: ["width", "height"],
                                   synonyms: ["widthDimension": "width", "heightDimension": "height"])

    static func dimension(_ factory: String, _ value: CGFloat) -> NSCollectionLayoutDimension? {
        switch factory {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: value)
        default: return nil
        }
    }
}

extension SpecNode {
    /// The node as a dimension; `nil` (reported) if it is not one, or not finite and greater than 0.
    func dimension() -> NSCollectionLayoutDimension? {
        guard let call = finiteFactoryValue(DimensionSyntax.notation, subject: "size") else { return nil }
        guard call.value > 0 else {
            let kind = call.value < 0 ? "negative" : "zero"
            call.node.report("\(kind) size '\(call.written)'; a dimension must be greater than 0")
            return nil
        }
        guard call.value.isNormal else {
            call.node.report(NumberSyntax.denormal(call.written))
            return nil
        }
        return DimensionSyntax.dimension(call.factory, CGFloat(call.value))
    }

    /// The node as `{width, height}` (or `{widthDimension, heightDimension}`); `nil` (reported) otherwise.
    func layoutSize() -> NSCollectionLayoutSize? {
        guard let mapping = mapping(DimensionSyntax.sizeKeys) else { return nil }
        let width = mapping.required("width")?.dimension()
        let height = mapping.required("height")?.dimension()
        guard let width, let height else { return nil }
        return NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }
}
