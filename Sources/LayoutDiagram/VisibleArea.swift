import CompositionalLayout

/// What a diagram shows of each section: everything, except that
/// orthogonal content is cut a viewport length or so beyond the viewport, and with `--clip`
/// only what an orthogonal section shows at rest inside its viewport
/// (clipped along the direction it scrolls in).
struct VisibleArea {
    /// Viewports by section, when clipping.
    private let viewports: [Int: DiagramRect]

    /// - Parameters:
    ///   - clips: whether only the viewport is drawn;
    ///   - overflow: otherwise, how many viewport lengths beyond each side
    ///     are drawn (`nil`: everything).
    init(solution: LayoutSolution, clips: Bool, overflow: Double?) {
        var viewports: [Int: DiagramRect] = [:]
        let margin = clips ? 0 : overflow
        if let margin {
            for section in solution.sections {
                guard let scrolling = section.orthogonal else { continue }
                // Clip along the orthogonal axis only: a header above the band stays whole.
                let far = DiagramScene.maxSide
                var port = DiagramRect(scrolling.viewport)
                port = port.insetBy(dx: -margin * port.width, dy: -margin * port.height)
                viewports[section.index] = solution.scrollDirection == .vertical
                    ? DiagramRect(x: port.minX, y: -far, width: port.width, height: 2 * far)
                    : DiagramRect(x: -far, y: port.minY, width: 2 * far, height: port.height)
            }
        }
        self.viewports = viewports
    }

    /// Whether `point` (in section `section`) lies in the drawn part.
    func contains(_ point: DiagramPoint, in section: Int) -> Bool {
        guard let viewport = viewports[section] else { return true }
        return point.x >= viewport.minX - 1e-9 && point.x <= viewport.maxX + 1e-9
            && point.y >= viewport.minY - 1e-9 && point.y <= viewport.maxY + 1e-9
    }

    /// The part of `rect` (in section `section`, `nil` for the layout's own
    /// elements) that is drawn, or `nil` when none of it is.
    func rect(_ rect: DiagramRect, in section: Int?) -> DiagramRect? {
        guard let section, let viewport = viewports[section] else { return rect }
        if viewport.contains(rect) { return rect }
        return rect.intersection(viewport)
    }
}
