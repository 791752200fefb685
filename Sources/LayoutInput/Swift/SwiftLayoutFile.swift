import Foundation
import LayoutDiagramPipeline

/// A Swift file of tutorial code: the functions in it that return a layout, and what its
/// `// layout-diagram:` comments say about the data to lay out.
///
/// ```swift
/// // layout-diagram: items 12, 9, 8, 10
/// // layout-diagram: container 390x844
/// func createLayout() -> UICollectionViewLayout { … }
/// ```
///
/// A layout function is a `func NAME() -> UICollectionViewLayout` (or
/// `-> UICollectionViewCompositionalLayout`) at the top level, or in a type declared there: a
/// `static func`, or a method of a type with an `init()`. `items` gives each section's item count, in
/// order (default: one section of 12); `container` the collection view's size (default 390×844).
public struct SwiftLayoutFile: Sendable, Equatable {
    /// A layout function, and where its name is.
    public struct Function: Sendable, Equatable {
        /// `createLayout`, or `Layouts.grid` for one in a type: what `--layout` names.
        public let name: String
        public let line: Int
        public let column: Int
        /// The expression that calls it: `createLayout()`, `Layouts.grid()` for a static
        /// function, `ViewController().generateLayout()` for a method (the type needs an `init()`).
        public let call: String
    }

    public let path: String
    public let source: String
    public let functions: [Function]
    /// Functions that return a diffable data source snapshot (`func makeSnapshot() ->
    /// NSDiffableDataSourceSnapshot<Section, Item>`): with one, its sections and items are the
    /// data, its identifiers the section names and item labels, and the `items` directive is not used.
    public let snapshotFunctions: [Function]
    /// The `items` directive's counts, one per section; the command line may set others (`--items`).
    public var itemCounts: [Int]
    /// The `container` directive's size; the command line may set another.
    public var containerSize: CGSize

