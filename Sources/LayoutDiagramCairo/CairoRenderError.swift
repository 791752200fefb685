import CompositionalLayout
import LayoutDiagram

/// Why a PNG or PDF could not be rendered, or a PNG encoded or decoded.
///
/// Size and scale problems are found before anything is drawn. Every Cairo
/// and FreeType call that can fail is checked, and its failure carries
/// Cairo's own text (`cairo_status_to_string`) or FreeType's error code.
///
/// ```swift
/// do {
///     _ = try CairoRenderer(options: .init(scale: 100)).render(scene)
/// } catch let error as CairoRenderError {
///     print(error)   // PNG scale 100 is out of range: expected a finite number greater than 0 and at most 8
/// }
/// ```
public enum CairoRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scale is NaN, infinite, not positive or above ``CairoRenderer/maxScale``.
    case invalidScale(Double)
    /// The image would be `width` × `height` pixels, which breaks `limit`
    /// (a side below 1 or above ``CairoRenderer/maxPixelSide``, or more than
    /// ``CairoRenderer/maxPixelCount`` pixels in all).
    case invalidImageSize(width: Double, height: Double, limit: String)
    /// A PDF page would be `width` × `height` points, which breaks `limit` (a side below 1 or
    /// above ``CairoPDFRenderer/maxPageSide``).
    case invalidPageSize(width: Double, height: Double, limit: String)
    /// A Cairo call failed while doing `operation`; `status` is the
    /// `cairo_status_t` value and `message` Cairo's text for it.
    case cairo(operation: String, status: Int, message: String)
    /// FreeType could not load the font at `path`; `code` is the `FT_Error`.
    case font(path: String, code: Int, message: String)
    /// The data is not a PNG file (no signature or no `IEND` chunk).
    case notAPNG
    /// A `tEXt` keyword that is empty, longer than 79 characters or not printable Latin-1.
    case invalidTextKeyword(String)

    /// What went wrong, as a sentence.
    public var description: String {
        switch self {
        case .invalidScale(let scale):
            return "PNG scale \(Self.format(scale)) is out of range: expected a number from "
                + "\(Self.format(CairoRenderer.minScale)) to \(Self.format(CairoRenderer.maxScale))"
        case .invalidImageSize(let width, let height, let limit):
            return "PNG image of \(Self.format(width))×\(Self.format(height)) pixels is not allowed: \(limit)"
        case .invalidPageSize(let width, let height, let limit):
            return "PDF page of \(Self.format(width))×\(Self.format(height)) points is not allowed: \(limit)"
        case .cairo(let operation, let status, let message):
            return "Cairo could not \(operation): \(message) (status \(status))"
        case .font(let path, let code, let message):
            return "cannot load the font \(path): \(message) (FreeType error \(code))"
        case .notAPNG:
            return "not a PNG file"
        case .invalidTextKeyword(let keyword):
            return "invalid PNG text keyword '\(keyword)': expected 1 to 79 printable Latin-1 characters"
        }
    }

    /// Numbers as every message writes them (`nan`, `inf` by name).
    private static func format(_ value: Double) -> String {
        CanonicalNumber.messageText(value)
    }
}
