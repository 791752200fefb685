import ArgumentParser
import LayoutDiagram

/// `render --animate [all|scroll|section:N]` and `--scroll FROM:TO`, read.
///
/// ArgumentParser has no option whose value may be left out, so `--animate` is a flag, and a value
/// written after it (`--animate section:1`, `--animate=scroll`) is moved to a hidden option before
/// parsing. Only the values `--animate` takes are moved: `--animate grid.yaml` leaves the spec alone.
enum AnimateArgument {
    /// The hidden option the value goes to.
    static let partOption = "animate-part"

    /// `arguments` with `--animate VALUE` and `--animate=VALUE` written as `--animate --animate-part VALUE`,
    /// up to `--`.
    static func expanding(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return result + arguments[index...] }
            if argument.hasPrefix("--animate=") {
                result += ["--animate", "--\(partOption)", String(argument.dropFirst("--animate=".count))]
            } else if argument == "--animate", index + 1 < arguments.count, isValue(arguments[index + 1]) {
                result += ["--animate", "--\(partOption)", arguments[index + 1]]
                index += 1
            } else {
                result.append(argument)
            }
            index += 1
        }
        return result
    }

    /// Whether `text` is one of the values `--animate` takes (or looks like a try at `section:N`).
    private static func isValue(_ text: String) -> Bool {
        text == "all" || text == "scroll" || text.hasPrefix("section:")
    }

    /// The subject `all`, `scroll` or `section:N` names.
    static func subject(_ text: String) throws -> ScrollAnimation.Subject {
        switch text {
        case "all": return .all
        case "scroll": return .scroll
        default:
            if text.hasPrefix("section:"), let index = Int(text.dropFirst("section:".count)), index >= 0 {
                return .section(index)
            }
            throw ValidationError("--animate takes all, scroll or section:N (N a section index from 0), not '\(text)'")
        }
    }

    /// The two content offsets of `FROM:TO`.
    static func range(_ text: String) throws -> (from: Double, to: Double) {
        // A negative offset starts with '-': split on the colon, which no number holds.
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let from = Double(parts[0]), let to = Double(parts[1]), from.isFinite, to.isFinite else {
            throw ValidationError("--scroll takes two content offsets in points, FROM:TO (such as 0:1200 or -47:800), not '\(text)'")
        }
        return (from, to)
    }
}
