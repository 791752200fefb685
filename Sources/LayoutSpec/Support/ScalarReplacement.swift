extension String {
    /// `text` with each Unicode scalar for which `replacement` returns a string replaced by
    /// that string, and every other scalar kept: the loop that the JSON, HTML and terminal
    /// escapers share, each giving only its own table of replacements.
    ///
    /// ```swift
    /// String("a<b", replacingScalars: { $0 == "<" ? "&lt;" : nil })   // "a&lt;b"
    /// ```
    ///
    /// Scalar by scalar rather than character by character, so a combining mark after a
    /// quote does not hide the quote.
    package init(_ text: String, replacingScalars replacement: (Unicode.Scalar) -> String?) {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        self = result
    }
}
