import CompositionalLayout

/// Each section's bounds (`SectionLayout.frame`), at the back.
struct SectionBoundsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        for section in context.solution.sections {
            guard let frame = context.shown(DiagramRect(section.frame), in: nil) else { continue }
            canvas.draw(SceneNode(id: .section(section.index), role: .sectionBounds, shape: .rect(frame),
                                  title: context.sectionTitle(section)), at: .sections)
            canvas.obstacles.insertOutline(of: frame, owner: .section(section.index))
        }
    }
}
