import CLayoutDiagramCairo
import Foundation

/// Reads and writes PNG `tEXt` chunks: keyword/value pairs in Latin-1,
/// which Cairo cannot write itself.
///
/// The renderer records what drew each image in a `Software` chunk
/// (`layout-diagram, Cairo 1.16.0`), so a golden PNG says which Cairo made it:
/// anti-aliasing changes between Cairo versions, and a comparison that fails
/// after an upgrade should say so.
///
/// ```swift
/// let tagged = try PNGTextChunk.inserting(["Software": "layout-diagram"], into: png)
/// PNGTextChunk.entries(in: tagged)["Software"]   // "layout-diagram"
/// ```
public enum PNGTextChunk {
    /// The keyword the renderer writes.
    public static let softwareKeyword = "Software"

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `png` with one `tEXt` chunk per entry (in keyword order) inserted just
    /// before `IEND`. Keywords must be 1 to 79 printable Latin-1 characters;
    /// characters outside Latin-1 in values become `?`.
    public static func inserting(_ entries: [String: String], into png: Data) throws -> Data {
        let bytes = [UInt8](png)
        guard let end = chunkStart(named: "IEND", in: bytes) else { throw CairoRenderError.notAPNG }
        var chunks: [UInt8] = []
        for keyword in entries.keys.sorted() {
            let key = latin1(keyword)
            guard (1...79).contains(key.count), key.allSatisfy({ (0x20...0x7E).contains($0) || $0 >= 0xA1 }) else {
                throw CairoRenderError.invalidTextKeyword(keyword)
            }
            let data = key + [0] + latin1(entries[keyword] ?? "").filter { $0 != 0 }
            chunks += chunk(type: "tEXt", data: data)
        }
        return Data(bytes[..<end] + chunks + bytes[end...])
    }

    /// The `tEXt` entries of `png`; empty if it has none or is not a PNG.
    public static func entries(in png: Data) -> [String: String] {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else { return [:] }
        var entries: [String: String] = [:]
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let dataStart = offset + 8
            guard length <= bytes.count - dataStart - 4 else { break }
            if type == "tEXt" {
                let data = bytes[dataStart..<(dataStart + length)]
                if let zero = data.firstIndex(of: 0) {
                    entries[string(data[..<zero])] = string(data[(zero + 1)...])
                }
            }
            if type == "IEND" { break }
            offset = dataStart + length + 4
        }
        return entries
    }

    private static func chunkStart(named name: String, in bytes: [UInt8]) -> Int? {
        guard bytes.starts(with: signature) else { return nil }
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == name { return offset }
            guard length <= bytes.count - offset - 12 else { return nil }
            offset += 12 + length
        }
        return nil
    }

    /// A whole PNG chunk of any type: length, type, data and CRC (``PNGWriter`` writes its chunks so too).
    static func chunk(type: String, data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let length = UInt32(data.count)
        let crc = crc32(typeBytes + data)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + typeBytes + data
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value <= 0xFF ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320, reflected): zlib's.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CLayoutDiagramCairo.crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}
