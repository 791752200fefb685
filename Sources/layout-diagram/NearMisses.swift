import ArgumentParser
import LayoutSpec

// "Did you mean …?" on the command line, as the spec reader has it for keys
// (``LayoutSpec/KeySuggestion``): for subcommands, enumerated option values and devices.

/// One of an enumeration's values by name, or a usage error that suggests the nearest:
/// `--theme drak` reads "did you mean 'dark'? (one of light, dark, auto)".
func choice<Value: CaseIterable & RawRepresentable>(_ text: String) throws -> Value where Value.RawValue == String {
    if let value = Value(rawValue: text) { return value }
    let names = Value.allCases.map(\.rawValue)
    let hint = KeySuggestion.hint(for: text, among: names).map { $0 + " " } ?? ""
    throw ValidationError("\(hint)(one of \(names.joined(separator: ", ")))")
}

/// The usage error for a first argument that is neither an option nor a subcommand of `command`,
/// with the nearest subcommand; `nil` when the arguments start well.
func unknownSubcommand(in arguments: [String], of command: ParsableCommand.Type) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = command.configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(first) else { return nil }
    let hint = KeySuggestion.hint(for: first, among: names).map { "; " + $0 } ?? ""
    return "error: unknown command '\(first)'\(hint) (commands: \(names.joined(separator: ", ")))"
}
