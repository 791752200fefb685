import Foundation

/// The metric tables of a TrueType or OpenType font, read from the file's
/// bytes: enough to measure text, nothing to draw it.
///
/// ```swift
/// let font = try TrueTypeFont(data: Data(contentsOf: dejaVuSansURL))
/// font.unitsPerEm                                    // 2048
/// font.advanceWidth(ofGlyph: font.glyph(for: "0"))   // 1303 font units
/// font.glyph(for: "中")                              // 0: .notdef, DejaVu Sans has no CJK
/// ```
///
/// It reads `head` (units per em), `hhea` (ascender, descender, line gap and
/// the number of horizontal metrics), `maxp` (the number of glyphs), `hmtx`
/// (advance widths), `cmap` and `OS/2`. Of the character maps it takes the
/// first Unicode one in format 4 or 12, in the order platform 3 encoding 10
/// (full Unicode), 0/6 and 0/4 (full Unicode too), 3/1 (the Basic
/// Multilingual Plane), then the rest of platform 0: like FreeType, which
/// loads the font for the PNG renderer, full Unicode comes first.
///
/// The cap height and x-height come from `OS/2` version 2 or later. Older
/// fonts (DejaVu Sans has version 1) give them through the outlines instead:
/// the top of the `H` and of the `x` in `glyf`. Without either, they are
/// estimated at 0.7 em and 0.5 em.
///
/// Every read is bounds-checked. Bytes that are not a font, or a font that
/// is cut short or self-contradictory, throw a ``TrueTypeFontError`` that
/// names the table and the field; parsing never traps. Font collections
/// (`.ttc`) and kerning are not read: Cairo's toy text API, which draws the
/// PNG, does not kern either.
public struct TrueTypeFont: Hashable, Sendable {
    /// The size of the em square, in font units (2048 for DejaVu Sans).
    public let unitsPerEm: Int
    /// `hhea` ascender: from the baseline up to the top of the tallest
    /// glyphs, in font units (positive).
    public let ascender: Int
    /// `hhea` descender: from the baseline down, in font units (negative).
    public let descender: Int
    /// `hhea` line gap: extra space between lines, in font units.
    public let lineGap: Int
    /// The height of flat capitals such as `H`, in font units.
    public let capHeight: Int
    /// The height of flat lowercase letters such as `x`, in font units.
    public let xHeight: Int
    /// Each glyph's advance width, in font units, indexed by glyph id.
    /// Glyph 0 is `.notdef`, drawn for characters the font lacks.
    public let advanceWidths: [UInt16]
    /// Unicode scalars to glyph ids.
    let characterMap: CharacterMap

    /// Parses a font from its file's bytes.
    public init(data: Data) throws(TrueTypeFontError) {
        try self.init(bytes: [UInt8](data))
    }

    /// Parses a font from its file's bytes.
    public init(bytes: [UInt8]) throws(TrueTypeFontError) {
        let file = FontBytes(tag: "file", bytes: bytes, start: 0, length: bytes.count)
        let directory = try TableDirectory(file)

        let head = try directory.table("head")
        guard try head.uint32(at: 12) == 0x5F0F_3CF5 else {
            throw .invalidValue(table: "head", field: "magicNumber", value: Int(try head.uint32(at: 12)),
                                expected: "0x5F0F3CF5")
        }
        let unitsPerEm = Int(try head.uint16(at: 18))
        guard (1...16384).contains(unitsPerEm) else {
            throw .invalidValue(table: "head", field: "unitsPerEm", value: unitsPerEm, expected: "1 to 16384")
        }

        let hhea = try directory.table("hhea")
        let horizontalMetricCount = Int(try hhea.uint16(at: 34))
        guard horizontalMetricCount >= 1 else {
            throw .invalidValue(table: "hhea", field: "numberOfHMetrics", value: 0, expected: "at least 1")
        }

        let glyphCount = Int(try directory.table("maxp").uint16(at: 4))
        guard glyphCount >= 1 else {
            throw .invalidValue(table: "maxp", field: "numGlyphs", value: 0, expected: "at least 1 (.notdef)")
        }

        self.unitsPerEm = unitsPerEm
        ascender = Int(try hhea.int16(at: 4))
        descender = Int(try hhea.int16(at: 6))
        lineGap = Int(try hhea.int16(at: 8))
        advanceWidths = try Self.advanceWidths(hmtx: directory.table("hmtx"), glyphCount: glyphCount,
                                               horizontalMetricCount: horizontalMetricCount)
        characterMap = try CharacterMap(cmap: directory.table("cmap"), glyphCount: glyphCount)

        let heights = try Self.heights(directory, characterMap: characterMap, glyphCount: glyphCount)
        capHeight = heights.cap ?? (unitsPerEm * 7 + 5) / 10
        xHeight = heights.x ?? (unitsPerEm + 1) / 2
    }

