import CompositionalLayout

/// What a diagram shows of each orthogonal section: its viewport and, unless
/// clipping, the next viewport length or so beyond it, ending on a whole cell.
///
/// - With `--clip`, only what the section shows at rest: cells cut by the
///   viewport's edge are cut, as the screen cuts them.
/// - Otherwise the window grows by ``DiagramOptions/orthogonalOverflow``
///   viewport lengths on each side and then shrinks to the last cell that
///   lies wholly inside it, so no cell is drawn half; the cells left out are
///   counted, for a "+N more" mark.
///
/// Windows cut along the orthogonal axis only: a header above the band stays whole.
///
/// With a screen (`--viewport`), everything is also cut to what the screen
/// shows; in a bounded picture (``PictureBound``), what was folded into a
/// seam is left out: every part of the scene asks one place what is drawn.
struct VisibleArea {
    /// The screen everything is cut to, if any.
    let screen: ScreenWindow?
    /// The drawn band of each windowed section.
    private var windows: [Int: DiagramRect] = [:]
    /// Whether cells must lie wholly inside their window to be drawn.
    private let wholeCells: Bool
    /// Cells left out of each windowed section, before and after its window.
    private(set) var hidden: [Int: (before: Int, after: Int)] = [:]

    /// - Parameters:
    ///   - clips: whether only the viewport is drawn;
    ///   - overflow: otherwise, how many viewport lengths beyond each side
    ///     may be drawn (`nil`: everything).
    /// The seams of a bounded picture (``PictureBound``), along the scroll axis: what lies
    /// wholly inside one was left out.
    private let seams: [ClosedRange<Double>]
    private let vertical: Bool

    init(solution: LayoutSolution, clips: Bool, overflow: Double?, screen: ScreenWindow? = nil,
         seams: [ClosedRange<Double>] = []) {
        self.screen = screen
        self.seams = seams
        vertical = solution.scrollDirection == .vertical
        wholeCells = !clips
        let margin = clips ? 0 : overflow
        guard let margin else { return }
        let alongX = solution.scrollDirection == .vertical
        let far = DiagramScene.maxSide
        for section in solution.sections {
            guard let scrolling = section.orthogonal else { continue }
            let port = DiagramRect(scrolling.viewport)
            let grown = port.insetBy(dx: -margin * port.width, dy: -margin * port.height)
            var low = alongX ? port.minX : port.minY, high = alongX ? port.maxX : port.maxY
            if !clips {
                // Shrink the grown window to the cells wholly inside it.
                let limit = alongX ? (grown.minX, grown.maxX) : (grown.minY, grown.maxY)
                for element in solution.cells(inSection: section.index) {
                    let frame = DiagramRect(element.frame)
                    let (start, end) = alongX ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                    guard start >= limit.0 - 1e-9, end <= limit.1 + 1e-9 else { continue }
                    low = Swift.min(low, start)
                    high = Swift.max(high, end)
                }
            }
            let window = alongX ? DiagramRect(x: low, y: -far, width: high - low, height: 2 * far)
                                : DiagramRect(x: -far, y: low, width: 2 * far, height: high - low)
            windows[section.index] = window
            var before = 0, after = 0
            for element in solution.cells(inSection: section.index) {
                let frame = DiagramRect(element.frame)
                let (start, end) = alongX ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                if end <= low + 1e-9 || (!clips && start < low - 1e-9) {
                    before += 1
                } else if start >= high - 1e-9 || (!clips && end > high + 1e-9) {
                    after += 1
                }
            }
            hidden[section.index] = (before, after)
        }
    }

    /// The drawn band of section `section`, if it is windowed.
    func window(of section: Int) -> DiagramRect? { windows[section] }

    /// Whether `point` (in section `section`) lies in the drawn part.
    func contains(_ point: DiagramPoint, in section: Int) -> Bool {
        guard let window = windows[section] else { return true }
        return point.x >= window.minX - 1e-9 && point.x <= window.maxX + 1e-9
            && point.y >= window.minY - 1e-9 && point.y <= window.maxY + 1e-9
    }

    /// The part of `rect` (in section `section`, `nil` for the layout's own
    /// elements) that is drawn, or `nil` when none of it is.
    func rect(_ rect: DiagramRect, in section: Int?) -> DiagramRect? {
        guard !isElided(rect) else { return nil }
        guard let section, let window = windows[section] else { return onScreen(rect) }
        if window.contains(rect) { return onScreen(rect) }
        return rect.intersection(window).flatMap(onScreen)
    }

    /// A cell's drawn part: all of it or, outside `--clip`, nothing when it
    /// is not wholly inside the window; then cut to the screen.
    func cell(_ rect: DiagramRect, in section: Int) -> DiagramRect? {
        guard !isElided(rect) else { return nil }
        guard let window = windows[section] else { return onScreen(rect) }
        if window.contains(rect.insetBy(dx: 1e-9, dy: 1e-9)) { return onScreen(rect) }
        return wholeCells ? nil : rect.intersection(window).flatMap(onScreen)
    }

    /// Whether `rect` lies in a seam, past its start (a line on a kept stretch's end stays).
    private func isElided(_ rect: DiagramRect) -> Bool {
        guard !seams.isEmpty else { return false }
        let start = vertical ? rect.minY : rect.minX, end = vertical ? rect.maxY : rect.maxX
        return seams.contains { seam in
            start >= seam.lowerBound - 1e-9 && end <= seam.upperBound + 1e-9
                && end > seam.lowerBound + 1e-9 && start < seam.upperBound - 1e-9
        }
    }

    private func onScreen(_ rect: DiagramRect) -> DiagramRect? {
        screen.map { $0.clip(rect) } ?? rect
    }
}
