/// One canvas for an animation's frames: each frame's scene grown so that all have the same size
/// and a chosen point of the layout (the screen's corner) lands on the same place in every picture.
///
/// A frame's scene is as large as what it draws, and what it draws changes as the content scrolls
/// (a "+N more above" label comes and goes), so frames differ in size and in where layout
/// coordinates land. An animation needs one size, and the screen held still while the content
/// moves under it.
///
/// ```swift
/// let frames = AnimationCanvas.aligning(scenes, anchors: screenCorners)   // same size, corners aligned
/// ```
public enum AnimationCanvas {
    /// `scenes`, each grown (never cut) so that `anchors[i]` (a point in scene `i`'s layout
    /// coordinates) lands on the same picture point in every scene, and all have the same size,
    /// a whole number of points (so that at a whole scale the background covers every pixel whole).
    public static func aligning(_ scenes: [DiagramScene], anchors: [DiagramPoint]) -> [DiagramScene] {
        precondition(scenes.count == anchors.count, "one anchor a scene")
        let placed = zip(scenes, anchors).map { scene, anchor in
            DiagramPoint(x: scene.contentOffset.x + anchor.x, y: scene.contentOffset.y + anchor.y)
        }
        let left = placed.map(\.x).max() ?? 0, top = placed.map(\.y).max() ?? 0
        var grown = zip(scenes, placed).map { scene, point in
            var scene = scene
            let dx = left - point.x, dy = top - point.y
            scene.bounds = DiagramRect(x: scene.bounds.minX - dx, y: scene.bounds.minY - dy,
                                       width: scene.bounds.width + dx, height: scene.bounds.height + dy)
            return scene
        }
        let width = grown.map(\.size.width).max() ?? 0, height = grown.map(\.size.height).max() ?? 0
        for index in grown.indices {
            grown[index].bounds.width = width.rounded(.up) - 2 * grown[index].padding
            grown[index].bounds.height = height.rounded(.up) - 2 * grown[index].padding
        }
        return grown
    }
}
