import Foundation
import LayoutDiagram
import Testing

/// The expected numbers below were not taken from `TrueTypeFont`. They were
/// read from DejaVu Sans 2.37 (`fc-query` reports fontversion 155320, that is
/// 2.37 in 16.16) at /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf with a
/// separate Python script written with `struct.unpack` only:
/// - `head` at +18 → unitsPerEm 2048; `hhea` at +4/+6/+8/+34 → ascender 1901,
///   descender −483, lineGap 0, numberOfHMetrics 6238; `maxp` at +4 → 6253 glyphs;
/// - `OS/2` is version 1 (86 bytes, no sCapHeight), so the cap height is the
///   `glyf` yMax of `H` (glyph 43, through `loca` format 1): 1493; of `x`
///   (glyph 91): 1120;
/// - glyph ids from the 3/10 format 12 map (281 groups; it agrees with the
///   3/1 format 4 map on every BMP code), advances from `hmtx`
///   (`advanceWidth` = the first UInt16 of record min(glyph, 6237)):
///   digits 1303, `×` U+00D7 1716, `·` U+00B7 651, `…` U+2026 2048,
///   `P` 1235, `h` 1298, `o` 1253, `t` 803, `s` 1067, space 651, `W` 2025,
///   `😀` U+1F600 (glyph 5857) 2135, `.notdef` (glyph 0) 1229; `中` U+4E2D
///   and U+E000 map to glyph 0.
///
/// A throwaway C program drawing with Cairo 1.16.0 (cairo-ft, FreeType face
/// of the same file, CAIRO_HINT_METRICS_OFF, CAIRO_HINT_STYLE_NONE) printed
/// these `cairo_text_extents` x_advance values, which the sums reproduce:
/// "180×44" at 11 → 44.2094726562, "Photos" at 11 → 37.1088867188,
/// "中" at 11 → 6.6010742188, "item 0 · 90×60 <&>" at 12 → 123.87890625.
@Suite("Font metrics")
struct FontMetricsTests {
    /// DejaVu Sans from the standard places, ignoring `LAYOUT_DIAGRAM_FONT`
    /// so that the numbers above apply.
    static let dejaVuSans = Result { () throws(FontLoadingError) -> FontMetrics in
        try FontMetrics(locatedBy: FontLocator(environment: [:]))
    }

    var font: FontMetrics {
        get throws { try Self.dejaVuSans.get() }
    }

