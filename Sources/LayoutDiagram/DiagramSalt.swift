/// The prefix that keeps a diagram's ids and style classes apart from those
/// of other diagrams inlined in the same HTML page (D2's `--salt`).
///
/// A salt holds only ASCII letters, digits, `_` and `-`, and starts with a
/// letter or `_`, so `SALT-s0-i3` is a valid XML id and `.SALT-cell` a valid
/// CSS class selector without escaping. Other characters are removed; a
/// salt that would then be empty becomes ``default``, and one that would
/// start with a digit or `-` gets ``default`` in front.
///
/// ```swift
/// DiagramSalt("intro").rawValue     // "intro"
/// DiagramSalt("my salt!").rawValue  // "mysalt"
/// DiagramSalt("42").rawValue        // "ld42"
/// DiagramSalt("").rawValue          // "ld"
/// ```
///
/// Derive a salt from the input (a file name, a hash of the spec) rather
/// than from randomness, so that output stays byte-stable.
public struct DiagramSalt: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// `ld`.
    public static let `default` = DiagramSalt("ld")

    /// The sanitised salt.
    public let rawValue: String

    /// A salt made from `text`, sanitised as described above.
    public init(_ text: String) {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter(Self.isAllowed)))
        if kept.isEmpty {
            rawValue = "ld"
        } else if let first = kept.unicodeScalars.first, Self.isLetter(first) || first == "_" {
            rawValue = kept
        } else {
            rawValue = "ld" + kept
        }
    }

    /// A salt made from the literal, sanitised as ``init(_:)`` does.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The sanitised salt (``rawValue``).
    public var description: String { rawValue }

    /// `SALT-name`: an id or class name in this diagram's namespace.
    public func prefixing(_ name: String) -> String {
        rawValue + "-" + name
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }
}
