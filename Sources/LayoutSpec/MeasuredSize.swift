import Foundation

/// What an element's content measures, on one axis or both: the size a
/// cell's `preferredLayoutAttributesFitting(_:)` would report.
///
/// ```yaml
/// items: [{label: Hero, size: {height: 120}}]     # a cell
/// measuredSize: {height: 60}                      # every instance of a supplementary
/// ```
///
/// The solver only takes the axes whose dimension is estimated (or
/// `uniformAcrossSiblings`); a missing axis keeps the proposed length.
public struct MeasuredSize: Hashable, Sendable, CustomStringConvertible {
    /// The measured width, if given.
    public var width: CGFloat?
    /// The measured height, if given.
    public var height: CGFloat?

    /// Creates a measured size; give at least one axis.
    public init(width: CGFloat? = nil, height: CGFloat? = nil) {
        self.width = width
        self.height = height
    }

    /// `proposed` with the measured axes replaced.
    public func applied(to proposed: CGSize) -> CGSize {
        CGSize(width: width ?? proposed.width, height: height ?? proposed.height)
    }

    /// `{width: 20, height: 60}`, leaving out a missing axis.
    public var description: String {
        let axes = [width.map { "width: \(NumberSyntax.format(Double($0)))" },
                    height.map { "height: \(NumberSyntax.format(Double($0)))" }]
        return "{" + axes.compactMap { $0 }.joined(separator: ", ") + "}"
    }
}
