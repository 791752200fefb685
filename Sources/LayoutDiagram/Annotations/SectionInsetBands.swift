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

    struct Band {
        let edge: String
        let value: Double
        let rect: DiagramRect
    }

    /// The non-empty bands of `section`. In an orthogonal section the
    /// insets along the scrolling axis frame the scrolling content, so the
    /// trailing band comes after the last group, not at the viewport's edge.
    static func bands(of section: SectionLayout, rightToLeft: Bool, alongX: Bool) -> [Band] {
        let insets = section.contentInsets
        var content = DiagramRect(section.contentFrame)
        if let scrolling = section.orthogonal {
            let port = DiagramRect(scrolling.viewport), length = Double(scrolling.contentLength)
            if alongX {
                let start = rightToLeft ? port.maxX - length : port.minX
                content.x = start + Double(rightToLeft ? insets.trailing : insets.leading)
                content.width = Swift.max(length - Double(insets.leading + insets.trailing), 0)
            } else {
                content.y = port.minY + Double(insets.top)
                content.height = Swift.max(length - Double(insets.top + insets.bottom), 0)
            }
        }
        let top = Double(insets.top), bottom = Double(insets.bottom)
        let left = Double(rightToLeft ? insets.trailing : insets.leading)
        let right = Double(rightToLeft ? insets.leading : insets.trailing)
        let box = DiagramRect(x: content.minX - left, y: content.minY - top,
                              width: content.width + left + right, height: content.height + top + bottom)
        var bands: [Band] = []
        if top > 0 {
            bands.append(Band(edge: "top", value: top, rect: DiagramRect(x: box.minX, y: box.minY, width: box.width, height: top)))
        }
        if bottom > 0 {
            bands.append(Band(edge: "bottom", value: bottom,
                              rect: DiagramRect(x: box.minX, y: content.maxY, width: box.width, height: bottom)))
        }
        if left > 0 {
            bands.append(Band(edge: rightToLeft ? "trailing" : "leading", value: left,
                              rect: DiagramRect(x: box.minX, y: content.minY, width: left, height: content.height)))
        }
        if right > 0 {
            bands.append(Band(edge: rightToLeft ? "leading" : "trailing", value: right,
                              rect: DiagramRect(x: content.maxX, y: content.minY, width: right, height: content.height)))
        }
        return bands
    }

    /// The bands of `section` (drawn behind the cells), cut to what is drawn.
    func bandNodes(of section: SectionLayout, rightToLeft: Bool, alongX: Bool, visible: VisibleArea) -> [SceneNode] {
        Self.bands(of: section, rightToLeft: rightToLeft, alongX: alongX).compactMap { band in
            guard let rect = visible.rect(band.rect, in: section.index) else { return nil }
            return SceneNode(id: .sectionInset(section: section.index, edge: band.edge), role: .sectionInset,
                      shape: .rect(rect),
                      title: "Section \(section.index) contentInsets.\(band.edge): \(DiagramNumber.label(band.value))")
        }
    }

    /// A request for the value of each band: bare text inside the band
    /// when it has room, else on a plate wherever the placer finds room.
    func valueRequests(of section: SectionLayout, rightToLeft: Bool, alongX: Bool,
                       visible: VisibleArea) -> [LabelPlacer.LabelRequest] {
        Self.bands(of: section, rightToLeft: rightToLeft, alongX: alongX).compactMap { band in
            guard let rect = visible.rect(band.rect, in: section.index) else { return nil }
            let bandID = SceneNodeID.sectionInset(section: section.index, edge: band.edge)
            let text = DiagramNumber.label(band.value)
            return LabelPlacer.LabelRequest(
                id: bandID.part("value"), role: .annotationText, owner: .section(section.index), forms: [[text]],
                fontSize: label.fontSize, plateRole: nil, plateRoleOutside: .annotationPlate, inside: rect, subject: rect,
                preferred: [], avoids: .forAnnotations, fallsBack: true,
                title: "Section \(section.index) contentInsets.\(band.edge): \(text)")
        }
    }
}
