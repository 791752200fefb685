import CompositionalLayout

/// Section names in a column on the layout's left (above it when the
/// layout scrolls horizontally), each beside a bracket spanning its
/// section. Drawn when a section has a name or there are several.
struct SectionNamesPass: SurroundPass {
    func add(_ context: SceneContext, placer: inout LabelPlacer, to draft: inout SceneDraft) {
        let solution = context.solution, options = context.options
        guard options.showsSectionNames else { return }
        let named = solution.sections.contains { options.sectionName($0.index) != nil || $0.orthogonal != nil }
        guard named || solution.sections.count > 1 else { return }
        let extent = draft.extent
        let vertical = solution.scrollDirection == .vertical
        let fontSize = DiagramSceneBuilder.sectionNameFontSize
        var placements: [LabelPlacer.Placement] = []
        var brackets: [SceneNode] = []
        for section in solution.sections {
            guard let frame = context.shown(DiagramRect(section.frame), in: nil) else { continue }
            var lines = [options.sectionName(section.index), "section \(section.index)"].compactMap { $0 }
            if let scrolling = section.orthogonal {
                lines += OrthogonalOverlay(section: section, scrolling: scrolling, alongX: vertical,
                                           rightToLeft: context.rightToLeft).summaryLines()
            }
            let id = SceneNodeID.sectionName(section.index)
            let title = context.sectionTitle(section)
            if vertical {
                let x = extent.minX - 10
                if frame.height > 4 {
                    brackets.append(SceneNode(id: id.part("bracket"), role: .sectionBracket,
                                              shape: .line(from: DiagramPoint(x: x + 4.5, y: frame.minY + 2),
                                                           to: DiagramPoint(x: x + 4.5, y: frame.maxY - 2)),
                                              owner: .section(section.index)))
                }
                placements.append(placer.placeStacked(lines, id: id, role: .sectionName, fontSize: fontSize, anchor: .end,
                                                      at: DiagramPoint(x: x, y: frame.minY), title: title))
            } else {
                let y = extent.minY - 10
                if frame.width > 4 {
                    brackets.append(SceneNode(id: id.part("bracket"), role: .sectionBracket,
                                              shape: .line(from: DiagramPoint(x: frame.minX + 2, y: y + 4.5),
                                                           to: DiagramPoint(x: frame.maxX - 2, y: y + 4.5)),
                                              owner: .section(section.index)))
                }
                let height = options.textMeasure.blockHeight(lines: lines.count, fontSize: fontSize)
                placements.append(placer.placeStacked([lines.joined(separator: " · ")], id: id, role: .sectionName,
                                                      fontSize: fontSize, anchor: .start,
                                                      at: DiagramPoint(x: frame.minX, y: y - height + (lines.count > 1 ? height / 2 : 0)),
                                                      title: title))
            }
        }
        draft.add(brackets)
        for placement in placements { draft.add(placement) }
    }
}
