import CompositionalLayout

/// Insets in diagram points, by physical edge.
public struct DiagramEdgeInsets: Hashable, Sendable {
    /// The insets from the top, left, bottom and right edges.
    public var top, left, bottom, right: Double

    /// Insets of the given sizes on each edge; 0 by default.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// `insets` on the physical edges of a layout running in `direction`: leading is the right in right-to-left.
    public init(_ insets: NSDirectionalEdgeInsets, layoutDirection direction: UITraitEnvironmentLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(top: Double(insets.top), left: Double(rightToLeft ? insets.trailing : insets.leading),
                  bottom: Double(insets.bottom), right: Double(rightToLeft ? insets.leading : insets.trailing))
    }
}

/// The screen a viewport diagram shows (`render --viewport`): the
/// container scrolled to a content offset, with its safe area.
///
/// ```swift
/// var options = DiagramOptions(title: "Feed")
/// options.screen = DiagramScreen(contentOffset: 600, safeArea: DiagramEdgeInsets(top: 47, bottom: 34))
/// ```
///
/// Pin the solution at the same offset (``LayoutSolution/pinned(atContentOffset:adjustedContentInsets:)``)
/// so pinned headers are drawn where the screen shows them.
public struct DiagramScreen: Hashable, Sendable {
    /// How far the content is scrolled along the layout's scroll axis, in points.
    public var contentOffset: Double
    /// The container's safe-area insets, drawn as dashed lines inside the screen.
    public var safeArea: DiagramEdgeInsets

    /// A window scrolled `contentOffset` points along the layout, with `safeArea` inside it.
    public init(contentOffset: Double = 0, safeArea: DiagramEdgeInsets = DiagramEdgeInsets()) {
        self.contentOffset = contentOffset
        self.safeArea = safeArea
    }
}

/// Where the screen is in content coordinates, and what it cuts.
///
/// The screen crops the scroll axis only: orthogonal sections still show
/// what lies beyond the container's width, faded, as in the full diagram.
struct ScreenWindow {
    /// The container at the content offset.
    let frame: DiagramRect
    let safeArea: DiagramEdgeInsets
    /// Whether the layout scrolls vertically (the screen crops y).
    let vertical: Bool
    /// Cells wholly before and after the screen.
    let hiddenBefore: Int
    let hiddenAfter: Int

    init(screen: DiagramScreen, solution: LayoutSolution) {
        vertical = solution.scrollDirection == .vertical
        frame = Self.frame(of: screen, in: solution)
        safeArea = screen.safeArea
        var before = 0, after = 0
        for element in solution.elements where element.category == .cell {
            let rect = DiagramRect(element.frame)
            if vertical ? rect.maxY <= frame.minY : rect.maxX <= frame.minX { before += 1 }
            if vertical ? rect.minY >= frame.maxY : rect.minX >= frame.maxX { after += 1 }
        }
        hiddenBefore = before
        hiddenAfter = after
    }

    /// The part of `rect` on the screen's scroll-axis span, or `nil`.
    func clip(_ rect: DiagramRect) -> DiagramRect? {
        let far = DiagramScene.maxSide
        let band = vertical ? DiagramRect(x: -far, y: frame.minY, width: 2 * far, height: frame.height)
                            : DiagramRect(x: frame.minX, y: -far, width: frame.width, height: 2 * far)
        if band.contains(rect) { return rect }
        if rect.width == 0 || rect.height == 0 {
            // A line-thin rectangle (an empty gap) is kept when it lies on the band.
            let inside = vertical ? rect.minY >= band.minY && rect.maxY <= band.maxY
                                  : rect.minX >= band.minX && rect.maxX <= band.maxX
            return inside ? rect : nil
        }
        return rect.intersection(band)
    }

    /// A rectangle node cut to the screen, or `nil` when none of it shows.
    func clip(_ node: SceneNode) -> SceneNode? {
        guard case .rect(let rect) = node.shape else { return node }
        guard let clipped = clip(rect) else { return nil }
        var node = node
        node.shape = .rect(clipped)
        return node
    }

    /// The screen's edge and its safe area's edges.
    func nodes() -> [SceneNode] {
        var nodes = [SceneNode(id: .screen, role: .screenEdge, shape: .rect(frame),
                               title: "Screen: \(DiagramNumber.label(frame.width))×\(DiagramNumber.label(frame.height)) "
                                   + "at content offset \(DiagramNumber.label(vertical ? frame.minY : frame.minX))")]
        let lines: [(String, Double, DiagramPoint, DiagramPoint)] = [
            ("top", safeArea.top, DiagramPoint(x: frame.minX, y: frame.minY + safeArea.top),
             DiagramPoint(x: frame.maxX, y: frame.minY + safeArea.top)),
            ("bottom", safeArea.bottom, DiagramPoint(x: frame.minX, y: frame.maxY - safeArea.bottom),
             DiagramPoint(x: frame.maxX, y: frame.maxY - safeArea.bottom)),
            ("left", safeArea.left, DiagramPoint(x: frame.minX + safeArea.left, y: frame.minY),
             DiagramPoint(x: frame.minX + safeArea.left, y: frame.maxY)),
            ("right", safeArea.right, DiagramPoint(x: frame.maxX - safeArea.right, y: frame.minY),
             DiagramPoint(x: frame.maxX - safeArea.right, y: frame.maxY)),
        ]
        for (edge, inset, from, to) in lines where inset > 0 && inset < (edge == "top" || edge == "bottom" ? frame.height : frame.width) {
            nodes.append(SceneNode(id: SceneNodeID.screen.part("safe-\(edge)"), role: .safeArea,
                                   shape: .line(from: from, to: to),
                                   title: "Safe area \(edge): \(DiagramNumber.label(inset))", owner: .screen))
        }
        return nodes
    }

