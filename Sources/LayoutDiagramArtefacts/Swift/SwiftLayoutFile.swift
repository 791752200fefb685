import Foundation

/// A Swift file of tutorial code: the functions in it that return a layout, and what its
/// `// layout-diagram:` comments say about the data to lay out.
///
/// ```swift
/// // layout-diagram: items 12, 9, 8, 10
/// // layout-diagram: container 390x844
/// func createLayout() -> UICollectionViewLayout { … }
/// ```
///
/// A layout function is a top-level `func NAME() -> UICollectionViewLayout` (or
/// `-> UICollectionViewCompositionalLayout`). `items` gives each section's item count, in
/// order (default: one section of 12); `container` the collection view's size (default 390×844).
public struct SwiftLayoutFile: Sendable, Equatable {
    /// A layout function, and where its name is.
    public struct Function: Sendable, Equatable {
        public let name: String
        public let line: Int
        public let column: Int
    }

    public let path: String
    public let source: String
    public let functions: [Function]
    /// The `items` directive's counts, one per section.
    public let itemCounts: [Int]
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
        var itemCounts = [12]
        var containerSize = CGSize(width: 390, height: 844)
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let function = Self.layoutFunction(in: line, line: index + 1) { functions.append(function) }
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
        self.itemCounts = itemCounts
        self.containerSize = containerSize
    }

    /// `createLayout` in `func createLayout() -> UICollectionViewLayout {`, at the top level.
    static func layoutFunction(in line: Substring, line number: Int) -> Function? {
        guard line.hasPrefix("func ") || line.hasPrefix("public func ") || line.hasPrefix("internal func ")
            || line.hasPrefix("private func ") || line.hasPrefix("fileprivate func ") else { return nil }
        guard let funcRange = line.range(of: "func ") else { return nil }
        let rest = line[funcRange.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, !first.isNumber else { return nil }
        let signature = rest.dropFirst(name.count).filter { !$0.isWhitespace }
        for result in ["UICollectionViewLayout", "UICollectionViewCompositionalLayout"] {
            for prefix in ["", "UIKit."] where signature.hasPrefix("()->\(prefix)\(result)") {
                let after = signature.dropFirst("()->\(prefix)\(result)".count)
                guard after.isEmpty || after.first == "{" else { continue }
                let column = line.distance(from: line.startIndex, to: funcRange.upperBound) + 1
                return Function(name: String(name), line: number, column: column)
            }
        }
        return nil
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
