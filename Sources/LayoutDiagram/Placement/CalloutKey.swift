/// The key of numbered callouts: for each label that found no room in the
/// picture, its number (drawn by its subject) and its text, listed below
/// the legend.
struct CalloutKey {
    struct Entry: Hashable {
        let number: Int
        let text: String
        let title: String?
    }

    let label: AnnotationLabel
    /// The legend's rows, which the key continues.
    static let rowHeight = DiagramLegend.rowHeight
    static let entryGap = DiagramLegend.entryGap

    /// Adds the entries below `draft`'s extent in rows no wider than
    /// `maxWidth`, starting at `left`.
    func add(_ entries: [Entry], left: Double, maxWidth: Double, to draft: inout SceneDraft) {
        guard !entries.isEmpty else { return }
        var top = (draft.extent.maxY + 6).rounded(.up)
        var x = left
        let shift = label.measure.baselineOffset(fontSize: label.fontSize)
        for entry in entries {
            let number = "\(entry.number)"
            let plate = label.plateSize(number)
            let textWidth = label.measure.width(of: entry.text, fontSize: label.fontSize)
            let width = plate.width + 4 + textWidth
            if x > left, x + width > left + maxWidth {
                x = left
                top += Self.rowHeight
            }
            let centreY = top + Self.rowHeight / 2
            let id = SceneNodeID.callout(entry.number).part("key")
            let plateRect = DiagramRect(x: x.rounded(), y: (centreY - plate.height / 2).rounded(),
                                        width: plate.width, height: plate.height)
            draft.add(SceneNode(id: id.part("plate"), role: .calloutPlate, shape: .rect(plateRect)))
            draft.add(label.textNode(id: id.part("number"), role: .calloutText, text: number,
                                     centre: DiagramPoint(x: plateRect.midX, y: centreY)),
                      textBox: plateRect)
            let textX = plateRect.maxX + 4
            let text = SceneText(lines: [SceneTextLine(entry.text, baseline: DiagramPoint(x: textX, y: centreY + shift))],
                                 anchor: .start, fontSize: label.fontSize)
            draft.add(SceneNode(id: id.part("text"), role: .caption, shape: .text(text), title: entry.title),
                      textBox: DiagramRect(x: textX, y: top, width: textWidth, height: Self.rowHeight))
            x += width + Self.entryGap
        }
    }
}
