import Foundation
import SwiftParser
import SwiftSyntax

/// The declarations of a Swift file, each with the names it declares and the names its code refers to:
/// what ``SwiftLayoutSlice`` follows from a layout to what it uses.
///
/// A type or an extension is a declaration for its header (attributes, generic parameters, what it
/// inherits) and holds its members as declarations of their own; a function, a property, an enum case,
/// an initialiser is one declaration, body and all. The branches of an `#if` are read through.
struct SwiftDeclarationIndex {
    /// What a declaration is, as far as what it keeps with it goes.
    enum Kind: Equatable {
        /// A class, struct, enum or actor: its members are declarations of their own.
        case type(keyword: String)
        /// An extension of the named type (its last name component).
        case `extension`(of: String)
        /// A protocol: kept whole, requirements and all.
        case `protocol`
        /// A stored instance property (no getter, not static): it makes what the type is.
        case storedProperty
        /// An initialiser; whether it can be called without arguments, and whether it is `required`.
        case initializer(callableWithoutArguments: Bool, required: Bool)
        /// An enum's case.
        case enumCase
        /// An import.
        case `import`(module: String)
        /// Any other declaration: a function, a computed or static property, a subscript, a typealias.
        case member
        /// A statement at the file's top level.
        case statement
    }

    /// One declaration.
    struct Declaration {
        /// The file it is in, by index in ``SwiftDeclarationIndex/trees``.
        let file: Int
        let kind: Kind
        /// The names it declares (`createLayout`, `Section`, the cases of `case a, b`).
        let names: [String]
        /// Its text, from its first attribute or keyword to its end, in UTF-8 bytes.
        let range: Range<Int>
        /// The type or extension it is a member of, by index.
        let parent: Int?
        /// Names its code uses unqualified (`Section`, `makeItem()`), but for those it binds itself.
        let bareReferences: Set<String>
        /// Names its code uses after a dot (`.half`, `Section.allCases`, `self.columns`).
        let memberReferences: Set<String>
        /// Whether it is written `override`.
        let isOverride: Bool
        /// A protocol's requirements, by name.
        let requirements: Set<String>
        /// Names its code calls: `makeSection(…)`, `self.layout(for: …)`.
        let calledNames: Set<String>
        /// Whether it is a function named after its first parameter, as delegate and data source methods
        /// are (`func collectionView(_ collectionView: UICollectionView, …)`): only a call reaches it, not
        /// a use of the property it shares its name with.
        let isNamedAfterItsFirstParameter: Bool
    }

    private(set) var declarations: [Declaration] = []
    /// The files, parsed.
    private(set) var trees: [SourceFileSyntax] = []
    /// The file being read.
    private var file = 0

    /// The declarations of `trees`, as one list: a name in one file may be declared in another.
    init(trees: [SourceFileSyntax]) {
        for tree in trees { add(tree) }
    }

    /// Adds the declarations of another file.
    mutating func add(_ tree: SourceFileSyntax) {
        file = trees.count
        trees.append(tree)
        for item in tree.statements { add(item.item, parent: nil) }
    }

    /// The type name a type or extension declaration stands for (an extension's last name component).
    func typeName(_ index: Int) -> String? {
        switch declarations[index].kind {
        case .type, .protocol: return declarations[index].names.first
        case .extension(let name): return name
        default: return nil
        }
    }

    private mutating func add(_ item: CodeBlockItemSyntax.Item, parent: Int?) {
        if let declaration = item.as(DeclSyntax.self) {
            add(declaration, parent: parent)
        } else {
            append(.statement, names: [], node: item, references: item, parent: parent)
        }
    }

