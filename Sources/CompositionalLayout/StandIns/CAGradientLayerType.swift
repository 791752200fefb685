import Foundation

/// A stand-in for Core Animation's `CAGradientLayerType`: how a gradient runs.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
