import Foundation

/// The solved geometry of one section, with the structure diagrams draw.
public struct SectionLayout: Sendable {
    /// The section's index.
    public let index: Int
    /// The whole section: along the scroll axis from its first to its last
    /// point (insets included); across it, the full width of the container.
    public internal(set) var frame: CGRect
    /// Where the groups go: ``frame`` less the reference insets and the section's `contentInsets`.
    public internal(set) var contentFrame: CGRect
    /// The section's own `contentInsets`.
    public let contentInsets: NSDirectionalEdgeInsets
    /// The insets of the section's reference boundary (safe area, margins, …), across the scroll axis.
    public let referenceInsets: NSDirectionalEdgeInsets
    /// How the section scrolls across the layout's scroll axis, as declared.
    public let orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The scrolling band of an orthogonal section; `nil` when the behaviour is `.none`.
    public internal(set) var orthogonal: OrthogonalScrolling?
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`; `nil` otherwise.
    /// It changes no frame beyond the section's, but tells a diagram to draw a list.
    public let list: UICollectionLayoutListConfiguration?
    /// Every group instance, outermost first within each repetition.
    public internal(set) var groups: GroupInstances
    /// Inter-item, inter-group and edge spacing in this section.
    public internal(set) var gaps: [SpacingGap]
    /// The section's `contentInsets` as bands between its content and the
    /// inset box, top, bottom, leading and trailing (the empty ones left
    /// out), in physical coordinates: in a right-to-left layout the leading
    /// band is on the right. In an orthogonal section the content is the
    /// whole scrolling content (``OrthogonalScrolling/contentFrame``), so the
    /// trailing band comes after the last group, not at the viewport's edge.
    public internal(set) var insetBands: [InsetBand] = []
    /// The section's reference insets (``referenceInsets``: the safe area or layout margins
    /// its `contentInsetsReference` names) as bands between the section's frame and its
    /// `contentInsets`, across the scroll axis and along the whole frame, the empty ones left
    /// out; in physical coordinates, like ``insetBands``.
    public internal(set) var referenceBands: [InsetBand] = []
    /// What ``referenceInsets`` measure from: the section's `contentInsetsReference`, `.automatic`
    /// read as the layout configuration's.
    public internal(set) var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Where the section's pinned header and footer move, along the scroll axis.
    var pinHosts: BoundaryPinHosts = .none
    /// The range of this section's cells in ``LayoutSolution/elements``.
    public let cellRange: Range<Int>
    /// Where the next section's spacing starts along the scroll axis: the frame's end, except
    /// for an empty section under iOS 14's rule, which can end before it starts.
    let scrollEnd: CGFloat
}

/// One placed instance of a group, as ``SectionLayout/groups`` gives it.
public struct GroupInstance: Sendable {
    /// The axis a group lays its items along, as its initialiser said.
    public enum Kind: String, Hashable, Sendable {
        /// Side by side, top to bottom, or placed by a custom item provider.
        case horizontal, vertical, custom
    }

    /// How the group was told to fill itself, as its initialiser said.
    public enum Arrangement: Hashable, Sendable {
        /// `subitems:`, with this many subitems, repeated while they fit.
        case subitems(Int)
        /// `subitem:count:`: `count` items that share the group's length.
        case forcedCount(Int)
        /// `repeatingSubitem:count:`: `count` items at their own length.
        case repeatingCount(Int)
        /// `custom(layoutSize:itemProvider:)`.
        case custom
    }

    /// The group's frame in content coordinates.
    public let frame: CGRect
    let shape: GroupShape
    /// Which repetition of the section's group this belongs to.
    public let repetition: Int
    /// The items (within the section) that this instance holds.
    public let items: Range<Int>

    /// The group's `contentInsets`, as declared.
    public var contentInsets: NSDirectionalEdgeInsets { shape.contentInsets }
    /// How the group arranges its items.
    public var kind: Kind { shape.kind }
    /// The group's `layoutSize`, as declared.
    public var layoutSize: NSCollectionLayoutSize { shape.layoutSize }
    /// How the group's initialiser fills it.
    public var arrangement: Arrangement { shape.arrangement }
    /// 0 for the section's group, 1 for a group nested in it, and so on.
    public var depth: Int { shape.depth }
    /// The position of a nested group within its parents: `[]` for the section's group,
    /// `[1]` for its second child, `[1, 0]` for that child's first child.
    public var path: [Int] { shape.path }
}

/// A section's group instances, in placement order, each read as a ``GroupInstance``.
///
/// Like ``LayoutElements``, they are kept as records that hold no references (48 bytes):
/// what every instance of a nested group shares is held once, in a table of shapes.
public struct GroupInstances: RandomAccessCollection, Sendable {
    var records: [GroupRecord] = []
    private(set) var shapes: [GroupShape] = []

    /// The first instance's position (0).
    public var startIndex: Int { records.startIndex }
    /// One past the last instance's position.
    public var endIndex: Int { records.endIndex }

    /// The group instance at `position`.
    public subscript(position: Int) -> GroupInstance {
        let record = records[position]
        return GroupInstance(frame: record.frame, shape: shapes[Int(record.shape)], repetition: Int(record.repetition),
                             items: Int(record.firstItem)..<Int(record.endItem))
    }

    /// Adds `shapes` to the table, returning the number of the first.
    mutating func number(of shapes: some Sequence<GroupShape>) -> Int32 {
        let first = Int32(self.shapes.count)
        self.shapes.append(contentsOf: shapes)
        return first
    }
}

/// One group instance as a section stores it (see ``GroupInstances``).
struct GroupRecord: Sendable {
    var frame: CGRect
    /// The shape's number in ``GroupInstances``.
    let shape: Int32
    /// Indices fit in 32 bits: a solution holds at most ``LayoutLimits/maxIndexableFrames`` frames.
    let repetition: Int32
    /// The items it holds, `firstItem..<endItem`.
    let firstItem, endItem: Int32

    init(frame: CGRect, shape: Int32, repetition: Int, items: Range<Int>) {
        self.frame = frame
        self.shape = shape
        self.repetition = Int32(clamping: repetition)
        self.firstItem = Int32(clamping: items.lowerBound)
        self.endItem = Int32(clamping: items.upperBound)
    }
}

/// What every instance of one group in a packed group tree shares.
final class GroupShape: Sendable {
    let contentInsets: NSDirectionalEdgeInsets
    let kind: GroupInstance.Kind
    let layoutSize: NSCollectionLayoutSize
    let arrangement: GroupInstance.Arrangement
    /// Relative to the tree's root, which is at depth 0 with path `[]`.
    let depth: Int
    let path: [Int]
    /// The subitem that spacing pushed out of the group, if any.
    let overflow: SubitemOverflow?

    init(contentInsets: NSDirectionalEdgeInsets, kind: GroupInstance.Kind, layoutSize: NSCollectionLayoutSize,
         arrangement: GroupInstance.Arrangement, depth: Int = 0, path: [Int] = [], overflow: SubitemOverflow? = nil) {
        self.contentInsets = contentInsets
        self.kind = kind
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.depth = depth
        self.path = path
        self.overflow = overflow
    }

    /// The same group one level further down, as the child at `childIndex` of its new parent.
    func nested(as childIndex: Int) -> GroupShape {
        GroupShape(contentInsets: contentInsets, kind: kind, layoutSize: layoutSize, arrangement: arrangement,
                   depth: depth + 1, path: [childIndex] + path, overflow: overflow)
    }
}

/// One of a section's `contentInsets`, as the band it leaves.
public struct InsetBand: Sendable {
    /// Which inset the band shows.
    public let edge: LayoutEdge
    /// The inset's value, in points.
    public let value: CGFloat
    /// The band's rectangle, in content coordinates.
    public internal(set) var frame: CGRect
}

/// An edge of a rectangle, in layout-direction terms.
public enum LayoutEdge: String, Hashable, Sendable, CaseIterable {
    /// The four edges; leading is on the right in a right-to-left layout.
    case top, leading, bottom, trailing
}

/// A gap the layout leaves on purpose: spacing between items, groups or
/// sections, or an item's edge spacing.
public struct SpacingGap: Sendable {
    /// Which declared spacing left the gap.
    public enum Kind: Hashable, Sendable {
        /// A group's `interItemSpacing`, between two of its subitems.
        case interItem
        /// A section's `interGroupSpacing`, between two of its groups.
        case interGroup
        /// A configuration's `interSectionSpacing`, between two sections.
        case interSection
        /// Edge spacing on the given edge of an item or nested group.
        case edgeSpacing(LayoutEdge)

        /// The kind's one name, which every picture and id derives from:
        /// `interItem`, `interGroup`, `interSection`, `edge.trailing`.
        public var name: String {
            switch self {
            case .interItem: "interItem"
            case .interGroup: "interGroup"
            case .interSection: "interSection"
            case .edgeSpacing(let edge): "edge.\(edge.rawValue)"
            }
        }
    }

    /// Which declared spacing left the gap.
    public let kind: Kind
    /// The axis along which the gap is measured.
    public let axis: NSCollectionLayoutGroup.LayoutAxis
    /// Whether the spacing was declared `.flexible(flexibleMinimum)`. Kept in the padding
    /// before ``rect`` (a gap is 40 bytes either way): a solution can hold a gap an item.
    private let isFlexible: Bool
    private let flexibleMinimum: Float32
    /// The empty rectangle.
    public internal(set) var rect: CGRect

    init(kind: Kind, axis: NSCollectionLayoutGroup.LayoutAxis, rect: CGRect,
         declared: NSCollectionLayoutSpacing? = nil) {
        self.kind = kind
        self.axis = axis
        isFlexible = declared?.isFlexibleSpacing == true
        flexibleMinimum = isFlexible ? Float32(declared!.spacing) : 0
        self.rect = rect
    }

    /// The gap's size along ``axis``.
    public var length: CGFloat { axis == .horizontal ? rect.width : rect.height }

    /// The spacing as declared, where it differs from ``length``: `.flexible(8)` for a gap
    /// that flexible spacing widened to its share of the room left; `nil` for a fixed one.
    public var declaredSpacing: NSCollectionLayoutSpacing? {
        isFlexible ? .flexible(CGFloat(flexibleMinimum)) : nil
    }
}

/// How an orthogonal section scrolls: the band it scrolls in, how long its
/// content is, and where scrolling comes to rest.
public struct OrthogonalScrolling: Sendable {
    /// The visible band, in content coordinates at rest: the container's full
    /// extent across the main axis, as long as the groups along it.
    public internal(set) var viewport: CGRect
    /// The scrolling content's length, from the viewport's start to the last
    /// group's end plus the trailing insets.
    public let contentLength: CGFloat
    /// The offsets scrolling comes to rest at, ascending, from 0 to
    /// `contentLength − viewport length` at most. For `.continuous` these are
    /// the two ends of the range.
    public let restOffsets: [CGFloat]
    /// The scrolling content at rest, in content coordinates: the viewport's
    /// start to `contentLength` across the layout's scroll axis.
    public internal(set) var contentFrame: CGRect = .zero
    /// Where each rest offset's page starts, at rest: a coordinate across the
    /// layout's scroll axis (x in a vertical layout), one per ``restOffsets``,
    /// mirrored in a right-to-left layout.
    public internal(set) var restPositions: [CGFloat] = []
}
