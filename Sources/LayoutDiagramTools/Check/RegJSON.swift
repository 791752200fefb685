import Foundation
import LayoutSpec

/// A `check` run as reg-cli's `reg.json`, so that tools made for reg-cli
/// (reg-suit's notifiers, reg-actions, scripts that count `failedItems`) read it.
///
/// ```json
/// {
///   "actualDir": "../actual",
///   "actualItems": [
///     "grid.png",
///     "list.svg"
///   ],
///   "deletedItems": [],
///   ...
/// }
/// ```
///
/// The keys and their meaning are reg-cli's (`src/report.js`, `src/index.js`):
/// - `failedItems`, `newItems`, `deletedItems`, `passedItems`: the file names by verdict;
/// - `expectedItems`: the files in the expected folder, so all but the new ones;
/// - `actualItems`: the files in the actual folder, so all but the deleted ones;
/// - `diffItems`: one per failed file, the diff image's name in the diff folder
///   (``CheckItem/diffImage``), or the file's own name when it has none (text files);
/// - `actualDir`, `expectedDir`, `diffDir`: the folders, relative to the folder
///   of `reg.json` (`"."` for that folder itself).
///
/// Every list is sorted by name. The bytes are stable: keys in sorted order, two-space
/// indentation, `/` unescaped, non-ASCII left as UTF-8, and a final newline.
struct RegJSON: Codable, Equatable, Sendable {
    var actualDir: String
    var actualItems: [String]
    var deletedItems: [String]
    var diffDir: String
    var diffItems: [String]
    var expectedDir: String
    var expectedItems: [String]
    var failedItems: [String]
    var newItems: [String]
    var passedItems: [String]

    /// The document for `result`, with its folders relative to `reportDirectory`.
    init(_ result: CheckResult, reportDirectory: URL) {
        let items = result.items.sorted { $0.name < $1.name }
        func names(_ verdicts: Set<CheckItem.Verdict>) -> [String] {
            items.filter { verdicts.contains($0.verdict) }.map(\.name)
        }
        failedItems = names([.failed])
        newItems = names([.new])
        deletedItems = names([.deleted])
        passedItems = names([.passed])
        expectedItems = names([.failed, .deleted, .passed])
        actualItems = names([.failed, .new, .passed])
        diffItems = items.filter { $0.verdict == .failed }.map { $0.diffImage ?? $0.name }
        actualDir = CheckReportPaths.relativePath(from: reportDirectory, to: result.actualDirectory)
        expectedDir = CheckReportPaths.relativePath(from: reportDirectory, to: result.expectedDirectory)
        diffDir = CheckReportPaths.relativePath(from: reportDirectory, to: result.diffDirectory)
    }

    /// The document's bytes, written by hand so that they never depend on the
    /// platform's `JSONEncoder` layout.
    func encoded() -> Data {
        let lists: [(String, [String])] = [
            ("actualItems", actualItems), ("deletedItems", deletedItems), ("diffItems", diffItems),
            ("expectedItems", expectedItems), ("failedItems", failedItems), ("newItems", newItems),
            ("passedItems", passedItems),
        ]
        let strings: [(String, String)] = [
            ("actualDir", actualDir), ("diffDir", diffDir), ("expectedDir", expectedDir),
        ]
        var members: [(key: String, value: String)] = strings.map { ($0.0, JSONText.quoted($0.1)) }
        for (key, names) in lists {
            let value = names.isEmpty
                ? "[]"
                : "[\n" + names.map { "    " + JSONText.quoted($0) }.joined(separator: ",\n") + "\n  ]"
            members.append((key, value))
        }
        members.sort { $0.key < $1.key }
        let body = members.map { "  \(JSONText.quoted($0.key)): \($0.value)" }.joined(separator: ",\n")
        return Data(("{\n" + body + "\n}\n").utf8)
    }
}
