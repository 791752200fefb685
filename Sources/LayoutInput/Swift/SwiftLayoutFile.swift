import Foundation
import LayoutDiagramPipeline
import SwiftParser
import SwiftSyntax

/// A Swift file of layout code: the layouts in it, found wherever real code puts them
/// (``SwiftLayoutFinder``), and what its `// layout-diagram:` comments say about the data to lay out.
///
/// ```swift
/// // layout-diagram: items 12, 9, 8, 10
/// // layout-diagram: container 390x844
/// func createLayout() -> UICollectionViewLayout { … }
/// ```
///
/// A layout is a function that returns a `UICollectionViewLayout` (or a compositional layout, or a
/// subclass the file declares) and can be called without arguments, at any access level, at the top
/// level or in a type; a property of such a type; a compositional layout subclass's `init()`; or a view
/// controller that makes a collection view, which is run as an app runs it. `items` gives each section's
/// item count, in order (default: one section of 12); `container` the collection view's size (default 390×844).
public struct SwiftLayoutFile: Sendable, Equatable {
    /// A layout, and where its declaration is.
    public struct Function: Sendable, Equatable {
        /// What makes the layout.
        public enum Kind: Sendable, Equatable {
            /// A function called without arguments: `createLayout()`.
            case function
            /// A property read: `layout`, `Layouts.grid`, a `lazy var`, a computed property.
            case property
            /// A compositional layout subclass made with its `init()`: `MosaicLayout()`.
            case layoutInitializer
            /// A view controller made and loaded, whose collection view holds the layout.
            case viewController
        }

        /// `createLayout`, `Layouts.grid` for one in a type, `ViewController` for a view controller or
        /// `MosaicLayout` for a layout subclass: what `--layout` names.
        public let name: String
        /// The line of its declaration's name (1 for the first), where its errors are.
        public let line: Int
        /// The column of its declaration's name, in UTF-8 bytes as the compiler counts (1 for the first).
        public let column: Int
        /// What the generated entry does, as Swift: `createLayout()`, `Layouts.grid()` for a static
        /// function, `ViewController().createLayout()` for a method (the instance is made with `init()`
        /// and, for a view controller, loaded first).
        public let call: String
        /// What makes the layout: a function, a property, a layout subclass, a view controller.
        public let kind: Kind
        /// The type it is in (its full name, `Outer.Inner`), if any.
        public let owner: String?
        /// Whether it is called on its type (a `static` or `class` member) rather than on an instance.
        public let isStatic: Bool
        /// Whether it `throws`: it is called with `try`, and what it throws is its error.
        public let throwing: Bool
        /// The member as called on its type or instance: `createLayout()`, `layout`.
        public let member: String
        /// Whether the instance it is called on is a view controller, loaded as an app loads it first.
        public let loadsViewController: Bool
        /// Whether it is drawn from the layout and what it uses alone (``SwiftLayoutSlice``): its type is
        /// made with `init()` only once the initialisers that take arguments are left out.
        public var needsSlice = false

        /// The diagram's title, and the name errors are at: `createLayout()`, `Layouts.grid`, `ViewController`.
        public var title: String { kind == .function ? "\(name)()" : name }

        /// The same layout, its instance loaded as a view controller first or not.
        func loading(_ loadsViewController: Bool) -> Function {
            var function = Function(name: name, line: line, column: column, call: call, kind: kind, owner: owner,
                                    isStatic: isStatic, throwing: throwing, member: member,
                                    loadsViewController: loadsViewController)
            function.needsSlice = needsSlice
            return function
        }
    }

    /// The file's path, as messages name it.
    public let path: String
    /// The file as written.
    public let source: String
    /// The layouts, in the order of the file: each is drawn on its own.
    public let functions: [Function]
    /// Layouts that `--layout` may name but that are not drawn on their own: the layout functions and
    /// properties of a view controller that is itself a layout (it makes its collection view with them).
    public let namedOnly: [Function]
    /// Functions that return a diffable data source snapshot (`func makeSnapshot() ->
    /// NSDiffableDataSourceSnapshot<Section, Item>`): with one, its sections and items are the
    /// data, its identifiers the section names and item labels, and the `items` directive is not used.
    public let snapshotFunctions: [Function]
    /// What looks like a layout but was not taken, and why:
    /// `func makeLayout(columns: Int) -> UICollectionViewLayout at 12:10 needs an argument (columns: Int)`.
    public let notTaken: [String]
    /// The file as compiled, lines and columns kept (``SwiftCompiledCopy``).
    public let compiledSource: String
    /// Imports of modules that are not here, as errors at their lines.
    public let importErrors: [String]
    /// How many lines the file has, as the compiler counts them (`\n`, `\r\n` and `\r` each end one).
    public let compiledLineCount: Int
    /// The `items` directive's counts, one per section; the command line may set others (`--items`).
    public var itemCounts: [Int]
    /// The `container` directive's size; the command line may set another.
    public var containerSize: CGSize

