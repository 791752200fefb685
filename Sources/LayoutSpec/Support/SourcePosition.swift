import Yams

/// A 1-based line and column in a spec file; columns count Unicode scalars, as libyaml's marks do.
struct SourcePosition: Hashable, Comparable, Sendable {
    var line: Int
    var column: Int

    /// The start of the file: where problems that belong nowhere in particular are reported.
    static let start = SourcePosition(line: 1, column: 1)

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(_ mark: Mark) {
        self.init(line: max(mark.line, 1), column: max(mark.column, 1))
    }

    /// The position of the scalar `offset` scalars into `text`, counting `\n`, `\r\n` and `\r` as line breaks.
    init(scalarOffset offset: Int, in text: Substring.UnicodeScalarView) {
        var position = SourcePosition.start
        var previous: Unicode.Scalar?
        for scalar in text.prefix(offset) {
            if scalar == "\n" && previous == "\r" {
                // The second half of a CRLF: the line already advanced at the CR.
            } else if scalar == "\n" || scalar == "\r" {
                position.line += 1
                position.column = 1
            } else {
                position.column += 1
            }
            previous = scalar
        }
        self = position
    }

    static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
