import Foundation

/// One font's advance widths and vertical metrics, in ems: what measuring a
/// label needs, and all it needs.
///
/// A width in points is the sum of the advances of the string's Unicode
/// scalars, times the font size, without kerning. That is what Cairo's toy
/// text API draws when hint metrics are off, and what an SVG viewer draws
/// with the same font, so all renderers agree with the measurement.
///
/// ```swift
/// let font = try FontMetrics.pinned()     // DejaVu Sans, loaded once per process
/// font.advance(of: "0")                   // 1303 / 2048 = 0.63623046875 em
/// font.advance(of: "180×44") * 11         // 8231 / 2048 × 11 = 44.20947265625 pt
/// font.advance(of: "中")                  // .notdef's: 1229 / 2048 em
/// ```
///
/// Characters the font lacks get the advance of glyph 0 (`.notdef`), as
/// Cairo draws them; there is no fallback font.
///
/// Two values are equal when their metric tables are, wherever the bytes came
/// from; ``path`` is only for messages and for renderers that must load the
/// same file.
public struct FontMetrics: Hashable, Sendable, CustomStringConvertible {
    /// The parsed tables.
    public let font: TrueTypeFont
    /// The file the font was read from; `nil` when it was made from bytes.
    public let path: String?
    /// The advances of U+0000 through U+00FF, in font units: labels are
    /// mostly ASCII, and this skips the character map's search.
    private let latin1Advances: [UInt16]
    /// The tables' hash, computed once: a font has thousands of glyphs.
    private let digest: Int

    /// Metrics of an already parsed font.
    public init(font: TrueTypeFont, path: String? = nil) {
        self.font = font
        self.path = path
        latin1Advances = (0...0xFF).map { UInt16(font.advanceWidth(ofGlyph: font.glyph(for: Unicode.Scalar(UInt8($0))))) }
        var hasher = Hasher()
        hasher.combine(font)
        digest = hasher.finalize()
    }

    /// Metrics of the font in `data`, the bytes of a `.ttf` or `.otf` file.
    public init(data: Data) throws(TrueTypeFontError) {
        self.init(font: try TrueTypeFont(data: data))
    }

    /// Metrics of the font file at `url`.
    public init(contentsOf url: URL) throws(FontLoadingError) {
        let path = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        do {
            self.init(font: try TrueTypeFont(data: data), path: path)
        } catch {
            throw .malformed(path: path, error)
        }
    }

    /// Metrics of the font that `locator` finds.
    public init(locatedBy locator: FontLocator) throws(FontLoadingError) {
        try self.init(contentsOf: URL(fileURLWithPath: try locator.locate()))
    }

    // MARK: Advances

    /// The advance of `scalar`, in ems; `.notdef`'s when the font lacks it.
    public func advance(of scalar: Unicode.Scalar) -> Double {
        Double(advanceUnits(of: scalar)) / Double(font.unitsPerEm)
    }

    /// The advance of `text`, in ems: the sum over its Unicode scalars.
    public func advance(of text: some StringProtocol) -> Double {
        var units = 0
        for scalar in text.unicodeScalars {
            units += advanceUnits(of: scalar)
        }
        // Font units add exactly; dividing once keeps the result exact too
        // (a power-of-two em, as DejaVu Sans's 2048, divides without error).
        return Double(units) / Double(font.unitsPerEm)
    }

    /// The advance of characters the font lacks, in ems.
    public var notdefAdvance: Double {
        Double(font.advanceWidth(ofGlyph: 0)) / Double(font.unitsPerEm)
    }

    private func advanceUnits(of scalar: Unicode.Scalar) -> Int {
        if scalar.value <= 0xFF { return Int(latin1Advances[Int(scalar.value)]) }
        return font.advanceWidth(ofGlyph: font.glyph(for: scalar))
    }

    // MARK: Vertical metrics

    /// The font's design units per em (2048 for DejaVu Sans).
    public var unitsPerEm: Int { font.unitsPerEm }
    /// From the baseline up to the font's ascender line, in ems (positive).
    public var ascent: Double { Double(font.ascender) / Double(font.unitsPerEm) }
    /// From the baseline down to the font's descender line, in ems (positive).
    public var descent: Double { Double(-font.descender) / Double(font.unitsPerEm) }
    /// The font's extra space between lines, in ems.
    public var lineGap: Double { Double(font.lineGap) / Double(font.unitsPerEm) }
    /// The height of capitals, in ems (1493 / 2048 ≈ 0.729 for DejaVu Sans).
    public var capHeight: Double { Double(font.capHeight) / Double(font.unitsPerEm) }
    /// The height of lowercase letters, in ems (1120 / 2048 ≈ 0.547 for DejaVu Sans).
    public var xHeight: Double { Double(font.xHeight) / Double(font.unitsPerEm) }

    // MARK: Equality

    /// Whether both are the same font's metrics.
    public static func == (lhs: FontMetrics, rhs: FontMetrics) -> Bool {
        lhs.digest == rhs.digest && lhs.font == rhs.font
    }

    /// Hashes the font's digest.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// The font's path, glyph count and units per em.
    public var description: String {
        "FontMetrics(\(path ?? "bytes"), \(font.glyphCount) glyphs, \(font.unitsPerEm) units per em)"
    }
}

// MARK: - The pinned font

extension FontMetrics {
    /// The pinned font, DejaVu Sans, as ``FontLocator/standard`` finds it.
    ///
    /// It is read once per process, on first use, and the result (or the
    /// error) is kept; the environment is read then too.
    public static func pinned() throws(FontLoadingError) -> FontMetrics {
        try pinnedLoad.get()
    }