    /// Reads the file at `path`.
    public init(contentsOf path: String) throws(ArtefactError) {
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ArtefactError("\(path):1:1: error: cannot read the Swift file: \(error.localizedDescription)")
        }
        try self.init(source: source, path: path)
    }

    public init(source: String, path: String) throws(ArtefactError) {
        self.path = path
        self.source = source
        var functions: [Function] = []
        var snapshotFunctions: [Function] = []
        var itemCounts = [12]
        var containerSize = CGSize(width: 390, height: 844)
        // The types the lines are in, by brace depth: a layout function at the top level, or
        // directly in a type (class, struct, enum or extension) declared at the top level.
        var depth = 0
        var topLevelType: (name: String, depth: Int)?
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = Self.code(of: line)
            if depth == 0, let type = Self.typeDeclared(in: code) { topLevelType = (type, 1) }
            if depth == 0 || (depth == 1 && topLevelType != nil) {
                let type = depth == 1 ? topLevelType?.name : nil
                if let function = Self.layoutFunction(in: code, line: index + 1, in: type) {
                    functions.append(function)
                } else if let function = Self.function(in: code, line: index + 1, in: type,
                                                       returning: "NSDiffableDataSourceSnapshot<", generic: true) {
                    snapshotFunctions.append(function)
                }
            }
            depth = max(0, depth + code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count)
            if depth == 0 { topLevelType = nil }
            guard let directive = Self.directive(in: line) else { continue }
            let place = "\(path):\(index + 1):1: error: layout-diagram directive: "
            let words = directive.split(separator: " ", maxSplits: 1).map(String.init)
            switch words.first {
            case "items":
                let counts = (words.count > 1 ? words[1] : "").split(separator: ",").map {
                    Int($0.trimmingCharacters(in: .whitespaces))
                }
                guard !counts.isEmpty, counts.allSatisfy({ $0 != nil && $0! >= 0 && $0! <= 1_000_000 }) else {
                    throw ArtefactError(place + "expected 'items' and counts such as 'items 12, 9, 8'")
                }
                itemCounts = counts.map { $0! }
            case "container":
                let sides = (words.count > 1 ? words[1] : "").split(separator: "x").map {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                guard sides.count == 2, let width = sides[0], let height = sides[1],
                      width >= 1, height >= 1, width <= 100_000, height <= 100_000 else {
                    throw ArtefactError(place + "expected 'container' and a size such as 'container 390x844'")
                }
                containerSize = CGSize(width: width, height: height)
            default:
                throw ArtefactError(place + "unknown directive '\(words.first ?? "")' (one of items, container)")
            }
        }
        self.functions = functions
        self.snapshotFunctions = snapshotFunctions
        self.itemCounts = itemCounts
        self.containerSize = containerSize
    }

    /// The line without its `//` comment and string literals' contents, for counting braces.
    static func code(of line: Substring) -> Substring {
        var result = "", inString = false, previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" { result.removeLast(); break }
            if character == "\"", previous != "\\" { inString.toggle(); result.append(character) }
            else if !inString { result.append(character) }
            previous = character
        }
        return Substring(result)
    }

    /// `ViewController` in `final class ViewController: UIViewController {`.
    static func typeDeclared(in line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })[...]
        while let first = words.first, ["public", "internal", "private", "fileprivate", "final", "open"].contains(first) {
            words = words.dropFirst()
        }
        guard let keyword = words.first, ["class", "struct", "enum", "extension"].contains(keyword),
              let name = words.dropFirst().first, name.first?.isLetter == true || name.first == "_" else { return nil }
        return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    }

    /// `createLayout` in `func createLayout() -> UICollectionViewLayout {`; in `type`, a
    /// `static func` is called on the type and a method on a new instance.
    static func layoutFunction(in line: Substring, line number: Int, in type: String?) -> Function? {
        for result in ["UICollectionViewLayout", "UICollectionViewCompositionalLayout"] {
            for prefix in ["", "UIKit."] {
                if let function = function(in: line, line: number, in: type, returning: prefix + result, generic: false) {
                    return function
                }
            }
        }
        return nil
    }

    /// A function of no arguments that returns `result` (for a `generic` type, its name and `<`,
    /// whatever its arguments).
    static func function(in line: Substring, line number: Int, in type: String?, returning result: String,
                         generic: Bool) -> Function? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        var words = trimmed.split(separator: " ", maxSplits: 8)[...]
        var isStatic = false
        while let first = words.first, ["public", "internal", "private", "fileprivate", "static", "class", "final",
                                        "@objc", "open"].contains(first) {
            if first == "static" || first == "class" { isStatic = true }
            words = words.dropFirst()
        }
        guard words.first == "func", let funcRange = line.range(of: "func ") else { return nil }
        let rest = line[funcRange.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, !first.isNumber else { return nil }
        let signature = rest.dropFirst(name.count).filter { !$0.isWhitespace }
        guard signature.hasPrefix("()->\(result)") else { return nil }
        var after = signature.dropFirst("()->\(result)".count)
        if generic {
            // The type's arguments, to their closing `>`.
            guard let close = after.lastIndex(of: ">") else { return nil }
            after = after[after.index(after: close)...]
        }
        guard after.isEmpty || after.first == "{" else { return nil }
        let column = line.distance(from: line.startIndex, to: funcRange.upperBound) + 1
        guard let type else {
            return Function(name: String(name), line: number, column: column, call: "\(name)()")
        }
        return Function(name: "\(type).\(name)", line: number, column: column,
                        call: isStatic ? "\(type).\(name)()" : "\(type)().\(name)()")
    }

    /// `items 12, 9` in `// layout-diagram: items 12, 9`.
    static func directive(in line: Substring) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("//") else { return nil }
        let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
        guard comment.hasPrefix("layout-diagram:") else { return nil }
        return comment.dropFirst("layout-diagram:".count).trimmingCharacters(in: .whitespaces)
    }
}