    /// Reads the file at `path`.
    /// At most ``SwiftSourceBounds/maximumBytes`` + 1 bytes are read, whatever the file claims to be, so
    /// a device such as `/dev/zero` is refused without exhausting memory.
    public init(contentsOf path: String) throws(ArtefactError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ArtefactError("\(path):1:1: error: this is a directory, not a Swift file")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: SwiftSourceBounds.maximumBytes + 1) ?? Data()
        } catch {
            throw ArtefactError("\(path):1:1: error: cannot read the Swift file: \(error.localizedDescription)")
        }
        guard let source = String(validating: data, as: UTF8.self) else {
            throw ArtefactError("\(path):1:1: error: the Swift file is not UTF-8 text")
        }
        try self.init(source: source, path: path)
    }

    /// Reads `source`, named `path` in messages.
    public init(source: String, path: String) throws(ArtefactError) {
        self.path = path
        self.source = source
        if let violation = SwiftSourceBounds.violation(in: source, path: path) { throw ArtefactError(violation) }
        let tree = Parser.parse(source: source)
        var finder = SwiftLayoutFinder(tree: tree, path: path)
        finder.run()
        (functions, namedOnly, notTaken) = Self.layouts(finder)
        snapshotFunctions = finder.snapshotMembers.filter { $0.problem == nil }.map { Self.function($0, finder) }
        let copy = SwiftCompiledCopy(source: source, tree: tree, converter: finder.converter, path: path)
        compiledSource = copy.text
        importErrors = copy.errors
        compiledLineCount = finder.converter.location(for: tree.endPosition).line
        var itemCounts = [12]
        var containerSize = CGSize(width: 390, height: 844)
        for directive in finder.directives {
            let place = "\(path):\(directive.line):\(directive.column): error: layout-diagram directive: "
            let words = directive.text.split(separator: " ", maxSplits: 1).map(String.init)
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
        self.itemCounts = itemCounts
        self.containerSize = containerSize
    }

    /// The layouts drawn, those only `--layout` names, and what was seen but not taken.
    static func layouts(_ finder: SwiftLayoutFinder) -> ([Function], [Function], [String]) {
        var listed: [Function] = [], namedOnly: [Function] = [], notTaken: [String] = []
        var viewControllers: Set<String> = []
        for type in finder.typeOrder where finder.isViewController(type) {
            guard let declared = finder.types[type] else { continue }
            let lineage = [type] + finder.ancestors(of: type).filter { finder.types[$0] != nil }
            let place = "class \(type) at \(declared.line):\(declared.column)"
            guard lineage.contains(where: { finder.types[$0]?.namesCollectionViewLayout == true }) else {
                notTaken.append("\(place) is a view controller that makes no collection view (nothing in it names collectionViewLayout)")
                continue
            }
            if let problem = finder.instanceProblem(type) {
                notTaken.append("\(place) \(problem)")
                continue
            }
            viewControllers.insert(type)
            listed.append(Function(name: type, line: declared.line, column: declared.column,
                                   call: "\(type)().loadViewIfNeeded()", kind: .viewController, owner: type,
                                   isStatic: false, throwing: false, member: "", loadsViewController: true))
        }
        for member in finder.layoutMembers {
            if let problem = member.problem {
                notTaken.append("\(member.summary) at \(member.line):\(member.column) \(problem)")
                continue
            }
            let function = Self.function(member, finder)
            if let owner = member.owner, viewControllers.contains(owner) {
                namedOnly.append(function)
            } else {
                listed.append(function)
            }
        }
        // One of each name (the branches of an `#if` may declare it twice), in the file's order.
        func unique(_ functions: [Function]) -> [Function] {
            var seen: Set<String> = []
            return functions.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.filter { seen.insert($0.name).inserted }
        }
        // A layout drawn only from a slice gives way to one that runs as the file is written; `--layout` may
        // still name it.
        if listed.contains(where: { !$0.needsSlice }) {
            namedOnly += listed.filter(\.needsSlice)
            listed.removeAll(where: \.needsSlice)
        }
        return (unique(listed), unique(namedOnly), notTaken)
    }

    static func function(_ member: SwiftLayoutFinder.Member, _ finder: SwiftLayoutFinder) -> Function {
        var function = unmarkedFunction(member, finder)
        function.needsSlice = member.needsSlice
        return function
    }

    private static func unmarkedFunction(_ member: SwiftLayoutFinder.Member, _ finder: SwiftLayoutFinder) -> Function {
        let called = member.kind == .function ? "\(member.name)(\(member.arguments))" : member.name
        switch member.kind {
        case .initializer:
            let owner = member.owner ?? member.name
            return Function(name: owner, line: member.line, column: member.column, call: "\(owner)()",
                            kind: .layoutInitializer, owner: owner, isStatic: true, throwing: member.throwing,
                            member: "", loadsViewController: false)
        case .function, .property:
            let kind: Function.Kind = member.kind == .function ? .function : .property
            guard let owner = member.owner else {
                return Function(name: member.name, line: member.line, column: member.column, call: called, kind: kind,
                                owner: nil, isStatic: true, throwing: member.throwing, member: called,
                                loadsViewController: false)
            }
            return Function(name: "\(owner).\(member.name)", line: member.line, column: member.column,
                            call: member.isStatic ? "\(owner).\(called)" : "\(owner)().\(called)", kind: kind,
                            owner: owner, isStatic: member.isStatic, throwing: member.throwing, member: called,
                            loadsViewController: !member.isStatic && finder.isViewController(owner))
        }
    }
}
