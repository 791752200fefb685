import LayoutDiagram

/// The `<style>` contents: one class per role used in the scene, named
/// `SALT-ROLE` (`.ld-cell`, `.ld-group-1`), with the theme's paint.
///
/// - Rules come in the order their roles first appear in the scene, so the
///   same scene gives the same sheet.
/// - Rectangles get `shape-rendering:crispEdges`. SVG strokes straddle the
///   geometry, so a 1-pt outline on an integer edge would be smeared over two
///   pixel rows. Shifting rectangles by half a pixel would fix that but make
///   the `x`/`y`/`width`/`height` attributes differ from the solved frames (and
///   blur fills); crispEdges keeps the geometry exact and asks the rasteriser
///   to snap edges to whole pixels without anti-aliasing instead.
/// - The sheet contains no `<` or `&`: colours are hex, numbers canonical,
///   and font names are reduced to letters, digits, spaces, `-` and `_`.
struct SVGStyleSheet {
    let theme: DiagramTheme
    let salt: DiagramSalt

    /// The class attribute value of `role`.
    func className(for role: SceneRole) -> String {
        salt.prefixing(role.styleName)
    }

    /// The class of the background rectangle.
    var backgroundClassName: String { salt.prefixing("background") }

    /// One rule per line.
    func rules(for scene: DiagramScene) -> [String] {
        var rules: [String] = []
        if let background = theme.background {
            rules.append(".\(backgroundClassName){\(paint(DiagramStyle(fill: background, stroke: nil)).joined(separator: ";"))}")
        }
        for (role, kinds) in rolesInOrder(scene) {
            var declarations = paint(theme.style(for: role))
            if kinds.rect { declarations.append("shape-rendering:crispEdges") }
            if kinds.text { declarations.append("font-family:\(fontFamily)") }
            rules.append(".\(className(for: role)){\(declarations.joined(separator: ";"))}")
        }
        return rules
    }

    private func paint(_ style: DiagramStyle) -> [String] {
        var declarations: [String] = []
        if let fill = style.fill {
            declarations.append("fill:\(fill.hexString)")
            if fill.opacity < 1 { declarations.append("fill-opacity:\(DiagramNumber.format(fill.opacity))") }
        } else {
            declarations.append("fill:none")
        }
        if let stroke = style.stroke, style.strokeWidth.isFinite, style.strokeWidth > 0 {
            declarations.append("stroke:\(stroke.hexString)")
            if stroke.opacity < 1 { declarations.append("stroke-opacity:\(DiagramNumber.format(stroke.opacity))") }
            declarations.append("stroke-width:\(DiagramNumber.format(style.strokeWidth))")
            let dash = style.dash.filter { $0.isFinite && $0 >= 0 }
            // All-zero dashes render as no line at all in some viewers; treat them as solid.
            if dash.contains(where: { $0 > 0 }) {
                declarations.append("stroke-dasharray:\(dash.map(DiagramNumber.format).joined(separator: " "))")
            }
        } else {
            declarations.append("stroke:none")
        }
        return declarations
    }

    /// The theme's font stack as a CSS value: generic families bare, others in single quotes.
    private var fontFamily: String {
        let generic: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"]
        let families = theme.fontFamilies.compactMap { family -> String? in
            let safe = String(family.unicodeScalars.filter { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " -_".unicodeScalars.contains(scalar)
            }.map(Character.init)).trimmingSpaces
            guard !safe.isEmpty else { return nil }
            return generic.contains(safe) ? safe : "'\(safe)'"
        }
        return families.isEmpty ? "sans-serif" : families.joined(separator: ",")
    }

    /// Each role used in the scene, in order of first appearance, and
    /// whether any of its nodes is text.
    private func rolesInOrder(_ scene: DiagramScene) -> [(SceneRole, (rect: Bool, text: Bool))] {
        var order: [SceneRole] = []
        var hasText: [SceneRole: Bool] = [:]
        for node in scene.nodes {
            if hasText[node.role] == nil { order.append(node.role) }
            if case .text = node.shape { hasText[node.role] = true } else { hasText[node.role] = hasText[node.role] ?? false }
        }
        return order.map { ($0, (rect: false, text: hasText[$0] ?? false)) }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
