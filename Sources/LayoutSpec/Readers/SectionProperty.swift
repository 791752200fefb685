import CompositionalLayout
import Foundation

/// One property of `NSCollectionLayoutSection` that a spec section (or one of
/// its variants) sets, declared once: its spec key, how it is read and
/// checked, and how it is written back as a spec and as Swift.
///
/// ``SectionReader`` (its keys and its reading), ``SectionSettings`` (a
/// variant's override and `apply`), ``SpecWriter`` and ``SwiftWriter`` all go
/// through ``all``, so adding a section property is one line there (and its
/// key in `docs/spec-format.md`; see "Adding a property" there).
///
/// `group`/`list`, `boundarySupplementaryItems` and `decorationItems` are not
/// in the table: they hold nested structures, with readers and writers of their own.
struct SectionProperty {
    /// The spec key, which is also the property's Swift name.
    let key: String
    /// The value at `node`; `nil` if it is wrong (reported).
    let read: (SpecNode) -> SectionPropertyValue?
    /// The section's value, if it differs from `plain`'s (a section fresh from its group).
    let changed: (_ section: NSCollectionLayoutSection, _ plain: NSCollectionLayoutSection) -> SectionPropertyValue?
    /// The section's value, as a written spec states it.
    let spec: (NSCollectionLayoutSection) -> SpecValue
    /// In a written spec, the key this one comes before (the order specs have always been written in).
    let specBefore: String?

    init<Value: Equatable>(_ key: String, _ property: ReferenceWritableKeyPath<NSCollectionLayoutSection, Value>,
                           read: @escaping (SpecNode) -> Value?, spec: @escaping (Value) -> SpecValue,
                           swift: @escaping (Value) -> String, specBefore: String? = nil) {
        func value(_ value: Value) -> SectionPropertyValue {
            SectionPropertyValue(apply: { $0[keyPath: property] = value },
                                 swift: "section.\(key) = \(swift(value))")
        }
        self.key = key
        self.read = { node in read(node).map(value) }
        self.changed = { section, plain in
            section[keyPath: property] == plain[keyPath: property] ? nil : value(section[keyPath: property])
        }
        self.spec = { section in spec(section[keyPath: property]) }
        self.specBefore = specBefore
    }

    /// A property whose value is a case of a ``SpecEnumeration``, written by its case name.
    static func enumeration<Value: SpecEnumeration & Equatable>(
        _ key: String, _ property: ReferenceWritableKeyPath<NSCollectionLayoutSection, Value>,
        specBefore: String? = nil
    ) -> SectionProperty {
        SectionProperty(key, property, read: { $0.enumeration(Value.self) }, spec: { .string("\($0)") },
                        swift: { ".\($0)" }, specBefore: specBefore)
    }

    /// Every table-driven section property, in the order sections are read, keys are
    /// listed in messages, and Swift sets them.
    static var all: [SectionProperty] {
        [
            SectionProperty("interGroupSpacing", \.interGroupSpacing, read: { $0.number(.length) },
                            spec: { .number(Double($0)) }, swift: SwiftWriter.number),
            SectionProperty("contentInsets", \.contentInsets, read: { $0.insets() },
                            spec: SpecWriter.insets, swift: SwiftWriter.insets),
            .enumeration("contentInsetsReference", \.contentInsetsReference),
            .enumeration("orthogonalScrollingBehavior", \.orthogonalScrollingBehavior),
            SectionProperty("supplementariesFollowContentInsets", \.supplementariesFollowContentInsets,
                            read: { $0.boolean() }, spec: { .bool($0) }, swift: { "\($0)" }),
            .enumeration("supplementaryContentInsetsReference", \.supplementaryContentInsetsReference,
                         specBefore: "orthogonalScrollingBehavior"),
        ]
    }

    /// ``all`` in the order a written spec states them.
    static var specOrder: [SectionProperty] {
        var ordered: [SectionProperty] = []
        for property in all where property.specBefore == nil {
            ordered += all.filter { $0.specBefore == property.key } + [property]
        }
        return ordered
    }
}

/// One section property's value, as read from a spec or found on a section.
struct SectionPropertyValue {
    /// Sets the value on a section.
    let apply: (NSCollectionLayoutSection) -> Void
    /// The Swift statement that sets it on `section`.
    let swift: String
}
