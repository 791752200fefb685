import Foundation

/// Edge insets that follow the layout direction: `leading` and `trailing`
/// swap sides in a right-to-left environment.
///
/// ```swift
/// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The insets from the top, leading, bottom and trailing edges.
    public var top, leading, bottom, trailing: CGFloat

    /// Insets of the given sizes on each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: CustomStringConvertible {
    /// The Swift spelling of the insets, with every edge named.
    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
