import CLayoutDiagramCairo
import Dispatch
import Foundation

/// Writes a Cairo ARGB32 surface as a PNG file with zlib, faster than Cairo's
/// own writer.
///
/// Cairo hands the pixels to libpng, which tries every filter on every row
/// and keeps the best guess: most of the time `render -o png` took. Here each
/// row is filtered with Up (the difference from the row above), which suits
/// diagrams, flat areas that repeat downwards. The file is a little larger,
/// the pixels the same: straight (not premultiplied) RGBA with Cairo's own
/// rounding (``PremultipliedPixels``), or RGB when every pixel is opaque,
/// which decodes to the same RGBA. Goldens are compared by pixels, so the
/// bytes may differ from Cairo's.
enum PNGWriter {
    /// zlib's level: 4, the fastest of its lazy-matching levels. On seed-001-page it writes 2% more than
    /// level 6 (libpng's default) in 70% of the time; level 3 is faster still but 40% larger.
    static let compressionLevel: Int32 = 4

    /// The PNG file of the `width` × `height` ARGB32 pixels at `data`, rows `stride` bytes apart.
    /// (Text chunks are added by ``PNGTextChunk``.)
    static func encode(data: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws(CairoRenderError) -> Data {
        var opaque = true
        for y in 0..<height where opaque {
            let row = data + y * stride
            for x in 0..<width where row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 0xFF {
                opaque = false
                break
            }
        }
        let channels = opaque ? 3 : 4
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, opaque ? 2 : 6, 0, 0, 0]   // 8 bits, RGB or RGBA, deflate, adaptive filtering, no interlace
        file += PNGTextChunk.chunk(type: "IHDR", data: header)
        file += PNGTextChunk.chunk(type: "IDAT", data: try deflatedRows(data: data, width: width, height: height, stride: stride,
                                                                               channels: channels))
        file += PNGTextChunk.chunk(type: "IEND", data: [])
        return Data(file)
    }

    /// Rows per strip: the strips are compressed at the same time, one per core, and joined.
    /// A fixed height, not a count per core, so the file is the same on every machine.
    static let stripRows = 256

    /// The rows, each a filter byte (2, Up) and its bytes less the row above's, as one zlib
    /// stream: strips of ``stripRows`` rows deflated in parallel, each ended on a byte boundary
    /// (`Z_SYNC_FLUSH`, the last with `Z_FINISH`) so that they join into one deflate stream, as
    /// pigz does, with the zlib header and the Adler-32 of all the rows around them.
    private static func deflatedRows(data: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                                     channels: Int) throws(CairoRenderError) -> [UInt8] {
        let strips = (height + stripRows - 1) / stripRows
        var results = [Result<(bytes: [UInt8], adler: UInt, length: Int), CairoRenderError>](
            repeating: .failure(.notAPNG), count: strips)
        let address = UInt(bitPattern: data)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedSendable(slots)
            DispatchQueue.concurrentPerform(iterations: strips) { strip in
                let rows = (strip * stripRows)..<min((strip + 1) * stripRows, height)
                let data = UnsafeRawPointer(bitPattern: address)!
                slots.value[strip] = Result { () throws(CairoRenderError) in
                    try deflateStrip(data: data, rows: rows, width: width, stride: stride, channels: channels,
                                     last: strip == strips - 1)
                }
            }
        }
        // The zlib header for a 32 KB window at a middle level (CMF 0x78, FLG 0x5E), then the strips.
        var output: [UInt8] = [0x78, 0x5E]
        var adler: UInt = 1
        for result in results {
            let strip = try result.get()
            output += strip.bytes
            adler = adler32_combine(adler, strip.adler, off_t(strip.length))
        }
        appendBigEndian(UInt32(adler & 0xFFFF_FFFF), to: &output)
        return output
    }

    /// One strip of rows, filtered and deflated as raw deflate data, with the Adler-32 and the length of its rows.
    private static func deflateStrip(data: UnsafeRawPointer, rows: Range<Int>, width: Int, stride: Int, channels: Int,
                                     last: Bool) throws(CairoRenderError) -> (bytes: [UInt8], adler: UInt, length: Int) {
        let rowLength = width * channels
        var previous = [UInt8](repeating: 0, count: rowLength)
        var current = [UInt8](repeating: 0, count: rowLength)
        var filtered = [UInt8](repeating: 0, count: rowLength + 1)
        filtered[0] = 2
        var stream = z_stream()
        guard layout_diagram_deflate_init_raw(&stream, compressionLevel) == Z_OK else {
            throw .cairo(operation: "start compressing the PNG", status: -1, message: "zlib could not start")
        }
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(rowLength * rows.count / 8 + 1024)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var adler: UInt = 1

        func deflateAll(_ input: inout [UInt8], flush: Int32) throws(CairoRenderError) {
            let count = input.count
            var result: Int32 = Z_OK
            input.withUnsafeMutableBufferPointer { source in
                if count > 0 { adler = adler32(adler, source.baseAddress, UInt32(count)) }
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(count)
                repeat {
                    chunk.withUnsafeMutableBufferPointer { target in
                        stream.next_out = target.baseAddress
                        stream.avail_out = UInt32(target.count)
                        result = deflate(&stream, flush)
                        output.append(contentsOf: target.prefix(target.count - Int(stream.avail_out)))
                    }
                } while stream.avail_out == 0 && result == Z_OK
            }
            guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else {
                throw .cairo(operation: "compress the PNG", status: Int(result), message: "zlib failed")
            }
        }

        // The Up filter looks at the row above the strip's first, which the strip before it holds.
        if rows.lowerBound > 0 { convert(data + (rows.lowerBound - 1) * stride, width: width, channels: channels, into: &previous) }
        for y in rows {
            convert(data + y * stride, width: width, channels: channels, into: &current)
            filtered.withUnsafeMutableBufferPointer { out in
                current.withUnsafeBufferPointer { bytes in
                    previous.withUnsafeBufferPointer { above in
                        for i in 0..<rowLength { out[i + 1] = bytes[i] &- above[i] }
                    }
                }
            }
            try deflateAll(&filtered, flush: Z_NO_FLUSH)
            swap(&previous, &current)
        }
        var nothing: [UInt8] = []
        try deflateAll(&nothing, flush: last ? Z_FINISH : Z_SYNC_FLUSH)
        return (output, adler, rows.count * (rowLength + 1))
    }

    /// One row of ARGB32 words as straight RGB or RGBA bytes.
    private static func convert(_ row: UnsafeRawPointer, width: Int, channels: Int, into bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { bytes in
            var index = 0
            for x in 0..<width {
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let pixel = PremultipliedPixels.unpremultiply(word)
                bytes[index] = pixel.red
                bytes[index + 1] = pixel.green
                bytes[index + 2] = pixel.blue
                if channels == 4 { bytes[index + 3] = pixel.alpha }
                index += channels
            }
        }
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// A value handed to `concurrentPerform`'s iterations, each of which touches only its own part.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
