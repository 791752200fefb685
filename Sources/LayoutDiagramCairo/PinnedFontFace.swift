import CLayoutDiagramCairo
import Foundation
import LayoutDiagram

/// Where the pinned font is read from when ``CairoRenderer/Options/fontPath``
/// is `nil`: the very file ``LayoutDiagram/TextMeasure/pinned()`` measures
/// text with, so label widths in the scene are the widths Cairo draws.
enum FontLocation {
    /// `explicit` if given, otherwise the file the scene was measured with:
    /// ``LayoutDiagram/FontMetrics/pinnedFontPath()`` (`$LAYOUT_DIAGRAM_FONT`,
    /// else DejaVu Sans where the system keeps it).
    static func resolve(_ explicit: String?) throws -> String {
        if let explicit { return explicit }
        return try FontMetrics.pinnedFontPath()
    }
}

/// A Cairo font face made from one font file through FreeType, so text is
/// drawn with exactly that font and never with whatever fontconfig picks.
///
/// Faces are made once per path and kept for the life of the process, with
/// their `FT_Face` (which must outlive the Cairo face) and one shared
/// `FT_Library`. FreeType allows one library to be shared between threads
/// as long as faces are created and destroyed under a lock, which
/// ``FontRegistry`` holds; once made, a face is used only through Cairo,
/// which locks it around every FreeType call. A font file replaced on disk
/// while the process runs is therefore not reloaded.
final class PinnedFontFace: @unchecked Sendable {
    /// The `cairo_font_face_t`; never destroyed.
    let pointer: OpaquePointer
    /// The font file it was loaded from.
    let path: String

    fileprivate init(pointer: OpaquePointer, path: String) {
        self.pointer = pointer
        self.path = path
    }

    /// The face for the font file at `path`, loaded on first use.
    static func load(path: String) throws(CairoRenderError) -> PinnedFontFace {
        try FontRegistry.shared.face(at: path)
    }
}

/// The process-wide FreeType library and the faces loaded from it.
private final class FontRegistry: @unchecked Sendable {
    static let shared = FontRegistry()

    /// Guards every member below.
    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: PinnedFontFace] = [:]

    func face(at path: String) throws(CairoRenderError) -> PinnedFontFace {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[path] { return face }
        let face = try load(path)
        faces[path] = face
        return face
    }

    /// Called with the lock held.
    private func load(_ path: String) throws(CairoRenderError) -> PinnedFontFace {
        let library = try freeTypeLibrary(path)
        var ftFace: FT_Face?
        let error = FT_New_Face(library, path, 0, &ftFace)
        guard error == 0, let ftFace else { throw Self.freeTypeError(error, path: path) }
        guard ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(ftFace)
            throw .font(path: path, code: 0, message: "not a scalable (outline) font")
        }
        // Load flags 0: Cairo adds FT_LOAD_NO_HINTING from the hint style NONE set on each context.
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0) else {
            FT_Done_Face(ftFace)
            throw CairoStatus.error(CAIRO_STATUS_NO_MEMORY, "create a font face from \(path)")
        }
        let status = cairo_font_face_status(face)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            FT_Done_Face(ftFace)
            throw CairoStatus.error(status, "create a font face from \(path)")
        }
        return PinnedFontFace(pointer: face, path: path)
    }

    /// Called with the lock held.
    private func freeTypeLibrary(_ path: String) throws(CairoRenderError) -> FT_Library {
        if let library { return library }
        var created: FT_Library?
        let error = FT_Init_FreeType(&created)
        guard error == 0, let created else { throw Self.freeTypeError(error, path: path) }
        library = created
        return created
    }

    private static func freeTypeError(_ code: FT_Error, path: String) -> CairoRenderError {
        let message: String
        if let text = FT_Error_String(code) {
            message = String(cString: text)
        } else {
            // FreeType is usually built without its error strings; these are the codes a bad path gives.
            switch code {
            case 0x01: message = "cannot open resource"
            case 0x02: message = "unknown file format"
            case 0x03: message = "broken file"
            case 0x06: message = "invalid argument"
            case 0x40: message = "out of memory"
            default: message = "FreeType error"
            }
        }
        return .font(path: path, code: Int(code), message: message)
    }
}
