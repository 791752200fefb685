/// A short value (`10`, `16`, `groupPaging`) on a plate in the background
/// colour, so that it stays readable wherever it lands: over a cell, a gap
/// or faded content.
struct AnnotationLabel {
    let measure: TextMeasure
    let fontSize: Double
    /// Clear space between the text and the plate's left and right edges.
    static let horizontalPadding: Double = 3
    /// Clear space between the text and the plate's top and bottom edges.
    static let verticalPadding: Double = 2

    /// The plate's size for `text`.
    func plateSize(_ text: String) -> DiagramSize {
        Self.plate(around: DiagramSize(width: measure.width(of: text, fontSize: fontSize), height: fontSize))
    }

    /// The plate's size for a block of `lines` (one line: ``plateSize(_:)-swift.method``).
    func plateSize(_ lines: [String]) -> DiagramSize {
        guard lines.count > 1 else { return plateSize(lines.first ?? "") }
        let width = lines.map { measure.width(of: $0, fontSize: fontSize) }.max() ?? 0
        return Self.plate(around: DiagramSize(width: width, height: measure.blockHeight(lines: lines.count, fontSize: fontSize)))
    }

    /// The plate around a block of text of `size`: the padding on each side,
    /// rounded up to whole points, so that a plate placed on whole points
    /// keeps its outline crisp.
    static func plate(around size: DiagramSize) -> DiagramSize {
        DiagramSize(width: (size.width + 2 * horizontalPadding).rounded(.up),
                    height: (size.height + 2 * verticalPadding).rounded(.up))
    }

    /// The text alone, its visual centre on `centre`.
    func textNode(id: SceneNodeID, role: SceneRole = .annotationText, text: String, centre: DiagramPoint) -> SceneNode {
        let baseline = DiagramPoint(x: centre.x, y: centre.y + measure.baselineOffset(fontSize: fontSize))
        return SceneNode(id: id, role: role,
                         shape: .text(SceneText(lines: [SceneTextLine(text, baseline: baseline)], anchor: .middle,
                                                fontSize: fontSize)))
    }
}
