import CompositionalLayout
import Foundation

/// `NSDirectionalEdgeInsets` in the spec: one number for every edge, or the
/// edges by name (missing edges are 0). Each must be finite. A `contentInsets`
/// edge may be negative, as UIKit allows (the frame grows past its box); the
/// container's safe area and layout margins may not.
///
/// ```yaml
/// contentInsets: 10
/// contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
/// ```
enum InsetsSyntax {
    static let keys = SpecKeys(known: ["top", "leading", "bottom", "trailing"])
    static let expectation = "insets: a number, or a mapping with top, leading, bottom and trailing"
}

extension SpecNode {
    /// The node as insets; `nil` (reported) otherwise. `range` bounds each edge:
    /// `.offset` for `contentInsets`, which UIKit accepts negative; `.length` for the container's.
    func insets(_ range: NumberRange = .length) -> NSDirectionalEdgeInsets? {
        switch content {
        case nil:
            return nil
        case .scalar:
            return number(range).map { NSDirectionalEdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
        case .mapping:
            guard let mapping = mapping(InsetsSyntax.keys) else { return nil }
            let errors = context.errorCount
            let edge = { (key: String) in mapping[key]?.number(range) ?? 0 }
            let insets = NSDirectionalEdgeInsets(top: edge("top"), leading: edge("leading"),
                                                 bottom: edge("bottom"), trailing: edge("trailing"))
            return context.errorCount == errors ? insets : nil
        case .null, .sequence:
            reportExpected(InsetsSyntax.expectation)
            return nil
        }
    }
}
