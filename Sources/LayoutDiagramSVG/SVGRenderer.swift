import Foundation
import LayoutDiagram

/// Writes a ``LayoutDiagram/DiagramScene`` as an SVG document, by hand.
///
/// ```swift
/// let scene = try DiagramSceneBuilder(options: DiagramOptions(title: "Grid", salt: "grid")).scene(for: solution)
/// let data = try SVGRenderer().render(scene)              // UTF-8, ends with a newline
/// ```
///
/// The document:
/// - `<svg>` has `width`, `height` and `viewBox="0 0 W H"` (the scene's
///   size), `role="img"` and `aria-labelledby="SALT-title SALT-desc"`;
/// - `<title id="SALT-title">` and `<desc id="SALT-desc">` come first, then a
///   `<style>` whose classes are all `SALT-…`, then a background rectangle
///   (if the theme has one), then `<g transform="translate(…)">` holding every
///   node in layout coordinates;
/// - each rectangle node is a `<rect id="SALT-NODE">` whose `x`, `y`, `width`
///   and `height` are the node's frame exactly (canonical numbers), with its
///   title as a `<title>` child (a tooltip);
/// - each text node is a `<text text-anchor=…>` positioned on its baseline
///   (no `dominant-baseline`, which librsvg ignores), one `<tspan>` per line
///   when there are several (or when the node has a title, written as a
///   `<title>` child before the spans);
/// - each leader line says what it points at: `data-leader-of`,
///   `data-leader-labels` and `data-leader-end` (``LayoutDiagram/LeaderTarget``).
///
/// All user text is escaped and stripped of characters XML forbids; ids are
/// the scene's stable ids with the salt in front. The same scene always
/// gives the same bytes.
public struct SVGRenderer: DiagramRenderer, Sendable {
    /// What the renderer writes besides the scene itself.
    public struct Options: Hashable, Sendable {
        /// The look of the diagram.
        public var theme: DiagramTheme
        /// With a theme here, the document also carries it for viewers that
        /// prefer a dark colour scheme (`prefers-color-scheme: dark`): the
        /// CLI's `--theme auto`. `nil` draws ``theme`` only.
        public var darkTheme: DiagramTheme?
        /// Whether to start with `<?xml version="1.0" encoding="UTF-8"?>`.
        /// Turn it off to inline the SVG in HTML (D2's `--no-xml-tag`).
        public var xmlDeclaration: Bool

        /// Options with the given theme, dark theme and XML declaration.
        public init(theme: DiagramTheme = .light, darkTheme: DiagramTheme? = nil, xmlDeclaration: Bool = true) {
            self.theme = theme
            self.darkTheme = darkTheme
            self.xmlDeclaration = xmlDeclaration
        }
    }

    /// How the renderer writes.
    public var options: Options

    /// A renderer writing as `options` says.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// `svg`.
    public var fileExtension: String { "svg" }

    /// The document as UTF-8.
    ///
    /// - Throws: ``LayoutDiagram/DiagramSceneError`` when the scene fails
    ///   ``LayoutDiagram/DiagramScene/validate()`` (duplicate ids, non-finite
    ///   geometry, a drawing too large).
    public func render(_ scene: DiagramScene) throws -> Data {
        Data(try document(for: scene).utf8)
    }

    /// The document as text.
    public func document(for scene: DiagramScene) throws(DiagramSceneError) -> String {
        try scene.validate()
        let salt = scene.salt
        let styles = SVGStyleSheet(theme: options.theme, darkTheme: options.darkTheme, salt: salt)
        let width = DiagramNumber.format(scene.size.width)
        let height = DiagramNumber.format(scene.size.height)

        var writer = SVGWriter()
        open(&writer, width: width, height: height, salt: salt, title: scene.title, summary: scene.summary)
        writer.open("style")
        for rule in styles.rules(for: scene) { writer.raw(XMLEscaping.text(rule)) }
        writer.close("style")
        if options.theme.background != nil || options.darkTheme?.background != nil {
            writer.empty("rect", [("id", salt.prefixing("background")), ("class", styles.backgroundClassName),
                                  ("width", width), ("height", height)])
        }
        let offset = scene.contentOffset
        writer.open("g", [("id", salt.prefixing("content")),
                          ("transform", "translate(\(DiagramNumber.format(offset.x)) \(DiagramNumber.format(offset.y)))")])
        for node in scene.nodes {
            write(node, className: styles.className(for: node.role), salt: salt, into: &writer)
        }
        writer.close("g")
        writer.close("svg")
        return writer.output
    }

