import CompositionalLayout
import Foundation
import LayoutDiagram

/// Which scene node shows which element: the targets of one device's page
/// (``ExplorerTarget``), read off the scene's stable ids and the solution it was drawn from.
///
/// - Cells (`s0-i3`), groups (`s0-g1.0`), supplementary and decoration views (`s0-sup0`,
///   `s0-dec0`, numbered per section in element order, as the scene numbers them) are
///   elements, explained by their selector.
/// - A spacing gap's marker (`s0-gap-interItem0`) is a region: the gap's frame, and the
///   explanation of the element the gap places (the group or cell that starts where it ends).
/// - A section's inset band (`s0-inset-top`), reference band and bounds (`s0`) are regions
///   explained by the section's first group, whose position the section's insets give.
///
/// An item's, group's or view's inset band (`s0-i3-inset`) is its owner's part, so it shows its
/// owner's explanation, which works its insets out.
struct ExplorerTargets {
    /// Targets by unsalted node id.
    private(set) var targets: [String: ExplorerTarget] = [:]
    /// Nodes that reach a target only through their owner.
    private(set) var aliases: [String: String] = [:]
    /// Every selector a target names, each once, in the order of the scene's nodes.
    private(set) var selectors: [LayoutElementSelector] = []

    init(scene: DiagramScene, solution: LayoutSolution) {
        var elements: [String: LayoutElementSelector] = [:]
        for element in solution.elements where element.category == .cell {
            guard let section = element.section, let item = element.item else { continue }
            elements[SceneNodeID.cell(section: section, item: item).rawValue] = .cell(section: section, item: item)
        }
        for section in solution.sections {
            for group in section.groups {
                let selector = LayoutElementSelector.group(section: section.index, repetition: group.repetition,
                                                           path: group.path)
                elements[SceneNodeID.group(section: section.index, repetition: group.repetition,
                                           path: group.path).rawValue] = selector
            }
        }
        let viewIDs = ViewNodeIDs.byElementIndex(solution)
        for (index, element) in solution.elements.enumerated() where element.category != .cell {
            guard let id = viewIDs[index] else { continue }
            guard let kind = element.elementKind, !kind.isEmpty else { continue }
            let selector = LayoutElementSelector.view(kind: kind, section: element.section,
                                                      item: element.section == nil ? 0 : element.item ?? 0)
            // Two views of one kind at one index path share a selector: the first is the one it names.
            guard solution.frame(of: selector) == element.frame else { continue }
            elements[id] = selector
        }

        // Each gap's marker nodes, and the elements a gap may place, gathered once.
        var markers: [String: [SceneNode]] = [:]
        for node in scene.nodes {
            if let gap = Self.gapID(node.id.rawValue) { markers[gap, default: []].append(node) }
        }
        let placeable = Self.placeableElements(solution)

        var seen = Set<LayoutElementSelector>()
        func explained(_ selector: LayoutElementSelector) -> String {
            if seen.insert(selector).inserted { selectors.append(selector) }
            return selector.description
        }
        for node in scene.nodes {
            let id = node.id.rawValue
            if let selector = elements[id] {
                targets[id] = ExplorerTarget(selector: explained(selector), frame: nil, title: nil, about: nil,
                                             parent: Self.parent(of: selector, in: solution)?.description)
            } else if let gap = Self.gapID(id), targets[gap] == nil {
                targets[gap] = Self.gapTarget(gap, marks: markers[gap] ?? [], placeable: placeable, solution: solution).map {
                    var target = $0
                    target.selector = target.selector.map { explained(LayoutElementSelector($0)!) }
                    return target
                }
            } else if let section = Self.sectionRegion(id), let rect = Self.rect(of: node.shape) {
                let first = solution.sections.indices.contains(section)
                    ? solution.sections[section].groups.first { $0.path.isEmpty } : nil
                targets[id] = ExplorerTarget(
                    selector: first.map { explained(.group(section: section, repetition: $0.repetition, path: [])) },
                    frame: rect, title: node.title ?? "section \(section)",
                    about: first == nil ? nil : "the section's first group, which the section's insets place", parent: nil)
            }
        }
        // Every element is explained, drawn or not (`--annotations first` outlines one group
        // instance): a deep link to any opens its arithmetic.
        for (id, selector) in elements.sorted(by: { $0.key < $1.key }) where targets[id] == nil {
            var target = ExplorerTarget.element(selector)
            target.parent = Self.parent(of: selector, in: solution)?.description
            targets[id] = target
            _ = explained(selector)
        }
        // Nodes whose id does not lead to a target, but whose owner's does.
        for node in scene.nodes where Self.resolve(node.id.rawValue, in: targets) == nil {
            guard let owner = node.owner, let target = Self.resolve(owner.rawValue, in: targets) else { continue }
            aliases[node.id.rawValue] = target
        }
    }

    /// The target `id` leads to, dropping trailing `-part`s, as the page's script does.
    static func resolve(_ id: String, in targets: [String: ExplorerTarget]) -> String? {
        var id = Substring(id)
        while true {
            if targets[String(id)] != nil { return String(id) }
            guard let dash = id.lastIndex(of: "-"), dash > id.startIndex else { return nil }
            id = id[..<dash]
        }
    }

