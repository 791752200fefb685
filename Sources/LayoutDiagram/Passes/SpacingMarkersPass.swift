import CompositionalLayout

/// Dimension markers (``DimensionMarker``) on the gaps
/// ``DiagramOptions/annotations`` selects: with `.first`, the first gap of
/// each kind in each section and the first gap between sections (with
/// `.all`, every gap, and each distinct value once per section). Each is
/// labelled with its kind and length (`interItem 10`, `edge.trailing 30`),
/// so different spacings never look alike. A flexible spacing says what was
/// declared beside what it became (`interItem flexible(8) = 35`).
struct SpacingMarkersPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        let marker = DimensionMarker(label: context.label)
        func add(_ gaps: [SpacingGap], section: Int?) {
            var ordinals: [String: Int] = [:]
            // With every gap marked, a value already written in the section is not written again:
            // the lines show where the gaps are, one plate says what they are.
            var written = Set<String>()
            for gap in gaps where gap.length > 0 {
                let kind = Self.kindName(gap.kind)
                let ordinal = ordinals[kind, default: 0]
                guard context.options.annotations == .all || ordinal == 0 else { continue }
                guard let rect = context.shown(DiagramRect(gap.rect), in: section),
                      !context.isHiddenByPinnedView(rect) else { continue }
                ordinals[kind] = ordinal + 1
                let owner = section.map { "Section \($0)" } ?? "Layout"
                let value = gap.declaredSpacing.map { DeclaredDimension.spacing($0, resolved: Double(gap.length)) }
                    ?? DiagramNumber.label(Double(gap.length))
                let text = "\(Self.gapLabel(gap.kind)) \(value)"
                let made = marker.marker(id: .gap(section: section, kind: kind, ordinal: ordinal), gap: rect,
                                         alongX: gap.axis == .horizontal, text: text,
                                         title: "\(owner) \(Self.gapDescription(gap.kind)): \(value)")
                guard let made else { continue }
                for node in made.nodes { canvas.drawMark(node, at: .marks) }
                if written.insert(text).inserted { canvas.label(made.label, rank: .marks) }
            }
        }
        for section in context.solution.sections { add(section.gaps, section: section.index) }
        add(context.solution.interSectionGaps, section: nil)
    }

    /// What a gap's id calls its kind: `interItem`, `edge-trailing` (no dot in an id).
    static func kindName(_ kind: SpacingGap.Kind) -> String {
        String(kind.name.map { $0 == "." ? "-" : $0 })
    }

    /// What a marker's plate calls a gap: `interItem`, `edge.trailing`.
    static func gapLabel(_ kind: SpacingGap.Kind) -> String {
        kind.name
    }

    /// What a gap's tooltip calls it, the property that declared it: `interItemSpacing`,
    /// `edgeSpacing.trailing` (the name with `Spacing` after its first part).
    static func gapDescription(_ kind: SpacingGap.Kind) -> String {
        var parts = kind.name.split(separator: ".", maxSplits: 1).map(String.init)
        parts[0] += "Spacing"
        return parts.joined(separator: ".")
    }
}
