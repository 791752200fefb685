/// The caption and the legend, placed below the layout.
///
/// The caption is one line: the device (if any), the container size and the
/// traits. The legend names each style the scene uses, in
/// ``SceneRole/legendOrder``, with a swatch drawn in that very style, and
/// wraps into rows no wider than the layout (or ``minimumWidth``).
struct DiagramLegend {
    let measure: TextMeasure
    let fontSize: Double
    static let swatchSize = DiagramSize(width: 16, height: 10)
    /// Space between a swatch and its name, and after each entry.
    static let swatchGap: Double = 4
    static let entryGap: Double = 14
    static let rowHeight: Double = 16
    /// Space between the layout and the caption.
    static let topMargin: Double = 12
    static let minimumWidth: Double = 360

    /// The caption's text.
    static func captionText(containerSize: DiagramSize, deviceName: String?, traits: [String]) -> String {
        var parts: [String] = []
        if let deviceName { parts.append(deviceName) }
        parts.append("\(DiagramNumber.label(containerSize.width))×\(DiagramNumber.label(containerSize.height)) pt")
        parts += traits
        return parts.joined(separator: " · ")
    }

    /// Adds the caption (if `caption` is not `nil`) and a legend of `roles`
    /// (if not empty) below `draft`'s extent, starting at its left edge, then
    /// `notes` as entries without a swatch (`header = UICollectionElementKindSectionHeader`).
    func add(caption: String?, roles: [SceneRole], notes: [String] = [], to draft: inout SceneDraft) {
        // On whole points, so swatch outlines stay crisp.
        let left = draft.extent.minX.rounded(.down)
        let maxWidth = Swift.max(draft.extent.width, Self.minimumWidth)
        var top = (draft.extent.maxY + Self.topMargin).rounded(.up)
        let shift = measure.baselineOffset(fontSize: fontSize)

        if let caption {
            let centreY = top + Self.rowHeight / 2
            let width = measure.width(of: caption, fontSize: fontSize)
            let text = SceneText(lines: [SceneTextLine(caption, baseline: DiagramPoint(x: left, y: centreY + shift))],
                                 anchor: .start, fontSize: fontSize)
            draft.add(SceneNode(id: .caption, role: .caption, shape: .text(text)),
                      textBox: DiagramRect(x: left, y: top, width: width, height: Self.rowHeight))
            top += Self.rowHeight + 2
        }

        var x = left
        for (index, role) in roles.enumerated() {
            let name = role.legendName
            let entryWidth = Self.swatchSize.width + Self.swatchGap + measure.width(of: name, fontSize: fontSize)
            if x > left, x + entryWidth > left + maxWidth {
                x = left
                top += Self.rowHeight
            }
            let centreY = top + Self.rowHeight / 2
            let id = SceneNodeID.legend(index)
            let shape = swatch(for: role, at: DiagramPoint(x: x, y: centreY))
            if role == .veil {
                // A veil shows only over something: a cell, faded as the content beyond a viewport is.
                draft.add(SceneNode(id: id.part("swatch-under"), role: .cell, shape: shape))
            }
            draft.add(SceneNode(id: id.part("swatch"), role: role, shape: shape, title: name))
            let textX = x + Self.swatchSize.width + Self.swatchGap
            let text = SceneText(lines: [SceneTextLine(name, baseline: DiagramPoint(x: textX, y: centreY + shift))],
                                 anchor: .start, fontSize: fontSize)
            draft.add(SceneNode(id: id.part("name"), role: .caption, shape: .text(text)),
                      textBox: DiagramRect(x: textX, y: top, width: entryWidth - Self.swatchSize.width - Self.swatchGap,
                                           height: Self.rowHeight))
            x += entryWidth + Self.entryGap
        }
        for (offset, note) in notes.enumerated() {
            let width = measure.width(of: note, fontSize: fontSize)
            if x > left, x + width > left + maxWidth {
                x = left
                top += Self.rowHeight
            }
            let centreY = top + Self.rowHeight / 2
            let text = SceneText(lines: [SceneTextLine(note, baseline: DiagramPoint(x: x, y: centreY + shift))],
                                 anchor: .start, fontSize: fontSize)
            draft.add(SceneNode(id: SceneNodeID.legend(roles.count + offset).part("note"), role: .caption,
                                shape: .text(text)),
                      textBox: DiagramRect(x: x, y: top, width: width, height: Self.rowHeight))
            x += width + Self.entryGap
        }
    }

    /// A small sample of `role`'s style whose left edge is at `origin.x`,
    /// centred vertically on `origin.y`.
    private func swatch(for role: SceneRole, at origin: DiagramPoint) -> SceneShape {
        let size = Self.swatchSize
        let box = DiagramRect(x: origin.x, y: (origin.y - size.height / 2).rounded(), width: size.width, height: size.height)
        switch role {
        case .dimension, .scrollArrow, .safeArea, .separator, .leader, .sectionBracket:
            let y = DimensionMarker.halfPixel(origin.y)
            return .line(from: DiagramPoint(x: box.minX, y: y), to: DiagramPoint(x: box.maxX, y: y))
        case .restMarker:
            return .polygon([DiagramPoint(x: box.midX, y: box.maxY), DiagramPoint(x: box.midX - 4, y: box.minY + 3),
                             DiagramPoint(x: box.midX + 4, y: box.minY + 3)])
        default:
            return .rect(box)
        }
    }
}