    /// "+N more" above and below the screen (before and after it).
    func moreRequests(_ label: AnnotationLabel) -> [LabelPlacer.LabelRequest] {
        let mark = HiddenCellsMark(window: frame, band: frame, alongX: !vertical)
        var requests: [LabelPlacer.LabelRequest] = []
        for (side, count) in [(HiddenCellsMark.Side.before, hiddenBefore), (.after, hiddenAfter)] where count > 0 {
            let text = "+\(count) more " + (vertical ? (side == .before ? "above" : "below") : side.rawValue)
            requests.append(mark.request(side, text: text, id: SceneNodeID.screen.part("more-\(side.rawValue)"),
                                         owner: .screen, title: "\(count) cell\(count == 1 ? "" : "s") off screen",
                                         label: label))
        }
        return requests
    }

    /// The container scrolled to `screen`'s content offset, in content coordinates.
    private static func frame(of screen: DiagramScreen, in solution: LayoutSolution) -> DiagramRect {
        let size = solution.containerSize
        return solution.scrollDirection == .vertical
            ? DiagramRect(x: 0, y: screen.contentOffset, width: Double(size.width), height: Double(size.height))
            : DiagramRect(x: screen.contentOffset, y: 0, width: Double(size.width), height: Double(size.height))
    }

    /// A device around its screen (usually at rest,
    /// ``CompositionalLayout/LayoutSolution/restingContentOffset(adjustedContentInsets:)``):
    /// its outline, ``deviceBezel`` outside the screen with rounded corners, and its safe area's edges.
    static func deviceNodes(solution: LayoutSolution, device: DiagramScreen) -> [SceneNode] {
        let screen = frame(of: device, in: solution)
        let safeArea = device.safeArea
        let vertical = solution.scrollDirection == .vertical
        let window = ScreenWindow(frame: screen, safeArea: safeArea, vertical: vertical)
        var nodes = [window.deviceOutline(id: .screen, title: "Screen at rest")]
        nodes += window.nodes().filter { $0.role == .safeArea }
        return nodes
    }

    /// A device's outline around this screen: ``deviceBezel`` outside it, with rounded corners.
    func deviceOutline(id: SceneNodeID = SceneNodeID.screen.part("device"), title: String = "Screen") -> SceneNode {
        let bezel = Self.deviceBezel
        return SceneNode(id: id, role: .deviceOutline,
                         shape: .roundedRect(frame.insetBy(dx: -bezel, dy: -bezel), radii: CornerRadii(all: Self.deviceCornerRadius)),
                         title: "\(title): \(DiagramNumber.label(frame.width))×\(DiagramNumber.label(frame.height)) pt")
    }

    /// How far a device's outline lies outside its screen, and its corners' radius.
    static let deviceBezel: Double = 6
    static let deviceCornerRadius: Double = 24

    private init(frame: DiagramRect, safeArea: DiagramEdgeInsets, vertical: Bool) {
        self.frame = frame
        self.safeArea = safeArea
        self.vertical = vertical
        hiddenBefore = 0
        hiddenAfter = 0
    }

    /// In the full diagram, where the screen ends at rest: a dashed line
    /// across the content at the container's length, and ``restingEdgeOverhang``
    /// past it on each side, when the content is longer than the container.
    ///
    /// In a picture folded by `fold` (``PictureBound``), the line is where the
    /// fold moved it, and there is none when the edge was folded away.
    static func restingEdge(of solution: LayoutSolution, fold: ScrollAxisFold? = nil) -> RestingEdge? {
        let vertical = solution.scrollDirection == .vertical
        let content = solution.collectionViewContentSize, container = solution.containerSize
        let length = Double(vertical ? container.height : container.width)
        let contentLength = Double(vertical ? content.height : content.width)
        let position = fold?.map(length) ?? length
        guard length > 0, contentLength > position,
              abs((fold?.unmap(position) ?? length) - length) < 1e-6 else { return nil }
        let across = Double(vertical ? content.width : content.height)
        // Past the content on both sides, so the edge shows where it falls on a row boundary.
        let overhang = restingEdgeOverhang
        let (from, to) = vertical
            ? (DiagramPoint(x: -overhang, y: position), DiagramPoint(x: across + overhang, y: position))
            : (DiagramPoint(x: position, y: -overhang), DiagramPoint(x: position, y: across + overhang))
        return RestingEdge(length: length, vertical: vertical, from: from, to: to,
                           node: SceneNode(id: .screen, role: .screenEdge, shape: .line(from: from, to: to),
                                           title: "The screen ends here at rest: \(DiagramNumber.label(length)) pt"))
    }

    /// How far the resting edge's line runs past the content on each side, in points.
    static let restingEdgeOverhang: Double = 12

    struct RestingEdge {
        let length: Double
        let vertical: Bool
        let from: DiagramPoint
        let to: DiagramPoint
        let node: SceneNode

        /// "screen edge 844", beyond the line's end.
        func label(_ label: AnnotationLabel) -> LabelPlacer.LabelRequest {
            let text = "screen edge \(DiagramNumber.label(length))"
            let size = label.plateSize(text)
            let centre = vertical ? DiagramPoint(x: to.x + 4 + size.width / 2, y: to.y)
                                  : DiagramPoint(x: to.x, y: to.y + 4 + size.height / 2)
            return LabelPlacer.LabelRequest(
                id: SceneNodeID.screen.part("label"), role: .caption, owner: .screen, forms: [[text]],
                fontSize: label.fontSize, plateRole: nil, inside: nil, subject: DiagramRect(enclosing: [from, to]),
                preferred: [centre], avoids: .forAnnotations, fallsBack: true, title: node.title)
        }
    }
}
