import Foundation
import LayoutDiagram
import LayoutInput

/// The gallery's animation of a spec (`NAME-scroll.png`): an animated PNG of the layout scrolling,
/// made for the specs whose motion a still picture cannot show, and compared by `check` frame by frame.
///
/// A spec file is animated when its text declares an orthogonal scrolling behaviour other than
/// `none`, or a boundary item pinned to the visible bounds. The decision reads the file, not the
/// solved layout, so that the list of a gallery's files is known before any spec is solved (as
/// `check` needs it to find goldens nothing renders any more); a Swift file is not animated.
enum AnimatedArtefact {
    /// What the gallery's animations show: everything, at 4 frames a second, for as long as the
    /// moves need; few frames, to keep `make test` and CI short.
    static var animation: ScrollAnimation {
        var animation = ScrollAnimation()
        animation.framesPerSecond = 4
        return animation
    }

    /// Pixels per point: 1, a quarter of a still's pixels, since every frame is a picture.
    static let scale: Double = 1

    /// `-scroll.png`.
    static let suffix = "-scroll.png"

    /// The largest spec read to decide: a spec larger than this is not animated.
    static let maxSpecBytes = 1 << 20

    /// Whether the gallery animates `source`.
    static func wanted(for source: LayoutSource) -> Bool {
        let path = source.path
        guard ["yaml", "yml", "json"].contains((path as NSString).pathExtension.lowercased()),
              let handle = FileHandle(forReadingAtPath: path),
              let data = try? handle.read(upToCount: maxSpecBytes) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        let orthogonal = text.range(of: #""?orthogonalScrollingBehavior"?\s*:\s*"?(?!none\b)[A-Za-z]"#,
                                    options: .regularExpression) != nil
        let pinned = text.range(of: #""?pinToVisibleBounds"?\s*:\s*true"#, options: .regularExpression) != nil
        return orthogonal || pinned
    }
}
