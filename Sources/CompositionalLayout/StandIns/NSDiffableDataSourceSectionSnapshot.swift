import Foundation

/// The items of one section as an outline, as UIKit's section snapshot: items
/// with children, each parent expanded or collapsed.
///
/// ```swift
/// var section = NSDiffableDataSourceSectionSnapshot<String>()
/// section.append(["Fruit"])
/// section.append(["Apple", "Pear"], to: "Fruit")
/// section.expand(["Fruit"])
/// section.visibleItems   // ["Fruit", "Apple", "Pear"]
/// ```
///
/// Applied with ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``,
/// its ``visibleItems`` become the section's items. Misuse never traps: an item
/// already in the snapshot, or a parent that is not, is skipped and recorded in
/// ``problems`` (UIKit raises an exception).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    private var roots: [ItemIdentifierType] = []
    private var nodes: [ItemIdentifierType: Node] = [:]

    /// What went wrong, one sentence per faulty operation. Empty for a valid snapshot.
    public private(set) var problems: [String] = []

    /// An empty section snapshot.
    public init() {}

    /// Every item, parents before their children, depth first.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }

    /// The items a collection view shows: those whose every ancestor is expanded.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    /// The items with no parent.
    public var rootItems: [ItemIdentifierType] { roots }

    /// Adds items at the end of `parent`'s children, or at the end of the root items.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, nodes[parent] == nil {
            problems.append("append: parent \(String(reflecting: parent)) is not in the section snapshot; "
                            + "\(items.count) item(s) not added")
            return
        }
        var duplicates: [ItemIdentifierType] = []
        for item in items {
            guard nodes[item] == nil else {
                duplicates.append(item)
                continue
            }
            nodes[item] = Node(parent: parent)
            if let parent {
                nodes[parent]?.children.append(item)
            } else {
                roots.append(item)
            }
        }
        if !duplicates.isEmpty {
            problems.append("append: item identifiers must be unique; "
                            + duplicates.prefix(5).map { String(reflecting: $0) }.joined(separator: ", ")
                            + " already in the section snapshot, skipped")
        }
    }

    /// Removes items and their descendants. Items not in the snapshot are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            if let parent = node.parent {
                nodes[parent]?.children.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            for descendant in flatten([item], onlyVisible: false) { nodes[descendant] = nil }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        roots = []
        nodes = [:]
    }

    /// Shows the children of these items.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]?.isExpanded = true }
    }

    /// Hides the children of these items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]?.isExpanded = false }
    }

    /// Whether an item's children are shown.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether the item is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// Whether the item shows: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent, let parentNode = nodes[parent] {
            guard parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    /// The item's parent, or `nil` for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// How deep the item is: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = nodes[item]?.parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }

    /// The item's index in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// A section snapshot of `parent`'s descendants, with `parent` as a root when `includingParent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard let parentNode = nodes[parent] else { return result }
        if includingParent {
            result.append([parent])
            if parentNode.isExpanded { result.expand([parent]) }
        }
        var pending: [(item: ItemIdentifierType, newParent: ItemIdentifierType?)] = [(parent, includingParent ? parent : nil)]
        while let (item, newParent) = pending.popLast() {
            let children = nodes[item]?.children ?? []
            result.append(children, to: newParent)
            for child in children {
                if nodes[child]?.isExpanded == true { result.expand([child]) }
                pending.append((child, child))
            }
        }
        return result
    }

    private func flatten(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(items.reversed())
        while let item = stack.popLast() {
            result.append(item)
            guard let node = nodes[item], !onlyVisible || node.isExpanded else { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension NSDiffableDataSourceSectionSnapshot.Node: Sendable where ItemIdentifierType: Sendable {}
