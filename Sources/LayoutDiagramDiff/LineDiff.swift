/// A unified-style diff of two texts' lines, cut short after the first
/// changes: enough to see what moved, with the rest in an attachment.
///
/// ```swift
/// LineDiff(old: ["a", "b", "c"], new: ["a", "B", "c"]).unified(oldName: "golden", newName: "actual")
/// // --- golden
/// // +++ actual
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
///
/// Lines are matched by a longest common subsequence over the part between
/// the common prefix and suffix. When that part is too large for the table
/// (``maxTableCells``), equal-length parts are paired line by line and
/// others shown as a removed block, then an added block.
public struct LineDiff: Sendable {
    /// Whether a line is in both texts, only the old one or only the new one.
    public enum Operation: Equatable, Sendable {
        /// In both; removed from the old text; added in the new one.
        case same, removed, added
    }

    /// One line of the diff.
    public struct Line: Equatable, Sendable {
        /// Whether the line is kept, removed or added.
        public var operation: Operation
        /// The line's text, without its line break.
        public var text: String
        /// 0-based line numbers in the old and new text, before this line.
        public var oldIndex: Int
        /// The 0-based number of lines of the new text before this line.
        public var newIndex: Int
    }

    /// The old text's lines.
    public let old: [String]
    /// The new text's lines.
    public let new: [String]

    /// The diff of `old` against `new`.
    public init(old: [String], new: [String]) {
        self.old = old
        self.new = new
    }

    /// The largest LCS table built, in cells (4 bytes each).
    public static let maxTableCells = 4_000_000

    /// Every line of both texts, in diff order.
    public var script: [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])

        var lines: [Line] = []
        var oldIndex = 0, newIndex = 0
        func emit(_ operation: Operation, _ text: String) {
            lines.append(Line(operation: operation, text: text, oldIndex: oldIndex, newIndex: newIndex))
            if operation != .added { oldIndex += 1 }
            if operation != .removed { newIndex += 1 }
        }
        for line in old[0..<prefix] { emit(.same, line) }
        for (operation, text) in Self.middle(oldMiddle, newMiddle) { emit(operation, text) }
        for line in old[(old.count - suffix)...] { emit(.same, line) }
        return lines
    }

    /// The differing middle parts as operations.
    private static func middle(_ a: [String], _ b: [String]) -> [(Operation, String)] {
        if a.isEmpty { return b.map { (.added, $0) } }
        if b.isEmpty { return a.map { (.removed, $0) } }
        guard a.count.multipliedReportingOverflow(by: b.count).partialValue <= maxTableCells,
              a.count <= maxTableCells, b.count <= maxTableCells else {
            if a.count == b.count {
                return zip(a, b).flatMap { pair -> [(Operation, String)] in
                    pair.0 == pair.1 ? [(.same, pair.0)] : [(.removed, pair.0), (.added, pair.1)]
                }
            }
            return a.map { (.removed, $0) } + b.map { (.added, $0) }
        }
        // lengths[i][j]: the LCS length of a[i...] and b[j...].
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j] ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [(Operation, String)] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.append((.same, a[i])); i += 1; j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                result.append((.removed, a[i])); i += 1
            } else {
                result.append((.added, b[j])); j += 1
            }
        }
        result += a[i...].map { (.removed, $0) }
        result += b[j...].map { (.added, $0) }
        return result
    }

    /// The number of removed plus added lines.
    public var changedLineCount: Int { script.filter { $0.operation != .same }.count }

    /// The diff as text: `--- old`, `+++ new`, then hunks with `context`
    /// unchanged lines around changes. After `maxChangedLines` removed or
    /// added lines, the diff stops with a note of how many more there are.
    /// Empty when the texts are equal.
    public func unified(oldName: String, newName: String, context: Int = 3, maxChangedLines: Int = 24) -> String {
        let script = self.script
        let changed = script.indices.filter { script[$0].operation != .same }
        guard !changed.isEmpty else { return "" }

        // Group changes whose context overlaps into hunks of script indices.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(index - context, 0)...min(index + context, script.count - 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }

        var output = ["--- \(oldName)", "+++ \(newName)"]
        var shown = 0
        hunkLoop: for hunk in hunks {
            // Cut the hunk after the change that reaches the limit, keeping its trailing context.
            var end = hunk.upperBound
            var count = shown
            for index in hunk where script[index].operation != .same {
                count += 1
                if count == maxChangedLines {
                    // Trailing context: unchanged lines only, up to `context` of them.
                    end = index
                    while end < hunk.upperBound, end - index < context, script[end + 1].operation == .same { end += 1 }
                    break
                }
            }
            let lines = script[hunk.lowerBound...end]
            let oldCount = lines.filter { $0.operation != .added }.count
            let newCount = lines.filter { $0.operation != .removed }.count
            let first = script[hunk.lowerBound]
            output.append("@@ -\(Self.range(first.oldIndex, oldCount)) +\(Self.range(first.newIndex, newCount)) @@")
            for line in lines {
                switch line.operation {
                case .same: output.append(" " + line.text)
                case .removed: output.append("-" + line.text)
                case .added: output.append("+" + line.text)
                }
                if line.operation != .same { shown += 1 }
            }
            if shown >= maxChangedLines { break hunkLoop }
        }
        if shown < changed.count {
            output.append("… \(changed.count - shown) more changed lines not shown")
        }
        return output.joined(separator: "\n")
    }

    /// A hunk range as unified diffs write it: 1-based start, then the count
    /// (an empty range starts at the line before).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }
}