    static func fontBytes() throws -> [UInt8] {
        let path = try #require(try Self.dejaVuSans.get().path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    // MARK: Tables

    @Test func readsTheHeaderTables() throws {
        let tables = try font.font
        #expect(tables.unitsPerEm == 2048)
        #expect(tables.ascender == 1901)
        #expect(tables.descender == -483)
        #expect(tables.lineGap == 0)
        #expect(tables.glyphCount == 6253)
        // OS/2 version 1 has no sCapHeight: the tops of H and x in glyf.
        #expect(tables.capHeight == 1493)
        #expect(tables.xHeight == 1120)
    }

    /// A length in DejaVu Sans's font units (2048 to the em), in ems. (A function, not `n.0 / 2048`
    /// in each `#expect`: the literals made every expectation slow to type-check.)
    private func ems(_ units: Double) -> Double { units / 2048 }

    @Test func advancesInEms() throws {
        let font = try font
        for digit in "0123456789".unicodeScalars {
            #expect(font.advance(of: digit) == ems(1303))
        }
        #expect(font.advance(of: "×") == ems(1716))
        #expect(font.advance(of: "·") == ems(651))
        #expect(font.advance(of: "…") == ems(2048))
        #expect(font.advance(of: "W") == ems(2025))
        // Outside the Basic Multilingual Plane: only the format 12 map has it.
        #expect(font.advance(of: "😀") == ems(2135))
        #expect(font.notdefAdvance == ems(1229))
    }

    @Test func verticalMetricsInEms() throws {
        let font = try font
        #expect(font.ascent == ems(1901))
        #expect(font.descent == ems(483))
        #expect(font.lineGap == 0)
        #expect(font.capHeight == ems(1493))
        #expect(font.xHeight == ems(1120))
    }

    @Test func unmappedScalarsUseNotdef() throws {
        let font = try font
        #expect(font.font.glyph(for: "中") == 0)
        #expect(font.advance(of: "中") == ems(1229))
        #expect(font.advance(of: "\u{E000}") == ems(1229))   // private use
        // Two .notdef and one digit: (2 × 1229 + 1303) / 2048.
        #expect(font.advance(of: "中0\u{E000}") == ems(3761))
    }

    @Test func latinFastPathAgreesWithTheCharacterMap() throws {
        let font = try font
        for value in UInt32(0)...0xFF {
            let scalar = try #require(Unicode.Scalar(value))
            let units = font.font.advanceWidth(ofGlyph: font.font.glyph(for: scalar))
            #expect(font.advance(of: scalar) == Double(units) / 2048, "U+\(String(value, radix: 16))")
        }
    }

    // MARK: Text measure

    @Test func widthIsTheSumOfAdvances() throws {
        let measure = TextMeasure(font: try font)
        // "180×44": five digits and a ×: (5 × 1303 + 1716) / 2048 × 11 = 8231 × 11 / 2048 = 44.20947265625,
        // Cairo's x_advance to the last printed digit.
        #expect(measure.width(of: "180×44", fontSize: 11) == 44.20947265625)
        // P h o t o s: (1235 + 1298 + 1253 + 803 + 1253 + 1067) = 6909; × 11 / 2048 = 37.10888671875.
        #expect(measure.width(of: "Photos", fontSize: 11) == 37.10888671875)
        // The research note's string: 21142 units / 2048 × 12 = 123.87890625, Cairo's value too.
        #expect(measure.width(of: "item 0 · 90×60 <&>", fontSize: 12) == 123.87890625)
        #expect(measure.width(of: "", fontSize: 11) == 0)
    }

    @Test func truncationWithEllipsis() throws {
        let measure = TextMeasure(font: try font)
        // "Photos" is 37.109 at 11 pt.
        #expect(measure.truncated("Photos", toWidth: 37.2, fontSize: 11) == "Photos")
        // "Pho…": (1235 + 1298 + 1253 + 2048) × 11 / 2048 = 5834 × 11 / 2048 ≈ 31.335 ≤ 32;
        // "Phot…": 6637 × 11 / 2048 ≈ 35.648 > 32.
        #expect(measure.truncated("Photos", toWidth: 32, fontSize: 11) == "Pho…")
        // "P…": 3283 × 11 / 2048 ≈ 17.633.
        #expect(measure.truncated("Photos", toWidth: 18, fontSize: 11) == "P…")
        #expect(measure.truncated("Photos", toWidth: 17, fontSize: 11) == nil)
    }

    @Test func baselineSitsHalfTheCapHeightBelowTheCentre() throws {
        let measure = TextMeasure(font: try font)
        // 1493 / 2048 / 2 × 11 = 16423 / 4096 = 4.009521484375.
        #expect(measure.baselineOffset(fontSize: 11) == 4.009521484375)
        // Lines stay 1.2 em apart, as with the estimate.
        #expect(abs(measure.lineSpacing(fontSize: 10) - 12) < 1e-12)
        #expect(abs(measure.blockHeight(lines: 2, fontSize: 10) - 22) < 1e-12)
    }

    @Test func measureKeepsTheValidatedMetricsFinite() throws {
        let measure = TextMeasure(font: try font)
        for value in [measure.averageAdvance, measure.baselineShift, measure.lineHeight] {
            #expect(value.isFinite && value >= 0)
        }
        #expect(measure != TextMeasure.estimate)
        #expect(TextMeasure.estimate.font == nil)
    }

    // MARK: Identity

    @Test func equalityIsByTablesNotByPath() throws {
        let fromFile = try font
        let fromBytes = try FontMetrics(data: Data(try Self.fontBytes()))
        #expect(fromFile.path != nil)
        #expect(fromBytes.path == nil)
        #expect(fromFile == fromBytes)
        #expect(fromFile.hashValue == fromBytes.hashValue)
        #expect(TextMeasure(font: fromFile) == TextMeasure(font: fromBytes))
    }

    @Test func anotherFontIsNotEqual() throws {
        let path = try #require(try font.path)
        let mono = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("DejaVuSansMono.ttf")
        try #require(FileManager.default.isReadableFile(atPath: mono.path), "DejaVu Sans Mono beside DejaVu Sans")
        let other = try FontMetrics(contentsOf: mono)
        #expect(other != (try font))
        #expect(other.advance(of: "W") == other.advance(of: "i"))   // monospaced
    }

    @Test func pinnedFontIsCachedAndHasAPath() throws {
        let first = try FontMetrics.pinned()
        let second = try FontMetrics.pinned()
        #expect(first == second)
        #expect(try FontMetrics.pinnedFontPath() == first.path)
        #expect(try TextMeasure.pinned().font == first)
    }

    // MARK: Malformed fonts

    @Test func cutShortFontsThrow() throws {
        let bytes = try Self.fontBytes()
        // Every table must lie inside the file, so any cut throws: at the
        // start, inside the directory, and through the tables.
        var lengths = Array(0...64) + Array(stride(from: 65, to: bytes.count, by: 7919)) + [bytes.count - 1]
        lengths += Self.tableRanges(bytes).flatMap { [$0.lowerBound, $0.lowerBound + 1, $0.upperBound - 1] }
        for length in lengths where length < bytes.count {
            #expect(throws: TrueTypeFontError.self, "cut at \(length) bytes") {
                try TrueTypeFont(bytes: Array(bytes.prefix(length)))
            }
        }
    }

