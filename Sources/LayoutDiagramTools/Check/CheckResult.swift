import Foundation

/// The outcome of comparing one file of a gallery with its golden copy.
public struct CheckItem: Hashable, Sendable, Codable {
    /// How a file compares with its golden copy; the raw value is what `check.json` and the
    /// report write (`passed`, `failed`, `new`, `deleted`).
    public enum Verdict: String, Hashable, Sendable, Codable {
        /// Same bytes (JSON, SVG) or within tolerance (PNG).
        case passed
        /// Different beyond tolerance.
        case failed
        /// Rendered now, but there is no golden copy.
        case new
        /// A golden copy that nothing renders any more.
        case deleted
    }

    /// The kind of file, which says how it was compared (``ArtefactKind``).
    public typealias Kind = ArtefactKind

    /// The file name, the same in the expected and actual folders (`badge-dark.png`).
    public var name: String
    /// How the file was compared: exactly (JSON, SVG) or by pixels (PNG).
    public var kind: Kind
    /// Whether the file matched its golden copy, differed, or is new or deleted.
    public var verdict: Verdict
    /// One line for people: `12 pixels differ (0.05%)`, `line 14 differs`, `identical`.
    public var summary: String
    /// For text files that differ: a unified diff of the first differing lines.
    public var textDiff: String?
    /// For PNGs that were compared: the diff strip's file name in the diff folder.
    public var diffImage: String?

    /// The outcome for the file `name`; `textDiff` and `diffImage` only where there is one.
    public init(name: String, kind: Kind, verdict: Verdict, summary: String, textDiff: String? = nil,
                diffImage: String? = nil) {
        self.name = name
        self.kind = kind
        self.verdict = verdict
        self.summary = summary
        self.textDiff = textDiff
        self.diffImage = diffImage
    }
}

/// Everything a `check` run found, and where its files are.
public struct CheckResult: Sendable {
    /// The golden files (`--against`).
    public var expectedDirectory: URL
    /// Where this run's renderings were written.
    public var actualDirectory: URL
    /// Where diff images were written.
    public var diffDirectory: URL
    /// One entry per file, sorted by name.
    public var items: [CheckItem]
    /// The Cairo version of this run and the one the golden PNGs record (`nil` if they don't).
    public var cairoVersion: String
    /// The Cairo version the golden PNGs record drawing them with; `nil` when they record none.
    /// A difference from ``cairoVersion`` is named in the output, since anti-aliasing changes with it.
    public var expectedCairoVersion: String?
    /// The part of the check this was, when the check was split (`check --shard`).
    public var shard: CheckShard?
    /// The report folder as the check was told it, which the text diffs' headers name.
    public var reportPath: String?
    /// The run this check was part of (`check --run-id`), and what it was given (``CheckInputsDigest``):
    /// `merge-reports` joins only parts that agree on both.
    public var runID: String?
    /// 16 hex digits naming what the check was given (``CheckInputsDigest``): the specs, the golden
    /// folder, the tolerance and the Cairo version.
    public var inputsDigest: String?

    /// The files that differ from their golden copies beyond the tolerance, by name.
    public var failed: [CheckItem] { items.filter { $0.verdict == .failed } }
    /// The files rendered now that have no golden copy, by name.
    public var new: [CheckItem] { items.filter { $0.verdict == .new } }
    /// The golden files that nothing renders any more, by name.
    public var deleted: [CheckItem] { items.filter { $0.verdict == .deleted } }
    /// The files that match their golden copies, by name.
    public var passed: [CheckItem] { items.filter { $0.verdict == .passed } }

    /// Whether the run passes: nothing failed, new or deleted.
    public var isClean: Bool { failed.isEmpty && new.isEmpty && deleted.isEmpty }

    /// A result with its folders, its items (sorted by name) and the Cairo versions; the shard,
    /// report path, run and digest are set afterwards, when there are any.
    public init(expectedDirectory: URL, actualDirectory: URL, diffDirectory: URL, items: [CheckItem],
                cairoVersion: String, expectedCairoVersion: String?) {
        self.expectedDirectory = expectedDirectory
        self.actualDirectory = actualDirectory
        self.diffDirectory = diffDirectory
        self.items = items
        self.cairoVersion = cairoVersion
        self.expectedCairoVersion = expectedCairoVersion
    }
}
