import Dispatch
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramSVG

extension DiagramRendering {
    /// The bytes of an animation whose frames are `frames` (scenes of one size, as
    /// ``LayoutDiagram/AnimationCanvas`` makes them), shown `framesPerSecond` a second and looping:
    /// an animated PNG (``LayoutDiagramCairo/AnimatedPNG``) or an animated SVG
    /// (``LayoutDiagramSVG/AnimatedSVGRenderer``), in the format, theme and background asked for.
    ///
    /// PNG frames are drawn on every core at once, each run of equal frames once; the bytes do not
    /// depend on the order the work finishes in. `textEntries` go into the PNG as `tEXt` chunks, and on
    /// the SVG's root as `data-` attributes, each named by its keyword after `layout-diagram `.
    ///
    /// - Throws: what the renderers throw; a PDF cannot be animated.
    public func renderAnimation(frames: [DiagramScene], framesPerSecond: Int,
                                textEntries: [String: String] = [:]) throws -> Data {
        switch format {
        case .svg:
            let light = painted(theme == .dark ? DiagramTheme.dark : .light)
            return try AnimatedSVGRenderer(options: .init(theme: light, darkTheme: theme == .auto ? painted(.dark) : nil,
                                                          xmlDeclaration: xmlDeclaration))
                .render(frames: frames, framesPerSecond: framesPerSecond,
                        data: textEntries.sorted { $0.key < $1.key }.map { key, value in
                            (key.replacingOccurrences(of: "layout-diagram ", with: ""), value)
                        })
        case .pdf, .html:
            throw DiagramSceneError.invalidOption(name: "format", value: format.rawValue, expected: "an animated PNG or SVG")
        case .png:
            // Drawn in batches, each on every core at once, each run of equal frames once; then added
            // in order, so the bytes do not depend on which core finished first, and only a batch of
            // pixels is held at a time.
            let renderer = pngRenderer
            // An edge pixel the background covers only in part is translucent: a fractional size in pixels.
            let size = frames[0].size
            let whole = [size.width, size.height].allSatisfy { ($0 * scale).rounded() == $0 * scale }
            var writer = AnimatedPNG.Writer(frameCount: frames.count, framesPerSecond: framesPerSecond,
                                            alpha: background == .transparent || !whole)
            let batch = max(ProcessInfo.processInfo.activeProcessorCount, 1) * 2
            var start = 0
            var last: (scene: DiagramScene, image: RasterImage)?
            while start < frames.count {
                let scenes = Array(frames[start..<min(start + batch, frames.count)])
                var images = [Result<RasterImage, any Error>?](repeating: nil, count: scenes.count)
                images.withUnsafeMutableBufferPointer { slots in
                    let shared = SharedSlots(slots: slots, scenes: scenes, renderer: renderer, previous: last?.scene)
                    DispatchQueue.concurrentPerform(iterations: scenes.count) { index in
                        // A frame equal to the one before is not drawn again.
                        let earlier = index == 0 ? shared.previous : shared.scenes[index - 1]
                        guard shared.scenes[index] != earlier else { return }
                        shared.slots[index] = Result { try shared.renderer.rasterize(shared.scenes[index]) }
                    }
                }
                for (scene, image) in zip(scenes, images) {
                    let drawn = try image.map { try $0.get() } ?? last!.image
                    try writer.append(drawn)
                    last = (scene, drawn)
                }
                start += scenes.count
            }
            var entries = textEntries
            entries[PNGTextChunk.softwareKeyword] = CairoRenderer.softwareDescription
            return try PNGTextChunk.inserting(entries, into: try writer.finish())
        }
    }
}

/// What `concurrentPerform`'s iterations share; each writes only its own slot.
private struct SharedSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Result<RasterImage, any Error>?>
    let scenes: [DiagramScene]
    let renderer: CairoRenderer
    let previous: DiagramScene?
}
