import CompositionalLayout
import Foundation

/// `NSDirectionalEdgeInsets` in the spec: one number for every edge, or the
/// edges by name (missing edges are 0). Each must be finite and at least 0.
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
    /// The node as insets; `nil` (reported) otherwise.
    func insets() -> NSDirectionalEdgeInsets? {
        switch content {
        case nil:
            return nil
        case .scalar:
            return number(.length).map { NSDirectionalEdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
        case .mapping:
            guard let mapping = mapping(InsetsSyntax.keys) else { return nil }
            let errors = context.errorCount
            let edge = { (key: String) in mapping[key]?.number(.length) ?? 0 }
            let insets = NSDirectionalEdgeInsets(top: edge("top"), leading: edge("leading"),
                                                 bottom: edge("bottom"), trailing: edge("trailing"))
            return context.errorCount == errors ? insets : nil
        case .null, .sequence:
            reportExpected(InsetsSyntax.expectation)
            return nil
        }
    }
}
