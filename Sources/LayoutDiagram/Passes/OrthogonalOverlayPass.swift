import CompositionalLayout

/// For each orthogonal section (``OrthogonalOverlay``): a veil over the
/// content beyond the viewport (unless clipped), the viewport, rest markers
/// and the arrow naming the scrolling behaviour.
struct OrthogonalOverlayPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        for section in context.solution.sections {
            guard let scrolling = section.orthogonal,
                  context.screen == nil || context.screen?.clip(DiagramRect(scrolling.viewport)) != nil
            else { continue }
            let overlay = OrthogonalOverlay(section: section, scrolling: scrolling,
                                            alongX: context.alongX, rightToLeft: context.rightToLeft)
            if !context.options.clipsOrthogonalContent {
                canvas.draw(overlay.veilNodes(content: contentExtent(section, cells: context.cells)), at: .veils)
            }
            for node in overlay.markNodes(visible: context.visible) { canvas.drawMark(node, at: .marks) }
        }
    }

    /// Everything a section draws, for the extent of its scrolling band.
    private func contentExtent(_ section: SectionLayout, cells: [PlacedCell]) -> DiagramRect {
        var extent = section.orthogonal.map { DiagramRect($0.viewport) } ?? DiagramRect(section.frame)
        for cell in cells where cell.section == section.index { extent = extent.union(cell.slot) }
        return extent
    }
}
