import CompositionalLayout
import Foundation

/// Writes a spec's layout as UIKit code: a `createLayout()` an author can paste into a tutorial,
/// which builds the same layout with `NSCollectionLayoutItem`, `NSCollectionLayoutGroup` and
/// `UICollectionViewCompositionalLayout`.
///
/// A section with variants becomes a function that tests the environment as the spec's `when`
/// does; a list, `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. What is data rather
/// than layout (item counts, labels, measured sizes, the container) goes in a comment. A custom
/// group is written as the frames its provider gave in the spec's container, as
/// `NSCollectionLayoutGroupCustomItem`s.
///
/// ```swift
/// let code = try SpecReader.read(contentsOf: "examples/grid.yaml").swiftSource()
/// ```
struct SwiftWriter {
    let specification: LayoutSpecification
    /// Where custom groups' frames are read from.
    let solution: LayoutSolution

    func source() throws(SwiftWriterError) -> String {
        var lines: [String] = ["import UIKit", ""]
        lines.append("// Written by layout-diagram from \(Self.comment(specification.path))"
                     + (specification.title.map { ", \"\(Self.comment($0))\"" } ?? "") + ".")
        lines += dataComment()
        let configuration = specification.layout.configuration
        let functions = sectionFunctionNames()
        let single = specification.sectionChoices.count == 1 && specification.sectionChoices[0].variants.isEmpty
            && Self.isDefault(configuration)
        lines.append("func createLayout() -> UICollectionViewLayout {")
        if single, case .section(let section) = specification.sectionChoices[0].base {
            var body = CodeBlock(indent: "    ")
            try sectionStatements(section, index: 0, into: &body)
            lines += body.lines
            lines.append("    return UICollectionViewCompositionalLayout(section: section)")
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }
        var body = CodeBlock(indent: "    ")
        body.add("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
        configurationStatements(configuration, into: &body)
        lines += body.lines
        lines.append("    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in")
        lines.append("        switch sectionIndex {")
        for (index, name) in functions.enumerated() {
            lines.append("        case \(index): return \(name)(environment)")
        }
        lines.append("        default: return nil")
        lines.append("        }")
        lines.append("    }, configuration: configuration)")
        lines.append("}")
        for (index, choices) in specification.sectionChoices.enumerated() {
            lines.append("")
            let name = specification.sections[index].name.map { ", \"\(Self.comment($0))\"" } ?? ""
            lines.append("/// Section \(index)\(name).")
            lines.append("func \(functions[index])(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {")
            for (condition, template) in choices.variants {
                lines.append("    if \(Self.condition(condition)) {")
                var block = CodeBlock(indent: "        ")
                try templateStatements(template, index: index, into: &block)
                block.add("return section")
                lines += block.lines
                lines.append("    }")
            }
            var block = CodeBlock(indent: "    ")
            try templateStatements(choices.base, index: index, into: &block)
            block.add("return section")
            lines += block.lines
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Data and names

    private func dataComment() -> [String] {
        var lines: [String] = []
        // What `layout-diagram render Layout.swift` lays out: the spec's container and item counts.
        let size = specification.containerSize
        lines.append("// layout-diagram: container \(Self.number(size.width))x\(Self.number(size.height))")
        let counts = specification.sections.map { String($0.itemCount) }.joined(separator: ", ")
        lines.append("// layout-diagram: items \(counts)")
        if specification.sections.contains(where: { !$0.itemSizes.isEmpty }) || !specification.measurements.supplementaries.isEmpty {
            lines.append("// Some views self-size (measured sizes in the spec): their estimated dimensions are below.")
        }
        return lines
    }

    /// `rankSection` for a section named "rank", `section2` for an unnamed third one; unique.
    private func sectionFunctionNames() -> [String] {
        var used = Set<String>()
        return specification.sections.enumerated().map { index, section in
            var name = section.name.map(Self.identifier).map { $0.isEmpty ? "" : $0 + "Section" } ?? ""
            if name.isEmpty || used.contains(name) || name == "createLayout" { name = "section\(index)" }
            used.insert(name)
            return name
        }
    }

    /// `rank list` → `rankList`: letters and digits, lower camel case, not starting with a digit.
    static func identifier(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.first?.isNumber == true { name = "s" + name }
        return name
    }

    static func comment(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 || $0 == "\u{7F}" ? " " : String($0) }.joined()
    }

    // MARK: Configuration and sections

    private static func isDefault(_ configuration: UICollectionViewCompositionalLayoutConfiguration) -> Bool {
        ConfigurationProperty.all.changed(configuration).isEmpty && configuration.boundarySupplementaryItems.isEmpty
    }

    private func configurationStatements(_ configuration: UICollectionViewCompositionalLayoutConfiguration,
                                         into block: inout CodeBlock) {
        block.add(ConfigurationProperty.all.swiftStatements(configuration, name: "configuration"))
        if !configuration.boundarySupplementaryItems.isEmpty {
            let names = configuration.boundarySupplementaryItems.map { boundary($0, into: &block) }
            block.add("configuration.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
        }
    }

    private func templateStatements(_ template: SectionTemplate, index: Int, into block: inout CodeBlock) throws(SwiftWriterError) {
        switch template {
        case .section(let section):
            try sectionStatements(section, index: index, into: &block)
        case .list(let builder):
            let configuration = builder.list.configuration
            block.add("var listConfiguration = UICollectionLayoutListConfiguration(appearance: .\(configuration.appearance))")
            block.add(ListProperty.all.swiftStatements(configuration, name: "listConfiguration"))
            block.add("let section = NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)")
            settingsStatements(builder.settings, appendingBoundaries: true, into: &block)
        }
    }

    private func sectionStatements(_ section: NSCollectionLayoutSection, index: Int, into block: inout CodeBlock) throws(SwiftWriterError) {
        let group = try self.item(section.group, path: [], section: index, into: &block)
        block.add("let section = NSCollectionLayoutSection(group: \(group))")
        // What differs from a new section, as a spec section would set it.
        let settings = SectionSettings(
            properties: SectionSettings.byKey(SectionProperty.all.changed(section)),
            boundarySupplementaryItems: section.boundarySupplementaryItems.isEmpty ? nil : section.boundarySupplementaryItems,
            decorationItems: section.decorationItems.isEmpty ? nil : section.decorationItems)
        settingsStatements(settings, appendingBoundaries: false, into: &block)
    }

    /// What a spec section sets on its section; on a list, after `list(using:layoutEnvironment:)`
    /// made it with its own header and footer, so boundary items are appended to those.
    private func settingsStatements(_ settings: SectionSettings, appendingBoundaries: Bool, into block: inout CodeBlock) {
        for property in settings.orderedProperties { block.add(property.swiftStatement(on: "section")) }
        if let items = settings.boundarySupplementaryItems, !items.isEmpty {
            let names = items.map { boundary($0, into: &block) }
            block.add("section.boundarySupplementaryItems \(appendingBoundaries ? "+=" : "=") [\(names.joined(separator: ", "))]")
        }
        if let decorations = settings.decorationItems { decorationStatements(decorations, into: &block) }
    }

    private func decorationStatements(_ decorations: [NSCollectionLayoutDecorationItem], into block: inout CodeBlock) {
        guard !decorations.isEmpty else { return }
        var names: [String] = []
        for decoration in decorations {
            let name = block.name("background")
            block.add("let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(Self.kind(decoration.elementKind)))")
            block.add(DecorationProperty.all.swiftStatements(decoration, name: name))
            names.append(name)
        }
        block.add("section.decorationItems = [\(names.joined(separator: ", "))]")
    }

    // MARK: Items and groups

    /// Declares `item` (and what it holds) and returns its variable's name.
    private func item(_ item: NSCollectionLayoutItem, path: [Int], section: Int,
                      into block: inout CodeBlock) throws(SwiftWriterError) -> String {
        guard let group = item as? NSCollectionLayoutGroup else {
            let supplementaries = item.supplementaryItems.map { supplementary($0, into: &block) }
            let name = block.name("item")
            block.add("let \(name)Size = \(Self.size(item.layoutSize))")
            if supplementaries.isEmpty {
                block.add("let \(name) = NSCollectionLayoutItem(layoutSize: \(name)Size)")
            } else {
                block.add("let \(name) = NSCollectionLayoutItem(layoutSize: \(name)Size, "
                          + "supplementaryItems: [\(supplementaries.joined(separator: ", "))])")
            }
            common(item, name: name, into: &block)
            return name
        }
        let axis = group.layoutAxis == .horizontal ? "horizontal" : "vertical"
        // The subitems are declared first, then the group's size and the group.
        let arguments: String
        switch group.layoutArrangement {
        case .subitems:
            var names: [String] = []
            for (index, subitem) in group.subitems.enumerated() {
                names.append(try self.item(subitem, path: path + [index], section: section, into: &block))
            }
            arguments = "subitems: [\(names.joined(separator: ", "))]"
        case .forcedCount(let count):
            let subitem = try self.item(group.subitems[0], path: path + [0], section: section, into: &block)
            arguments = "subitem: \(subitem), count: \(count)"
        case .repeatingCount(let count):
            let subitem = try self.item(group.subitems[0], path: path + [0], section: section, into: &block)
            arguments = "repeatingSubitem: \(subitem), count: \(count)"
        case .custom:
            guard let frames = solution.placedCustomFrames(of: group, section: section, path: path)
            else { throw .customGroupNotPlaced(section: section, group: ObjectIdentifier(group)) }
            let name = block.name("group")
            block.add("let \(name)Size = \(Self.size(group.layoutSize))")
            block.add("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(name)Size) { _ in")
            block.add("    [")
            for frame in frames {
                block.add("        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: \(Self.number(frame.frame.minX)), "
                          + "y: \(Self.number(frame.frame.minY)), width: \(Self.number(frame.frame.width)), "
                          + "height: \(Self.number(frame.frame.height))), zIndex: \(frame.zIndex)),")
            }
            block.add("    ]")
            block.add("}")
            common(group, name: name, into: &block)
            supplementaryAssignment(group, name: name, into: &block)
            return name
        }
        let name = block.name("group")
        block.add("let \(name)Size = \(Self.size(group.layoutSize))")
        block.add("let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(name)Size, \(arguments))")
        block.add(GroupProperty.all.swiftStatements(group, name: name))
        common(group, name: name, into: &block)
        supplementaryAssignment(group, name: name, into: &block)
        return name
    }

    private func supplementaryAssignment(_ group: NSCollectionLayoutGroup, name: String, into block: inout CodeBlock) {
        guard !group.supplementaryItems.isEmpty else { return }
        let names = group.supplementaryItems.map { supplementary($0, into: &block) }
        block.add("\(name).supplementaryItems = [\(names.joined(separator: ", "))]")
    }

    private func common(_ item: NSCollectionLayoutItem, name: String, into block: inout CodeBlock) {
        block.add(ItemProperty.all.swiftStatements(item, name: name))
    }

    private func supplementary(_ item: NSCollectionLayoutSupplementaryItem, into block: inout CodeBlock) -> String {
        let name = block.name(Self.identifier(item.elementKind).isEmpty ? "supplementary" : Self.identifier(item.elementKind))
        var arguments = "layoutSize: \(Self.size(item.layoutSize)), elementKind: \(Self.kind(item.elementKind)), "
            + "containerAnchor: \(Self.anchor(item.containerAnchor))"
        if let anchor = item.itemAnchor { arguments += ", itemAnchor: \(Self.anchor(anchor))" }
        block.add("let \(name) = NSCollectionLayoutSupplementaryItem(\(arguments))")
        block.add(SupplementaryProperty.all.swiftStatements(item, name: name))
        return name
    }

    private func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, into block: inout CodeBlock) -> String {
        let base = item.elementKind == UICollectionView.elementKindSectionHeader ? "header"
            : item.elementKind == UICollectionView.elementKindSectionFooter ? "footer" : Self.identifier(item.elementKind)
        let name = block.name(base.isEmpty ? "boundary" : base)
        var arguments = "layoutSize: \(Self.size(item.layoutSize)), elementKind: \(Self.kind(item.elementKind)), "
            + "alignment: .\(item.alignment)"
        if item.offset != .zero { arguments += ", absoluteOffset: \(Self.point(item.offset))" }
        block.add("let \(name) = NSCollectionLayoutBoundarySupplementaryItem(\(arguments))")
        block.add(BoundaryItemProperty.all.swiftStatements(item, name: name))
        return name
    }

    // MARK: Values

    static func number(_ value: CGFloat) -> String { SpecValue.numeral(Double(value)) }

    static func size(_ size: NSCollectionLayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.widthDimension)), "
            + "heightDimension: \(dimension(size.heightDimension)))"
    }

