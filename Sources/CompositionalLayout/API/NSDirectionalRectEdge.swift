/// A set of rectangle edges, in layout-direction terms.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension NSDirectionalRectEdge: CustomStringConvertible {
    /// The Swift spelling: `.top`, or `[.top, .trailing]` for several (`[]` for none).
    public var description: String {
        let names = [(Self.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
            .filter { contains($0.0) }.map(\.1)
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
}

/// Where a boundary supplementary item sits on its section (or on the whole layout).
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}

extension NSRectAlignment: CustomStringConvertible {
    public var description: String {
        switch self {
        case .none: return "none"
        case .top: return "top"
        case .topLeading: return "topLeading"
        case .leading: return "leading"
        case .bottomLeading: return "bottomLeading"
        case .bottom: return "bottom"
        case .bottomTrailing: return "bottomTrailing"
        case .trailing: return "trailing"
        case .topTrailing: return "topTrailing"
        }
    }

    /// The edges the alignment touches, as an anchor would name them.
    public var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
