import Foundation
import LayoutDiagramArtefacts

/// The outcome of comparing one file of a gallery with its golden copy.
struct CheckItem: Hashable, Sendable {
    enum Verdict: String, Hashable, Sendable {
        /// Same bytes (JSON, SVG) or within tolerance (PNG).
        case passed
        /// Different beyond tolerance.
        case failed
        /// Rendered now, but there is no golden copy.
        case new
        /// A golden copy that nothing renders any more.
        case deleted
    }

    typealias Kind = ArtefactKind

    /// The file name, the same in the expected and actual folders (`badge-dark.png`).
    var name: String
    var kind: Kind
    var verdict: Verdict
    /// One line for people: `12 pixels differ (0.05%)`, `line 14 differs`, `identical`.
    var summary: String
    /// For text files that differ: a unified diff of the first differing lines.
    var textDiff: String?
    /// For PNGs that were compared: the diff strip's file name in the diff folder.
    var diffImage: String?
}

/// Everything a `check` run found, and where its files are.
struct CheckResult: Sendable {
    /// The golden files (`--against`).
    var expectedDirectory: URL
    /// Where this run's renderings were written.
    var actualDirectory: URL
    /// Where diff images were written.
    var diffDirectory: URL
    /// One entry per file, sorted by name.
    var items: [CheckItem]
    /// The Cairo version of this run and the one the golden PNGs record (`nil` if they don't).
    var cairoVersion: String
    var expectedCairoVersion: String?

    var failed: [CheckItem] { items.filter { $0.verdict == .failed } }
    var new: [CheckItem] { items.filter { $0.verdict == .new } }
    var deleted: [CheckItem] { items.filter { $0.verdict == .deleted } }
    var passed: [CheckItem] { items.filter { $0.verdict == .passed } }

    /// Whether the run passes: nothing failed, new or deleted.
    var isClean: Bool { failed.isEmpty && new.isEmpty && deleted.isEmpty }
}