    static func dimension(_ dimension: NSCollectionLayoutDimension) -> String {
        let value = number(dimension.dimension)
        if dimension.isFractionalWidth { return ".fractionalWidth(\(value))" }
        if dimension.isFractionalHeight { return ".fractionalHeight(\(value))" }
        if dimension.isAbsolute { return ".absolute(\(value))" }
        if dimension.isUniformAcrossSiblings { return ".uniformAcrossSiblings(estimate: \(value))" }
        return ".estimated(\(value))"
    }

    static func edgeSpacing(_ edges: NSCollectionLayoutEdgeSpacing) -> String {
        let parts = [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)]
            .map { "\($0.0): \($0.1.map(Self.spacing) ?? "nil")" }
        return "NSCollectionLayoutEdgeSpacing(\(parts.joined(separator: ", ")))"
    }

    static func spacing(_ spacing: NSCollectionLayoutSpacing) -> String {
        "\(spacing.isFlexibleSpacing ? ".flexible" : ".fixed")(\(number(spacing.spacing)))"
    }

    static func insets(_ insets: NSDirectionalEdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
            + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
    }

    static func point(_ point: CGPoint) -> String { "CGPoint(x: \(number(point.x)), y: \(number(point.y)))" }

    static func anchor(_ anchor: NSCollectionLayoutAnchor) -> String {
        let set = anchor.edges.description
        guard anchor.offset != .zero else { return "NSCollectionLayoutAnchor(edges: \(set))" }
        return "NSCollectionLayoutAnchor(edges: \(set), \(anchor.isAbsoluteOffset ? "absoluteOffset" : "fractionalOffset"): "
            + "\(point(anchor.offset)))"
    }

    static func kind(_ kind: String) -> String {
        if kind == UICollectionView.elementKindSectionHeader { return "UICollectionView.elementKindSectionHeader" }
        if kind == UICollectionView.elementKindSectionFooter { return "UICollectionView.elementKindSectionFooter" }
        return literal(kind)
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, control characters as `\u{…}`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func condition(_ condition: VariantCondition) -> String {
        var parts: [String] = []
        if let minWidth = condition.minWidth {
            parts.append("environment.container.effectiveContentSize.width >= \(number(minWidth))")
        }
        if let maxWidth = condition.maxWidth {
            parts.append("environment.container.effectiveContentSize.width < \(number(maxWidth))")
        }
        if let style = condition.userInterfaceStyle {
            parts.append("environment.traitCollection.userInterfaceStyle == .\(style)")
        }
        if let size = condition.horizontalSizeClass {
            parts.append("environment.traitCollection.horizontalSizeClass == .\(size)")
        }
        if let size = condition.verticalSizeClass {
            parts.append("environment.traitCollection.verticalSizeClass == .\(size)")
        }
        return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }
}

