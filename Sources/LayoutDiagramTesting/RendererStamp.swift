import CompositionalLayout
import Foundation
import LayoutDiagramCairo

/// What drew a golden PNG, stored beside it as `<name>.meta.json`:
///
/// ```json
/// {"cairoVersion":"1.16.0","renderer":"CairoRenderer","scale":2,"theme":"light"}
/// ```
///
/// Cairo's anti-aliasing changes between versions, so a golden drawn by
/// another Cairo may differ at edges. The stamp is not compared: it only
/// explains a PNG mismatch (a new Cairo, another scale or theme).
struct RendererStamp: Codable, Hashable, Sendable {
    var renderer: String
    var cairoVersion: String
    var theme: String
    var scale: Double

    /// The stamp of `options` drawn by this process's Cairo.
    init(options: CairoRenderer.Options) {
        renderer = "CairoRenderer"
        cairoVersion = CairoRenderer.cairoVersion
        theme = options.theme.name
        scale = options.scale
    }

    /// The file's bytes: sorted keys, one line, a final newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The stamp in `data`; `nil` when it cannot be read.
    static func decoded(from data: Data) -> RendererStamp? {
        try? JSONDecoder().decode(RendererStamp.self, from: data)
    }

    /// Sentences saying how `golden` (the stamp stored beside the golden
    /// PNG, `nil` when there is none) differs from `self`, the current one.
    func differences(fromGolden golden: RendererStamp?, file: String) -> [String] {
        guard let golden else {
            return ["\(file) is missing or unreadable, so the Cairo that drew the golden is unknown "
                    + "(this is Cairo \(cairoVersion))."]
        }
        var notes: [String] = []
        if golden.cairoVersion != cairoVersion {
            notes.append("The golden was drawn by Cairo \(golden.cairoVersion) and this is Cairo \(cairoVersion): "
                         + "anti-aliasing differs between versions, so if only edges differ, re-record the golden "
                         + "on this Cairo or raise the tolerance.")
        }
        if golden.scale != scale {
            notes.append("The golden was drawn at scale \(CanonicalNumber.messageText(golden.scale)), this image at scale \(CanonicalNumber.messageText(scale)).")
        }
        if golden.theme != theme {
            notes.append("The golden was drawn with the \(golden.theme) theme, this image with the \(theme) theme.")
        }
        if golden.renderer != renderer {
            notes.append("The golden was drawn by \(golden.renderer), this image by \(renderer).")
        }
        return notes
    }
}
