/// The forms a cell's label may take, longest first, for the
/// ``LabelPlacer`` to fit inside the cell: a first line (the item's label,
/// or its index path `0·3`) above a second line (its size `180×44`).
///
/// - Both lines; then the first line alone; then, for a cell with a label
///   of its own, the index path alone: the shorter form a small cell shows.
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

    /// Where a label may go in `cell`: the cell less ``inset`` on each side,
    /// or `nil` when nothing is left.
    func room(in cell: DiagramRect) -> DiagramRect? {
        let room = cell.insetBy(dx: inset, dy: inset)
        guard cell.width - 2 * inset > 0, cell.height - 2 * inset > 0 else { return nil }
        return room
    }

    /// The forms of a label of `lines` (first line, then details) that fit
    /// `room`'s width, longest first; `shortForm` is tried last.
    func forms(for lines: [Line], shortForm: String?, in room: DiagramRect) -> [[String]] {
        var fitted: [String] = []
        for line in lines {
            let text = line.truncatable
                ? measure.truncated(line.text, toWidth: room.width, fontSize: fontSize)
                : (fits(line.text, room) ? line.text : nil)
            guard let text else { if fitted.isEmpty { break } else { continue } }
            fitted.append(text)
        }
        var forms: [[String]] = []
        for count in stride(from: fitted.count, through: 1, by: -1) { forms.append(Array(fitted.prefix(count))) }
        if let shortForm, fits(shortForm, room), !forms.contains([shortForm]) { forms.append([shortForm]) }
        return forms
    }

    private func fits(_ text: String, _ room: DiagramRect) -> Bool {
        measure.width(of: text, fontSize: fontSize) <= room.width + 1e-9
    }
}