    private mutating func add(_ declaration: DeclSyntax, parent: Int?) {
        if let node = declaration.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses {
                switch clause.elements {
                case .statements(let items): for item in items { add(item.item, parent: parent) }
                case .decls(let members): for member in members { add(member.decl, parent: parent) }
                default: break
                }
            }
            return
        }
        if let node = declaration.asProtocol(DeclGroupSyntax.self), !node.is(ProtocolDeclSyntax.self) {
            let header = [Syntax(node.attributes)]
                + (node.inheritanceClause.map { [Syntax($0)] } ?? [])
                + (node.genericWhereClause.map { [Syntax($0)] } ?? [])
            let kind: Kind, names: [String]
            if let node = node.as(ExtensionDeclSyntax.self) {
                let extended = SwiftLayoutFinder.typeName(node.extendedType)
                kind = .extension(of: String(extended.split(separator: ".").last ?? Substring(extended)))
                names = []
            } else {
                kind = .type(keyword: node.introducer.text)
                names = [declaration.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""]
            }
            var headerNodes = header
            if let generics = declaration.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
                headerNodes.append(Syntax(generics))
            }
            if let node = node.as(ExtensionDeclSyntax.self) { headerNodes.append(Syntax(node.extendedType)) }
            let index = append(kind, names: names, node: declaration, referenceNodes: headerNodes, parent: parent)
            for member in node.memberBlock.members { add(member.decl, parent: index) }
            return
        }
        if let node = declaration.as(ImportDeclSyntax.self) {
            append(.import(module: node.path.first?.name.text ?? ""), names: [], node: node, references: nil, parent: parent)
            return
        }
        append(Self.kind(of: declaration), names: Self.names(of: declaration), node: declaration, references: declaration,
               parent: parent)
    }

    static func kind(of declaration: DeclSyntax) -> Kind {
        if declaration.is(ProtocolDeclSyntax.self) { return .protocol }
        if declaration.is(EnumCaseDeclSyntax.self) { return .enumCase }
        if let node = declaration.as(InitializerDeclSyntax.self) {
            return .initializer(callableWithoutArguments: node.signature.parameterClause.parameters
                .allSatisfy { $0.defaultValue != nil }, required: node.modifiers.contains { $0.name.text == "required" })
        }
        if let node = declaration.as(VariableDeclSyntax.self) {
            let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            let computed = node.bindings.contains { binding in
                guard let accessors = binding.accessorBlock?.accessors else { return false }
                if case .accessors(let list) = accessors {
                    return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
                }
                return true  // `var x: Int { … }`: a getter
            }
            return isStatic || computed ? .member : .storedProperty
        }
        return .member
    }

    static func names(of declaration: DeclSyntax) -> [String] {
        if let node = declaration.asProtocol(NamedDeclSyntax.self) { return [node.name.text] }
        if let node = declaration.as(VariableDeclSyntax.self) {
            return node.bindings.flatMap { binding in
                binding.pattern.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map(\.identifierText)
            }
        }
        if let node = declaration.as(EnumCaseDeclSyntax.self) { return node.elements.map(\.name.identifierText) }
        if declaration.is(InitializerDeclSyntax.self) { return ["init"] }
        if declaration.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        return []
    }

    @discardableResult
    private mutating func append(_ kind: Kind, names: [String], node: some SyntaxProtocol, references: (any SyntaxProtocol)?,
                                 parent: Int?) -> Int {
        append(kind, names: names, node: node, referenceNodes: references.map { [Syntax($0)] } ?? [], parent: parent)
    }

    @discardableResult
    private mutating func append(_ kind: Kind, names: [String], node: some SyntaxProtocol, referenceNodes: [Syntax],
                                 parent: Int?) -> Int {
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        for reference in referenceNodes { collector.walk(reference) }
        declarations.append(Declaration(
            file: file, kind: kind, names: names, range: SwiftCompiledCopy.range(of: node), parent: parent,
            bareReferences: collector.bare.subtracting(collector.bound), memberReferences: collector.members,
            isOverride: node.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "override" } ?? false,
            requirements: Set(Syntax(node).as(ProtocolDeclSyntax.self)?.memberBlock.members
                .flatMap { Self.names(of: $0.decl) } ?? []),
            calledNames: collector.called,
            isNamedAfterItsFirstParameter: Syntax(node).as(FunctionDeclSyntax.self).map { function in
                function.signature.parameterClause.parameters.first.map {
                    ($0.secondName ?? $0.firstName).identifierText == function.name.identifierText
                } ?? false
            } ?? false))
        return declarations.count - 1
    }

    /// The names a piece of code uses, unqualified and after a dot, and the names it binds itself
    /// (parameters, local constants and variables, closure parameters), which shadow declarations.
    private final class ReferenceCollector: SyntaxVisitor {
        var bare: Set<String> = []
        var members: Set<String> = []
        var bound: Set<String> = []
        var called: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
                ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName {
                called.insert(name.identifierText)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
                members.insert(node.baseName.identifierText)
            } else {
                bare.insert(node.baseName.identifierText)
            }
            return .visitChildren
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            bare.insert(node.name.identifierText)
            return .visitChildren
        }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            members.insert(node.name.identifierText)
            return .visitChildren
        }
        override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
            members.insert(node.declName.baseName.identifierText)
            return .visitChildren
        }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            bound.insert(node.identifier.identifierText)
            return .visitChildren
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            bound.insert((node.secondName ?? node.firstName).identifierText)
            return .visitChildren
        }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            bound.insert((node.secondName ?? node.firstName).identifierText)
            return .visitChildren
        }
        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            bound.insert(node.name.identifierText)
            return .visitChildren
        }
    }
}

extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}

extension TokenSyntax {
    /// The name without backticks: `` `default` `` is `default`.
    var identifierText: String { text.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
}
