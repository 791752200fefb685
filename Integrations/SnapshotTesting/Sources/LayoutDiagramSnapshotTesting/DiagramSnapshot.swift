import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramPipeline

/// A diagram's PNG as the strategies take it: drawn by the pipeline, or, when the layout cannot be
/// solved or drawn, the reason as text. A `Snapshotting` cannot throw, and a trap is never the
/// answer to bad input; the text never decodes as a PNG, so the comparison fails and says why.
enum DiagramSnapshot {
    /// What starts a failure's bytes; no PNG starts so (a PNG starts with byte 0x89).
    static let failurePrefix = "error: "

    /// The PNG of `solution`, or the reason it could not be drawn.
    static func png(of solution: LayoutSolution, options: DiagramOptions, theme: DiagramTheme, scale: Double) -> Data {
        do {
            return try DiagramRendering.png(of: solution, options: options, theme: theme, scale: scale)
        } catch {
            return failure("\(error)")
        }
    }

    /// `reason` as a snapshot's bytes.
    static func failure(_ reason: String) -> Data {
        Data((failurePrefix + reason + "\n").utf8)
    }

    /// The reason in a failure's bytes, or `nil` for any other bytes.
    static func failure(in data: Data) -> String? {
        guard data.starts(with: Data(failurePrefix.utf8)) else { return nil }
        return String(decoding: data.dropFirst(failurePrefix.utf8.count), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
    }
}
