/// Decoration views (section backgrounds), behind everything of their
/// section; annotated, their outline again over the inset bands.
struct DecorationsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        for view in context.views where view.role == .decoration {
            canvas.draw(SceneNode(id: view.id, role: .decoration, shape: .rect(view.frame), title: view.title),
                        at: .decorations)
            canvas.obstacles.insertOutline(of: view.frame, owner: view.id)
            // Opaque bands hide where a background ends; its outline goes back on top.
            if context.annotates {
                canvas.draw(SceneNode(id: view.id.part("outline"), role: .decorationOutline, shape: .rect(view.frame),
                                      owner: view.id), at: .outlinesOverBands)
            }
        }
    }
}
