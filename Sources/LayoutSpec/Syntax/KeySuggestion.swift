/// "Did you mean …?" for misspelt keys and case names, and for the command line's subcommands,
/// option values and device names.
public enum KeySuggestion {
    /// The largest edit distance that still earns a suggestion.
    static let maxDistance = 2

    /// The candidate closest to `word` (ignoring case) if it is within ``maxDistance`` edits;
    /// the earliest candidate wins a tie.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        // Words far longer than any key cannot be close; skip the quadratic work.
        guard target.count <= 64 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= maxDistance, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `did you mean 'X'?` for a misspelt `word`, or `nil` when nothing is close.
    public static func hint(for word: String, among candidates: [String]) -> String? {
        closest(to: word, among: candidates).map(phrase)
    }

    /// `did you mean 'X'?`
    static func phrase(_ suggestion: String) -> String {
        "did you mean '\(suggestion)'?"
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
