import CLayoutDiagramCairo
import Dispatch
import Foundation

/// Writes a Cairo ARGB32 surface as a PNG file, compressed by ISA-L's igzip:
/// many times faster than Cairo's own writer.
///
/// Cairo hands the pixels to libpng, which tries every filter on every row
/// and keeps the best guess, then zlib: most of the time `render -o png` took.
/// Here each row is filtered with Up (the difference from the row above), which
/// suits diagrams, flat areas that repeat downwards, and compressed at igzip's
/// level 0, its fastest and the one whose bytes depend only on the pixels. The
/// file is larger (on seed-001-page, 482 KB against 222 KB from zlib's level 4),
/// the pixels the same: straight (not premultiplied) RGBA with
/// Cairo's own rounding (`layout_diagram_unpremultiply_row`), or RGB when every pixel is
/// opaque, which decodes to the same RGBA. Goldens are compared by pixels, so
/// the bytes may differ from Cairo's.
enum PNGWriter {
    /// The PNG file of the `width` × `height` ARGB32 pixels at `data`, rows `stride` bytes apart.
    /// (Text chunks are added by ``PNGTextChunk``.) With `alpha`, RGBA even when every pixel is
    /// opaque, as an animation's frames must all be when one is not (``AnimatedPNG``).
    static func encode(data: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                       alpha: Bool = false) throws(CairoRenderError) -> Data {
        // Every alpha is 0xFF when the AND of all the words has it: a loop without branches.
        var alphas: UInt32 = 0xFF00_0000
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alphas &= row[x] }
        }
        let opaque = alphas >> 24 == 0xFF && !alpha
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
    /// (a sync flush, the last ending the stream) so that they join into one deflate stream, as
    /// pigz does, with the zlib header and the Adler-32 of all the rows around them. Each core
    /// takes every n-th strip and reuses its buffers: fresh memory costs a page fault per 4 KB.
    private static func deflatedRows(data: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                                     channels: Int) throws(CairoRenderError) -> [UInt8] {
        let strips = (height + stripRows - 1) / stripRows
        var results = [Result<(bytes: [UInt8], adler: UInt, length: Int), CairoRenderError>](
            repeating: .failure(.notAPNG), count: strips)
        let address = UInt(bitPattern: data)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedSendable(slots)
            let lanes = max(min(strips, ProcessInfo.processInfo.activeProcessorCount), 1)
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                let data = UnsafeRawPointer(bitPattern: address)!
                var buffers = StripBuffers()
                for strip in Swift.stride(from: lane, to: strips, by: lanes) {
                    let rows = (strip * stripRows)..<min((strip + 1) * stripRows, height)
                    slots.value[strip] = Result { () throws(CairoRenderError) in
                        try deflateStrip(data: data, rows: rows, width: width, stride: stride, channels: channels,
                                         last: strip == strips - 1, buffers: &buffers)
                    }
                }
            }
        }
        // The zlib header for a 32 KB window and the fastest level (CMF 0x78, FLG 0x01), then the strips.
        var output: [UInt8] = [0x78, 0x01]
        var adler: UInt = 1
        for result in results {
            let strip = try result.get()
            output += strip.bytes
            adler = adler32_combine(adler, strip.adler, off_t(strip.length))
        }
        appendBigEndian(UInt32(adler & 0xFFFF_FFFF), to: &output)
        return output
    }

    /// What one core reuses from strip to strip.
    private struct StripBuffers {
        var filtered: [UInt8] = []
        var output: [UInt8] = []
    }

    /// One strip of rows, filtered and deflated as raw deflate data, with the Adler-32 and the length of its rows.
    private static func deflateStrip(data: UnsafeRawPointer, rows: Range<Int>, width: Int, stride: Int, channels: Int,
                                     last: Bool, buffers: inout StripBuffers)
        throws(CairoRenderError) -> (bytes: [UInt8], adler: UInt, length: Int) {
        let length = rows.count * (width * channels + 1)
        // Left uninitialised: the filter writes every byte, and igzip only what it needs, so no page of
        // either is touched twice (a zeroed buffer costs its page faults up front).
        if buffers.filtered.count < length { buffers.filtered = uninitialisedBytes(length) }
        buffers.filtered.withUnsafeMutableBufferPointer { filtered in
            filter(data: data, rows: rows, width: width, stride: stride, channels: channels,
                   into: UnsafeMutableBufferPointer(rebasing: filtered[..<length]))
        }
        let adler = UInt(buffers.filtered.withUnsafeBufferPointer { isal_adler32(1, $0.baseAddress, UInt64(length)) })

        // igzip's level 0: as fast as its level 1, and deterministic. Level 1 is not: in a process
        // with several threads, 2 to 5% of runs compress some strip of the same rows to other
        // (valid) bytes, which a C program calling only igzip reproduces (scripts/igzip-determinism). Its
        // files were 30% smaller. A strip other than the last ends with a sync flush, on a byte
        // boundary, so that the strips join into one deflate stream; the last ends the stream.
        let bound = length + length / 16 + 4096
        if buffers.output.count < bound { buffers.output = uninitialisedBytes(bound) }
        var written = 0
        var result = COMP_OK
        buffers.filtered.withUnsafeMutableBufferPointer { input in
            var stream = isal_zstream()
            isal_deflate_init(&stream)
            stream.level = 0
            stream.end_of_stream = last ? 1 : 0
            stream.flush = UInt16(last ? NO_FLUSH : SYNC_FLUSH)
            stream.next_in = input.baseAddress
            stream.avail_in = UInt32(length)
            repeat {
                if written == buffers.output.count { buffers.output += uninitialisedBytes(buffers.output.count) }
                buffers.output.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress! + written
                    stream.avail_out = UInt32(target.count - written)
                    result = isal_deflate(&stream)
                    written = target.count - Int(stream.avail_out)
                }
            } while result == COMP_OK && (stream.avail_out == 0 || stream.avail_in > 0)
        }
        guard result == COMP_OK else {
            throw .cairo(operation: "compress the PNG", status: Int(result), message: "igzip failed")
        }
        return (Array(buffers.output[..<written]), adler, length)
    }

    /// `count` bytes whose values are whatever the memory held: only for buffers written before they are read.
    private static func uninitialisedBytes(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialised in initialised = count }
    }

    /// The strip's rows, each a filter byte (2, Up) and its bytes less the row above's, every byte written.
    private static func filter(data: UnsafeRawPointer, rows: Range<Int>, width: Int, stride: Int, channels: Int,
                               into filtered: UnsafeMutableBufferPointer<UInt8>) {
        let rowLength = width * channels
        // Straight bytes of the row above (the strip before holds the first one's), when not opaque.
        var previous = [UInt8](repeating: 0, count: channels == 4 ? rowLength : 0)
        var current = previous
        if channels == 4, rows.lowerBound > 0 {
            convert(data + (rows.lowerBound - 1) * stride, width: width, channels: channels, into: &previous)
        }
        for (index, y) in rows.enumerated() {
            let out = UnsafeMutableBufferPointer(rebasing: filtered[(index * (rowLength + 1))...].prefix(rowLength + 1))
            out[0] = 2
            let row = data + y * stride
            // A row like the one above (most of a diagram's background) filters to zeros; and the
            // row above, converted, is this one too.
            if y > 0, memcmp(row, row - stride, width * 4) == 0 {
                memset(out.baseAddress! + 1, 0, rowLength)
                continue
            }
            if channels == 3 {
                // Opaque: straight and premultiplied are the same, so the words are filtered as they are.
                let words = row.assumingMemoryBound(to: UInt32.self)
                let above = y > 0 ? (row - stride).assumingMemoryBound(to: UInt32.self) : nil
                for x in 0..<width {
                    let word = words[x], up = above?[x] ?? 0
                    out[1 + 3 * x] = UInt8(truncatingIfNeeded: word >> 16) &- UInt8(truncatingIfNeeded: up >> 16)
                    out[2 + 3 * x] = UInt8(truncatingIfNeeded: word >> 8) &- UInt8(truncatingIfNeeded: up >> 8)
                    out[3 + 3 * x] = UInt8(truncatingIfNeeded: word) &- UInt8(truncatingIfNeeded: up)
                }
                continue
            }
            convert(row, width: width, channels: channels, into: &current)
            current.withUnsafeBufferPointer { bytes in
                previous.withUnsafeBufferPointer { above in
                    for i in 0..<rowLength { out[i + 1] = bytes[i] &- above[i] }
                }
            }
            swap(&previous, &current)
        }
    }

    /// One row of ARGB32 words as straight RGB or RGBA bytes.
    private static func convert(_ row: UnsafeRawPointer, width: Int, channels: Int, into bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { bytes in
            layout_diagram_unpremultiply_row(row.assumingMemoryBound(to: UInt32.self), width, 0, UInt32(channels),
                                             bytes.baseAddress!)
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
