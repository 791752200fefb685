import Foundation
import SwiftParser
import SwiftSyntax

/// Finds a Swift file's layouts with swift-syntax's parser, wherever real code puts them: functions at
/// any access level whose parameters all have defaults, properties of a layout type (`lazy`, `static`,
/// computed, or a closure called at once), the `init` of a layout subclass, and view controllers that
/// make a collection view. Nested types, extensions, `#if` branches (both), attributes and braces in
/// strings are the parser's business. What it sees and does not take, it says why.
struct SwiftLayoutFinder {
    /// A type the file declares, by its full name (`Outer.Inner`), with what the finder needs of it.
    struct DeclaredType {
        let name: String
        let keyword: String
        let inherits: [String]
        let isGeneric: Bool
        let line: Int
        let column: Int
        /// Whether `T()` compiles, as far as the declarations show: no initializer declared (and every stored
        /// property of a struct has a value), or one whose parameters all have defaults.
        var declaresInitializer = false
        var hasInitializerWithoutArguments = false
        var hasStoredPropertyWithoutValue = false
        /// Whether its body or an extension of it names `collectionViewLayout` (or `setCollectionViewLayout`):
        /// it makes a collection view, or gives one its layout.
        var namesCollectionViewLayout = false
    }

    /// A declaration that returns or holds a layout (or a snapshot), before it is judged.
    struct Member {
        enum Kind { case function, property, initializer }
        let kind: Kind
        let name: String
        let owner: String?
        let isStatic: Bool
        let throwing: Bool
        let line: Int
        let column: Int
        /// `func makeLayout(columns: Int) -> UICollectionViewLayout`, for the reasons it was not taken.
        let summary: String
        let problem: String?
        /// The arguments it is called with: `dataSource: nil` for an optional parameter without a default.
        var arguments = ""
        /// Whether its type can be made with `init()` only once the initialisers that take arguments (and
        /// the stored properties the layout does not use) are left out: it is drawn from a slice of the
        /// file (``SwiftLayoutSlice``).
        var needsSlice = false
    }

    let converter: SourceLocationConverter
    private(set) var types: [String: DeclaredType] = [:]
    private(set) var typeOrder: [String] = []
    private(set) var layoutMembers: [Member] = []
    private(set) var snapshotMembers: [Member] = []
    /// `(line, column, text)` of every `// layout-diagram:` comment.
    private(set) var directives: [(line: Int, column: Int, text: String)] = []

    private let tree: SourceFileSyntax

    init(tree: SourceFileSyntax, path: String) {
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    static let uikitLayouts: Set<String> = ["UICollectionViewLayout", "UICollectionViewCompositionalLayout"]
    static let uikitViewControllers: Set<String> = ["UIViewController", "UICollectionViewController"]

    // MARK: Walking

    mutating func run() {
        collectTypes(in: tree.statements.map(\.item), owner: nil)
        collectMembers(in: tree.statements.map(\.item), owner: nil)
        collectDirectives()
    }

    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (location.line, location.column)
    }

    /// The declarations in a list of file-level items or members, `#if` branches opened.
    private static func declarations(in items: [CodeBlockItemSyntax.Item]) -> [DeclSyntax] {
        items.flatMap { item -> [DeclSyntax] in
            guard case .decl(let decl) = item else { return [] }
            return expand(decl)
        }
    }

