import CompositionalLayout
import Foundation

/// One property that items and every kind of group share, declared once: its
/// spec key, how it is read and checked, and how it is written back as a spec
/// and as Swift (``ItemReader``, ``SpecWriter`` and ``SwiftWriter`` go through
/// ``all``). The section's counterpart is ``SectionProperty``.
///
/// `layoutSize` (an initializer argument) and `supplementaryItems` (nested
/// structures) are not in the table.
struct ItemProperty {
    /// The spec key, which is also the property's Swift name.
    let key: String
    /// The value at `node`, as a setter; `nil` if it is wrong (reported).
    let read: (SpecNode) -> ((NSCollectionLayoutItem) -> Void)?
    /// The item's value as a written spec states it; `nil` when it is the default, which is not written.
    let spec: (NSCollectionLayoutItem) -> SpecValue?
    /// The right-hand side of the Swift statement that sets the item's value; `nil` when it is the default.
    let swift: (NSCollectionLayoutItem) -> String?

    init<Value>(_ key: String, _ property: ReferenceWritableKeyPath<NSCollectionLayoutItem, Value>,
                read: @escaping (SpecNode) -> Value?, spec: @escaping (Value) -> SpecValue?,
                swift: @escaping (Value) -> String?) {
        self.key = key
        self.read = { node in read(node).map { value in { $0[keyPath: property] = value } } }
        self.spec = { item in spec(item[keyPath: property]) }
        self.swift = { item in swift(item[keyPath: property]) }
    }

    /// Every table-driven item property, in the order an item's body is read and written.
    static var all: [ItemProperty] {
        [
            ItemProperty("contentInsets", \.contentInsets, read: { $0.insets() },
                         spec: { $0 == .zero ? nil : SpecWriter.insets($0) },
                         swift: { $0 == .zero ? nil : SwiftWriter.insets($0) }),
            ItemProperty("edgeSpacing", \.edgeSpacing, read: { $0.edgeSpacing().map { .some($0) } },
                         spec: { $0.map(SpecWriter.edgeSpacing) }, swift: { $0.map(SwiftWriter.edgeSpacing) }),
        ]
    }
}
