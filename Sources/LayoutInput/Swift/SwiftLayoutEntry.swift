/// The code layout-diagram appends after the last line of the compiled copy of the user's file, so that
/// it reaches what the file's own code reaches: `private` and `fileprivate` members (from an extension
/// of their type, in the same file), and the instance a member is called on kept alive until the
/// layout has been solved and written (`withExtendedLifetime`), so that a section provider that captures
/// `[weak self]` or `[unowned self]` still has it.
///
/// It declares two functions that the generated `main` calls:
/// `layoutDiagramLayout(_ run: (UICollectionViewLayout?) -> Void) throws`, which makes the layout and
/// calls `run` with it while its instance lives, and `layoutDiagramSnapshot() throws`, which hands the
/// snapshot function's snapshot, if any, to `layoutDiagramUse`.
enum SwiftLayoutEntry {
    /// The first line of what is appended: the compiler's messages below it are not the user's.
    static let marker = "// layout-diagram: generated entry, not part of the file"

    static func source(layout: SwiftLayoutFile.Function, snapshot: SwiftLayoutFile.Function?) -> String {
        var lines = ["", marker]
        lines += entry(named: "layoutDiagramLayout", parameters: "_ run: (UICollectionViewLayout?) -> Void",
                       function: layout, use: { "run(\($0))" })
        if let snapshot {
            lines += entry(named: "layoutDiagramSnapshot", parameters: "", function: snapshot,
                           use: { "layoutDiagramUse(\($0))" })
        } else {
            lines.append("@MainActor func layoutDiagramSnapshot() throws {}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file-level function `name`, and, for a member, the extension of its type that reaches it.
    private static func entry(named name: String, parameters: String, function: SwiftLayoutFile.Function,
                              use: (String) -> String) -> [String] {
        let attempt = function.throwing ? "try " : ""
        let arguments = parameters.isEmpty ? "" : "run"
        guard let owner = function.owner else {
            return ["@MainActor func \(name)(\(parameters)) throws { \(use(attempt + function.member)) }"]
        }
        var body: [String]
        switch function.kind {
        case .layoutInitializer:
            body = [use("\(attempt)\(owner)()")]
        case .viewController:
            body = ["let instance = \(owner)()", "defer { withExtendedLifetime(instance) {} }", "layoutDiagramLoad(instance)",
                    use("layoutDiagramCollectionViewLayout()")]
        case .function, .property:
            if function.isStatic {
                body = [use("\(attempt)\(owner).\(function.member)")]
            } else {
                // `var`: a `lazy var` of a struct is read by a mutating getter.
                body = ["var instance = \(owner)()", "defer { withExtendedLifetime(instance) {} }"]
                if function.loadsViewController { body.append("layoutDiagramLoad(instance)") }
                body.append(use("\(attempt)instance.\(function.member)"))
            }
        }
        return ["extension \(owner) {",
                "    @MainActor fileprivate static func \(name)Entry(\(parameters)) throws {"]
            + body.map { "        " + $0 }
            + ["    }", "}",
               "@MainActor func \(name)(\(parameters)) throws { try \(owner).\(name)Entry(\(arguments)) }"]
    }
}
