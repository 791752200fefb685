import SwiftParser
import SwiftSyntax

/// A layout and what it uses, cut from a file that does not compile here as a whole: a view controller
/// whose base class, cells or data source live in other files of its app or in other modules.
///
/// From the layout's declaration, the slice follows the names its code uses (``SwiftDeclarationIndex``)
/// to the declarations of the file that declare them: the types it names, their cases and stored
/// properties, the members it calls, the extensions that add them. Everything else is blanked with
/// spaces, newlines kept, so that every line and column of what is kept stays where it was:
/// - declarations nothing reaches, and statements at the top level;
/// - imports of modules that are not here;
/// - the initialisers of the layout's own class that need arguments (it is made with `init()`);
/// - property observers (`didSet`, `willSet`), which only react to changes;
/// - what a type inherits that neither this file nor the stand-ins declare
///   (``dropping(unknownTypes:)``, from the compiler's messages), and, with a class's superclass,
///   the `override` of its members.
///
/// A slice is only a fallback: the whole file, run as an app runs it, gives the data too.
struct SwiftLayoutSlice {
    /// Each file's compiled copy, sliced, in the order given: the user's file first.
    private(set) var texts: [String]
    /// The user's file, sliced.
    var text: String { texts[0] }
    /// The files that keep something, by index: those compiled.
    var usedFiles: [Int] { Array(Set(kept.map { index.declarations[$0].file })).sorted() }
    /// Names the kept code uses that no file given declares: UIKit's, the standard library's, or
    /// declared in a file not given yet.
    let unresolvedNames: Set<String>
    /// What the slice kept, by index in ``index``.
    let kept: Set<Int>
    /// The owner of the layout, when it is a class of this file: made with `init()`.
    let owner: Int?
    /// Inherited types blanked so far, by name.
    private(set) var droppedInheritance: [String] = []
    /// Whether the layout's owner lost its superclass: it is no longer a view controller.
    private(set) var ownerLostSuperclass = false

    private let index: SwiftDeclarationIndex
    private let sources: [[UInt8]]
    private var blanks: [(file: Int, range: Range<Int>)]
    private let inheritance: [Int: [Inherited]]
    private let overrides: [Int: [(file: Int, range: Range<Int>)]]

    /// Members that implement the standard library's common protocols, kept with their type (but for the
    /// layout's own class): `Hashable`, `Equatable`, `Comparable`, `Identifiable`, `RawRepresentable`, …
    static let requirementNames: Set<String> = [
        "hash", "hashValue", "==", "<", "id", "rawValue", "description", "debugDescription", "encode", "allCases",
    ]

    /// One entry of an inheritance clause: its type, its comma, and the clause's colon.
    struct Inherited {
        let name: String
        let range: Range<Int>
        let comma: Range<Int>?
        let colon: Range<Int>
        let isFirst: Bool
    }

