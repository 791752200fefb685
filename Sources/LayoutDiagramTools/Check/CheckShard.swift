import Foundation
import LayoutSpec

/// One of `count` parts of a check, as Playwright's `--shard 2/3` splits a suite across CI jobs.
///
/// A spec belongs to the part its file name (without folder and extension) hashes to, so it
/// stays in the same part when other specs are added or removed. A golden file that no spec
/// renders any more is reported, as deleted, by the part its own name hashes to. The parts of
/// one gallery check every file once: `merge-reports` joins their reports into the report one
/// unsharded `check` writes.
public struct CheckShard: Hashable, Sendable, CustomStringConvertible {
    /// From 1 to ``count``.
    public let index: Int
    /// How many parts the check is split into, from 1 to 1000.
    public let count: Int

    /// `2/3`; `nil` unless 1 ≤ index ≤ count ≤ 1000.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...1000).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `2/3`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }

    /// Whether the spec at `path` belongs to this part.
    public func owns(specAt path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return owns(key: (name as NSString).deletingPathExtension)
    }

    /// Whether a golden file nothing renders belongs to this part.
    func owns(fileNamed name: String) -> Bool {
        owns(key: name)
    }

    private func owns(key: String) -> Bool {
        // FNV-1a over the UTF-8 bytes: the same part on every machine and every run.
        Int(SourceDigest.fnv1a64Value(key.utf8) % UInt64(count)) == index - 1
    }
}