    /// The file ``pinned()`` read. A renderer that draws with the font (the
    /// Cairo PNG renderer, through FreeType) must load exactly this file so
    /// that its advances are the ones measured.
    public static func pinnedFontPath() throws(FontLoadingError) -> String {
        let metrics = try pinnedLoad.get()
        // A located font always has a path; this is only defensive.
        guard let path = metrics.path else { throw .notFound(searched: []) }
        return path
    }

    /// Swift initialises a static `let` lazily and exactly once, even under
    /// concurrent first use.
    private static let pinnedLoad = Result { () throws(FontLoadingError) -> FontMetrics in
        try FontMetrics(locatedBy: .standard)
    }
}

// MARK: - Finding the font

/// Where the pinned font, DejaVu Sans, is looked for.
///
/// 1. The environment variable `LAYOUT_DIAGRAM_FONT`, when set and not
///    empty: the path of a font file. It is the only place looked at then,
///    and an unreadable path is an error rather than a silent fallback.
/// 2. Otherwise ``standardPaths`` in order; `~/` means `$HOME`.
///
/// The environment and the file check are injectable, so tests need not
/// change the process's environment.
///
/// ```swift
/// let locator = FontLocator(environment: ["LAYOUT_DIAGRAM_FONT": "/fonts/DejaVuSans.ttf"])
/// try locator.locate()                    // "/fonts/DejaVuSans.ttf", if readable
/// ```
public struct FontLocator: Sendable {
    /// The variable that overrides the search: a font file's path.
    public static let environmentVariable = "LAYOUT_DIAGRAM_FONT"

    /// Where packages put DejaVu Sans, most common first.
    public static let standardPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",      // Debian, Ubuntu: fonts-dejavu-core
        "/usr/share/fonts/TTF/DejaVuSans.ttf",                  // Arch: ttf-dejavu
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",    // Fedora: dejavu-sans-fonts
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",               // Alpine, openSUSE, older Fedora
        "/usr/local/share/fonts/dejavu/DejaVuSans.ttf",         // FreeBSD: dejavu
        "/opt/homebrew/share/fonts/DejaVuSans.ttf",             // Homebrew on Apple silicon
        "/usr/local/share/fonts/DejaVuSans.ttf",                // Homebrew on Intel, manual installs
        "/Library/Fonts/DejaVuSans.ttf",                        // macOS, for all users
        "~/Library/Fonts/DejaVuSans.ttf",                       // macOS: brew install --cask font-dejavu
        "~/.local/share/fonts/DejaVuSans.ttf",                  // Linux, for one user
    ]

    /// The process's environment, by default.
    public var environment: [String: String]
    /// Where to look when the variable is not set.
    public var searchPaths: [String]
    /// Whether a path names a readable file.
    public var isReadableFile: @Sendable (String) -> Bool

    /// The process's environment and the standard paths.
    public static var standard: FontLocator { FontLocator() }

    /// A locator that reads `environment` and searches `searchPaths`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                searchPaths: [String] = FontLocator.standardPaths,
                isReadableFile: @escaping @Sendable (String) -> Bool = {
                    FileManager.default.isReadableFile(atPath: $0)
                }) {
        self.environment = environment
        self.searchPaths = searchPaths
        self.isReadableFile = isReadableFile
    }

    /// The font file's path.
    public func locate() throws(FontLoadingError) -> String {
        if let override = environment[Self.environmentVariable], !override.isEmpty {
            guard isReadableFile(override) else {
                throw .overrideNotFound(variable: Self.environmentVariable, path: override)
            }
            return override
        }
        let candidates = searchPaths.compactMap(expandingHome)
        guard let found = candidates.first(where: isReadableFile) else {
            throw .notFound(searched: candidates)
        }
        return found
    }

    /// `path` with a leading `~/` replaced by `$HOME`; `nil` without a home.
    private func expandingHome(_ path: String) -> String? {
        guard path.hasPrefix("~/") else { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
    }
}

/// Why a font file could not be found or read.
public enum FontLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// DejaVu Sans is at none of the paths looked at.
    case notFound(searched: [String])
    /// The override variable names a file that does not exist or cannot be read.
    case overrideNotFound(variable: String, path: String)
    /// The file exists but reading it failed; the system's reason.
    case unreadable(path: String, reason: String)
    /// The file is not a font this reader understands.
    case malformed(path: String, TrueTypeFontError)

    /// What went wrong, with the font's path.
    public var description: String {
        switch self {
        case .notFound(let searched):
            return "the pinned font DejaVu Sans (DejaVuSans.ttf) was not found; "
                + "\(FontLocator.environmentVariable) is not set, and none of these exists: "
                + searched.joined(separator: ", ") + ". " + Self.installHint
        case .overrideNotFound(let variable, let path):
            return "\(variable) is \(path), which is not a readable file. "
                + "Set it to the path of a .ttf font, or unset it to use DejaVu Sans from the system. "
                + Self.installHint
        case .unreadable(let path, let reason):
            return "cannot read the font \(path): \(reason)"
        case .malformed(let path, let error):
            return "\(path): \(error)"
        }
    }

    private static let installHint = "Install DejaVu Sans with the package fonts-dejavu-core "
        + "(Debian, Ubuntu: apt-get install fonts-dejavu-core), dejavu-sans-fonts (Fedora), ttf-dejavu (Arch) "
        + "or font-dejavu (macOS: brew install --cask font-dejavu), "
        + "or set \(FontLocator.environmentVariable) to a font file's path."
}
