import Foundation

/// Turns a scene into the bytes of one file format.
///
/// A renderer knows nothing about layout rules; it draws the scene's nodes
/// in order, in layout coordinates translated by
/// ``DiagramScene/contentOffset``, and gets their look from a
/// ``DiagramTheme``. The same scene must give the same bytes.
///
/// ```swift
/// let renderer: any DiagramRenderer = SVGRenderer()
/// let data = try renderer.render(scene)
/// try data.write(to: URL(fileURLWithPath: "grid." + renderer.fileExtension))
/// ```
public protocol DiagramRenderer {
    /// The usual file extension of the output, without the dot (`svg`, `png`).
    var fileExtension: String { get }
    /// The file's bytes.
    ///
    /// - Throws: ``DiagramSceneError`` when the scene fails
    ///   ``DiagramScene/validate()``, or a renderer-specific error.
    func render(_ scene: DiagramScene) throws -> Data
}
