/// A short, stable fingerprint of a spec's bytes: FNV-1a 64, as 16 lowercase hex digits.
///
/// Renderers use it to salt element ids, so that two diagrams inlined in one
/// page do not collide while the same spec always gives the same ids.
/// It is not a cryptographic hash.
enum SourceDigest {
    static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
