import Foundation
import LayoutDiagram
import LayoutDiagramCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PNG named by a path, read and decoded within bounds: what `diff` compares.
public enum PNGFile {
    /// The largest file read: a PNG at the decoder's pixel limit, 16 bits a
    /// channel and incompressible, stays below it.
    public static let maxFileBytes = 1 << 30

    /// Why a PNG could not be read; its description is `PATH: error: REASON`.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        /// The file that could not be read.
        public let path: String
        /// Why: it cannot be opened, is a folder, or is larger than ``PNGFile/maxFileBytes``.
        public let reason: String

        /// `PATH: error: REASON`.
        public var description: String { "\(path): error: \(reason)" }
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The decoded pixels of the PNG at `path`.
    ///
    /// - Throws: ``ReadError`` when the file is missing, unreadable, a directory, too large,
    ///   not a PNG, or a PNG that cannot be decoded (including one beyond the pixel limits).
    public static func read(_ path: String) throws(ReadError) -> RasterImage {
        func failure(_ reason: String) -> ReadError { ReadError(path: path, reason: reason) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw failure("is a directory, not a PNG file")
            }
            if status.st_mode & S_IFMT == S_IFREG, status.st_size > maxFileBytes {
                throw failure("the file is \(status.st_size) bytes; a PNG to compare must be at most \(maxFileBytes) bytes")
            }
        }
        let data: Data
        do {
            data = try handle.read(upToCount: maxFileBytes + 1) ?? Data()
        } catch {
            throw failure("cannot read the file: \(error.localizedDescription)")
        }
        guard data.count <= maxFileBytes else {
            throw failure("the file is over \(maxFileBytes) bytes; too large for a PNG to compare")
        }
        guard data.starts(with: signature) else {
            throw failure("not a PNG file (it does not start with the PNG signature)")
        }
        do {
            return try PNGCodec.decode(data)
        } catch {
            throw failure("cannot decode the PNG: \(error)")
        }
    }
}
