import Foundation

/// The data a diffable data source applied to a collection view: each
/// section's name and each item's label, as text, and the snapshot's problems.
///
/// ``UICollectionView/appliedData`` holds it, for a program that draws the
/// collection view's layout with the app's own sections and items. The texts
/// come from the identifiers by ``text(of:)``.
public struct AppliedSnapshotData: Hashable, Sendable {
    /// One section: its name and its items' labels.
    public struct Section: Hashable, Sendable {
        /// The section identifier's text, or `nil` if it has none.
        public var name: String?
        /// Each item identifier's text, in order; `nil` for an item that has none.
        public var itemLabels: [String?]
        /// The number of items.
        public var itemCount: Int { itemLabels.count }

        /// A section.
        public init(name: String?, itemLabels: [String?]) {
            self.name = name
            self.itemLabels = itemLabels
        }
    }

    /// The sections, in order.
    public var sections: [Section]
    /// The snapshot's problems (``NSDiffableDataSourceSnapshot/problems``): UIKit
    /// would have raised an exception for each. Empty for a valid snapshot.
    public var problems: [String]
    /// How many problems there were, including any beyond those in ``problems``.
    public var problemCount: Int

    /// Applied data.
    public init(sections: [Section], problems: [String] = [], problemCount: Int? = nil) {
        self.sections = sections
        self.problems = problems
        self.problemCount = problemCount ?? problems.count
    }

    /// The data of a snapshot: its sections in order, each item's text.
    public init<SectionIdentifierType, ItemIdentifierType>(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.init(sections: snapshot.sectionIdentifiers.map { section in
            Section(name: Self.text(of: section),
                    itemLabels: snapshot.itemIdentifiers(inSection: section).map { Self.text(of: $0) })
        }, problems: snapshot.problems, problemCount: snapshot.problemCount)
    }

    /// The text an identifier is shown by, or `nil` when it has none that is the
    /// same from run to run:
    ///
    /// - a `UUID` has none;
    /// - a `CustomStringConvertible` value gives its `description` (a `String`
    ///   itself, an `Int`, a type's own description);
    /// - an enum case without a payload gives its name; a case with a payload gives
    ///   its payload's text, else its name;
    /// - a struct or class gives its first stored `String` property, as `Mirror`
    ///   lists them (the `title` of `struct Item { let id = UUID(); let title: String }`).
    ///
    /// A text that would differ between runs is never taken: one holding a
    /// UUID (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`) or an object address
    /// (`0x600000c04000`, as NSObject's description has), so an identifier made
    /// with `UUID()` labels nothing rather than labelling differently each time.
    public static func text(of identifier: Any) -> String? {
        text(of: identifier, depth: 0)
    }

    private static let maxDepth = 4

    private static func text(of value: Any, depth: Int) -> String? {
        guard depth <= maxDepth, !(value is UUID) else { return nil }
        if let value = value as? CustomStringConvertible, isStable(value.description) {
            return value.description
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else {
                let name = String(describing: value)
                return isStable(name) ? name : nil
            }
            return text(of: payload.value, depth: depth + 1) ?? payload.label
        case .optional:
            return mirror.children.first.flatMap { text(of: $0.value, depth: depth + 1) }
        case .struct, .class:
            return firstStoredString(in: mirror)
        default:
            return nil
        }
    }

    private static func firstStoredString(in mirror: Mirror) -> String? {
        var current: Mirror? = mirror
        var classLevels = 0
        while let level = current, classLevels <= maxDepth {
            for child in level.children {
                if let string = child.value as? String, isStable(string) { return string }
            }
            current = level.superclassMirror
            classLevels += 1
        }
        return nil
    }

    /// Whether `text` holds nothing that changes from run to run: no UUID, no object address.
    static func isStable(_ text: String) -> Bool {
        !containsUUID(text) && !containsAddress(text)
    }

    private static func containsUUID(_ text: String) -> Bool {
        let groups = [8, 4, 4, 4, 12]
        let characters = Array(text.utf8)
        guard characters.count >= 36 else { return false }
        for start in 0...(characters.count - 36) {
            var index = start
            var matched = true
            for (groupIndex, length) in groups.enumerated() {
                for _ in 0..<length {
                    guard isHexDigit(characters[index]) else { matched = false; break }
                    index += 1
                }
                guard matched else { break }
                if groupIndex < groups.count - 1 {
                    guard characters[index] == UInt8(ascii: "-") else { matched = false; break }
                    index += 1
                }
            }
            if matched { return true }
        }
        return false
    }

    /// `0x` followed by at least 8 hex digits: a pointer, as `<Item: 0x600000c04000>`.
    private static func containsAddress(_ text: String) -> Bool {
        let characters = Array(text.utf8)
        var index = 0
        while index + 2 < characters.count {
            if characters[index] == UInt8(ascii: "0"), characters[index + 1] == UInt8(ascii: "x") {
                var digits = 0
                while index + 2 + digits < characters.count, isHexDigit(characters[index + 2 + digits]) { digits += 1 }
                if digits >= 8 { return true }
            }
            index += 1
        }
        return false
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