    @Test func corruptedFontsThrowOrParseButNeverTrap() throws {
        let bytes = try Self.fontBytes()
        // The bytes this reader looks at: the directory and the tables it reads.
        let tables = Self.tableRanges(bytes, tags: ["head", "hhea", "maxp", "hmtx", "cmap", "OS/2"])
        var targets = [0..<(12 + 16 * 20)] + tables
        targets = targets.map { $0.clamped(to: 0..<bytes.count) }
        var random = SplitMix64(seed: 0x5EED)
        var outcomes = (parsed: 0, threw: 0)
        for _ in 0..<300 {
            var corrupt = bytes
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let range = targets[Int(random.next() % UInt64(targets.count))]
                let index = range.lowerBound + Int(random.next() % UInt64(max(range.count, 1)))
                corrupt[index] = UInt8(truncatingIfNeeded: random.next())
            }
            do {
                let font = try FontMetrics(data: Data(corrupt))
                // Whatever it parsed, looking things up must be safe too.
                _ = font.advance(of: "180×44 · Photos … 中😀")
                _ = font.font.advanceWidth(ofGlyph: 70_000)
                _ = TextMeasure(font: font).truncated("Photos and more", toWidth: 30, fontSize: 11)
                outcomes.parsed += 1
            } catch {
                #expect(!error.description.isEmpty)
                outcomes.threw += 1
            }
        }
        #expect(outcomes.parsed + outcomes.threw == 300)
    }

    @Test func clearErrors() throws {
        #expect(throws: TrueTypeFontError.truncated(table: "file", offset: 0, size: 12, length: 0)) {
            try TrueTypeFont(bytes: [])
        }
        #expect(throws: TrueTypeFontError.notAFont(signature: "3C3F786D")) {
            try TrueTypeFont(bytes: Array("<?xml version=\"1.0\"?>".utf8))
        }
        #expect(throws: TrueTypeFontError.fontCollection) {
            try TrueTypeFont(bytes: Array("ttcf".utf8) + [UInt8](repeating: 0, count: 12))
        }
        // Rename the cmap table in the directory.
        var bytes = try Self.fontBytes()
        let record = try #require(Self.directoryRecord(bytes, tag: "cmap"))
        bytes.replaceSubrange(record..<(record + 4), with: Array("xmap".utf8))
        #expect(throws: TrueTypeFontError.missingTable("cmap")) {
            try TrueTypeFont(bytes: bytes)
        }
        let message = TrueTypeFontError.truncated(table: "hmtx", offset: 24952, size: 2, length: 24952).description
        #expect(message == "font is cut short: reading 2 bytes at offset 24952 of the 'hmtx' table needs 24954 bytes, "
            + "but it has 24952")
    }

    @Test func unreadableFileIsAnError() {
        let url = URL(fileURLWithPath: "/nonexistent/DejaVuSans.ttf")
        #expect {
            try FontMetrics(contentsOf: url)
        } throws: { error in
            guard case FontLoadingError.unreadable(let path, _) = error else { return false }
            return path == url.path
        }
    }

    // MARK: Locating

    @Test func overrideVariableWins() throws {
        let locator = FontLocator(environment: ["LAYOUT_DIAGRAM_FONT": "/custom/Font.ttf"],
                                  searchPaths: ["/a/DejaVuSans.ttf"],
                                  isReadableFile: { _ in true })
        #expect(try locator.locate() == "/custom/Font.ttf")
    }

    @Test func missingOverrideIsAnErrorNotAFallback() {
        let locator = FontLocator(environment: ["LAYOUT_DIAGRAM_FONT": "/custom/Font.ttf"],
                                  searchPaths: ["/a/DejaVuSans.ttf"],
                                  isReadableFile: { $0 == "/a/DejaVuSans.ttf" })
        #expect(throws: FontLoadingError.overrideNotFound(variable: "LAYOUT_DIAGRAM_FONT", path: "/custom/Font.ttf")) {
            try locator.locate()
        }
    }

    @Test func searchPathsInOrder() throws {
        let locator = FontLocator(environment: ["LAYOUT_DIAGRAM_FONT": "", "HOME": "/home/me"],
                                  searchPaths: ["/a/DejaVuSans.ttf", "~/fonts/DejaVuSans.ttf", "/b/DejaVuSans.ttf"],
                                  isReadableFile: { $0 != "/a/DejaVuSans.ttf" })
        // An empty variable counts as unset; `~/` is $HOME.
        #expect(try locator.locate() == "/home/me/fonts/DejaVuSans.ttf")
    }

    @Test func notFoundSaysWhereItLookedAndWhatToInstall() {
        let locator = FontLocator(environment: [:], searchPaths: ["/a/DejaVuSans.ttf", "~/DejaVuSans.ttf"],
                                  isReadableFile: { _ in false })
        #expect(throws: FontLoadingError.notFound(searched: ["/a/DejaVuSans.ttf"])) {
            try locator.locate()
        }
        let message = FontLoadingError.notFound(searched: ["/a/DejaVuSans.ttf"]).description
        #expect(message.contains("/a/DejaVuSans.ttf"))
        #expect(message.contains("fonts-dejavu-core"))
        #expect(message.contains("LAYOUT_DIAGRAM_FONT"))
    }

    @Test func standardPathsStartWithDebians() {
        #expect(FontLocator.standardPaths.first == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    }

    // MARK: Hand-built fonts

    @Test func fullUnicodeMapIsPreferredOverTheBasicPlane() throws {
        // 3/1 maps A→1 B→2 C→3 a→3; 3/10 maps A→2 and U+1F600→3: the 3/10 map wins.
        let font = try TrueTypeFont(bytes: SyntheticFont.bytes(cmaps: [.basicPlane, .fullUnicode]))
        #expect(font.glyph(for: "A") == 2)
        #expect(font.glyph(for: "😀") == 3)
        #expect(font.glyph(for: "B") == 0)   // not in the 3/10 map
    }

    @Test func formatFourDeltasAndGlyphArrays() throws {
        let font = try TrueTypeFont(bytes: SyntheticFont.bytes(cmaps: [.basicPlane]))
        // Segment A…C with idDelta −0x40: A→1, B→2, C→3.
        #expect(["A", "B", "C"].map { font.glyph(for: $0) } == [1, 2, 3])
        // Segment a…b through the glyph array [3, 0]: a→3, b unmapped.
        #expect(font.glyph(for: "a") == 3)
        #expect(font.glyph(for: "b") == 0)
        #expect(font.glyph(for: "😀") == 0)
    }

    @Test func glyphsAfterTheLastMetricShareItsAdvance() throws {
        // Four glyphs, three metrics (500, 600, 700): glyph 3 is 700 wide too.
        let font = try TrueTypeFont(bytes: SyntheticFont.bytes(cmaps: [.basicPlane]))
        #expect((0..<4).map(font.advanceWidth(ofGlyph:)) == [500, 600, 700, 700])
        #expect(font.advanceWidth(ofGlyph: 99) == 500)   // out of range: .notdef's
        let metrics = FontMetrics(font: font)
        // "ABC": (600 + 700 + 700) / 1000; an unmapped "b" is .notdef's 500.
        #expect(metrics.advance(of: "ABCb") == 2.5)
    }

    @Test func capHeightFromOS2VersionTwoElseEstimated() throws {
        let withOS2 = try TrueTypeFont(bytes: SyntheticFont.bytes(cmaps: [.basicPlane], os2: (capHeight: 650, xHeight: 450)))
        #expect(withOS2.capHeight == 650)
        #expect(withOS2.xHeight == 450)
        // No OS/2 and no glyf (as in a CFF font): 0.7 em and 0.5 em of 1000.
        let without = try TrueTypeFont(bytes: SyntheticFont.bytes(cmaps: [.basicPlane]))
        #expect(without.capHeight == 700)
        #expect(without.xHeight == 500)
        #expect(without.ascender == 800 && without.descender == -200 && without.lineGap == 90)
    }

    @Test func characterMapErrors() throws {
        #expect(throws: TrueTypeFontError.noUnicodeCharacterMap(found: ["1/0 format 4"])) {
            try TrueTypeFont(bytes: SyntheticFont.bytes(cmaps: [.macintoshRoman]))
        }
        #expect(throws: TrueTypeFontError.self) {
            try TrueTypeFont(bytes: SyntheticFont.bytes(cmaps: [.unsortedGroups]))
        }
    }

    // MARK: Helpers (a reading of the table directory independent of the parser)

    /// Where the directory record for `tag` starts.
    static func directoryRecord(_ bytes: [UInt8], tag: String) -> Int? {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).map { 12 + 16 * $0 }.first { Array(bytes[$0..<($0 + 4)]) == Array(tag.utf8) }
    }

    /// The byte ranges of the tables named `tags` (all tables when `nil`).
    static func tableRanges(_ bytes: [UInt8], tags: [String]? = nil) -> [Range<Int>] {
        func uint32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).compactMap { index in
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            guard tags?.contains(tag) ?? true else { return nil }
            return uint32(record + 8)..<(uint32(record + 8) + uint32(record + 12))
        }
    }
}