    /// The gap id a node's id starts with: `s0-gap-interItem0` for `s0-gap-interItem0-tick1`.
    static func gapID(_ id: String) -> String? {
        guard let range = id.range(of: "-gap-") else { return nil }
        let owner = id[..<range.lowerBound]
        guard owner == "layout" || (owner.hasPrefix("s") && owner.dropFirst().allSatisfy(\.isNumber)) else { return nil }
        var end = range.upperBound
        while end < id.endIndex, !id[end].isNumber { end = id.index(after: end) }
        guard end < id.endIndex else { return nil }
        while end < id.endIndex, id[end].isNumber { end = id.index(after: end) }
        return String(id[..<end])
    }

    /// The section of a section-wide region: its bounds `s0`, its name, or a band `s0-inset-top`, `s0-reference…`.
    private static func sectionRegion(_ id: String) -> Int? {
        guard id.hasPrefix("s") else { return nil }
        let digits = id.dropFirst().prefix { $0.isNumber }
        guard !digits.isEmpty, let section = Int(digits) else { return nil }
        let rest = id.dropFirst(1 + digits.count)
        return rest.isEmpty || rest.hasPrefix("-inset-") || rest.hasPrefix("-reference") ? section : nil
    }

    /// A gap's region: the solution's gap under its marker, and the element it places.
    private static func gapTarget(_ gap: String, marks: [SceneNode],
                                  placeable: [(selector: LayoutElementSelector, frame: CGRect)],
                                  solution: LayoutSolution) -> ExplorerTarget? {
        guard let main = marks.first(where: { if case .line = $0.shape { return true } else { return false } }) ?? marks.first,
              let drawn = rect(of: main.shape) else { return nil }
        let centre = CGPoint(x: drawn[0] + drawn[2] / 2, y: drawn[1] + drawn[3] / 2)
        let gaps = solution.interSectionGaps + solution.sections.flatMap(\.gaps)
        let found = gaps.first { $0.rect.insetBy(dx: -0.5, dy: -0.5).contains(centre) }
        let frame = found.map { [Double($0.rect.minX), Double($0.rect.minY), Double($0.rect.width), Double($0.rect.height)] }
            ?? drawn
        let title = marks.compactMap(\.title).first ?? gap
        guard let found else { return ExplorerTarget(selector: nil, frame: frame, title: title, about: nil, parent: nil) }
        // The element that starts where the gap ends: its position adds the gap.
        let rect = found.rect, horizontal = found.axis == .horizontal
        func touches(_ frame: CGRect) -> Bool {
            let along = horizontal ? (abs(frame.minX - rect.maxX) < 0.5 || abs(frame.maxX - rect.minX) < 0.5)
                : (abs(frame.minY - rect.maxY) < 0.5 || abs(frame.maxY - rect.minY) < 0.5)
            let across = horizontal ? frame.minY < rect.maxY && frame.maxY > rect.minY
                : frame.minX < rect.maxX && frame.maxX > rect.minX
            return along && across
        }
        // The largest: a whole group rather than its first cell; after the gap rather than before it.
        let placed = placeable.filter { touches($0.frame) }.max { a, b in
            let afterA = horizontal ? abs(a.frame.minX - rect.maxX) < 0.5 : abs(a.frame.minY - rect.maxY) < 0.5
            let afterB = horizontal ? abs(b.frame.minX - rect.maxX) < 0.5 : abs(b.frame.minY - rect.maxY) < 0.5
            if afterA != afterB { return !afterA }
            return a.frame.width * a.frame.height < b.frame.width * b.frame.height
        }
        return ExplorerTarget(selector: placed?.selector.description, frame: frame, title: title,
                              about: placed.map { "\($0.selector.displayName), which the gap places" }, parent: nil)
    }

    /// The group instance that holds a cell (its innermost) or a nested group (one level up).
    static func parent(of selector: LayoutElementSelector, in solution: LayoutSolution) -> LayoutElementSelector? {
        switch selector {
        case .cell(let section, let item):
            guard solution.sections.indices.contains(section) else { return nil }
            let holders = solution.sections[section].groups.filter { $0.items.contains(item) }
            guard let innermost = holders.max(by: { $0.depth < $1.depth }) else { return nil }
            return .group(section: section, repetition: innermost.repetition, path: innermost.path)
        case .group(let section, let repetition, let path) where !path.isEmpty:
            return .group(section: section, repetition: repetition, path: Array(path.dropLast()))
        default:
            return nil
        }
    }

    /// Every group instance and cell, with its frame: what a gap may place.
    private static func placeableElements(_ solution: LayoutSolution) -> [(selector: LayoutElementSelector, frame: CGRect)] {
        var elements: [(selector: LayoutElementSelector, frame: CGRect)] = []
        for section in solution.sections {
            for group in section.groups {
                elements.append((.group(section: section.index, repetition: group.repetition, path: group.path), group.frame))
            }
        }
        for element in solution.elements where element.category == .cell {
            if let section = element.section, let item = element.item {
                elements.append((.cell(section: section, item: item), element.frame))
            }
        }
        return elements
    }

    /// A shape's bounding box, `[x, y, width, height]`.
    private static func rect(of shape: SceneShape) -> [Double]? {
        switch shape {
        case .rect(let r), .roundedRect(let r, _):
            return [r.x, r.y, r.width, r.height]
        case .line(let a, let b):
            return [min(a.x, b.x), min(a.y, b.y), abs(a.x - b.x), abs(a.y - b.y)]
        case .polygon(let points):
            guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                  let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
            return [minX, minY, maxX - minX, maxY - minY]
        case .text:
            return nil
        }
    }
}
