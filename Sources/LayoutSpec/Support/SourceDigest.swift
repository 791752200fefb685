/// A short, stable fingerprint of bytes: FNV-1a 64. It is not a cryptographic hash.
///
/// Renderers salt element ids with a spec's digest, so that two diagrams inlined in one page do
/// not collide while the same spec always gives the same ids; `check --shard` assigns files to
/// parts by it; compiled Swift layouts are cached under it.
public enum SourceDigest {
    /// The 64-bit hash of `bytes`.
    public static func fnv1a64Value<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash of `bytes` as 16 lowercase hex digits.
    public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let hex = String(fnv1a64Value(bytes), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
