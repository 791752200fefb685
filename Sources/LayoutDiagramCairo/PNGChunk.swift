import Foundation

/// One chunk of a PNG file: its four-letter type and its data (the length and CRC are
/// implied), as the animated PNG writer and reader take files apart and put them together.
struct PNGChunk: Equatable {
    /// `IHDR`, `IDAT`, `fcTL`, …
    let type: String
    /// The chunk's data, without its length, type or CRC.
    let data: [UInt8]

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG file, up to and including `IEND`.
    ///
    /// - Throws: ``CairoRenderError/notAPNG`` when the file does not start with the PNG signature,
    ///   a chunk runs past the end, a CRC is wrong, or there is no `IEND`.
    static func chunks(of png: Data) throws(CairoRenderError) -> [PNGChunk] {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else { throw .notAPNG }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = Int(uint32(bytes, offset))
            let dataStart = offset + 8
            guard length <= bytes.count - dataStart - 4 else { throw .notAPNG }
            let typeAndData = Array(bytes[(offset + 4)..<(dataStart + length)])
            guard PNGTextChunk.crc32(typeAndData) == uint32(bytes, dataStart + length) else { throw .notAPNG }
            let chunk = PNGChunk(type: String(decoding: typeAndData[0..<4], as: UTF8.self), data: Array(typeAndData[4...]))
            chunks.append(chunk)
            if chunk.type == "IEND" { return chunks }
            offset = dataStart + length + 4
        }
        throw .notAPNG
    }

    /// The chunk as a file holds it: length, type, data and CRC.
    var bytes: [UInt8] { PNGTextChunk.chunk(type: type, data: data) }

    /// The big-endian 32-bit number at `offset`.
    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// `value` as four big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// `value` as two big-endian bytes.
    static func bigEndian(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