/// A small seeded generator, so a failing corruption can be replayed.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A minimal font assembled byte by byte: units per em 1000; four glyphs
/// with three horizontal metrics (500, 600, 700); ascender 800, descender
/// −200, line gap 90; no outlines.
private enum SyntheticFont {
    enum CharacterMap {
        /// 3/1 format 4: A…C by delta to glyphs 1…3; a…b through the glyph array [3, 0].
        case basicPlane
        /// 3/10 format 12: A → 2, U+1F600 → 3.
        case fullUnicode
        /// 1/0 (Macintosh Roman) format 4: not Unicode.
        case macintoshRoman
        /// 3/10 format 12 with its groups out of order.
        case unsortedGroups

        var platformEncoding: (UInt16, UInt16) {
            switch self {
            case .basicPlane: return (3, 1)
            case .fullUnicode, .unsortedGroups: return (3, 10)
            case .macintoshRoman: return (1, 0)
            }
        }

        var subtable: [UInt8] {
            switch self {
            case .basicPlane, .macintoshRoman:
                // Segments: A…C (delta 1 − 0x41), a…b (glyph array), 0xFFFF (end).
                var table = u16([4, 0, 0, 2 * 3, 0, 0, 0])        // format, length, language, segCountX2, …
                table += u16([0x43, 0x62, 0xFFFF, 0])             // endCode, reservedPad
                table += u16([0x41, 0x61, 0xFFFF])                // startCode
                table += u16([UInt16(bitPattern: 1 - 0x41), 0, 1])  // idDelta
                // idRangeOffset: segment 1's points from its own field past
                // the two fields after it, to the glyph array.
                table += u16([0, 2 * 2, 0])
                table += u16([3, 0])                              // glyphIdArray
                return table
            case .fullUnicode, .unsortedGroups:
                var groups = [(UInt32(0x41), UInt32(0x41), UInt32(2)), (0x1F600, 0x1F600, 3)]
                if self == .unsortedGroups { groups.reverse() }
                var table = u16([12, 0]) + u32([16 + 12 * UInt32(groups.count), 0, UInt32(groups.count)])
                for (first, last, glyph) in groups { table += u32([first, last, glyph]) }
                return table
            }
        }
    }

