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
        DiagramSize(width: measure.width(of: text, fontSize: fontSize) + 2 * Self.horizontalPadding,
                    height: fontSize + 2 * Self.verticalPadding)
    }

    /// The plate and the text, centred on `centre`.
    func nodes(id: SceneNodeID, text: String, centre: DiagramPoint, title: String? = nil) -> [SceneNode] {
        let size = plateSize(text)
        let plate = DiagramRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                                width: size.width, height: size.height)
        return [
            SceneNode(id: id.part("plate"), role: .annotationPlate, shape: .rect(plate), title: title),
            textNode(id: id.part("text"), text: text, centre: centre),
        ]
    }

    /// The text alone, its visual centre on `centre`, with no plate (for
    /// values drawn inside a band that has room for them).
    func textNode(id: SceneNodeID, text: String, centre: DiagramPoint) -> SceneNode {
        let baseline = DiagramPoint(x: centre.x, y: centre.y + measure.baselineOffset(fontSize: fontSize))
        return SceneNode(id: id, role: .annotationText,
                         shape: .text(SceneText(lines: [SceneTextLine(text, baseline: baseline)], anchor: .middle,
                                                fontSize: fontSize)))
    }

    /// Whether `text` fits in `rect` without a plate: its advance within
    /// the width, one font size within the height.
    func fits(_ text: String, in rect: DiagramRect) -> Bool {
        measure.width(of: text, fontSize: fontSize) <= rect.width && fontSize <= rect.height
    }
}