    /// The slice of `compiledSources` (``SwiftCompiledCopy``'s texts: the user's file, then others of
    /// its project) that `roots` (declarations' names in the user's file, by line and UTF-8 column) need;
    /// nil when no declaration is at the first root.
    ///
    /// With `keepingAllOfFirst`, every declaration of the user's file is kept, and the other files give
    /// what it uses: the whole file, with its project's declarations.
    init?(compiledSources: [String], roots: [(line: Int, column: Int)], keepingAllOfFirst: Bool = false) {
        let trees = compiledSources.map { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: "", tree: trees[0])
        let roots = roots.map { converter.position(ofLine: $0.line, column: $0.column).utf8Offset }
        let index = SwiftDeclarationIndex(trees: trees)
        let declarations = index.declarations
        func innermost(at offset: Int) -> Int? {
            declarations.indices.filter { declarations[$0].file == 0 && declarations[$0].range.contains(offset) }
                .min { declarations[$0].range.count < declarations[$1].range.count }
        }
        let starts = keepingAllOfFirst ? declarations.indices.filter { declarations[$0].file == 0 }
            : roots.compactMap(innermost(at:))
        guard let first = roots.first, let entry = innermost(at: first) else { return nil }

        // The class the layout is made in: the type itself (a layout subclass's init), or its member's type.
        func typeDeclaration(named name: String) -> Int? {
            declarations.indices.first { if case .type = declarations[$0].kind { declarations[$0].names == [name] } else { false } }
        }
        let ownerName = keepingAllOfFirst ? nil : declarations[entry].parent.flatMap(index.typeName)
        let owner = ownerName.flatMap(typeDeclaration(named:))

        // What each kept declaration reaches, through a work list: each is read once, and a member that
        // waits for its type to be kept is taken when it is.
        let children = Dictionary(grouping: declarations.indices.filter { declarations[$0].parent != nil }) {
            declarations[$0].parent!
        }
        var byName: [String: [Int]] = [:]
        for declaration in declarations.indices {
            for name in Set(declarations[declaration].names) { byName[name, default: []].append(declaration) }
        }
        // Types the files declare; an extension alone does not declare its type.
        let declaredTypes = Set(declarations.indices.compactMap { declaration -> String? in
            if case .extension = declarations[declaration].kind { return nil }
            return index.typeName(declaration)
        })
        // Each type's and extension's inheritance clause, read from the tree once.
        let inheritedEntries = declarations.indices.map { index.typeName($0) == nil ? [] : Self.inherited(of: $0, in: index) }
        let inheritedNames = inheritedEntries.map { $0.map(\.name) }
        var inherits: [String: [String]] = [:]
        for declaration in declarations.indices {
            guard let name = index.typeName(declaration) else { continue }
            inherits[name, default: []] += inheritedNames[declaration]
        }
        var lineages: [String: Set<String>] = [:]
        func lineage(of name: String) -> Set<String> {
            if let known = lineages[name] { return known }
            var seen: Set<String> = [], queue = [name]
            while let next = queue.popLast() { if seen.insert(next).inserted { queue += inherits[next] ?? [] } }
            lineages[name] = seen
            return seen
        }

        let declaredClasses = Set(declarations.indices.compactMap { declaration -> String? in
            declarations[declaration].kind == .type(keyword: "class") ? declarations[declaration].names.first : nil
        })
        var conformingExtensions: [String: [Int]] = [:]
        for declaration in declarations.indices {
            if case .extension(let name) = declarations[declaration].kind,
               !inheritedNames[declaration].isEmpty {
                conformingExtensions[name, default: []].append(declaration)
            }
        }

        var kept: Set<Int> = [], keptTypes: Set<String> = [], work: [Int] = []
        var waiting: [String: [Int]] = [:]
        // The owner class is made with `init()`: its initialisers that take arguments are never kept.
        let ownerIsClass = owner.map { declarations[$0].kind == .type(keyword: "class") } ?? false
        func isOwnersInitializerWithArguments(_ declaration: Int) -> Bool {
            guard ownerIsClass, case .initializer(false, false) = declarations[declaration].kind,
                  let parent = declarations[declaration].parent else { return false }
            return index.typeName(parent) == ownerName
        }
        func keep(_ declaration: Int) {
            if isOwnersInitializerWithArguments(declaration) { return }
            var next: Int? = declaration
            while let current = next, kept.insert(current).inserted {
                work.append(current)
                if let name = index.typeName(current), keptTypes.insert(name).inserted {
                    for member in waiting.removeValue(forKey: name) ?? [] { keep(member) }
                }
                next = declarations[current].parent
            }
        }
        for start in starts { keep(start) }
        while let declaration = work.popLast() {
            let item = declarations[declaration]
            if case .type(let keyword) = item.kind {
                // A struct's or an enum's stored properties and initialisers make it; a class's are kept when
                // used (the owner's `init()` always), so a cell's views and their modules stay out.
                let isClass = keyword == "class"
                let isOwnerClass = declaration == owner && isClass
                for child in children[declaration] ?? [] {
                    switch declarations[child].kind {
                    case .enumCase: keep(child)
                    case .storedProperty where !isClass: keep(child)
                    case .initializer(let bare, _) where !isClass || (isOwnerClass && bare): keep(child)
                    case _ where !isOwnerClass && declarations[child].names.contains(where: Self.requirementNames.contains):
                        keep(child)
                    default: break
                    }
                }
                // What the protocols of the files it conforms to require.
                let required = inheritedNames[declaration].flatMap { name in
                    (byName[name] ?? []).filter { declarations[$0].kind == .protocol }.flatMap { declarations[$0].requirements }
                }
                if !required.isEmpty {
                    for child in children[declaration] ?? [] where declarations[child].names.contains(where: required.contains) {
                        keep(child)
                    }
                }
                // Another type's conformances, added by extensions, with what they implement: a model's
                // `extension Photo: Hashable { func hash(into:) … }`. The owner's (its delegate and data source) go.
                if declaration != owner, let name = item.names.first {
                    for extensionDeclaration in conformingExtensions[name] ?? [] {
                        keep(extensionDeclaration)
                        for child in children[extensionDeclaration] ?? [] { keep(child) }
                    }
                }
            }
            // Bare names are looked up at the top level and in the types the code is in, with what they inherit.
            var enclosing: Set<String> = []
            var next: Int? = declaration
            while let current = next {
                if let name = index.typeName(current) { enclosing.formUnion(lineage(of: name)) }
                next = declarations[current].parent
            }
            // An override needs what it overrides: the same member of the types its type inherits.
            if item.isOverride, let container = item.parent.flatMap(index.typeName) {
                let ancestors = lineage(of: container).subtracting([container])
                for name in item.names {
                    for candidate in byName[name] ?? [] where !kept.contains(candidate) {
                        if let other = declarations[candidate].parent.flatMap(index.typeName), ancestors.contains(other) {
                            keep(candidate)
                        }
                    }
                }
            }
            // A class with an initialiser of its own needs its `required` ones too.
            if case .initializer = item.kind, let parent = item.parent {
                for child in children[parent] ?? [] {
                    if case .initializer(_, true) = declarations[child].kind { keep(child) }
                }
            }
            // A class made with arguments (`TodayFooter(title: …)`) keeps its initialisers.
            for name in item.calledNames where declaredTypes.contains(name) {
                for type in byName[name] ?? [] where declarations[type].kind == .type(keyword: "class") {
                    for child in children[type] ?? [] {
                        if case .initializer = declarations[child].kind { keep(child) }
                    }
                }
            }
            func reaches(_ candidate: Int, _ name: String) -> Bool {
                !declarations[candidate].isNamedAfterItsFirstParameter || item.calledNames.contains(name)
            }
            for name in item.bareReferences {
                for candidate in byName[name] ?? [] where !kept.contains(candidate) && reaches(candidate, name) {
                    let container = declarations[candidate].parent.flatMap(index.typeName)
                    if container == nil || enclosing.contains(container!) { keep(candidate) }
                }
                // `NSDirectionalEdgeInsets(horizontal: 10, vertical: 0)`: an initialiser an extension adds to a
                // type of UIKit's.
                if !declaredTypes.contains(name) {
                    for candidate in byName["init"] ?? [] where !kept.contains(candidate)
                        && declarations[candidate].parent.flatMap(index.typeName) == name {
                        keep(candidate)
                    }
                }
            }
            // A name after a dot: a member of a kept type, or of one the file does not declare (an extension
            // of UIKit's); a member of another of the file's types waits for that type.
            for name in item.memberReferences {
                for candidate in byName[name] ?? [] where !kept.contains(candidate) && reaches(candidate, name) {
                    guard let container = declarations[candidate].parent.flatMap(index.typeName) else { continue }
                    // `.init(widthDimension: …)` makes a value: not one of the files' classes (a cell's `init(frame:)`).
                    if name == "init", declaredClasses.contains(container) { continue }
                    if keptTypes.contains(container) || !declaredTypes.contains(container) {
                        keep(candidate)
                    } else {
                        waiting[container, default: []].append(candidate)
                    }
                }
            }
        }

        var blanks: [(file: Int, range: Range<Int>)] = []
        var unresolved: Set<String> = []
        for declaration in declarations.indices {
            let item = declarations[declaration]
            if case .import(let module) = item.kind {
                if !SwiftCompiledCopy.availableModules.contains(module) { blanks.append((item.file, item.range)) }
                continue
            }
            if kept.contains(declaration) {
                unresolved.formUnion(item.bareReferences.union(item.memberReferences).filter { byName[$0] == nil })
            } else {
                blanks.append((item.file, item.range))
            }
        }
        for (file, tree) in trees.enumerated() {
            if keepingAllOfFirst && file == 0 { continue }
            let keptRanges = kept.filter { declarations[$0].file == file }.map { declarations[$0].range }
            blanks += Self.observerRanges(in: tree, kept: keptRanges).map { (file, $0) }
        }

        var inheritance: [Int: [Inherited]] = [:], overrides: [Int: [(file: Int, range: Range<Int>)]] = [:]
        for declaration in kept {
            inheritance[declaration] = inheritedEntries[declaration]
            if let name = index.typeName(declaration) {
                overrides[declaration] = kept.filter { member in
                    declarations[member].parent.flatMap(index.typeName) == name
                }.compactMap { member in
                    Self.overrideRange(of: declarations[member].range, in: trees[declarations[member].file])
                        .map { (declarations[member].file, $0) }
                }
            }
        }
        self.index = index
        self.kept = kept
        self.owner = owner
        self.sources = compiledSources.map { Array($0.utf8) }
        self.blanks = blanks
        self.inheritance = inheritance
        self.overrides = overrides
        self.unresolvedNames = unresolved
        self.texts = []
        self.texts = render()
    }