    /// The number of glyphs in the font.
    public var glyphCount: Int { advanceWidths.count }

    /// The glyph that draws `scalar`, or 0 (`.notdef`) when the font has none.
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        characterMap.glyph(for: scalar.value)
    }

    /// The advance width of `glyph`, in font units; `.notdef`'s for an id out
    /// of range.
    public func advanceWidth(ofGlyph glyph: Int) -> Int {
        Int(advanceWidths.indices.contains(glyph) ? advanceWidths[glyph] : advanceWidths[0])
    }

    // MARK: - Tables

    /// `hmtx` holds `numberOfHMetrics` (advance, side bearing) pairs; the
    /// glyphs after them share the last advance.
    private static func advanceWidths(hmtx: FontBytes, glyphCount: Int,
                                      horizontalMetricCount: Int) throws(TrueTypeFontError) -> [UInt16] {
        // A count above the number of glyphs is tolerated, as FreeType does:
        // the extra metrics belong to no glyph.
        let pairs = min(horizontalMetricCount, glyphCount)
        try hmtx.require(at: 0, size: 4 * pairs)
        var widths: [UInt16] = []
        widths.reserveCapacity(glyphCount)
        for glyph in 0..<pairs {
            widths.append(try hmtx.uint16(at: 4 * glyph))
        }
        let last = widths[pairs - 1]
        widths.append(contentsOf: repeatElement(last, count: glyphCount - pairs))
        return widths
    }

    /// The cap height and x-height from `OS/2` (version 2 and later), else
    /// from the tops of `H` and `x` in `glyf`; `nil` where neither has them.
    private static func heights(_ directory: TableDirectory, characterMap: CharacterMap,
                                glyphCount: Int) throws(TrueTypeFontError) -> (cap: Int?, x: Int?) {
        var cap: Int?
        var x: Int?
        if let os2 = directory.optionalTable("OS/2"), try os2.uint16(at: 0) >= 2 {
            let sxHeight = Int(try os2.int16(at: 86))
            let sCapHeight = Int(try os2.int16(at: 88))
            // Some fonts write 0 for "unknown".
            if sCapHeight > 0 { cap = sCapHeight }
            if sxHeight > 0 { x = sxHeight }
        }
        if cap == nil || x == nil, let outlines = try GlyphOutlines(directory, glyphCount: glyphCount) {
            if cap == nil { cap = try outlines.top(ofGlyph: characterMap.glyph(for: 0x48)) }   // H
            if x == nil { x = try outlines.top(ofGlyph: characterMap.glyph(for: 0x78)) }       // x
        }
        return (cap, x)
    }
}

/// Why bytes could not be read as a font.
public enum TrueTypeFontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with a TrueType or OpenType signature; the
    /// first four bytes, in hex.
    case notAFont(signature: String)
    /// A font collection (`.ttc`); only single fonts are read.
    case fontCollection
    /// A read runs past the end of `table` (or of the whole `file`): its
    /// offset and size in bytes, and the length available.
    case truncated(table: String, offset: Int, size: Int, length: Int)
    /// The table directory places a table beyond the end of the file.
    case tableOutOfBounds(table: String, offset: Int, length: Int, fileSize: Int)
    /// A table this reader needs is absent.
    case missingTable(String)
    /// A field holds an impossible value.
    case invalidValue(table: String, field: String, value: Int, expected: String)
    /// No character map is both Unicode and in format 4 or 12; the maps
    /// found, as `platform/encoding format N`.
    case noUnicodeCharacterMap(found: [String])

    /// What is wrong with the font file, naming the table and field.
    public var description: String {
        switch self {
        case .notAFont(let signature):
            return "not a TrueType or OpenType font: it starts with 0x\(signature)"
        case .fontCollection:
            return "a font collection (.ttc); give the path of a single .ttf or .otf font"
        case .truncated(let table, let offset, let size, let length):
            let place = table == "file" ? "the file" : "the '\(table)' table"
            return "font is cut short: reading \(size) bytes at offset \(offset) of \(place) "
                + "needs \(offset + size) bytes, but it has \(length)"
        case .tableOutOfBounds(let table, let offset, let length, let fileSize):
            return "font is cut short: the '\(table)' table spans bytes \(offset)..<\(offset + length), "
                + "but the file has \(fileSize)"
        case .missingTable(let table):
            return "font has no '\(table)' table"
        case .invalidValue(let table, let field, let value, let expected):
            return "font's '\(table)' \(field) is \(value); expected \(expected)"
        case .noUnicodeCharacterMap(let found):
            let list = found.isEmpty ? "none" : found.joined(separator: ", ")
            return "font has no Unicode character map in format 4 or 12 (found: \(list))"
        }
    }
}

