import CLayoutDiagramCairo
import LayoutDiagram

/// Draws a scene's nodes into a Cairo context with the same semantics as
/// the SVG the SVG renderer writes, as an SVG viewer paints it:
///
/// - all numbers are the ones the SVG holds (rounded to 1/10000, see
///   ``SVGNumbers``);
/// - the background (if the theme has one) fills the drawing,
///   `(0, 0, scene.size)`; everything else is translated by
///   ``LayoutDiagram/DiagramScene/contentOffset``; the whole drawing is
///   scaled by the renderer's scale, so stroke widths, dashes and font sizes
///   scale too;
/// - nodes are painted in array order, each composited as a whole with its
///   opacity (a group painted with alpha, like SVG's `opacity`);
/// - colours are painted with their opacity rounded to 1/255, as librsvg
///   does with `fill-opacity` and `stroke-opacity`;
/// - strokes use SVG's defaults: miter joins with a miter limit of 4, butt
///   caps, dashes from offset 0, non-zero fill rule;
/// - a rectangle fills and strokes ``LayoutDiagram/DiagramStyle/strokeRect(for:)``,
///   exactly the SVG `<rect>`'s geometry; when that has a zero width or
///   height nothing is drawn, as SVG disables such a `<rect>`;
/// - a line is stroked only; a polygon is closed, filled, then stroked;
/// - shapes far outside the drawing are skipped or cut first (see
///   ``CoordinateRange``), because Cairo's coordinates wrap around;
/// - text is drawn with the pinned font (hint metrics off, no hinting, grey
///   anti-aliasing), each line at its baseline, moved left by its whole or
///   half advance for `end` and `middle` anchors. Text whose role has an
///   outline is filled and stroked as glyph paths.
struct SceneDrawing {
    let context: CairoContext
    let theme: DiagramTheme
    let font: PinnedFontFace
    /// Font options for every text node; owned by the caller.
    let fontOptions: OpaquePointer
    let range: CoordinateRange

    private var cr: OpaquePointer { context.pointer }

