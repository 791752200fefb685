/// A unified-diff hunk around the first line where two texts differ, so a
/// failed exact comparison shows what changed without a full diff engine.
///
/// ```
/// --- output/badge.svg
/// +++ .build/layout-diagram-check/actual/badge.svg
/// @@ -12,4 +12,4 @@
///    <rect id="ld-s0" …/>
/// -  <rect id="ld-s0-i1" x="190.5" …/>
/// +  <rect id="ld-s0-i1" x="191.5" …/>
///    <rect id="ld-s0-i2" …/>
/// ```
///
/// After the first differing line it pairs lines one for one until the
/// texts agree again (or ``maxChangedLines`` is reached), which is what
/// changes to generated files look like: the same structure with other numbers.
enum FirstDifference {
    static let contextLines = 3
    static let maxChangedLines = 8

    /// The hunk, or `nil` when the texts are equal.
    static func hunk(expected: String, actual: String, expectedName: String, actualName: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
        // Pair lines until both sides agree again.
        var end = first
        while end < max(old.count, new.count), end - first < maxChangedLines {
            if end < old.count, end < new.count, old[end] == new[end] { break }
            end += 1
        }
        let start = max(first - contextLines, 0)
        let trailing = (end..<min(end + contextLines, min(old.count, new.count))).filter { old[$0] == new[$0] }
        var lines = ["--- \(expectedName)", "+++ \(actualName)"]
        let oldChanged = first..<min(end, old.count), newChanged = first..<min(end, new.count)
        let oldCount = (first - start) + oldChanged.count + trailing.count
        let newCount = (first - start) + newChanged.count + trailing.count
        lines.append("@@ -\(start + 1),\(oldCount) +\(start + 1),\(newCount) @@")
        lines += old[start..<first].map { " " + $0 }
        lines += old[oldChanged].map { "-" + $0 }
        lines += new[newChanged].map { "+" + $0 }
        lines += trailing.map { " " + old[$0] }
        if end - first >= maxChangedLines { lines.append("… (more changes follow)") }
        return lines.joined(separator: "\n")
    }
}
