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
        // Linux has no Objective-C runtime: its attributes go, and a selector becomes the string the
        // stand-ins' `Selector` is made from.
        let objectiveC = ObjectiveCCollector(viewMode: .sourceAccurate)
        objectiveC.walk(tree)
        blanks += objectiveC.attributes
        // A selector in a blanked preview stays blank.
        for selector in objectiveC.selectors where !previews.ranges.contains(where: { $0.overlaps(selector) }) {
            replacements.append((selector, Self.stringLiteral(standingFor: Array(bytes[selector]))))
        }
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

    /// `#selector(didTap(_:))` as `"didTap(_:)"`, padded with spaces to the same length and with its
    /// line breaks where they were, so that every line after it and what follows it keep their place.
    static func stringLiteral(standingFor expression: [UInt8]) -> String {
        let isBreak = { (byte: UInt8) in byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        let open = expression.firstIndex(of: UInt8(ascii: "(")).map { $0 + 1 } ?? expression.count
        let close = expression.lastIndex(of: UInt8(ascii: ")")) ?? expression.count
        let name = open < close
            ? expression[open..<close].filter { !isBreak($0) && !" \t\"\\".utf8.contains($0) } : []
        let text = [UInt8(ascii: "\"")] + name + [UInt8(ascii: "\"")]
        let lineBreaks = expression.filter(isBreak)
        // On the expression's first line when it fits there (a string literal can't span lines), else
        // whole before the line breaks, the rest of the last line then shifted.
        guard text.count <= (expression.firstIndex(where: isBreak) ?? expression.count) else {
            let padding = Array(repeating: UInt8(ascii: " "), count: expression.count - lineBreaks.count - text.count)
            return String(decoding: text + lineBreaks + padding, as: UTF8.self)
        }
        var result: [UInt8] = [], placed = 0
        for byte in expression {
            if isBreak(byte) {
                result.append(byte)
            } else {
                result.append(placed < text.count ? text[placed] : UInt8(ascii: " "))
                placed += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
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

    /// Objective-C's attributes (`@objc`, `@IBAction`, …), which Linux refuses, and `#selector(…)`
    /// and `#keyPath(…)` expressions: each one's range.
    private final class ObjectiveCCollector: SyntaxVisitor {
        static let attributeNames: Set<String> = [
            "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
            "GKInspectable",
        ]
        var attributes: [Range<Int>] = []
        var selectors: [Range<Int>] = []
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if Self.attributeNames.contains(node.attributeName.trimmedDescription) {
                attributes.append(SwiftCompiledCopy.range(of: node))
            }
            return .skipChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard ["selector", "keyPath"].contains(node.macroName.text) else { return .visitChildren }
            selectors.append(SwiftCompiledCopy.range(of: node))
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
