/// Decoration views (section backgrounds), behind everything of their
/// section; annotated, their outline again over the inset bands. The first
/// decoration of each element kind in the picture is labelled with its kind.
struct DecorationsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        var labelledKinds = Set<String>()
        for view in context.views where view.role == .decoration {
            canvas.draw(SceneNode(id: view.id, role: .decoration, shape: .rect(view.frame), title: view.title),
                        at: .decorations)
            canvas.obstacles.insertOutline(of: view.frame, owner: view.id)
            // Opaque bands hide where a background ends; its outline goes back on top.
            if context.annotates {
                canvas.draw(SceneNode(id: view.id.part("outline"), role: .decorationOutline, shape: .rect(view.frame),
                                      owner: view.id), at: .outlinesOverBands)
            }
            if context.options.showsCellLabels, labelledKinds.insert(view.kind).inserted {
                canvas.label(kindRequest(view, context), rank: .groupTags)
            }
        }
    }

    /// The decoration's kind, inside it where no cell is (in a band around its section's content), else beside it.
    private func kindRequest(_ view: AnnotatedView, _ context: SceneContext) -> LabelPlacer.LabelRequest {
        let room = view.frame.insetBy(dx: 2, dy: 2)
        return LabelPlacer.LabelRequest(
            id: .label(of: view.id), role: .decorationLabel, owner: view.id, forms: [[view.kind]],
            fontSize: DiagramSceneBuilder.annotationFontSize, plateRole: nil,
            inside: room.width > 0 && room.height > 0 ? room : nil, subject: view.frame,
            avoids: .forAnnotations, fallsBack: true, title: view.title)
    }
}