    func draw(_ scene: DiagramScene, scale: Double) throws(CairoRenderError) {
        cairo_scale(cr, scale, scale)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 4)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_font_face(cr, font.pointer)
        cairo_set_font_options(cr, fontOptions)
        if let background = theme.background {
            setSource(background)
            cairo_rectangle(cr, 0, 0, SVGNumbers.rounded(scene.size.width), SVGNumbers.rounded(scene.size.height))
            cairo_fill(cr)
        }
        let offset = SVGNumbers.rounded(scene.contentOffset)
        cairo_translate(cr, offset.x, offset.y)
        try context.checkStatus("set up the drawing")
        for node in scene.nodes {
            try draw(node)
        }
        try context.checkStatus("draw the scene")
    }

    private func draw(_ node: SceneNode) throws(CairoRenderError) {
        let style = theme.style(for: node.role)
        let paint = SVGNumbers.paint(style)
        let opacity = SVGNumbers.rounded(node.opacity)
        guard opacity > 0,
              let (shape, dashOffset) = range.drawable(SVGNumbers.path(of: node.shape, style: style), style: paint)
        else { return }
        // A visible item's transform, with the numbers the SVG writes.
        if let t = node.transform {
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: SVGNumbers.rounded(t.a), yx: SVGNumbers.rounded(t.b),
                                        xy: SVGNumbers.rounded(t.c), yy: SVGNumbers.rounded(t.d),
                                        x0: SVGNumbers.rounded(t.tx), y0: SVGNumbers.rounded(t.ty))
            cairo_transform(cr, &matrix)
        }
        defer { if node.transform != nil { cairo_restore(cr) } }
        let faded = opacity < 1
        if faded { cairo_push_group(cr) }
        switch shape {
        case .rect(let path):
            // Already the stroke path (see SVGNumbers.path(of:style:)).
            // Absolute corners, as SVG viewers build a <rect>'s path: cairo_rectangle adds the size
            // relatively, in fixed point, which can put the far edges 1/256 pixel elsewhere.
            if path.width > 0, path.height > 0 {
                cairo_move_to(cr, path.minX, path.minY)
                cairo_line_to(cr, path.maxX, path.minY)
                cairo_line_to(cr, path.maxX, path.maxY)
                cairo_line_to(cr, path.minX, path.maxY)
                cairo_close_path(cr)
                self.paint(paint, fill: true)
            }
        case .roundedRect(let path, let r):
            if path.width > 0, path.height > 0 {
                // Quarter circles (or square corners) joined by the sides, clockwise from the top-left corner,
                // as the SVG writer's path runs.
                let half = Double.pi / 2
                cairo_new_sub_path(cr)
                cairo_move_to(cr, path.minX + r.topLeft, path.minY)
                cairo_line_to(cr, path.maxX - r.topRight, path.minY)
                if r.topRight > 0 { cairo_arc(cr, path.maxX - r.topRight, path.minY + r.topRight, r.topRight, -half, 0) }
                cairo_line_to(cr, path.maxX, path.maxY - r.bottomRight)
                if r.bottomRight > 0 {
                    cairo_arc(cr, path.maxX - r.bottomRight, path.maxY - r.bottomRight, r.bottomRight, 0, half)
                }
                cairo_line_to(cr, path.minX + r.bottomLeft, path.maxY)
                if r.bottomLeft > 0 {
                    cairo_arc(cr, path.minX + r.bottomLeft, path.maxY - r.bottomLeft, r.bottomLeft, half, 2 * half)
                }
                cairo_line_to(cr, path.minX, path.minY + r.topLeft)
                if r.topLeft > 0 { cairo_arc(cr, path.minX + r.topLeft, path.minY + r.topLeft, r.topLeft, 2 * half, 3 * half) }
                cairo_close_path(cr)
                self.paint(paint, fill: true)
            }
        case .line(let from, let to):
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            self.paint(paint, fill: false, dashOffset: dashOffset)
        case .polygon(let points):
            for (index, point) in points.enumerated() {
                if index == 0 { cairo_move_to(cr, point.x, point.y) } else { cairo_line_to(cr, point.x, point.y) }
            }
            cairo_close_path(cr)
            self.paint(paint, fill: true)
        case .text(let text):
            try draw(text, style: paint, node: node)
        }
        if faded {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        try context.checkStatus("draw node \(node.id)")
    }

    /// Fills (if `fill` and the style has a fill) and strokes the current
    /// path, its dashes starting `dashOffset` into the pattern, then clears it.
    private func paint(_ style: DiagramStyle, fill: Bool, dashOffset: Double = 0) {
        if fill, let color = style.fill {
            setSource(color)
            cairo_fill_preserve(cr)
        }
        if style.hasStroke, let color = style.stroke {
            setSource(color)
            cairo_set_line_width(cr, style.strokeWidth)
            let dash = style.effectiveDash
            cairo_set_dash(cr, dash, Int32(dash.count), dashOffset)
            cairo_stroke_preserve(cr)
        }
        cairo_new_path(cr)
    }

    private func draw(_ text: SceneText, style: DiagramStyle, node: SceneNode) throws(CairoRenderError) {
        guard style.fill != nil || style.hasStroke, text.fontSize > 0 else { return }
        cairo_set_font_size(cr, text.fontSize)
        try CairoStatus.check(cairo_scaled_font_status(cairo_get_scaled_font(cr)),
                              "scale the font \(font.path) to \(DiagramNumber.format(text.fontSize)) for node \(node.id)")
        for line in text.lines {
            let string = SVGTextContent.displayed(line.string)
            guard !string.isEmpty else { continue }
            let far = !range.safe.contains(DiagramRect(x: line.baseline.x, y: line.baseline.y, width: 0, height: 0))
            var x = line.baseline.x
            if text.anchor != .start || far {
                var extents = cairo_text_extents_t()
                cairo_text_extents(cr, string, &extents)
                x -= extents.x_advance * (text.anchor == .start ? 0 : text.anchor == .middle ? 0.5 : 1)
                // Cairo's coordinates would wrap around; text that far away is off the drawing unless huge.
                let ink = DiagramRect(x: x + extents.x_bearing, y: line.baseline.y + extents.y_bearing,
                                      width: extents.width, height: extents.height)
                if far, ink.intersection(range.visible) == nil { continue }
            }
            cairo_move_to(cr, x, line.baseline.y)
            if style.hasStroke {
                // An outline needs the glyphs as a path; SVG viewers do the same.
                cairo_text_path(cr, string)
                paint(style, fill: true)
            } else if let color = style.fill {
                setSource(color)
                cairo_show_text(cr, string)
            }
        }
        cairo_new_path(cr)
    }

    /// A colour's opacity is rounded to a whole 1/255 first, as
    /// ``LayoutDiagram/RasterImage/Pixel/init(_:)`` does and as librsvg does
    /// with `fill-opacity` and `stroke-opacity` (0.3 paints with alpha 77/255;
    /// Cairo would truncate 0.3 itself to 76/255). Node opacity is not
    /// rounded so: SVG viewers composite groups with the exact value.
    private func setSource(_ color: DiagramColor) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              (color.opacity * 255).rounded() / 255)
    }
}
