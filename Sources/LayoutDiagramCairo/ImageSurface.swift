import CLayoutDiagramCairo
import Foundation
import LayoutDiagram

/// A Cairo image surface owned by one Swift object, destroyed with it.
///
/// It is created, drawn into and read on one thread (one render call), so
/// it is deliberately not `Sendable`. Every way of making one checks the
/// surface's status, so an instance always holds a usable surface.
final class ImageSurface {
    /// The `cairo_surface_t`.
    let pointer: OpaquePointer
    /// The pixels' memory when this object mapped it (``init(width:height:)``), unmapped after the surface.
    private let mapping: (address: UnsafeMutableRawPointer, length: Int)?

    /// A transparent `CAIRO_FORMAT_ARGB32` surface. The caller has already
    /// checked the size against ``CairoRenderer/maxPixelSide``; Cairo checks
    /// again (and reports an error status beyond 32767 pixels a side).
    ///
    /// A large surface's pixels are mapped here, zeroed by the kernel, in 2 MB pages where the
    /// system allows them: a 2× page of a diagram is 30 MB, and taking it 4 KB at a time, a
    /// page fault each, was a fifth of `render -o png`.
    init(width: Int, height: Int) throws(CairoRenderError) {
        guard let width32 = Int32(exactly: width), let height32 = Int32(exactly: height) else {
            throw .invalidImageSize(width: Double(width), height: Double(height),
                                    limit: "each side must be at most \(CairoRenderer.maxPixelSide) pixels")
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width32))
        let hugePage = 2 << 20
        if stride > 0, height > 0, stride * height >= hugePage,
           let (mapping, pixels) = Self.mapHugePages(stride * height, alignment: hugePage) {
            self.mapping = mapping
            do {
                pointer = try Self.checked(
                    cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        width32, height32, Int32(stride)),
                    "create a \(width)×\(height) image surface")
            } catch {
                munmap(mapping.address, mapping.length)
                throw error
            }
            return
        }
        mapping = nil
        pointer = try Self.checked(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width32, height32),
                                   "create a \(width)×\(height) image surface")
    }

    private init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
        mapping = nil
    }

    deinit {
        cairo_surface_destroy(pointer)
        if let mapping { munmap(mapping.address, mapping.length) }
    }

    /// `length` zeroed bytes at an `alignment` boundary, asked to be backed by huge pages; `nil` when
    /// the memory cannot be mapped (the caller then lets Cairo allocate).
    private static func mapHugePages(_ length: Int, alignment: Int)
        -> (mapping: (address: UnsafeMutableRawPointer, length: Int), pixels: UnsafeMutableRawPointer)? {
        let mapped = length + alignment
        guard let address = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              address != MAP_FAILED else { return nil }
        let offset = (alignment - Int(bitPattern: address) % alignment) % alignment
        let pixels = address + offset
        madvise(pixels, length, Int32(MADV_HUGEPAGE))   // advice only: without huge pages it still works
        return ((address, mapped), pixels)
    }

    var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    var height: Int { Int(cairo_image_surface_get_height(pointer)) }

    /// Cairo's status of the surface.
    func checkStatus(_ operation: String) throws(CairoRenderError) {
        try CairoStatus.check(cairo_surface_status(pointer), operation)
    }

    // MARK: Pixels

    /// The pixels, un-premultiplied (with `layout_diagram_unpremultiply_row`). Reads
    /// ARGB32 and RGB24 surfaces (the two formats Cairo's PNG reader makes).
    func rasterImage() throws(CairoRenderError) -> RasterImage {
        cairo_surface_flush(pointer)
        try checkStatus("read the image's pixels")
        let format = cairo_image_surface_get_format(pointer)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            return try converted(to: CAIRO_FORMAT_ARGB32).rasterImage()
        }
        let opaque = format == CAIRO_FORMAT_RGB24
        let width = self.width, height = self.height
        let stride = Int(cairo_image_surface_get_stride(pointer))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard width > 0, height > 0 else { return RasterImage(width: width, height: height, pixels: pixels)! }
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw CairoStatus.error(CAIRO_STATUS_NULL_POINTER, "read the image's pixels")
        }
        let source = UnsafeRawPointer(data)
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = (source + y * stride).assumingMemoryBound(to: UInt32.self)
                layout_diagram_unpremultiply_row(row, width, opaque ? 1 : 0, 4, output.baseAddress! + y * width * 4)
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)!
    }

    /// An ARGB32 surface holding `image`, premultiplied.
    convenience init(_ image: RasterImage) throws(CairoRenderError) {
        try self.init(width: image.width, height: image.height)
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw CairoStatus.error(CAIRO_STATUS_NULL_POINTER, "write the image's pixels")
        }
        let destination = UnsafeMutableRawPointer(data)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        image.pixels.withUnsafeBufferPointer { input in
            guard let pixels = input.baseAddress else { return }   // an image with no pixels has no rows to copy
            for y in 0..<image.height {
                let row = (destination + y * stride).assumingMemoryBound(to: UInt32.self)
                layout_diagram_premultiply_row(pixels + y * image.width * 4, image.width, row)
            }
        }
        cairo_surface_mark_dirty(pointer)
        try checkStatus("write the image's pixels")
    }

    /// A copy of this surface painted onto a new surface of `format`.
    private func converted(to format: cairo_format_t) throws(CairoRenderError) -> ImageSurface {
        let copy = ImageSurface(adopting: try Self.checked(
            cairo_image_surface_create(format, Int32(width), Int32(height)), "create an image surface to convert into"))
        let context = try CairoContext(copy)
        cairo_set_source_surface(context.pointer, pointer, 0, 0)
        cairo_paint(context.pointer)
        try context.checkStatus("convert the image to ARGB32")
        return copy
    }

    // MARK: PNG

    /// The surface as a PNG file, written in memory by ``PNGWriter`` (ARGB32
    /// surfaces, which the renderer draws) or by Cairo (any other format).
    func pngData(alpha: Bool = false) throws(CairoRenderError) -> Data {
        cairo_surface_flush(pointer)
        try checkStatus("read the image's pixels")
        if cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32, width > 0, height > 0,
           let data = cairo_image_surface_get_data(pointer) {
            return try PNGWriter.encode(data: UnsafeRawPointer(data), width: width, height: height,
                                        stride: Int(cairo_image_surface_get_stride(pointer)), alpha: alpha)
        }
        return try cairoPNGData()
    }

    /// The surface as a PNG file, written by Cairo's own writer (libpng).
    func cairoPNGData() throws(CairoRenderError) -> Data {
        let sink = PNGStream(bytes: [])
        let status = cairo_surface_write_to_png_stream(pointer, { context, data, length in
            guard let context else { return CAIRO_STATUS_WRITE_ERROR }
            let stream = Unmanaged<PNGStream>.fromOpaque(context).takeUnretainedValue()
            if let data, length > 0 { stream.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return try withExtendedLifetime(sink) { () throws(CairoRenderError) -> Data in
            try CairoStatus.check(status, "write the PNG")
            return Data(sink.bytes)
        }
    }

    /// The image in a PNG file.
    static func decodingPNG(_ data: Data) throws(CairoRenderError) -> ImageSurface {
        let source = PNGStream(bytes: [UInt8](data))
        let surface = cairo_image_surface_create_from_png_stream({ context, buffer, length in
            guard let context, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let stream = Unmanaged<PNGStream>.fromOpaque(context).takeUnretainedValue()
            let count = Int(length)
            // Cairo wants exactly `count` bytes; fewer means the file is truncated.
            guard stream.bytes.count - stream.offset >= count else { return CAIRO_STATUS_READ_ERROR }
            guard count > 0 else { return CAIRO_STATUS_SUCCESS }
            stream.bytes.withUnsafeBufferPointer { bytes in
                buffer.update(from: bytes.baseAddress! + stream.offset, count: count)
            }
            stream.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
        return ImageSurface(adopting: try withExtendedLifetime(source) { () throws(CairoRenderError) -> OpaquePointer in
            try checked(surface, "decode the PNG")
        })
    }

    /// `surface` if its status is success; otherwise it is destroyed and the
    /// status thrown.
    private static func checked(_ surface: OpaquePointer?, _ operation: String) throws(CairoRenderError) -> OpaquePointer {
        guard let surface else { throw CairoStatus.error(CAIRO_STATUS_NO_MEMORY, operation) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoStatus.error(status, operation)
        }
        return surface
    }
}

/// The bytes a PNG is written to or read from, handed to Cairo's stream
/// callbacks as an unretained context pointer.
private final class PNGStream {
    var bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