    /// The slice again, without what kept types inherit from `names` (types the compiler could not find):
    /// nil when no kept declaration inherits any of them.
    func dropping(unknownTypes names: Set<String>) -> SwiftLayoutSlice? {
        var slice = self
        var dropped = false
        for (declaration, entries) in inheritance {
            let remaining = entries.filter { !names.contains($0.name) && !droppedInheritance.contains($0.name) }
            let removed = entries.filter { names.contains($0.name) && !droppedInheritance.contains($0.name) }
            guard !removed.isEmpty else { continue }
            dropped = true
            slice.droppedInheritance += removed.map(\.name)
            let file = index.declarations[declaration].file
            for entry in removed { slice.blanks.append((file, entry.range)) }
            // No dangling comma, and no colon without a type.
            for entry in removed { if let comma = entry.comma { slice.blanks.append((file, comma)) } }
            if let comma = remaining.last?.comma { slice.blanks.append((file, comma)) }
            if remaining.isEmpty, let colon = entries.first?.colon { slice.blanks.append((file, colon)) }
            if removed.contains(where: \.isFirst), case .type(keyword: "class") = index.declarations[declaration].kind {
                slice.blanks += overrides[declaration] ?? []
                if declaration == owner { slice.ownerLostSuperclass = true }
            }
        }
        guard dropped else { return nil }
        slice.texts = slice.render()
        return slice
    }

