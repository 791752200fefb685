import Foundation

/// The sections and items of a collection view, by identifier, as UIKit's
/// diffable data source snapshot.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b"])                 // to the last section
/// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), snapshot: snapshot)
/// solution.elements[0].label                       // "a"
/// ```
///
/// Only what a layout needs is kept: the order of the sections and of the
/// items in each. Section and item identifiers must each be unique in the
/// snapshot.
///
/// **Misuse never traps.** Where UIKit raises an exception (an identifier that
/// is already in the snapshot or repeated in one call, items appended when
/// there is no section, or to a section that is not in the snapshot), the
/// operation skips the offending identifiers and records what was wrong in
/// ``problems``; solving such a snapshot throws a `LayoutError` that quotes
/// them. Deleting identifiers that are not in the snapshot does nothing.
/// Queries about a section that is not in the snapshot answer empty (`[]`,
/// `0`, `nil`).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Where an item is: its section's index and its index in that section.
    private struct ItemPosition {
        var section: Int
        var item: Int
    }

    /// The most problems kept; later ones are only counted.
    static var maxRecordedProblems: Int { 100 }
    /// The most identifiers a problem quotes.
    private static var maxQuotedIdentifiers: Int { 5 }

    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [[ItemIdentifierType]] = []
    private var sectionIndices: [SectionIdentifierType: Int] = [:]
    private var itemPositions: [ItemIdentifierType: ItemPosition] = [:]

    /// What went wrong so far, in order: one sentence per faulty operation
    /// (the first 100; ``problemCount`` counts them all). Empty for a valid
    /// snapshot.
    ///
    /// ```swift
    /// snapshot.appendItems(["a"], toSection: 7)
    /// snapshot.problems   // ["appendItems: section 7 is not in the snapshot; 1 item(s) not added"]
    /// ```
    public private(set) var problems: [String] = []
    /// How many operations went wrong, including any beyond those recorded in ``problems``.
    public private(set) var problemCount = 0

    /// An empty snapshot.
    public init() {}

    // MARK: Sections

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The index of `identifier` among the sections, or `nil` if it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndices[identifier]
    }

    /// Adds sections at the end, in order.
    ///
    /// An identifier already in the snapshot, or repeated in `identifiers`, is
    /// skipped and recorded in ``problems`` (UIKit raises an exception).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers {
            guard sectionIndices[identifier] == nil else {
                duplicates.append(identifier)
                continue
            }
            sectionIndices[identifier] = sections.count
            sections.append(identifier)
            itemsBySection.append([])
        }
        if !duplicates.isEmpty {
            record("appendSections: section identifiers must be unique; "
                   + "\(Self.quote(duplicates)) already in the snapshot, skipped")
        }
    }

    /// Removes sections and their items. Identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndices[$0] != nil })
        guard !doomed.isEmpty else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (section, items) in zip(sections, itemsBySection) where !doomed.contains(section) {
            keptSections.append(section)
            keptItems.append(items)
        }
        sections = keptSections
        itemsBySection = keptItems
        rebuildIndices()
    }

    // MARK: Items

    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The number of items in all sections.
    public var numberOfItems: Int { itemPositions.count }

    /// The item identifiers of one section, or `[]` if it is not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndices[identifier].map { itemsBySection[$0] } ?? []
    }

    /// The number of items in one section, or 0 if it is not in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndices[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// The index of `identifier` in ``itemIdentifiers`` (across all
    /// sections), or `nil` if it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let position = itemPositions[identifier] else { return nil }
        return itemsBySection[..<position.section].reduce(position.item) { $0 + $1.count }
    }

    /// The section holding `identifier`, or `nil` if it is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPositions[identifier].map { sections[$0.section] }
    }

    /// Adds items at the end of a section: `sectionIdentifier`, or the last
    /// section when it is `nil`.
    ///
    /// Nothing is added, and the problem is recorded in ``problems``, when
    /// there is no such section. An identifier already in the snapshot, or
    /// repeated in `identifiers`, is skipped and recorded. (UIKit raises an
    /// exception in each case.)
    public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                     toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int
        if let sectionIdentifier {
            guard let index = sectionIndices[sectionIdentifier] else {
                record("appendItems: section \(Self.quote([sectionIdentifier])) is not in the snapshot; "
                       + "\(identifiers.count) item(s) not added")
                return
            }
            target = index
        } else {
            guard !sections.isEmpty else {
                record("appendItems: the snapshot has no section to append to (call appendSections first); "
                       + "\(identifiers.count) item(s) not added")
                return
            }
            target = sections.count - 1
        }
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard itemPositions[identifier] == nil else {
                duplicates.append(identifier)
                continue
            }
            itemPositions[identifier] = ItemPosition(section: target, item: itemsBySection[target].count)
            itemsBySection[target].append(identifier)
        }
        if !duplicates.isEmpty {
            record("appendItems: item identifiers must be unique; "
                   + "\(Self.quote(duplicates)) already in the snapshot, skipped")
        }
    }

    /// Removes items. Identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed = Set<ItemIdentifierType>()
        var touched = Set<Int>()
        for identifier in identifiers {
            guard let position = itemPositions.removeValue(forKey: identifier) else { continue }
            doomed.insert(identifier)
            touched.insert(position.section)
        }
        for section in touched {
            itemsBySection[section].removeAll { doomed.contains($0) }
            for (index, item) in itemsBySection[section].enumerated() {
                itemPositions[item] = ItemPosition(section: section, item: index)
            }
        }
    }

    /// Removes every item and every section, as UIKit's `deleteAllItems()`.
    /// ``problems`` are kept: they describe operations that UIKit would not have survived.
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = []
        sectionIndices = [:]
        itemPositions = [:]
    }

    // MARK: For solving

    /// The item identifiers of each section, in section order.
    var itemIdentifiersBySection: [[ItemIdentifierType]] { itemsBySection }

    // MARK: Private

    private mutating func rebuildIndices() {
        sectionIndices = [:]
        itemPositions = [:]
        for (section, identifier) in sections.enumerated() {
            sectionIndices[identifier] = section
            for (index, item) in itemsBySection[section].enumerated() {
                itemPositions[item] = ItemPosition(section: section, item: index)
            }
        }
    }

    /// Records a problem (also one of a section snapshot applied into this one).
    mutating func record(_ problem: String) {
        problemCount += 1
        if problems.count < Self.maxRecordedProblems {
            problems.append(problem)
        }
    }

    /// `"a", "b" and 3 more`: identifiers as Swift would write them, at most ``maxQuotedIdentifiers``.
    private static func quote<T>(_ identifiers: [T]) -> String {
        let shown = identifiers.prefix(maxQuotedIdentifiers).map { String(reflecting: $0) }.joined(separator: ", ")
        let rest = identifiers.count - min(identifiers.count, maxQuotedIdentifiers)
        return rest > 0 ? "\(shown) and \(rest) more" : shown
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
