import Foundation
import SwiftParser
import SwiftSyntax

/// The user's file as it is compiled: every line and column of their code where it was, with
/// `import UIKit` read as `import CompositionalLayout`, and SwiftUI previews (`#Preview` blocks,
/// `PreviewProvider` types, the representables they show, and `import SwiftUI`) blanked out with
/// spaces, newlines kept. An import of a module that is not here is an error at its line, before the
/// compiler says it less helpfully.
struct SwiftCompiledCopy {
    /// Modules a layout program can import as they are.
    static let availableModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "CoreFoundation", "Dispatch", "Observation", "Synchronization",
        "_Concurrency", "Glibc", "CompositionalLayout",
    ]
    /// Modules read as another: UIKit is the stand-ins, and Foundation has CoreGraphics's types on Linux.
    static let replacedModules = ["UIKit": "CompositionalLayout", "CoreGraphics": "Foundation"]
    /// SwiftUI types that exist only to preview a UIKit view or view controller.
    static let previewTypes: Set<String> = ["PreviewProvider", "UIViewRepresentable", "UIViewControllerRepresentable"]

    let text: String
    /// `FILE:LINE:COL: error: …` for each import of a module that is not here.
    let errors: [String]

    init(source: String, tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) {
        var bytes = Array(source.utf8)
        var replacements: [(range: Range<Int>, text: String)] = []
        var blanks: [Range<Int>] = []
        var errors: [String] = []
        let previews = PreviewCollector(viewMode: .sourceAccurate)
        previews.walk(tree)
        blanks += previews.ranges
        for node in ImportCollector.imports(in: tree) {
            guard let first = node.path.first else { continue }
            let module = first.name.text
            if let replacement = Self.replacedModules[module] {
                // The whole path (`UIKit.UIGestureRecognizerSubclass`) and a kind (`import class UIKit.UIView`).
                let start = (node.importKindSpecifier ?? first.name).positionAfterSkippingLeadingTrivia.utf8Offset
                replacements.append((start..<node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement))
            } else if module == "SwiftUI", !previews.ranges.isEmpty {
                blanks.append(Self.range(of: node))
            } else if !Self.availableModules.contains(module) {
                let location = converter.location(for: first.positionAfterSkippingLeadingTrivia)
                errors.append("\(path):\(location.line):\(location.column): error: no module '\(module)' here: "
                              + "layout-diagram compiles against UIKit stand-ins and Foundation only; put the layout "
                              + "code (the layout and what it uses) in a file of its own, without '\(module)', and draw that")
            }
        }
        for range in blanks {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        // From the end, so that earlier offsets hold.
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        text = String(decoding: bytes, as: UTF8.self)
        self.errors = errors
    }

    static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// Every import, `#if` branches included (they may be anywhere at the file's top level).
    private final class ImportCollector: SyntaxVisitor {
        var found: [ImportDeclSyntax] = []
        static func imports(in tree: SourceFileSyntax) -> [ImportDeclSyntax] {
            let collector = ImportCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            return collector.found
        }
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .skipChildren
        }
    }

    /// `#Preview { … }` blocks and the types that exist only to preview: each one's range.
    private final class PreviewCollector: SyntaxVisitor {
        var ranges: [Range<Int>] = []
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "Preview" else { return .visitChildren }
            ranges.append(SwiftCompiledCopy.range(of: node))
            return .skipChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "Preview" else { return .visitChildren }
            ranges.append(SwiftCompiledCopy.range(of: node))
            return .skipChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node) }
        private func visitType(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { SwiftLayoutFinder.typeName($0.type) } ?? []
            guard inherited.contains(where: { SwiftCompiledCopy.previewTypes.contains($0.replacingOccurrences(of: "SwiftUI.", with: "")) })
            else { return .visitChildren }
            ranges.append(SwiftCompiledCopy.range(of: node))
            return .skipChildren
        }
    }
}
