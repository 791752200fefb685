import CompositionalLayout

/// A section's `contentInsets` as tinted bands, each labelled with its value
/// (``SectionInsetBands``).
struct SectionInsetBandsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        let bands = SectionInsetBands(label: context.label)
        for section in context.solution.sections {
            canvas.draw(SectionInsetBands.bandNodes(of: section, visible: context.visible), at: .sectionInsetBands)
            for request in bands.valueRequests(of: section, visible: context.visible) {
                canvas.label(request, rank: .sectionInsets)
            }
        }
    }
}
