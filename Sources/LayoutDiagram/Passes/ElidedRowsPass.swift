import CompositionalLayout

/// In a bounded picture (``PictureBound``), each seam where rows are left
/// out: a faded band across the content, and in it "+N more" with the range
/// of items it holds ("+180 more: items 0·20–0·199").
struct ElidedRowsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard let bound = context.bound else { return }
        let vertical = context.alongX
        let size = context.solution.collectionViewContentSize
        for (index, seam) in bound.fold.seams.enumerated() {
            let band = vertical
                ? DiagramRect(x: 0, y: seam.seam.lowerBound, width: Double(size.width), height: bound.fold.seam)
                : DiagramRect(x: seam.seam.lowerBound, y: 0, width: bound.fold.seam, height: Double(size.height))
            let text = bound.text(ofSeam: index)
            let id = SceneNodeID.elided(index)
            let title = "\(text), left out of the picture (render --overflow all draws them)"
            canvas.draw(SceneNode(id: id, role: .elided, shape: .rect(band), title: title), at: .veils)
            let centre = DiagramPoint(x: band.midX, y: band.midY)
            canvas.label(LabelPlacer.LabelRequest(
                id: id.part("label"), role: .caption, owner: id, forms: [[text]], fontSize: context.label.fontSize,
                plateRole: nil, inside: nil, subject: band, preferred: [centre], avoids: .forAnnotations,
                fallsBack: true, title: title), rank: .marks)
        }
    }
}
