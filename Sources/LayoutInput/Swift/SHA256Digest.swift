import CLayoutDiagramCrypto
import LayoutDiagramPipeline
import Foundation

/// A SHA-256 digest, computed by the system's libcrypto, fed in pieces: the layout program
/// cache's key (the source, the generated `main` and the linked objects' contents) and the
/// check that a cached program is the one that was stored.
///
/// ```swift
/// var digest = try SHA256Digest()
/// digest.update(Data("abc".utf8))
/// digest.finish()   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
struct SHA256Digest: ~Copyable {
    private let context: OpaquePointer

    /// Throws only when libcrypto cannot start one (out of memory): an error, never a trap.
    init() throws(ArtefactError) {
        guard let context = EVP_MD_CTX_new() else {
            throw ArtefactError("error: libcrypto could not start a SHA-256 digest (out of memory)")
        }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            throw ArtefactError("error: libcrypto could not start a SHA-256 digest")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        EVP_DigestUpdate(context, base, bytes.count)
    }

    mutating func update(_ data: Data) { data.withUnsafeBytes { update($0) } }

    /// A string and its length, so that the pieces fed in cannot run together ambiguously.
    mutating func update(field: String) {
        var text = field
        text.withUTF8 { bytes in
            var count = UInt64(bytes.count).littleEndian
            withUnsafeBytes(of: &count) { update($0) }
            update(UnsafeRawBufferPointer(bytes))
        }
    }

    /// The file's contents, read in pieces; `false` when it cannot be read.
    mutating func update(contentsOf path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count == 0 { return true }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The digest as 64 lowercase hexadecimal digits.
    consuming func finish() -> String {
        var bytes = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &bytes, &length)
        return bytes.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }

    /// The digest of a file's contents, or `nil` when it cannot be read.
    static func ofFile(_ path: String) -> String? {
        do {
            var digest = try SHA256Digest()
            return digest.update(contentsOf: path) ? digest.finish() : nil
        } catch {
            return nil
        }
    }
}
