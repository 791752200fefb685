import Foundation

/// Asks ``BoundarySupplementaries/place(start:footerStart:end:explaining:)`` to write down how one
/// boundary item (a header, a footer) was sized and placed.
final class BoundaryExplanation {
    /// The item's index among the host's boundary items.
    let index: Int
    /// How the items' start across the scroll axis adds up.
    let crossStart: Arithmetic
    /// What fractions of the items' dimensions are of, across and along the scroll axis.
    let container: CGSize
    let snapping: PixelSnapping
    private(set) var lines: [ExplanationLine] = []
    private(set) var frame: CGRect?

    init(index: Int, crossStart: Arithmetic, container: CGSize, snapping: PixelSnapping) {
        self.index = index
        self.crossStart = crossStart
        self.container = container
        self.snapping = snapping
    }

    /// Writes the item's step into `recorder`, once the item was placed.
    func finish(into recorder: ExplanationRecorder) {
        guard let frame else { return }
        recorder.record(recorder.target.title, lines)
        recorder.composedFrame = frame
    }

    func record(_ entry: BoundarySupplementaries.Measured, scrollAxis: Axis, main: Arithmetic, across: CGFloat,
                crossLength: CGFloat, unshifted: CGRect, placed: CGRect) {
        let cross = scrollAxis.cross
        for axis in [Axis.horizontal, .vertical] {
            lines.append(GroupPacker.resolution(of: entry.item.layoutSize.dimension(along: axis), as: axis.lengthName,
                                                in: container, containerName: "the boundary items' available",
                                                result: entry.proposed.length(along: axis), snapping: snapping))
            if entry.size.length(along: axis) != entry.proposed.length(along: axis) {
                lines.append(Arithmetic.term(entry.size.length(along: axis), "measured").line(axis.lengthName))
            }
        }
        let role = entry.role == .header ? "a header" : entry.role == .footer ? "a footer" : "neither header nor footer"
        lines.append(main.line(scrollAxis.coordinateName, result: unshifted.minimum(along: scrollAxis),
                               note: "\(entry.item.alignment): \(role)"
                                   + (entry.extends ? ", in its own band" : entry.role == .other ? "" : ", over the content")))
        var crossPosition = crossStart
        if across != 0, crossLength != unshifted.length(along: cross) {
            crossPosition = crossPosition + (Arithmetic.term(crossLength, "the available \(cross.lengthName)")
                - .term(unshifted.length(along: cross), "its \(cross.lengthName)")) * .term(across)
        }
        lines.append(crossPosition.line(cross.coordinateName, result: unshifted.minimum(along: cross)))
        let offset = entry.item.offset
        if offset != .zero {
            for axis in [Axis.horizontal, .vertical] where offset.coordinate(along: axis) != 0 {
                lines.append((Arithmetic.term(unshifted.minimum(along: axis), axis.coordinateName)
                              + .term(offset.coordinate(along: axis), "offset"))
                    .line(axis.coordinateName))
            }
        }
        let shifted = unshifted.offsetBy(offset)
        lines += ExplanationLine.insetting(shifted, named: "its frame", by: entry.item.contentInsets, giving: placed)
        frame = placed
    }
}