// MARK: - Reading

/// A bounds-checked, big-endian view of one table (or of the whole file).
struct FontBytes {
    let tag: String
    let bytes: [UInt8]
    /// Where the view starts in `bytes`, and how long it is.
    let start: Int
    let length: Int

    func require(at offset: Int, size: Int) throws(TrueTypeFontError) {
        // `length - size` rather than `offset + size`: no overflow for any input.
        guard offset >= 0, size >= 0, size <= length, offset <= length - size else {
            throw .truncated(table: tag, offset: offset, size: size, length: length)
        }
    }

    func uint16(at offset: Int) throws(TrueTypeFontError) -> UInt16 {
        try require(at: offset, size: 2)
        let index = start + offset
        return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    func int16(at offset: Int) throws(TrueTypeFontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(TrueTypeFontError) -> UInt32 {
        try require(at: offset, size: 4)
        let index = start + offset
        return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16
            | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }
}

/// The sfnt header and its table records.
private struct TableDirectory {
    let file: FontBytes
    /// Each table's offset and length in the file; the first record wins
    /// when a tag repeats.
    var records: [String: (offset: Int, length: Int)] = [:]

    init(_ file: FontBytes) throws(TrueTypeFontError) {
        self.file = file
        try file.require(at: 0, size: 12)
        let signature = try file.uint32(at: 0)
        switch signature {
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F: break   // TrueType, 'true' (old Apple), 'OTTO' (CFF)
        case 0x7474_6366: throw .fontCollection              // 'ttcf'
        default: throw .notAFont(signature: String(signature, radix: 16, uppercase: true))
        }
        let tableCount = Int(try file.uint16(at: 4))
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            let tag = Self.tag(try file.uint32(at: record))
            let offset = Int(try file.uint32(at: record + 8))
            let length = Int(try file.uint32(at: record + 12))
            // Every table, not only the ones read here, must lie inside the
            // file: a cut-short font fails now rather than in the renderer.
            guard offset <= file.length, length <= file.length - offset else {
                throw .tableOutOfBounds(table: tag, offset: offset, length: length, fileSize: file.length)
            }
            if records[tag] == nil { records[tag] = (offset, length) }
        }
    }

    func optionalTable(_ tag: String) -> FontBytes? {
        records[tag].map { FontBytes(tag: tag, bytes: file.bytes, start: $0.offset, length: $0.length) }
    }

    func table(_ tag: String) throws(TrueTypeFontError) -> FontBytes {
        guard let table = optionalTable(tag) else { throw .missingTable(tag) }
        return table
    }

    /// Four bytes as text; bytes outside printable ASCII as `?`.
    private static func tag(_ value: UInt32) -> String {
        let scalars = [24, 16, 8, 0].map { shift -> Character in
            let byte = UInt8(truncatingIfNeeded: value >> UInt32(shift))
            return (0x20...0x7E).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
        }
        return String(scalars)
    }
}

/// `loca` and `glyf`: only each glyph's bounding box is read.
private struct GlyphOutlines {
    let locations: FontBytes
    let glyphs: FontBytes
    let longOffsets: Bool
    let glyphCount: Int

