/// The request line and header fields of an HTTP/1.x request (RFC 9112, sections 2 to 5), as the
/// preview server reads them before it answers.
///
/// ```swift
/// let head = HTTPRequestHead.parse(Array("GET /state HTTP/1.1\r\nHost: localhost:8080\r\n\r\n".utf8))
/// head?.path              // "/state"
/// head?.field("HOST")     // "localhost:8080"
/// ```
///
/// It is pure and bounded, so that it can be fuzzed (Fuzz/Sources/HTTPRequestHeadFuzzer): it reads
/// at most ``maximumSize`` bytes, and anything that is not a well-formed head is `nil`. It is strict
/// where the RFC lets a server be: lines end in CRLF (a bare CR or LF is refused), a header line
/// folded onto the next (obs-fold) is refused, and no byte of a field value is a control character.
public struct HTTPRequestHead: Equatable, Sendable {
    /// The most bytes a head may take, its final empty line included, as nginx's default
    /// `large_client_header_buffers` line (8 KiB): a longer one is refused, not buffered.
    public static let maximumSize = 8192

    /// A header field: its name as sent, and its value without the whitespace around it.
    public struct Field: Equatable, Sendable {
        /// The field's name as sent; ``field(_:)`` compares names without regard to case.
        public var name: String
        /// The field's value, without the spaces and tabs around it.
        public var value: String
    }

    /// `GET`, `HEAD`, …: a token, case-sensitive.
    public var method: String
    /// The request target as sent: `/`, `/state?x=1`, `*`, `http://host/path`.
    public var target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    public var version: String
    /// The header fields, in order.
    public var fields: [Field]

    /// The target's path: the target up to its query (`?`) or fragment (`#`).
    public var path: String {
        String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// The value of the field named `name` (case-insensitively); `nil` if there is none, or more than
    /// one, as a second `Host` makes a request ambiguous (RFC 9112, section 3.2).
    public func field(_ name: String) -> String? {
        let matches = fields.filter { Self.lowercased($0.name) == Self.lowercased(name) }
        return matches.count == 1 ? matches[0].value : nil
    }

    /// How many bytes of `bytes` the head takes, up to and including the empty line that ends it; `nil`
    /// while it has not ended within the first ``maximumSize`` bytes.
    public static func length(in bytes: some Collection<UInt8>) -> Int? {
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for (offset, byte) in bytes.prefix(maximumSize).enumerated() {
            if previous == (cr, lf, cr) && byte == lf { return offset + 1 }
            previous = (previous.1, previous.2, byte)
        }
        return nil
    }

    /// The head at the start of `bytes`, or `nil` if it has not ended within ``maximumSize`` bytes or
    /// is not well formed. Bytes after the head (a body, a pipelined request) are not read.
    public static func parse(_ bytes: some Collection<UInt8>) -> HTTPRequestHead? {
        guard let length = length(in: bytes) else { return nil }
        let head = Array(bytes.prefix(length - 4))   // without the final CRLF CRLF
        var lines = [ArraySlice<UInt8>]()
        var start = 0, index = 0
        while index < head.count {
            switch head[index] {
            case cr:
                guard index + 1 < head.count, head[index + 1] == lf else { return nil }
                lines.append(head[start..<index])
                index += 2
                start = index
            case lf:
                return nil   // a bare LF
            default:
                index += 1
            }
        }
        lines.append(head[start..<head.count])

        // The request line: method SP request-target SP HTTP-version.
        let parts = lines[0].split(separator: space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenCharacter),
              !parts[1].isEmpty, parts[1].allSatisfy({ $0 > space && $0 < delete }),
              parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
        else { return nil }

        var fields = [Field]()
        for line in lines.dropFirst() {
            // field-name ":" OWS field-value OWS; a line starting with whitespace would be an obs-fold.
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let name = line[line.startIndex..<colon]
            guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else { return nil }
            var value = line[(colon + 1)...]
            while let first = value.first, first == space || first == tab { value = value.dropFirst() }
            while let last = value.last, last == space || last == tab { value = value.dropLast() }
            guard value.allSatisfy({ $0 == tab || ($0 >= space && $0 != delete) }) else { return nil }
            fields.append(Field(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
        }
        return HTTPRequestHead(method: String(decoding: parts[0], as: UTF8.self),
                               target: String(decoding: parts[1], as: UTF8.self),
                               version: String(decoding: parts[2], as: UTF8.self), fields: fields)
    }

    private static let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), delete: UInt8 = 0x7F

    /// tchar (RFC 9110, section 5.6.2): the characters of a method or a field name.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// ASCII lower case only: a field name is ASCII, and Foundation's `lowercased()` is locale-aware.
    static func lowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
