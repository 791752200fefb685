import CompositionalLayout

/// A section's `contentInsets` as tinted bands between the section's
/// boundary and its content, each labelled with its value.
///
/// The bands surround ``SectionLayout/contentFrame`` (where the groups go):
/// a top and a bottom band across the whole inset box, and a leading and a
/// trailing band between them. In a right-to-left layout the leading band is
/// on the right.
struct SectionInsetBands {
    let label: AnnotationLabel

    /// The non-empty bands of `section`, as the solver placed them (``SectionLayout/insetBands``):
    /// top, bottom, then the side bands left to right.
    static func bands(of section: SectionLayout) -> [InsetBand] {
        let across = section.insetBands.filter { $0.edge == .top || $0.edge == .bottom }
        let sides = section.insetBands.filter { $0.edge == .leading || $0.edge == .trailing }.sorted { $0.frame.minX < $1.frame.minX }
        return across + sides
    }

    /// The bands of `section` (drawn behind the cells), cut to what is drawn.
    static func bandNodes(of section: SectionLayout, visible: VisibleArea) -> [SceneNode] {
        bands(of: section).compactMap { band in
            guard let rect = visible.rect(DiagramRect(band.frame), in: section.index) else { return nil }
            return SceneNode(id: .sectionInset(section: section.index, edge: band.edge.rawValue), role: .sectionInset,
                      shape: .rect(rect),
                      title: "Section \(section.index) contentInsets.\(band.edge.rawValue): \(DiagramNumber.label(Double(band.value)))")
        }
    }

    /// A request for the value of each band: bare text inside the band
    /// when it has room, else on a plate wherever the placer finds room.
    func valueRequests(of section: SectionLayout, visible: VisibleArea) -> [LabelPlacer.LabelRequest] {
        Self.bands(of: section).compactMap { band in
            guard let rect = visible.rect(DiagramRect(band.frame), in: section.index) else { return nil }
            let bandID = SceneNodeID.sectionInset(section: section.index, edge: band.edge.rawValue)
            let text = DiagramNumber.label(Double(band.value))
            return LabelPlacer.LabelRequest(
                id: bandID.part("value"), role: .annotationText, owner: .section(section.index), forms: [[text]],
                fontSize: label.fontSize, plateRole: nil, plateRoleOutside: .annotationPlate, inside: rect, subject: rect,
                target: bandID, preferred: [], avoids: .forAnnotations, fallsBack: true,
                title: "Section \(section.index) contentInsets.\(band.edge.rawValue): \(text)")
        }
    }
}