    private func render() -> [String] {
        var files = sources
        for (file, range) in blanks {
            for offset in range where offset < files[file].count && files[file][offset] != UInt8(ascii: "\n")
                && files[file][offset] != UInt8(ascii: "\r") {
                files[file][offset] = UInt8(ascii: " ")
            }
        }
        return files.map { String(decoding: $0, as: UTF8.self) }
    }

    static func inherited(of declaration: Int, in index: SwiftDeclarationIndex) -> [Inherited] {
        let item = index.declarations[declaration]
        guard let group = node(at: item.range, in: index.trees[item.file], as: DeclGroupSyntax.self),
              let clause = group.inheritanceClause else { return [] }
        return clause.inheritedTypes.enumerated().map { position, entry in
            let name = SwiftLayoutFinder.typeName(entry.type)
            return Inherited(name: String(name.split(separator: ".").last ?? Substring(name)),
                             range: SwiftCompiledCopy.range(of: entry.type),
                             comma: entry.trailingComma.map { SwiftCompiledCopy.range(of: $0) },
                             colon: SwiftCompiledCopy.range(of: clause.colon), isFirst: position == 0)
        }
    }

    /// The `override` modifier of the declaration at `range`, if it has one.
    static func overrideRange(of range: Range<Int>, in tree: SourceFileSyntax) -> Range<Int>? {
        guard let declaration = node(at: range, in: tree, as: WithModifiersSyntax.self) else { return nil }
        return declaration.modifiers.first { $0.name.text == "override" }.map { SwiftCompiledCopy.range(of: $0) }
    }

    /// The declaration whose text is exactly `range`.
    static func node<T>(at range: Range<Int>, in tree: SourceFileSyntax, as type: T.Type) -> T? {
        var node: Syntax? = Syntax(tree).token(at: AbsolutePosition(utf8Offset: range.lowerBound)).map(Syntax.init)
        while let current = node {
            if SwiftCompiledCopy.range(of: current) == range, current.is(DeclSyntax.self) {
                return current.asProtocol(SyntaxProtocol.self) as? T
            }
            node = current.parent
        }
        return nil
    }

    /// `didSet` and `willSet` of the kept properties: the whole accessor block when it has only those.
    static func observerRanges(in tree: SourceFileSyntax, kept: [Range<Int>]) -> [Range<Int>] {
        final class Collector: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
                guard case .accessors(let list) = node.accessors else { return .visitChildren }
                // An override's observers stay: without them it would be a stored property, which can't override.
                var declaration = node.parent
                while let current = declaration, !current.is(VariableDeclSyntax.self) { declaration = current.parent }
                if let variable = declaration?.as(VariableDeclSyntax.self),
                   variable.modifiers.contains(where: { $0.name.text == "override" }) {
                    return .visitChildren
                }
                let observers = list.filter { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
                if observers.count == list.count {
                    ranges.append(SwiftCompiledCopy.range(of: node))
                } else {
                    ranges += observers.map { SwiftCompiledCopy.range(of: $0) }
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.ranges.filter { range in kept.contains { $0.contains(range.lowerBound) } }
    }
}
