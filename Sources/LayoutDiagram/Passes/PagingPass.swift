import CompositionalLayout

/// What makes a paging section (`.paging`, `.groupPaging`,
/// `.groupPagingCentered`) rest where it does: each rest marker drawn
/// carries its offset (`rest 390`) where there is room beside it, and the section's first `interGroup`
/// gap is measured even when it lies just beyond the viewport, where the
/// other passes do not draw. With `.paging`, pages are as long as the
/// viewport, so that gap is how far each page drifts into its group
/// (`interGroup 10: each page 10 further in`), the pitfall seed 001 warns about.
struct PagingPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        for section in context.solution.sections {
            guard let scrolling = section.orthogonal, Self.pages(section.orthogonalScrollingBehavior),
                  context.screen == nil || context.screen?.clip(DiagramRect(scrolling.viewport)) != nil
            else { continue }
            let overlay = OrthogonalOverlay(section: section, scrolling: scrolling, alongX: context.alongX,
                                            rightToLeft: context.rightToLeft)
            for (node, offset) in overlay.restMarkers(visible: context.visible) {
                guard let bounds = node.shape.geometricBounds, !context.isHiddenByPinnedView(bounds) else { continue }
                let text = DiagramNumber.label(offset)
                let size = context.label.plateSize("rest \(text)")
                // Just beyond the triangle (above it, or left of it in a horizontal layout); where that
                // is taken, no label: the values are in the section's column too, and a callout would
                // only repeat them.
                let room = context.alongX
                    ? DiagramRect(x: bounds.midX - size.width, y: bounds.minY - size.height - 1,
                                  width: 2 * size.width, height: size.height)
                    : DiagramRect(x: bounds.minX - size.width - 1, y: bounds.midY - size.height,
                                  width: size.width, height: 2 * size.height)
                canvas.label(LabelPlacer.LabelRequest(
                    id: node.id.part("label"), role: .caption, owner: node.id, forms: [["rest \(text)"], [text]],
                    fontSize: context.label.fontSize, plateRole: nil, inside: room, subject: bounds,
                    avoids: .forAnnotations, fallsBack: false, title: node.title), rank: .marks)
            }
            drift(section, context, on: &canvas)
        }
    }

    /// The first `interGroup` gap, when no other pass draws it (it lies beyond what is drawn of
    /// the section): measured where it is, just past the viewport.
    private func drift(_ section: SectionLayout, _ context: SceneContext, on canvas: inout SceneCanvas) {
        guard let gap = section.gaps.first(where: { $0.kind == .interGroup && $0.length > 0 }) else { return }
        let rect = DiagramRect(gap.rect)
        // Drawn already, by the spacing markers; with a screen, nothing is drawn beyond it.
        guard context.shown(rect, in: section.index) == nil, context.screen == nil else { return }
        let value = DiagramNumber.label(Double(gap.length))
        let forms: [[String]] = section.orthogonalScrollingBehavior == .paging
            ? [["interGroup \(value): each page \(value) further in"], ["interGroup \(value)"]]
            : [["interGroup \(value)"]]
        let title = "Section \(section.index) interGroupSpacing: \(value)"
            + (section.orthogonalScrollingBehavior == .paging
                ? "; pages are as long as the viewport, so each rests \(value) points further into its group" : "")
        let marker = DimensionMarker(label: context.label)
        guard let made = marker.marker(id: .gap(section: section.index, kind: "interGroup-beyond", ordinal: 0), gap: rect,
                                       alongX: gap.axis == .horizontal, text: forms[0][0], title: title)
        else { return }
        for node in made.nodes { canvas.drawMark(node, at: .marks) }
        var request = made.label
        request.forms = forms
        // Beyond the viewport, after the gap: the side nothing else is drawn on.
        if gap.axis == .horizontal {
            let plate = context.label.plateSize(forms[0][0])
            let y = made.nodes.first?.shape.geometricBounds?.midY ?? rect.minY
            let x = context.rightToLeft ? rect.minX - 3 - plate.width / 2 : rect.maxX + 3 + plate.width / 2
            request.preferred.insert(DiagramPoint(x: x, y: y + plate.height / 2 + 2), at: 0)
        }
        canvas.label(request, rank: .marks)
    }

    /// Whether the behaviour pages: rests at pages or groups, not anywhere.
    static func pages(_ behaviour: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> Bool {
        switch behaviour {
        case .paging, .groupPaging, .groupPagingCentered: return true
        default: return false
        }
    }
}