/// Lines of Swift at one indentation, with fresh variable names: `item`, `item2`, …
struct CodeBlock {
    let indent: String
    private(set) var lines: [String] = []
    private var counts: [String: Int] = [:]

    init(indent: String) {
        self.indent = indent
    }

    mutating func add(_ line: String) { lines.append(indent + line) }

    mutating func add(_ lines: [String]) { for line in lines { add(line) } }

    mutating func name(_ base: String) -> String {
        let count = (counts[base] ?? 0) + 1
        counts[base] = count
        return count == 1 ? base : "\(base)\(count)"
    }
}

/// Why a spec could not be written as Swift.
enum SwiftWriterError: Error {
    /// A custom group that the spec's container does not place (in a variant that does not apply):
    /// its provider's frames are only known where it is placed.
    case customGroupNotPlaced(section: Int, group: ObjectIdentifier)
}

extension LayoutSpecification {
    /// The layout as UIKit code: a `createLayout()` to paste into a tutorial (see ``SwiftWriter``).
    ///
    /// - Throws: ``SpecError`` when the layout cannot be solved in the spec's container, or holds
    ///   a custom group that container does not place.
    public func swiftSource() throws(SpecError) -> String {
        let solution = try solve()
        do {
            return try SwiftWriter(specification: self, solution: solution).source()
        } catch {
            switch error {
            case .customGroupNotPlaced(let section, let group):
                // At the group's line, as every other problem with the layout is reported.
                let origin = sourceMap.origin(of: group, section: section)
                let (line, column) = place(of: origin)
                throw SpecError(diagnostics: [SpecDiagnostic(
                    path: path, line: line, column: column, keyPath: origin.keyPath.description,
                    message: "a custom group in a variant the spec's container does not use has no frames to write; "
                        + "set the container to one where it applies")])
            }
        }
    }
}
