import Foundation
import LayoutDiagram

/// Writes a list of scenes, one a frame, as one animated SVG document: CSS keyframes show each
/// frame in turn, with no script, so it plays where an SVG is shown as an image (a browser's
/// `<img>`, GitHub).
///
/// ```swift
/// let svg = try AnimatedSVGRenderer().render(frames: scenes, framesPerSecond: 12)
/// ```
///
/// The document is the ``SVGRenderer`` document of each frame, drawn once per run of equal
/// frames (a rest is written once, however long it holds):
/// - one `<style>` for all frames, with every role any frame uses, and the keyframes;
/// - one `<g id="SALT-frameK" class="SALT-frame">` per run, its nodes' ids prefixed `fK-`, hidden
///   except while its run plays: `@keyframes SALT-showK` makes it visible from the run's first
///   frame to its last, in an animation as long as all the frames, repeated forever;
/// - the first frame is visible without animation, so a viewer that does not animate SVG
///   (librsvg) and readers who prefer reduced motion (`prefers-reduced-motion`) see it.
///
/// The canvas is the largest frame's size; each frame keeps its own translation, so a layout
/// point lands where that frame's scene puts it.
public struct AnimatedSVGRenderer: Sendable {
    /// The theme, dark theme and XML declaration, as for a still SVG.
    public var options: SVGRenderer.Options

    /// A renderer writing as `options` says.
    public init(options: SVGRenderer.Options = SVGRenderer.Options()) {
        self.options = options
    }

    /// The animated document as UTF-8: `frames` shown `1/framesPerSecond` seconds each, looping.
    /// `data` is written on the `<svg>` element as `data-NAME="VALUE"` attributes (the timeline's
    /// rests and offsets, for a reader that checks them).
    ///
    /// - Throws: ``LayoutDiagram/DiagramSceneError`` when a frame fails validation or there is none.
    public func render(frames: [DiagramScene], framesPerSecond: Int,
                       data: [(name: String, value: String)] = []) throws(DiagramSceneError) -> Data {
        guard let first = frames.first, framesPerSecond > 0 else {
            throw .invalidOption(name: "frames", value: "\(frames.count)", expected: "at least one frame")
        }
        for frame in frames { try frame.validate() }
        // Runs of equal frames: (scene, first frame, frame count).
        var runs: [(scene: DiagramScene, start: Int, count: Int)] = []
        for (index, frame) in frames.enumerated() {
            if let last = runs.last, last.scene == frame {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((frame, index, 1))
            }
        }
        let salt = first.salt
        let styles = SVGStyleSheet(theme: options.theme, darkTheme: options.darkTheme, salt: salt)
        // One node of each role any frame draws, in the order they first appear: the style sheet's roles.
        var seen: Set<SceneRole> = []
        var union = first
        union.nodes = runs.flatMap(\.scene.nodes).filter { seen.insert($0.role).inserted }
        let width = DiagramNumber.format(frames.map(\.size.width).max()!)
        let height = DiagramNumber.format(frames.map(\.size.height).max()!)
        let duration = Double(frames.count) / Double(framesPerSecond)
        let frameClass = salt.prefixing("frame")

        let still = SVGRenderer(options: options)
        var writer = SVGWriter()
        still.open(&writer, width: width, height: height, salt: salt, title: first.title,
                   summary: first.summary + " Animated: \(frames.count) frames at \(framesPerSecond) a second.", data: data)
        writer.open("style")
        for rule in styles.rules(for: union) { writer.raw(XMLEscaping.text(rule)) }
        writer.raw(".\(frameClass){visibility:hidden;animation:\(DiagramNumber.format(duration))s step-end infinite}")
        writer.raw("#\(salt.prefixing("frame0")){visibility:visible}")
        for (index, run) in runs.enumerated() {
            let name = salt.prefixing("show\(index)")
            let start = Self.percent(run.start, of: frames.count), end = Self.percent(run.start + run.count, of: frames.count)
            var keyframes = run.start == 0 ? "0%{visibility:visible}" : "0%{visibility:hidden}\(start){visibility:visible}"
            if run.start + run.count < frames.count { keyframes += "\(end){visibility:hidden}" }
            writer.raw("@keyframes \(name){\(keyframes)}")
            writer.raw("#\(salt.prefixing("frame\(index)")){animation-name:\(name)}")
        }
        writer.raw("@media (prefers-reduced-motion:reduce){.\(frameClass){animation:none}}")
        writer.close("style")
        if options.theme.background != nil || options.darkTheme?.background != nil {
            writer.empty("rect", [("id", salt.prefixing("background")), ("class", styles.backgroundClassName),
                                  ("width", width), ("height", height)])
        }
        for (index, run) in runs.enumerated() {
            let offset = run.scene.contentOffset
            writer.open("g", [("id", salt.prefixing("frame\(index)")), ("class", frameClass),
                              ("transform", "translate(\(DiagramNumber.format(offset.x)) \(DiagramNumber.format(offset.y)))")])
            for node in run.scene.nodes {
                still.write(node, className: styles.className(for: node.role), salt: salt, idPrefix: "f\(index)-",
                            into: &writer)
            }
            writer.close("g")
        }
        writer.close("svg")
        return Data(writer.output.utf8)
    }

    /// `part / whole` as a CSS percentage with four decimals: `12.5%`.
    static func percent(_ part: Int, of whole: Int) -> String {
        DiagramNumber.format((Double(part) / Double(whole) * 100 * 10_000).rounded() / 10_000) + "%"
    }
}
