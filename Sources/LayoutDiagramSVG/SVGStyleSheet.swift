import LayoutDiagram

/// The `<style>` contents: one class per role used in the scene, named
/// `SALT-ROLE` (`.ld-cell`, `.ld-group-1`), with the theme's paint.
///
/// - Rules come in the order their roles first appear in the scene, so the
///   same scene gives the same sheet.
/// - With a dark theme as well (`--theme auto`), the dark theme's rules
///   follow inside `@media (prefers-color-scheme: dark)`, so the picture
///   follows the viewer's system setting. Geometry comes from the light
///   theme, so both themes should use the same stroke widths.
/// - Outlines are not snapped with `shape-rendering`: rectangles are drawn
///   with their stroke inside the frame (``LayoutDiagram/DiagramStyle/strokeRect(for:)``),
///   which puts 1-pt outlines on half-pixel coordinates, and librsvg, browsers
///   and Cairo then agree pixel for pixel.
/// - The sheet contains no `<` or `&`: colours are hex, numbers canonical,
///   and font names are reduced to letters, digits, spaces, `-` and `_`.
struct SVGStyleSheet {
    let theme: DiagramTheme
    /// The theme used when the viewer prefers a dark colour scheme, if any.
    var darkTheme: DiagramTheme? = nil
    let salt: DiagramSalt

    /// The class attribute value of `role`.
    func className(for role: SceneRole) -> String {
        salt.prefixing(role.styleName)
    }

    /// The class of the background rectangle.
    var backgroundClassName: String { salt.prefixing("background") }

    /// One rule per line.
    func rules(for scene: DiagramScene) -> [String] {
        var rules = rules(for: scene, theme: theme)
        if let darkTheme {
            rules.append("@media (prefers-color-scheme: dark){")
            rules += self.rules(for: scene, theme: darkTheme).map { "  " + $0 }
            rules.append("}")
        }
        return rules
    }

    private func rules(for scene: DiagramScene, theme: DiagramTheme) -> [String] {
        var rules: [String] = []
        // A theme without a background still needs the rule when the other theme has one.
        if theme.background != nil || self.theme.background != nil || darkTheme?.background != nil {
            rules.append(".\(backgroundClassName){\(paint(DiagramStyle(fill: theme.background, stroke: nil)).joined(separator: ";"))}")
        }
        for (role, isText) in rolesInOrder(scene) {
            var declarations = paint(theme.style(for: role))
            if isText { declarations.append("font-family:\(fontFamily(theme))") }
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
        if let stroke = style.stroke, style.hasStroke {
            declarations.append("stroke:\(stroke.hexString)")
            if stroke.opacity < 1 { declarations.append("stroke-opacity:\(DiagramNumber.format(stroke.opacity))") }
            declarations.append("stroke-width:\(DiagramNumber.format(style.strokeWidth))")
            let dash = style.effectiveDash
            if !dash.isEmpty {
                declarations.append("stroke-dasharray:\(dash.map(DiagramNumber.format).joined(separator: " "))")
            }
        } else {
            declarations.append("stroke:none")
        }
        return declarations
    }

    /// The theme's font stack as a CSS value: generic families bare, others in single quotes.
    private func fontFamily(_ theme: DiagramTheme) -> String {
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
    /// whether it is drawn as text.
    private func rolesInOrder(_ scene: DiagramScene) -> [(SceneRole, Bool)] {
        var order: [SceneRole] = []
        var seen = Set<SceneRole>()
        for node in scene.nodes where seen.insert(node.role).inserted {
            order.append(node.role)
        }
        return order.map { ($0, $0.isText) }
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
