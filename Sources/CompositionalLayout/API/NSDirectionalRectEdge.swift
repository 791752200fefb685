/// A set of rectangle edges, in layout-direction terms.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits: 1 top, 2 leading, 4 bottom, 8 trailing.
    public let rawValue: UInt

    /// The set of edges whose bits are set in `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
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
    /// Not aligned to any edge.
    case none
    /// Centred on the top edge.
    case top
    /// At the top leading corner.
    case topLeading
    /// Centred on the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Centred on the bottom edge.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Centred on the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

extension NSRectAlignment: CustomStringConvertible {
    /// The case's Swift name: `top`, `bottomTrailing`.
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
