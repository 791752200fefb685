import CompositionalLayout

/// Where an item's or group's supplementary is anchored
/// (``SupplementaryAnchor``): a diamond on the container's anchor point,
/// and, when the anchor has an offset, an arrow from that point to the
/// supplementary's own anchor point, labelled with the offset as declared
/// (`absoluteOffset x -4`, `absoluteOffset y +6`; a fractional offset says
/// what it came to: `fractionalOffset x 0.3 = +6`). With `--annotations
/// first`, the first supplementary of each kind in each section is marked;
/// with `all`, every one, and each kind's anchor is still written once per
/// section (the marks show where, one label says what), as spacing values are.
struct AnchorsPass: ScenePass {
    /// Half the diagonal of the diamond on an anchor point.
    static let diamond: Double = 3.5

    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        var marked = Set<String>()
        var labelled = Set<String>()
        for view in context.views where view.role == .supplementary {
            guard let anchor = view.anchor,
                  marked.insert("\(view.section ?? -1) \(view.kind)").inserted || context.options.annotations == .all
            else { continue }
            let frame = CGRect(x: view.solved.x, y: view.solved.y, width: view.solved.width, height: view.solved.height)
            let anchorPoint = anchor.point(of: frame), itemPoint = anchor.itemPoint(of: frame)
            let point = DiagramPoint(x: Double(anchorPoint.x), y: Double(anchorPoint.y))
            let end = DiagramPoint(x: Double(itemPoint.x), y: Double(itemPoint.y))
            guard context.shown(DiagramRect(enclosing: [point, end]).insetBy(dx: -1, dy: -1), in: view.section) != nil,
                  !context.isHiddenByPinnedView(DiagramRect(enclosing: [point, end]))
            else { continue }
            let id = view.id.part("anchor")
            let edges = Self.edgeName(anchor.edges)
            let offset = Self.offsetText(anchor)
            let title = "\(view.kind) anchored at the container's \(edges)"
                + (anchor.itemEdges == anchor.edges ? "" : " by its \(Self.edgeName(anchor.itemEdges))")
                + (offset.isEmpty ? "" : ", \(offset)")
            let d = Self.diamond
            canvas.drawMark(SceneNode(id: id.part("point"), role: .anchorMark, shape: .polygon([
                DiagramPoint(x: point.x, y: point.y - d), DiagramPoint(x: point.x + d, y: point.y),
                DiagramPoint(x: point.x, y: point.y + d), DiagramPoint(x: point.x - d, y: point.y),
            ]), title: title), at: .marks)
            let length = ((end.x - point.x) * (end.x - point.x) + (end.y - point.y) * (end.y - point.y)).squareRoot()
            if length >= 1 {
                canvas.drawMark(SceneNode(id: id.part("offset"), role: .anchorMark, shape: .line(from: point, to: end),
                                          title: title), at: .marks)
                // An arrowhead at the supplementary's own point, 5 points long.
                let ux = (end.x - point.x) / length, uy = (end.y - point.y) / length
                let head = min(5, length)
                let base = DiagramPoint(x: end.x - ux * head, y: end.y - uy * head)
                canvas.drawMark(SceneNode(id: id.part("head"), role: .anchorMark, shape: .polygon([
                    end, DiagramPoint(x: base.x - uy * 2.5, y: base.y + ux * 2.5),
                    DiagramPoint(x: base.x + uy * 2.5, y: base.y - ux * 2.5),
                ]), title: title), at: .marks)
            }
            guard labelled.insert("\(view.section ?? -1) \(view.kind) \(title)").inserted else { continue }
            let text = offset.isEmpty ? "anchor \(edges)" : offset
            var forms = [[text]]
            if !offset.isEmpty { forms.insert(["anchor \(edges), \(offset)"], at: 0) }
            let subject = DiagramRect(enclosing: [point, end]).insetBy(dx: -d, dy: -d)
            canvas.label(LabelPlacer.LabelRequest(
                id: id.part("label"), role: .annotationText, owner: view.id, forms: forms,
                fontSize: context.label.fontSize, plateRole: .annotationPlate, inside: nil, subject: subject,
                avoids: .forAnnotations, fallsBack: true, title: title), rank: .anchors)
        }
    }

    /// `top-trailing`, `bottom`, `center`.
    static func edgeName(_ edges: NSDirectionalRectEdge) -> String {
        let names: [(NSDirectionalRectEdge, String)] = [(.top, "top"), (.bottom, "bottom"), (.leading, "leading"),
                                                         (.trailing, "trailing")]
        let named = names.filter { edges.contains($0.0) }.map(\.1)
        return named.isEmpty ? "center" : named.joined(separator: "-")
    }

    /// The offset as declared, each non-zero axis signed: `absoluteOffset x -4`,
    /// `fractionalOffset x 0.3 = +6, y -0.3 = -6`; empty without one.
    static func offsetText(_ anchor: SupplementaryAnchor) -> String {
        func signed(_ value: Double) -> String {
            let text = DiagramNumber.label(value)
            return value > 0 && text != "0" ? "+\(text)" : text
        }
        var parts: [String] = []
        for (axis, declared, shift) in [("x", anchor.offsetX, anchor.shiftX), ("y", anchor.offsetY, anchor.shiftY)]
        where DiagramNumber.label(declared) != "0" {
            // In the declared direction: a right-to-left layout mirrors the shift, not what the spec says.
            let placed = declared < 0 ? -abs(shift) : abs(shift)
            parts.append(anchor.isFractionalOffset ? "\(axis) \(signed(declared)) = \(signed(placed)) pt"
                                                   : "\(axis) \(signed(declared))")
        }
        guard !parts.isEmpty else { return "" }
        return (anchor.isFractionalOffset ? "fractionalOffset " : "absoluteOffset ") + parts.joined(separator: ", ")
    }
}

extension LabelRank {
    /// Anchor offsets: after the marks' own values, before section insets.
    static let anchors = LabelRank(order: 225)
}
