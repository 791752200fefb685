import Foundation

/// A `CGPoint` in the spec, as offsets are written: `{x, y}`, a missing
/// coordinate being 0. Each must be a finite number; negative values are fine.
///
/// ```yaml
/// absoluteOffset: {x: 0, y: -10}
/// fractionalOffset: {x: 0.3, y: -0.3}
/// ```
enum PointSyntax {
    static let keys = SpecKeys(known: ["x", "y"])
}

extension SpecNode {
    /// The node as a point; `nil` (reported) otherwise.
    func point() -> CGPoint? {
        guard let mapping = mapping(PointSyntax.keys, expecting: "a point: a mapping with x and y") else { return nil }
        let errors = context.errorCount
        let x = mapping["x"]?.number(.offset) ?? 0
        let y = mapping["y"]?.number(.offset) ?? 0
        return context.errorCount == errors ? CGPoint(x: x, y: y) : nil
    }
}
