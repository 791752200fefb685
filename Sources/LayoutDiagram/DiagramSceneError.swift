/// Why a scene cannot be built or rendered.
public enum DiagramSceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option is out of range: its name, the value and what is allowed.
    case invalidOption(name: String, value: String, expected: String)
    /// Two nodes share an id (only possible in a hand-built scene).
    case duplicateNodeID(String)
    /// A node's geometry has a NaN or infinite number, or a negative size.
    case invalidGeometry(node: String, reason: String)
    /// The drawing's size, bounds or padding is not finite, negative, or too large.
    case invalidSize(String)

    /// The message, without a location.
    public var description: String {
        switch self {
        case .invalidOption(let name, let value, let expected):
            return "diagram option \(name) is \(value); expected \(expected)"
        case .duplicateNodeID(let id):
            return "two diagram nodes have the id \(id)"
        case .invalidGeometry(let node, let reason):
            return "diagram node \(node): \(reason)"
        case .invalidSize(let reason):
            return "diagram size: \(reason)"
        }
    }
}
