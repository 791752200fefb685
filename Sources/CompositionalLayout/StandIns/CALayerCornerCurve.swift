import Foundation

/// The shape of a layer's rounded corners (a stand-in for Core Animation's).
public struct CALayerCornerCurve: Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous curvature, as app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