    /// `nil` for a font without TrueType outlines (a CFF font).
    init?(_ directory: TableDirectory, glyphCount: Int) throws(TrueTypeFontError) {
        guard let locations = directory.optionalTable("loca"), let glyphs = directory.optionalTable("glyf")
        else { return nil }
        let format = Int(try directory.table("head").int16(at: 50))
        guard format == 0 || format == 1 else {
            throw .invalidValue(table: "head", field: "indexToLocFormat", value: format, expected: "0 or 1")
        }
        self.locations = locations
        self.glyphs = glyphs
        self.longOffsets = format == 1
        self.glyphCount = glyphCount
    }

    /// The top (`yMax`) of `glyph`'s outline, in font units; `nil` for
    /// `.notdef` or a glyph without an outline.
    func top(ofGlyph glyph: Int) throws(TrueTypeFontError) -> Int? {
        guard glyph > 0, glyph < glyphCount else { return nil }
        let start = try offset(ofGlyph: glyph)
        let end = try offset(ofGlyph: glyph + 1)
        guard end > start else { return nil }
        return Int(try glyphs.int16(at: start + 8))
    }

    private func offset(ofGlyph glyph: Int) throws(TrueTypeFontError) -> Int {
        longOffsets ? Int(try locations.uint32(at: 4 * glyph)) : 2 * Int(try locations.uint16(at: 2 * glyph))
    }
}

// MARK: - Character map

/// Unicode scalars to glyph ids, as sorted runs of consecutive scalars drawn
/// by consecutive glyphs. Looking a scalar up is a binary search; a few
/// hundred runs cover DejaVu Sans's 5,800 characters.
struct CharacterMap: Hashable, Sendable {
    struct Run: Hashable, Sendable {
        var first: UInt32
        var last: UInt32
        var firstGlyph: UInt32
    }

    private(set) var runs: [Run] = []