    static func bytes(cmaps: [CharacterMap], os2: (capHeight: Int16, xHeight: Int16)? = nil) -> [UInt8] {
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(12..<16, with: u32([0x5F0F_3CF5]))
        head.replaceSubrange(18..<20, with: u16([1000]))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(4..<10, with: u16([800, UInt16(bitPattern: -200), 90]))
        hhea.replaceSubrange(34..<36, with: u16([3]))
        let maxp = u32([0x5000]) + u16([4])
        let hmtx = u16([500, 0, 600, 0, 700, 0, 0])     // three (advance, lsb) pairs, one lsb

        var cmap = u16([0, UInt16(cmaps.count)])
        var subtables: [UInt8] = []
        for map in cmaps {
            let offset = 4 + 8 * cmaps.count + subtables.count
            cmap += u16([map.platformEncoding.0, map.platformEncoding.1]) + u32([UInt32(offset)])
            subtables += map.subtable
        }
        cmap += subtables

        var tables = [("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("maxp", maxp)]
        if let os2 {
            var table = [UInt8](repeating: 0, count: 96)
            table.replaceSubrange(0..<2, with: u16([2]))
            table.replaceSubrange(86..<90, with: u16([UInt16(bitPattern: os2.xHeight), UInt16(bitPattern: os2.capHeight)]))
            tables.insert(("OS/2", table), at: 0)
        }
        var file = u32([0x0001_0000]) + u16([UInt16(tables.count), 0, 0, 0])
        var data: [UInt8] = []
        let dataStart = 12 + 16 * tables.count
        for (tag, table) in tables {
            file += Array(tag.utf8) + u32([0, UInt32(dataStart + data.count), UInt32(table.count)])
            data += table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
        }
        return file + data
    }

    /// Big-endian bytes.
    static func u16(_ values: [UInt16]) -> [UInt8] { values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    static func u32(_ values: [UInt32]) -> [UInt8] { values.flatMap { u16([UInt16($0 >> 16), UInt16($0 & 0xFFFF)]) } }
}