    /// Opens the document: the XML declaration (if asked for), `<svg>` of `width` × `height` labelled by
    /// its `<title>` and `<desc>` (with `data` as `data-` attributes), and those two.
    func open(_ writer: inout SVGWriter, width: String, height: String, salt: DiagramSalt, title: String, summary: String,
              data: [(name: String, value: String)] = []) {
        if options.xmlDeclaration { writer.declaration() }
        writer.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", width), ("height", height), ("viewBox", "0 0 \(width) \(height)"),
            ("role", "img"),
            ("aria-labelledby", "\(salt.prefixing("title")) \(salt.prefixing("desc"))"),
        ] + data.map { ("data-" + $0.name, $0.value) })
        writer.element("title", [("id", salt.prefixing("title"))], text: title)
        writer.element("desc", [("id", salt.prefixing("desc"))], text: summary)
    }

    /// Writes `node`; its id (and the ids its leader names) start with `idPrefix` after the salt,
    /// so that an animation's frames, each a copy of the scene, keep their ids apart.
    func write(_ node: SceneNode, className: String, salt: DiagramSalt, idPrefix: String = "",
               into writer: inout SVGWriter) {
        var identity: [SVGWriter.Attribute] = [("id", salt.prefixing(idPrefix + node.id.rawValue)), ("class", className)]
        if node.opacity < 1 { identity.append(("opacity", DiagramNumber.format(node.opacity))) }
        if let t = node.transform {
            let f = DiagramNumber.format
            identity.append(("transform", "matrix(\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty)))"))
        }
        let tooltip = node.title.map { [("title", [SVGWriter.Attribute](), $0)] } ?? []
        switch node.shape {
        case .rect(let frame):
            // The outline lies inside the frame (see DiagramStyle.strokeRect).
            let rect = options.theme.style(for: node.role).strokeRect(for: frame)
            let attributes = identity + [
                ("x", DiagramNumber.format(rect.x)), ("y", DiagramNumber.format(rect.y)),
                ("width", DiagramNumber.format(rect.width)), ("height", DiagramNumber.format(rect.height)),
            ]
            writer.element("rect", attributes, children: tooltip)
        case .roundedRect(let frame, let radii):
            let style = options.theme.style(for: node.role)
            let rect = style.strokeRect(for: frame)
            let r = radii.inset(by: style.hasStroke ? style.strokeWidth / 2 : 0, fitting: rect)
            // Clockwise from the end of the top-left corner; a 0 radius draws a square corner.
            let f = DiagramNumber.format
            func arc(_ radius: Double, to point: DiagramPoint) -> String {
                radius > 0 ? "A\(f(radius)) \(f(radius)) 0 0 1 \(f(point.x)) \(f(point.y))" : ""
            }
            let d = "M\(f(rect.minX + r.topLeft)) \(f(rect.minY))"
                + "H\(f(rect.maxX - r.topRight))" + arc(r.topRight, to: DiagramPoint(x: rect.maxX, y: rect.minY + r.topRight))
                + "V\(f(rect.maxY - r.bottomRight))"
                + arc(r.bottomRight, to: DiagramPoint(x: rect.maxX - r.bottomRight, y: rect.maxY))
                + "H\(f(rect.minX + r.bottomLeft))" + arc(r.bottomLeft, to: DiagramPoint(x: rect.minX, y: rect.maxY - r.bottomLeft))
                + "V\(f(rect.minY + r.topLeft))" + arc(r.topLeft, to: DiagramPoint(x: rect.minX + r.topLeft, y: rect.minY)) + "Z"
            writer.element("path", identity + [("d", d)], children: tooltip)
        case .line(let from, let to):
            writer.element("line", identity + [
                ("x1", DiagramNumber.format(from.x)), ("y1", DiagramNumber.format(from.y)),
                ("x2", DiagramNumber.format(to.x)), ("y2", DiagramNumber.format(to.y)),
            ] + Self.leaderAttributes(node.leader, salt: salt, idPrefix: idPrefix), children: tooltip)
        case .polygon(let points):
            let list = points.map { "\(DiagramNumber.format($0.x)),\(DiagramNumber.format($0.y))" }.joined(separator: " ")
            writer.element("polygon", identity + [("points", list)], children: tooltip)
        case .text(let text):
            let style: [SVGWriter.Attribute] = [("text-anchor", text.anchor.rawValue),
                                                ("font-size", DiagramNumber.format(text.fontSize))]
            if text.lines.count == 1, let line = text.lines.first, node.title == nil {
                writer.element("text", identity + Self.position(line.baseline) + style, text: line.string)
            } else {
                writer.element("text", identity + style,
                               children: tooltip + text.lines.map { ("tspan", Self.position($0.baseline), $0.string) })
            }
        }
    }

    /// What a leader points at (``LayoutDiagram/LeaderTarget``): `data-leader-of` (the label's id),
    /// `data-leader-labels` (the labelled node's id, if any) and `data-leader-end` (`x y width height`).
    private static func leaderAttributes(_ leader: LeaderTarget?, salt: DiagramSalt,
                                         idPrefix: String) -> [SVGWriter.Attribute] {
        guard let leader else { return [] }
        let f = DiagramNumber.format
        var attributes: [SVGWriter.Attribute] = [("data-leader-of", salt.prefixing(idPrefix + leader.label.rawValue))]
        if let node = leader.node { attributes.append(("data-leader-labels", salt.prefixing(idPrefix + node.rawValue))) }
        let end = leader.end
        attributes.append(("data-leader-end", "\(f(end.x)) \(f(end.y)) \(f(end.width)) \(f(end.height))"))
        return attributes
    }

    private static func position(_ point: DiagramPoint) -> [SVGWriter.Attribute] {
        [("x", DiagramNumber.format(point.x)), ("y", DiagramNumber.format(point.y))]
    }
}