    /// The glyph for `scalar`, or 0 (`.notdef`).
    func glyph(for scalar: UInt32) -> Int {
        // The last run starting at or before `scalar`.
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].first <= scalar { low = middle + 1 } else { high = middle }
        }
        guard low > 0, scalar <= runs[low - 1].last else { return 0 }
        let run = runs[low - 1]
        return Int(run.firstGlyph + (scalar - run.first))
    }

    init(cmap: FontBytes, glyphCount: Int) throws(TrueTypeFontError) {
        // Rank the Unicode maps this reader understands; lower is better.
        var best: (rank: Int, offset: Int, format: UInt16)?
        var found: [String] = []
        let recordCount = Int(try cmap.uint16(at: 2))
        for index in 0..<recordCount {
            let record = 4 + 8 * index
            let platform = try cmap.uint16(at: record)
            let encoding = try cmap.uint16(at: record + 2)
            let offset = Int(try cmap.uint32(at: record + 4))
            let format = try cmap.uint16(at: offset)
            found.append("\(platform)/\(encoding) format \(format)")
            guard format == 4 || format == 12 else { continue }
            // Full Unicode before the Basic Multilingual Plane alone, as
            // FreeType (and so Cairo) chooses.
            let rank: Int
            switch (platform, encoding) {
            case (3, 10): rank = 0
            case (0, 6): rank = 1
            case (0, 4): rank = 2
            case (3, 1): rank = 3
            case (0, _): rank = 10 - Int(min(encoding, 5))   // 0/3 before 0/2 before 0/1 …
            default: continue
            }
            if rank < best?.rank ?? Int.max { best = (rank, offset, format) }
        }
        guard let best else { throw .noUnicodeCharacterMap(found: found) }

        var builder = RunBuilder(glyphCount: glyphCount)
        if best.format == 4 {
            try Self.readFormat4(cmap, at: best.offset, into: &builder)
        } else {
            try Self.readFormat12(cmap, at: best.offset, into: &builder)
        }
        runs = builder.runs
    }

    /// Format 4: segments of 16-bit codes, each mapped by a delta or through
    /// a glyph array. The subtable's own length field is often wrong in old
    /// fonts, so reads are bounded by the `cmap` table instead.
    private static func readFormat4(_ cmap: FontBytes, at subtable: Int,
                                    into builder: inout RunBuilder) throws(TrueTypeFontError) {
        let doubledCount = Int(try cmap.uint16(at: subtable + 6))
        guard doubledCount > 0, doubledCount % 2 == 0 else {
            throw .invalidValue(table: "cmap", field: "format 4 segCountX2", value: doubledCount,
                                expected: "a positive even number")
        }
        let segmentCount = doubledCount / 2
        let ends = subtable + 14
        let starts = ends + doubledCount + 2
        let deltas = starts + doubledCount
        let rangeOffsets = deltas + doubledCount
        try cmap.require(at: ends, size: 4 * doubledCount + 2)

        var previousEnd = -1
        for segment in 0..<segmentCount {
            let end = Int(try cmap.uint16(at: ends + 2 * segment))
            let start = Int(try cmap.uint16(at: starts + 2 * segment))
            let delta = Int(try cmap.uint16(at: deltas + 2 * segment))
            let rangeOffsetPosition = rangeOffsets + 2 * segment
            let rangeOffset = Int(try cmap.uint16(at: rangeOffsetPosition))
            // Sorted, disjoint segments also bound the work to 65,536 codes.
            guard start <= end, start > previousEnd else {
                throw .invalidValue(table: "cmap", field: "format 4 segment \(segment) startCode", value: start,
                                    expected: "at most its endCode \(end) and above the previous endCode \(previousEnd)")
            }
            previousEnd = end
            // 0xFFFF ends the last segment and is no character; FreeType skips
            // a range offset of 0xFFFF as invalid.
            guard rangeOffset != 0xFFFF, start <= 0xFFFE else { continue }
            for code in start...min(end, 0xFFFE) {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = code + delta
                } else {
                    glyph = Int(try cmap.uint16(at: rangeOffsetPosition + rangeOffset + 2 * (code - start)))
                    if glyph != 0 { glyph += delta }
                }
                builder.add(UInt32(code), glyph: UInt32(glyph & 0xFFFF))
            }
        }
    }

    /// Format 12: groups of 32-bit codes mapped to consecutive glyphs.
    private static func readFormat12(_ cmap: FontBytes, at subtable: Int,
                                     into builder: inout RunBuilder) throws(TrueTypeFontError) {
        let groupCount = Int(try cmap.uint32(at: subtable + 12))
        let groups = subtable + 16
        // Checked before the loop, so a huge count fails fast.
        guard groupCount <= (cmap.length - min(groups, cmap.length)) / 12 else {
            throw .truncated(table: "cmap", offset: groups, size: 12 * groupCount, length: cmap.length)
        }
        var previousEnd: Int64 = -1
        for group in 0..<groupCount {
            let record = groups + 12 * group
            let first = try cmap.uint32(at: record)
            let last = try cmap.uint32(at: record + 4)
            let firstGlyph = try cmap.uint32(at: record + 8)
            guard first <= last, last <= 0x10FFFF, Int64(first) > previousEnd else {
                throw .invalidValue(table: "cmap", field: "format 12 group \(group) startCharCode",
                                    value: Int(first),
                                    expected: "at most its endCharCode \(last) (≤ 0x10FFFF) and above the previous "
                                        + "endCharCode \(previousEnd)")
            }
            previousEnd = Int64(last)
            builder.add(first...last, firstGlyph: firstGlyph)
        }
    }
}

/// Collects ascending codes into runs, dropping glyph ids the font lacks.
private struct RunBuilder {
    let glyphCount: Int
    var runs: [CharacterMap.Run] = []

    mutating func add(_ code: UInt32, glyph: UInt32) {
        // Glyph 0 is what an unmapped code gets anyway.
        if glyph != 0 { add(code...code, firstGlyph: glyph) }
    }

    /// Codes must arrive in ascending order, each range after the last.
    mutating func add(_ codes: ClosedRange<UInt32>, firstGlyph: UInt32) {
        // A glyph id past the last glyph draws nothing: leave it unmapped.
        guard Int(firstGlyph) < glyphCount else { return }
        let room = UInt32(glyphCount - 1) - firstGlyph
        let last = codes.upperBound - codes.lowerBound > room ? codes.lowerBound + room : codes.upperBound
        if let previous = runs.last, previous.last &+ 1 == codes.lowerBound,
           previous.firstGlyph + (previous.last - previous.first) &+ 1 == firstGlyph {
            runs[runs.count - 1].last = last
        } else {
            runs.append(CharacterMap.Run(first: codes.lowerBound, last: last, firstGlyph: firstGlyph))
        }
    }
}
