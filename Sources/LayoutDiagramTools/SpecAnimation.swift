import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramPipeline
import LayoutSpec

/// A spec's animation before it is encoded: where everything is at each frame, and each frame's scene.
public struct AnimationFrames: Sendable {
    /// The offsets, frame by frame, and the rests.
    public let timeline: ScrollTimeline
    /// One scene a frame, all of one size, the screen at the same place in each.
    public let scenes: [DiagramScene]
}

extension SpecRendering {
    /// The most pixels an animation draws, over all its distinct frames: 600 frames of a
    /// 1,000 × 2,000-pixel screen (a phone at scale 2, with its margins) and more, but bounded.
    public static let maxAnimationPixels = 2_000_000_000

    /// The frames of ``animation`` for `specification`: its timeline (``LayoutDiagram/ScrollTimeline``)
    /// from its solution, and each frame's scene, drawn as `render --viewport` draws the screen at that
    /// frame's content offset (pinned views pinned there) with each orthogonal section scrolled
    /// to its offset (``CompositionalLayout/LayoutSolution/scrolled(orthogonalOffsets:)``).
    ///
    /// - Throws: ``ArtefactError`` when there is no animation, several devices, options the timeline
    ///   refuses, or a scene that cannot be built.
    public func animationFrames(for specification: LayoutSpecification) throws(ArtefactError) -> AnimationFrames {
        guard let animation else { throw ArtefactError("error: no animation was asked for") }
        var still = self
        still.animation = nil
        still.drawing.viewport = false
        still.drawing.contentOffset = nil
        let (panels, options) = try still.panels(for: specification)
        guard panels.count == 1, let panel = panels.first else {
            throw ArtefactError("error: an animation shows one device at a time; choose one with --device")
        }
        let solution = panel.solution
        let safeArea = panel.device.safeArea
        let rightToLeft = solution.layoutDirection == .rightToLeft
        let insets = NSDirectionalEdgeInsets(top: CGFloat(safeArea.top), leading: CGFloat(rightToLeft ? safeArea.right : safeArea.left),
                                             bottom: CGFloat(safeArea.bottom),
                                             trailing: CGFloat(rightToLeft ? safeArea.left : safeArea.right))
        let timeline: ScrollTimeline
        do {
            timeline = try ScrollTimeline(solution: solution, adjustedContentInsets: insets, animation: animation)
        } catch {
            throw ArtefactError("error: \(error.message)")
        }
        let vertical = solution.scrollDirection == .vertical
        // Each distinct frame's scene once, on every core; rests repeat theirs.
        var distinct: [ScrollTimeline.Frame] = []
        var index: [Int] = []
        for frame in timeline.frames {
            if distinct.last != frame { distinct.append(frame) }
            index.append(distinct.count - 1)
        }
        let scenes = try ParallelMap.map(distinct) { frame throws(ArtefactError) -> DiagramScene in
            var moved = panel
            let offsets = frame.orthogonalOffsets.mapValues { CGFloat($0) }
            moved.solution = solution.scrolled(orthogonalOffsets: offsets)
                .pinned(atContentOffset: CGFloat(frame.contentOffset), adjustedContentInsets: insets)
            moved.screen = DiagramScreen(contentOffset: frame.contentOffset, safeArea: safeArea)
            // What visible items' effects (visibleItemsInvalidationHandler) look like depends on the offsets too.
            var options = options
            options.orthogonalOffsets = frame.orthogonalOffsets
            do {
                return try DiagramSceneBuilder(options: options).scene(forPanels: [moved])
            } catch {
                throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
            }
        }
        let anchors = distinct.map { frame in
            vertical ? DiagramPoint(x: 0, y: frame.contentOffset) : DiagramPoint(x: frame.contentOffset, y: 0)
        }
        let aligned = AnimationCanvas.aligning(scenes, anchors: anchors)
        return AnimationFrames(timeline: timeline, scenes: index.map { aligned[$0] })
    }

    /// The bytes of the animation of `specification`: an animated PNG or SVG, as ``drawing``'s format says.
    func renderAnimation(_ specification: LayoutSpecification) throws(ArtefactError) -> Data {
        let frames = try animationFrames(for: specification)
        let timeline = frames.timeline
        do {
            if drawing.format == .png, let first = frames.scenes.first {
                let size = try drawing.pixelSize(of: first)
                let distinct = zip(frames.scenes, frames.scenes.dropFirst()).filter { $0 != $1 }.count + 1
                guard size.width * size.height * distinct <= Self.maxAnimationPixels else {
                    throw ArtefactError("error: the animation would draw \(distinct) frames of \(size.width)×\(size.height) "
                        + "pixels, over \(Self.maxAnimationPixels) pixels in all; lower --scale, --fps or --duration")
                }
            }
            return try drawing.renderAnimation(frames: frames.scenes, framesPerSecond: timeline.framesPerSecond,
                                               textEntries: ["layout-diagram rests": timeline.restsDescription,
                                                             "layout-diagram offsets": timeline.offsetsDescription])
        } catch let error as ArtefactError {
            throw error
        } catch {
            throw ArtefactError(specification.diagnostic("could not draw the animation: \(error)").description)
        }
    }
}
