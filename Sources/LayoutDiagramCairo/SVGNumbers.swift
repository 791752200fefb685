import LayoutDiagram

/// The numbers the SVG renderer writes, as numbers: every coordinate, size,
/// stroke width, dash and opacity through ``LayoutDiagram/DiagramNumber/quantized(_:)``,
/// the one quantiser behind ``LayoutDiagram/DiagramNumber/format(_:)``.
///
/// The PNG is drawn from these rather than from the scene's exact doubles,
/// so it paints what an SVG viewer paints from the SVG: a cell edge at
/// 133.33333… is drawn at 133.3333 in both, and anti-aliased edge pixels
/// agree to the last level.
///
/// ```swift
/// SVGNumbers.rounded(400.0 / 3.0)   // 133.3333
/// SVGNumbers.rounded(0.00004)       // 0: an SVG stroke-width:0 draws nothing
/// ```
enum SVGNumbers {
    static func rounded(_ value: Double) -> Double {
        DiagramNumber.quantized(value)
    }

    static func rounded(_ point: DiagramPoint) -> DiagramPoint {
        DiagramPoint(x: rounded(point.x), y: rounded(point.y))
    }

    static func rounded(_ rect: DiagramRect) -> DiagramRect {
        DiagramRect(x: rounded(rect.x), y: rounded(rect.y), width: rounded(rect.width), height: rounded(rect.height))
    }

    /// The path an SVG element of `shape` has. A rectangle becomes the
    /// rectangle its outline is stroked along (``LayoutDiagram/DiagramStyle/strokeRect(for:)``
    /// of the unrounded style and frame, as the SVG `<rect>` is written).
    static func path(of shape: SceneShape, style: DiagramStyle) -> SceneShape {
        switch shape {
        case .rect(let frame):
            return .rect(rounded(style.strokeRect(for: frame)))
        case .roundedRect(let frame, let radii):
            let rect = style.strokeRect(for: frame)
            return .roundedRect(rounded(rect),
                                radii: radii.inset(by: style.hasStroke ? style.strokeWidth / 2 : 0, fitting: rect).map(rounded))
        case .line(let from, let to):
            return .line(from: rounded(from), to: rounded(to))
        case .polygon(let points):
            return .polygon(points.map(rounded))
        case .text(var text):
            text.fontSize = rounded(text.fontSize)
            text.lines = text.lines.map { SceneTextLine($0.string, baseline: rounded($0.baseline)) }
            return .text(text)
        }
    }

    /// `style` as the style sheet writes it: no stroke unless the style has
    /// one (whose rounded width may then be 0, which draws nothing), rounded
    /// widths, dashes and opacities.
    static func paint(_ style: DiagramStyle) -> DiagramStyle {
        func opacity(_ color: DiagramColor?) -> DiagramColor? {
            color.map { DiagramColor(red: $0.red, green: $0.green, blue: $0.blue, opacity: rounded($0.opacity)) }
        }
        return DiagramStyle(fill: opacity(style.fill), stroke: style.hasStroke ? opacity(style.stroke) : nil,
                            strokeWidth: rounded(style.strokeWidth),
                            dash: style.dash.filter { $0.isFinite && $0 >= 0 }.map { rounded($0) })
    }
}
