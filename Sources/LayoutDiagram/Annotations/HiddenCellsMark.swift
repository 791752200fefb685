/// A "+N more" mark: how many cells lie beyond an edge of what is drawn (a windowed
/// orthogonal section's drawn band, or the screen), placed 4 points past that edge and
/// centred on the band it ends, with the edge itself as its subject.
struct HiddenCellsMark {
    enum Side: String {
        case before, after
    }

    /// What is drawn: the cells beyond its edges are the hidden ones.
    let window: DiagramRect
    /// The band across the axis cells are hidden along, whose middle the mark is centred on.
    let band: DiagramRect
    /// Whether cells are hidden along x (left and right of the window) rather than along y.
    let alongX: Bool

    /// The mark's label request; `crossShift` moves it off the band's middle, across the axis.
    func request(_ side: Side, text: String, id: SceneNodeID, owner: SceneNodeID?, title: String,
                 label: AnnotationLabel, crossShift: Double = 0) -> LabelPlacer.LabelRequest {
        let size = label.plateSize(text)
        let after = side == .after
        let centre: DiagramPoint
        let subject: DiagramRect
        if alongX {
            centre = DiagramPoint(x: after ? window.maxX + 4 + size.width / 2 : window.minX - 4 - size.width / 2,
                                  y: band.midY + crossShift)
            subject = DiagramRect(x: after ? window.maxX : window.minX, y: band.minY, width: 0, height: band.height)
        } else {
            centre = DiagramPoint(x: band.midX + crossShift,
                                  y: after ? window.maxY + 4 + size.height / 2 : window.minY - 4 - size.height / 2)
            subject = DiagramRect(x: band.minX, y: after ? window.maxY : window.minY, width: band.width, height: 0)
        }
        return LabelPlacer.LabelRequest(
            id: id, role: .caption, owner: owner, forms: [[text]], fontSize: label.fontSize, plateRole: nil,
            inside: nil, subject: subject, preferred: [centre], avoids: .forAnnotations, fallsBack: true, title: title)
    }
}
