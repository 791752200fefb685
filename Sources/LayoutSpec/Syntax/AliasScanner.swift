/// Finds YAML anchors (`&name`) and aliases (`*name`) before the text reaches Yams.
///
/// Why not let Yams parse them and reject the nodes afterwards: Yams shares
/// an aliased node instead of copying it, which is cheap, but it checks every
/// mapping for duplicate keys by hashing each key in full. An "alias bomb"
/// used as a key (nine levels of ten aliases each) hashes a billion scalars,
/// minutes of CPU before any node is returned. The spec format has no use for
/// anchors, so they are rejected before parsing.
///
/// The scan is lexical and errs on the side of rejecting: it skips comments,
/// quoted scalars and block scalars, and flags `&` or `*` wherever a YAML node
/// may begin (after indentation, `- `, `? `, `: `, a tag, or inside a flow
/// collection after `[`, `{` or `,`). Plain text that merely looks like an
/// anchor there, such as a continuation line that starts with `*`, is flagged
/// too; quoting it fixes that.
///
/// The same scan finds tags (`!!str`), where a node may begin: Yams resolves
/// untagged scalars in place (a plain `3` becomes `!!int` once hashed), so an
/// explicit tag cannot be told from a resolved one after parsing. A tag
/// precedes its node, so its position is the node's.
enum AliasScanner {
    /// What the scan found, in file order.
    struct Tokens {
        var anchorsAndAliases: [SourcePosition] = []
        /// Each tag as written (`!!str`, `!local`, `!<tag:…>`), at its position.
        var tags: [(position: SourcePosition, name: String)] = []
        /// The position of each `%TAG` directive, which could give `!!str` another meaning.
        var tagDirectives: [SourcePosition] = []
    }

    /// The position of every anchor and alias in `text`, in file order.
    static func anchorsAndAliases(in text: String) -> [SourcePosition] {
        tokens(in: text).anchorsAndAliases
    }

    /// The anchors, aliases, tags and tag directives of `text`.
    static func tokens(in text: String) -> Tokens {
        var scanner = State()
        for (index, line) in lines(of: text).enumerated() {
            scanner.scan(line, lineNumber: index + 1)
        }
        return scanner.found
    }

    /// `text` split at `\n`, `\r\n` and `\r`.
    private static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous == "\r" {
                // The second half of a CRLF: the line already ended at the CR.
            } else if scalar == "\n" || scalar == "\r" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(scalar)
            }
            previous = scalar
        }
        return lines
    }

    private struct State {
        var found = Tokens()
        /// How many `[` or `{` are open.
        var flowDepth = 0
        /// The quote of a quoted scalar that continues onto the next line.
        var openQuote: Unicode.Scalar?
        /// Inside a block scalar (`|` or `>`): lines indented more than this, or blank, are its text.
        var blockScalarParentIndent: Int?

        mutating func scan(_ line: [Unicode.Scalar], lineNumber: Int) {
            if let parent = blockScalarParentIndent {
                let indent = line.prefix { $0 == " " }.count
                if line.allSatisfy(isBlank) || indent > parent { return }
                blockScalarParentIndent = nil
            }
            var index = 0
            var atNodeStart = true
            if let quote = openQuote {
                guard let end = Self.endOfQuoted(line, from: 0, quote: quote) else { return }
                openQuote = nil
                index = end
                atNodeStart = false
            } else if line.starts(with: ["-", "-", "-"]) && (line.count == 3 || isBlank(line[3])) {
                index = 3   // a document start marker; a node may follow it
            } else if line.starts(with: ["%", "T", "A", "G"]) && (line.count == 4 || isBlank(line[4])) {
                found.tagDirectives.append(SourcePosition(line: lineNumber, column: 1))
                return
            }
            while index < line.count {
                let scalar = line[index]
                // Indicators such as `- ` and `: ` count only when a blank or the line's end follows.
                let nextIsBlank = index + 1 == line.count || isBlank(line[index + 1])
                if isBlank(scalar) {
                    index += 1
                    continue
                }
                if scalar == "#" && (index == 0 || isBlank(line[index - 1])) {
                    return   // a comment runs to the end of the line
                }
                if atNodeStart {
                    switch scalar {
                    case "&", "*":
                        found.anchorsAndAliases.append(SourcePosition(line: lineNumber, column: index + 1))
                        index = endOfToken(line, from: index)
                        atNodeStart = scalar == "&"   // an anchor precedes its node; an alias is the node
                        continue
                    case "!":
                        let end = endOfToken(line, from: index)   // a tag precedes its node
                        found.tags.append((SourcePosition(line: lineNumber, column: index + 1),
                                           String(String.UnicodeScalarView(line[index..<end]))))
                        index = end
                        continue
                    case "\"", "'":
                        guard let end = Self.endOfQuoted(line, from: index + 1, quote: scalar) else {
                            openQuote = scalar
                            return
                        }
                        index = end
                        atNodeStart = false
                        continue
                    case "|" where flowDepth == 0, ">" where flowDepth == 0:
                        blockScalarParentIndent = Self.blockParentIndent(line)
                        return   // the rest of the line is the block scalar's header
                    case "-" where flowDepth == 0 && nextIsBlank, "?" where flowDepth == 0 && nextIsBlank:
                        index += 1   // a sequence entry or an explicit key; a node follows
                        continue
                    default:
                        break
                    }
                }
                switch scalar {
                case ":" where flowDepth > 0 || nextIsBlank:
                    atNodeStart = true
                case "[" where atNodeStart || flowDepth > 0, "{" where atNodeStart || flowDepth > 0:
                    flowDepth += 1
                    atNodeStart = true
                case "," where flowDepth > 0:
                    atNodeStart = true
                case "]" where flowDepth > 0, "}" where flowDepth > 0:
                    flowDepth -= 1
                    atNodeStart = false
                default:
                    atNodeStart = false
                }
                index += 1
            }
        }

        /// The index just past an anchor, alias or tag that starts at `start`.
        private func endOfToken(_ line: [Unicode.Scalar], from start: Int) -> Int {
            var index = start + 1
            while index < line.count, !isBlank(line[index]),
                  !(flowDepth > 0 && [",", "[", "]", "{", "}"].contains(line[index])) {
                index += 1
            }
            return index
        }

        /// The index just past the closing `quote`, or `nil` if the scalar goes on to the next line.
        private static func endOfQuoted(_ line: [Unicode.Scalar], from start: Int, quote: Unicode.Scalar) -> Int? {
            var index = start
            while index < line.count {
                let scalar = line[index]
                if quote == "\"" && scalar == "\\" {
                    index += 2   // an escape, e.g. \" or \\
                } else if scalar == quote {
                    // In single quotes, '' is an escaped quote.
                    if quote == "'" && index + 1 < line.count && line[index + 1] == "'" {
                        index += 2
                    } else {
                        return index + 1
                    }
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// The indentation a block scalar's text must exceed: the column of the
        /// line's first token after any `- ` or `? ` indicators. Where YAML's own
        /// rule is looser, more lines are scanned, never fewer.
        private static func blockParentIndent(_ line: [Unicode.Scalar]) -> Int {
            var index = 0
            while index < line.count {
                let scalar = line[index]
                let followedByBlank = index + 1 == line.count || isBlank(line[index + 1])
                if isBlank(scalar) || ((scalar == "-" || scalar == "?") && followedByBlank) {
                    index += 1
                } else {
                    break
                }
            }
            return index
        }
    }
}

/// Spaces, tabs and a byte-order mark separate tokens.
private func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\u{FEFF}"
}