    private static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { expand($0.decl) }
    }

    private static func expand(_ decl: DeclSyntax) -> [DeclSyntax] {
        guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
        return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
            switch clause.elements {
            case .statements(let items): return declarations(in: items.map(\.item))
            case .decls(let members): return declarations(in: members)
            default: return []
            }
        }
    }

    /// The full name a type's declaration or extension gives: `Outer.Inner`.
    private static func fullName(_ name: String, owner: String?) -> String {
        owner.map { "\($0).\(name)" } ?? name
    }

    private mutating func collectTypes(in items: [CodeBlockItemSyntax.Item], owner: String?) {
        collectTypes(Self.declarations(in: items), owner: owner)
    }

    private mutating func collectTypes(_ decls: [DeclSyntax], owner: String?) {
        for decl in decls {
            let header: (name: TokenSyntax, keyword: String, inherits: InheritanceClauseSyntax?, generic: Bool,
                         members: MemberBlockSyntax)
            if let node = decl.as(ClassDeclSyntax.self) {
                header = (node.name, "class", node.inheritanceClause, node.genericParameterClause != nil, node.memberBlock)
            } else if let node = decl.as(StructDeclSyntax.self) {
                header = (node.name, "struct", node.inheritanceClause, node.genericParameterClause != nil, node.memberBlock)
            } else if let node = decl.as(EnumDeclSyntax.self) {
                header = (node.name, "enum", node.inheritanceClause, node.genericParameterClause != nil, node.memberBlock)
            } else if let node = decl.as(ActorDeclSyntax.self) {
                header = (node.name, "actor", node.inheritanceClause, node.genericParameterClause != nil, node.memberBlock)
            } else if let node = decl.as(ProtocolDeclSyntax.self) {
                header = (node.name, "protocol", node.inheritanceClause, false, node.memberBlock)
            } else if let node = decl.as(ExtensionDeclSyntax.self) {
                // An extension adds initializers and names to a type the file declares (resolved afterwards).
                let name = Self.typeName(node.extendedType)
                collectTypes(Self.declarations(in: node.memberBlock.members), owner: name)
                continue
            } else {
                continue
            }
            let name = Self.fullName(header.name.text, owner: owner)
            let position = location(of: header.name)
            if types[name] == nil {
                typeOrder.append(name)
                types[name] = DeclaredType(
                    name: name, keyword: header.keyword,
                    inherits: header.inherits?.inheritedTypes.map { Self.typeName($0.type) } ?? [],
                    isGeneric: header.generic, line: position.line, column: position.column)
            }
            collectTypes(Self.declarations(in: header.members.members), owner: name)
        }
        // Initializers, stored properties and `collectionViewLayout`, of types and extensions alike.
        for decl in decls {
            let typeName: String?, members: MemberBlockSyntax
            if let node = decl.as(ExtensionDeclSyntax.self) {
                typeName = resolve(Self.typeName(node.extendedType), from: nil)
                members = node.memberBlock
            } else if let node = decl.asProtocol(DeclGroupSyntax.self), let name = Self.declaredName(decl) {
                typeName = Self.fullName(name, owner: owner)
                members = node.memberBlock
            } else {
                continue
            }
            guard let owner = typeName, types[owner] != nil else { continue }
            if members.tokens(viewMode: .sourceAccurate)
                .contains(where: { $0.text == "collectionViewLayout" || $0.text == "setCollectionViewLayout" }) {
                types[owner]?.namesCollectionViewLayout = true
            }
            for member in Self.declarations(in: members.members) {
                if let initializer = member.as(InitializerDeclSyntax.self) {
                    if !initializer.modifiers.contains(where: { $0.name.text == "convenience" }) {
                        types[owner]?.declaresInitializer = true
                    }
                    if initializer.optionalMark == nil,
                       initializer.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) {
                        types[owner]?.hasInitializerWithoutArguments = true
                    }
                } else if let variable = member.as(VariableDeclSyntax.self),
                          !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) {
                    for binding in variable.bindings where binding.initializer == nil && Self.isStored(binding) {
                        // `var x: Int?` starts as nil; `let x: Int` and `var x: Int` need a value.
                        let optional = binding.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self)
                            || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
                        if !(optional && variable.bindingSpecifier.text == "var") {
                            types[owner]?.hasStoredPropertyWithoutValue = true
                        }
                    }
                }
            }
        }
    }

    private static func declaredName(_ decl: DeclSyntax) -> String? {
        if let node = decl.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = decl.as(StructDeclSyntax.self) { return node.name.text }
        if let node = decl.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ProtocolDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// A binding that stores a value: no accessors but observers (`willSet`, `didSet`).
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// `UICollectionViewLayout` for `UIKit.UICollectionViewLayout`, `UICollectionViewLayout?` and `…!`.
    /// Whether a parameter's type is optional (`T?`, `T!`, `Optional<T>`): it can be given nil.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        var type = type
        while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    static func typeName(_ type: TypeSyntax) -> String {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType; continue }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            break
        }
        let text = type.trimmedDescription.filter { !$0.isWhitespace }
        return text.hasPrefix("UIKit.") ? String(text.dropFirst("UIKit.".count)) : text
    }

    /// The file's full name for `name` as written in `owner` (a nested type's short name, or a path).
    func resolve(_ name: String, from owner: String?) -> String? {
        var scope = owner
        while let current = scope {
            if types["\(current).\(name)"] != nil { return "\(current).\(name)" }
            scope = current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil
        }
        if types[name] != nil { return name }
        let matches = typeOrder.filter { $0.hasSuffix(".\(name)") }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The chain of superclasses, by name, as far as the file declares them.
    func ancestors(of type: String) -> [String] {
        var chain: [String] = [], current = type, seen: Set<String> = [type]
        while let declared = types[current], let superclass = declared.inherits.first {
            chain.append(superclass)
            guard let next = resolve(superclass, from: current), seen.insert(next).inserted else { break }
            chain[chain.count - 1] = next
            current = next
        }
        return chain
    }

    func isLayoutSubclass(_ type: String) -> Bool {
        types[type]?.keyword == "class" && ancestors(of: type).contains { Self.uikitLayouts.contains($0) }
    }

    func isCompositionalSubclass(_ type: String) -> Bool {
        types[type]?.keyword == "class" && ancestors(of: type).contains("UICollectionViewCompositionalLayout")
    }

    func isViewController(_ type: String) -> Bool {
        types[type]?.keyword == "class" && ancestors(of: type).contains { Self.uikitViewControllers.contains($0) }
    }

    /// Whether `name`, written in `owner`, is a layout type: UIKit's or a subclass the file declares.
    func isLayoutType(_ name: String, from owner: String?) -> Bool {
        if Self.uikitLayouts.contains(name) { return true }
        return resolve(name, from: owner).map(isLayoutSubclass) ?? false
    }

    /// Why `T()` would not compile as the file declares `T`, but would in a slice of it
    /// (``SwiftLayoutSlice``), which keeps a class's `init()` and the stored properties its layout uses.
    func instanceNeedsSlice(_ type: String) -> Bool {
        guard let declared = types[type], declared.keyword == "class", !declared.isGeneric,
              !declared.hasInitializerWithoutArguments else { return false }
        return declared.declaresInitializer || declared.hasStoredPropertyWithoutValue
    }

    /// Why `T()` would not compile, or nil when it would as far as the file shows.
    func instanceProblem(_ type: String) -> String? {
        guard let declared = types[type] else {
            return "is an instance member of \(type), which this file does not declare, so it cannot be made"
        }
        if declared.isGeneric { return "is in \(type), a generic type" }
        switch declared.keyword {
        case "enum":
            return declared.hasInitializerWithoutArguments ? nil : "is an instance member of the enum \(type), which has no init()"
        case "protocol": return "is a requirement of the protocol \(type)"
        case "actor": return "is in the actor \(type), whose members are called asynchronously"
        default: break
        }
        if declared.hasInitializerWithoutArguments { return nil }
        if declared.declaresInitializer { return "needs \(type)(), but its initializers take arguments" }
        if declared.keyword == "struct" && declared.hasStoredPropertyWithoutValue {
            return "needs \(type)(), but it has stored properties without values"
        }
        if declared.keyword == "class" {
            if declared.hasStoredPropertyWithoutValue { return "needs \(type)(), but it has stored properties without values" }
            if let superclass = ancestors(of: type).first, types[superclass] != nil { return instanceProblem(superclass) }
        }
        return nil
    }

    // MARK: Members

    private mutating func collectMembers(in items: [CodeBlockItemSyntax.Item], owner: String?) {
        collectMembers(Self.declarations(in: items), owner: owner)
    }

    private mutating func collectMembers(_ decls: [DeclSyntax], owner: String?) {
        for decl in decls {
            if let node = decl.as(ExtensionDeclSyntax.self) {
                let written = Self.typeName(node.extendedType)
                collectMembers(Self.declarations(in: node.memberBlock.members),
                               owner: resolve(written, from: nil) ?? written)
            } else if let group = decl.asProtocol(DeclGroupSyntax.self), let name = Self.declaredName(decl) {
                let full = Self.fullName(name, owner: owner)
                if decl.is(ClassDeclSyntax.self), isLayoutSubclass(full) { layoutSubclassInitializers(full, group: group) }
                collectMembers(Self.declarations(in: group.memberBlock.members), owner: full)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                self.function(function, owner: owner)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                property(variable, owner: owner)
            }
        }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    private static func summary(_ node: some SyntaxProtocol) -> String { summary(node.trimmedDescription) }

    private static func summary(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > 100 ? String(words.prefix(99)) + "…" : words
    }

    private mutating func function(_ node: FunctionDeclSyntax, owner: String?) {
        guard let result = node.signature.returnClause?.type else { return }
        let typeName = Self.typeName(result)
        let isSnapshot = typeName.hasPrefix("NSDiffableDataSourceSnapshot<")
        guard isSnapshot || isLayoutType(typeName, from: owner) else { return }
        let isStatic = Self.isStatic(node.modifiers)
        var problem: String?, needsSlice = false
        let parameters = node.signature.parameterClause.parameters
        // An optional parameter without a default is given nil: `createLayout(dataSource: nil)`.
        let optional = parameters.filter { $0.defaultValue == nil && Self.isOptional($0.type) }
        if let needed = parameters.first(where: { $0.defaultValue == nil && !Self.isOptional($0.type) }) {
            problem = "needs an argument (\(Self.summary(needed)))"
        } else if node.genericParameterClause != nil {
            problem = "is generic"
        } else if node.signature.effectSpecifiers?.asyncSpecifier != nil {
            problem = "is async"
        } else if let owner, !isStatic {
            needsSlice = instanceNeedsSlice(owner)
            problem = needsSlice ? nil : instanceProblem(owner)
        } else if let owner, types[owner]?.isGeneric == true {
            problem = "is in \(owner), a generic type"
        }
        let position = location(of: node.name)
        let summary = Self.summary(node.with(\.body, nil).with(\.attributes, []))
        var member = Member(kind: .function, name: node.name.text, owner: owner, isStatic: isStatic,
                            throwing: node.signature.effectSpecifiers?.throwsClause != nil,
                            line: position.line, column: position.column, summary: summary, problem: problem)
        member.arguments = optional.map { $0.firstName.text == "_" ? "nil" : "\($0.firstName.text): nil" }
            .joined(separator: ", ")
        member.needsSlice = needsSlice
        if isSnapshot { snapshotMembers.append(member) } else { layoutMembers.append(member) }
    }

    private mutating func property(_ node: VariableDeclSyntax, owner: String?) {
        let isStatic = Self.isStatic(node.modifiers)
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            // Its type, written or the layout it is made from: `let layout = UICollectionViewCompositionalLayout(…)`.
            var typeName = binding.typeAnnotation.map { Self.typeName($0.type) }
            if typeName == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                // `UICollectionViewCompositionalLayout.list(using: …)`: a layout type's own factory.
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                   let base = access.base.map({ $0.trimmedDescription }), isLayoutType(base, from: owner) {
                    typeName = base
                }
            }
            guard let typeName, isLayoutType(typeName, from: owner) else { continue }
            var problem: String?, needsSlice = false
            if let owner, !isStatic {
                needsSlice = instanceNeedsSlice(owner)
                problem = needsSlice ? nil : instanceProblem(owner)
            } else if let owner, types[owner]?.isGeneric == true {
                problem = "is in \(owner), a generic type"
            }
            if binding.initializer == nil && binding.accessorBlock == nil, owner == nil || !isStatic {
                problem = problem ?? "has no value of its own"
            }
            let position = location(of: identifier)
            let summary = Self.summary("\(node.bindingSpecifier.text) \(identifier.text): \(typeName)")
            var member = Member(kind: .property, name: identifier.text, owner: owner, isStatic: isStatic,
                                throwing: false, line: position.line, column: position.column,
                                summary: summary, problem: problem)
            member.needsSlice = needsSlice
            layoutMembers.append(member)
        }
    }

    /// A layout subclass's `init()` (or one whose parameters all have defaults) makes a layout: `MosaicLayout()`.
    private mutating func layoutSubclassInitializers(_ type: String, group: some DeclGroupSyntax) {
        guard isCompositionalSubclass(type) else { return }
        for decl in Self.declarations(in: group.memberBlock.members) {
            guard let initializer = decl.as(InitializerDeclSyntax.self) else { continue }
            let parameters = initializer.signature.parameterClause.parameters
            var problem: String?
            if let needed = parameters.first(where: { $0.defaultValue == nil }) {
                problem = "needs an argument (\(Self.summary(needed)))"
            } else if initializer.optionalMark != nil {
                problem = "is failable"
            } else if types[type]?.isGeneric == true {
                problem = "is in \(type), a generic type"
            }
            let position = location(of: initializer.initKeyword)
            layoutMembers.append(Member(kind: .initializer, name: "init", owner: type, isStatic: true,
                                        throwing: initializer.signature.effectSpecifiers?.throwsClause != nil,
                                        line: position.line, column: position.column,
                                        summary: "\(type).\(Self.summary(initializer.with(\.body, nil).with(\.attributes, [])))",
                                        problem: problem))
        }
    }

    // MARK: Directives

    /// Every `// layout-diagram:` line comment, wherever it is (strings are not comments).
    private mutating func collectDirectives() {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                if case .lineComment(let text) = piece, let directive = Self.directive(in: text) {
                    let location = converter.location(for: position)
                    directives.append((location.line, location.column, directive))
                }
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if case .lineComment(let text) = piece, let directive = Self.directive(in: text) {
                    let location = converter.location(for: position)
                    directives.append((location.line, location.column, directive))
                }
                position += piece.sourceLength
            }
        }
    }

    /// `items 12, 9` in `// layout-diagram: items 12, 9`.
    static func directive(in comment: String) -> String? {
        guard comment.hasPrefix("//") else { return nil }
        let text = comment.dropFirst(2).trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("layout-diagram:") else { return nil }
        return text.dropFirst("layout-diagram:".count).trimmingCharacters(in: .whitespaces)
    }
}
