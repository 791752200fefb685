import CompositionalLayout

/// The part of a group that spacing left empty (``LayoutSolution/groupOverflows``):
/// the subitems' fractions fit the group, but with `interItemSpacing` added
/// the next one does not, so the group places fewer than it declares. The
/// empty part is outlined, and the first in each section is
/// labelled with the subitem and its arithmetic (`subitem 0 pushed out:
/// 10 + 185 > 185`), as `lint` reports it (LD106).
struct GroupOverflowPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        // `--annotations none` draws the layout bare; `lint` still reports the overflow.
        guard context.annotates else { return }
        var labelled = Set<Int>()
        for overflow in context.solution.groupOverflows {
            guard let rect = context.shown(DiagramRect(overflow.frame), in: overflow.section),
                  rect.width > 0, rect.height > 0, !context.isHiddenByPinnedView(rect) else { continue }
            let group = SceneNodeID.group(section: overflow.section, repetition: overflow.instance, path: overflow.path)
            let id = group.part("overflow")
            let value = { (length: CGFloat) in DiagramNumber.label(Double(length)) }
            let arithmetic = "\(value(overflow.spacing)) + \(value(overflow.length)) > \(value(overflow.room))"
            let title = "Subitem \(overflow.subitem) does not fit: \(value(overflow.spacing)) spacing + "
                + "\(value(overflow.length)) > \(value(overflow.room)) left; the rest of the group stays empty"
            canvas.drawMark(SceneNode(id: id, role: .overflowMark, shape: .rect(rect), title: title), at: .marks)
            guard labelled.insert(overflow.section).inserted || context.options.annotations == .all else { continue }
            let text = "subitem \(overflow.subitem) pushed out: \(arithmetic)"
            let size = context.label.plateSize(text)
            canvas.label(LabelPlacer.LabelRequest(
                id: id.part("label"), role: .annotationText, owner: id,
                forms: [[text], ["pushed out: \(arithmetic)"], ["overflow"]], fontSize: context.label.fontSize,
                plateRole: .annotationPlate, inside: rect.insetBy(dx: 2, dy: 2),
                subject: rect, preferred: [DiagramPoint(x: rect.midX, y: rect.midY - size.height)],
                avoids: .forAnnotations, fallsBack: true, title: title), rank: .marks)
        }
    }
}
