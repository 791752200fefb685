/// Fits a cell's label into the cell: a first line (the item's label, or its
/// index path `0·3`) above a second line (its size `180×44`).
///
/// - Lines are centred in the cell, the block's visual centre on the cell's.
/// - When the cell is too short for both lines, only the first is kept;
///   when it is too short for one, there is no label.
/// - A user label too wide for the cell is shortened with an ellipsis. An
///   index path or a size is dropped instead, because a shortened number
///   would be misread.
struct CellLabelLayout {
    let measure: TextMeasure
    let fontSize: Double
    /// Clear space kept between the text and the cell's edges.
    let inset: Double

    struct Line {
        var text: String
        /// Whether the line may be shortened with an ellipsis.
        var truncatable: Bool
    }

    /// The label's text block, or `nil` when nothing fits.
    func text(for lines: [Line], in cell: DiagramRect) -> SceneText? {
        let room = DiagramSize(width: cell.width - 2 * inset, height: cell.height - 2 * inset)
        guard room.width > 0, room.height > 0 else { return nil }

        var fitted: [String] = []
        for line in lines {
            guard measure.blockHeight(lines: fitted.count + 1, fontSize: fontSize) <= room.height + 1e-9 else { break }
            let text = line.truncatable
                ? measure.truncated(line.text, toWidth: room.width, fontSize: fontSize)
                : (measure.width(of: line.text, fontSize: fontSize) <= room.width + 1e-9 ? line.text : nil)
            if let text { fitted.append(text) }
        }
        guard !fitted.isEmpty else { return nil }

        let spacing = measure.lineSpacing(fontSize: fontSize)
        let firstCentre = cell.midY - Double(fitted.count - 1) * spacing / 2
        let shift = measure.baselineOffset(fontSize: fontSize)
        let sceneLines = fitted.enumerated().map { index, text in
            SceneTextLine(text, baseline: DiagramPoint(x: cell.midX, y: firstCentre + Double(index) * spacing + shift))
        }
        return SceneText(lines: sceneLines, anchor: .middle, fontSize: fontSize)
    }
}
