/// The options on a command line, counted before ArgumentParser reads them.
///
/// ArgumentParser takes each option it finds out of the middle of the argument list, which costs
/// the length of the list: reading n options costs n², and 6,400 `--explain` took 24 s to read.
/// No command needs more than a few dozen options, so more than ``maxOptions`` is a usage error,
/// found in one pass before the parser starts. (Operands, such as `lint`'s spec files, are not counted.)
enum OptionCount {
    /// The most options (arguments that start with `-`, up to `--`) one command line may give.
    static let maxOptions = 256

    /// The options in `arguments`: each argument that starts with `-` (not `-` alone, standard
    /// input), until `--`, after which every argument is an operand.
    static func options(in arguments: [String]) -> Int {
        var count = 0
        for argument in arguments {
            if argument == "--" { break }
            if argument.hasPrefix("-"), argument != "-" { count += 1 }
        }
        return count
    }

    /// The error for a command line with more than ``maxOptions`` options, else `nil`.
    static func refusal(_ arguments: [String]) -> String? {
        let count = options(in: arguments)
        guard count > maxOptions else { return nil }
        return "error: \(count) options given; a command takes at most \(maxOptions) (an option repeated, "
            + "such as --explain or --element, counts each time)"
    }
}
