import CompositionalLayout
import Foundation

/// One property of a UIKit type (`Owner`) that a spec sets by a plain value, declared once: its spec
/// key, how it is read and checked, and how it is written back as a spec and as Swift.
///
/// Each type has one table of them, a ``SpecPropertyTable`` (``SectionProperty/all``,
/// ``ItemProperty/all``, ``GroupProperty/all``, ``ConfigurationProperty/all``,
/// ``SupplementaryProperty/all``, ``BoundaryItemProperty/all``, ``DecorationProperty/all``,
/// ``ListProperty/all``), and that type's reader, ``SpecWriter`` and ``SwiftWriter`` go through it:
///
/// ```swift
/// .length("interGroupSpacing", \.interGroupSpacing)   // read as a length, written as a number
/// ```
///
/// What a type is made from (its initializer's arguments, such as `layoutSize` or `alignment`) and
/// what holds nested structures (`subitems`, `boundarySupplementaryItems`) are not properties here:
/// their readers and writers say how they are built.
struct SpecProperty<Owner> {
    /// The spec key, which is also the property's Swift name.
    let key: String
    /// The value at `node`; `nil` if it is wrong (reported).
    let read: (SpecNode) -> SpecPropertyValue<Owner>?
    /// The owner's value.
    let value: (Owner) -> SpecPropertyValue<Owner>
    /// Whether the owner's value is `fresh`'s, which Swift does not restate.
    let isDefault: (_ owner: Owner, _ fresh: Owner) -> Bool
    /// The owner's value as a written spec states it.
    let spec: (Owner) -> SpecValue
    /// When a written spec states it.
    let specForm: SpecPropertyForm
    /// In a written spec, the key this one comes before (the order specs have always been written in);
    /// `nil`: its place in the table.
    let specBefore: String?

    init<Value: Equatable>(_ key: String, _ property: WritableKeyPath<Owner, Value>,
                           read: @escaping (SpecNode) -> Value?, spec: @escaping (Value) -> SpecValue,
                           swift: @escaping (Value) -> String, written specForm: SpecPropertyForm = .always,
                           specBefore: String? = nil) {
        func value(_ value: Value) -> SpecPropertyValue<Owner> {
            SpecPropertyValue(key: key, apply: { $0[keyPath: property] = value }, swift: swift(value))
        }
        self.key = key
        self.read = { node in read(node).map(value) }
        self.value = { owner in value(owner[keyPath: property]) }
        self.isDefault = { owner, fresh in owner[keyPath: property] == fresh[keyPath: property] }
        self.spec = { owner in spec(owner[keyPath: property]) }
        self.specForm = specForm
        self.specBefore = specBefore
    }

    /// A property whose value is a case of a ``SpecEnumeration``, written by its case name (`.groupPaging` in Swift).
    static func enumeration<Value: SpecEnumeration & Equatable>(
        _ key: String, _ property: WritableKeyPath<Owner, Value>, specBefore: String? = nil
    ) -> SpecProperty {
        func name(_ value: Value) -> String { Value.specCases.first { $0.value == value }?.name ?? "\(value)" }
        return SpecProperty(key, property, read: { $0.enumeration(Value.self) }, spec: { .string(name($0)) },
                            swift: { "." + name($0) }, specBefore: specBefore)
    }

    /// A length (finite, at least 0), written as a number.
    static func length(_ key: String, _ property: WritableKeyPath<Owner, CGFloat>) -> SpecProperty {
        SpecProperty(key, property, read: { $0.number(.length) }, spec: { .number(Double($0)) },
                     swift: SwiftWriter.number)
    }

    /// `true` or `false`.
    static func boolean(_ key: String, _ property: WritableKeyPath<Owner, Bool>) -> SpecProperty {
        SpecProperty(key, property, read: { $0.boolean() }, spec: { .bool($0) }, swift: { "\($0)" })
    }

    /// `contentInsets`: one number, or `{top, leading, bottom, trailing}`; an edge may be negative,
    /// as UIKit allows (the frame grows past its box, docs/semantics.md §2).
    static func insets(_ key: String, _ property: WritableKeyPath<Owner, NSDirectionalEdgeInsets>,
                       written specForm: SpecPropertyForm = .always) -> SpecProperty {
        SpecProperty(key, property, read: { $0.insets(.offset) }, spec: SpecWriter.insets, swift: SwiftWriter.insets,
                     written: specForm)
    }

    /// A drawing order, within ``SpecLimits/zIndex``.
    static func zIndex(_ key: String, _ property: WritableKeyPath<Owner, Int>) -> SpecProperty {
        SpecProperty(key, property, read: { $0.integer(SpecLimits.zIndex) }, spec: { .number(Double($0)) },
                     swift: { "\($0)" })
    }

    /// An optional property whose default is `nil`, which a written spec leaves out.
    static func optional<Wrapped: Equatable>(
        _ key: String, _ property: WritableKeyPath<Owner, Wrapped?>, read: @escaping (SpecNode) -> Wrapped?,
        spec: @escaping (Wrapped) -> SpecValue, swift: @escaping (Wrapped) -> String
    ) -> SpecProperty {
        // `spec` and `swift` only see `nil` for an owner that has it, which is the default and not written.
        SpecProperty(key, property, read: { read($0).map(Optional.some) }, spec: { $0.map(spec) ?? .object([]) },
                     swift: { $0.map(swift) ?? "nil" }, written: .unlessDefault)
    }

    /// This property on a subclass of its owner: a boundary item's `zIndex` is a supplementary's.
    func on<Subclass>(_ owner: @escaping (Subclass) -> Owner) -> SpecProperty<Subclass> {
        func lifted(_ value: SpecPropertyValue<Owner>) -> SpecPropertyValue<Subclass> {
            SpecPropertyValue(key: value.key, apply: { subclass in
                var base = owner(subclass)   // a class: setting it sets `subclass`
                value.apply(&base)
            }, swift: value.swift)
        }
        return SpecProperty<Subclass>(
            key: key, read: { node in read(node).map(lifted) }, value: { lifted(value(owner($0))) },
            isDefault: { isDefault(owner($0), owner($1)) }, spec: { spec(owner($0)) }, specForm: specForm,
            specBefore: specBefore)
    }

    private init(key: String, read: @escaping (SpecNode) -> SpecPropertyValue<Owner>?,
                 value: @escaping (Owner) -> SpecPropertyValue<Owner>,
                 isDefault: @escaping (Owner, Owner) -> Bool, spec: @escaping (Owner) -> SpecValue,
                 specForm: SpecPropertyForm, specBefore: String?) {
        (self.key, self.read, self.value, self.isDefault) = (key, read, value, isDefault)
        (self.spec, self.specForm, self.specBefore) = (spec, specForm, specBefore)
    }
}

/// Whether a written spec states a ``SpecProperty`` when it has its default value.
enum SpecPropertyForm {
    /// Always, as specs have always been written for this property.
    case always
    /// Only when it differs from the default (an owner fresh from its initializer).
    case unlessDefault
}

/// One property's value, as read from a spec or found on an owner.
struct SpecPropertyValue<Owner> {
    /// The property's key, which is also its Swift name.
    let key: String
    /// Sets the value on an owner (for a class, on the object itself).
    let apply: (inout Owner) -> Void
    /// The right-hand side of the Swift statement that sets it.
    let swift: String

    /// The Swift statement that sets it on the variable `name`.
    func swiftStatement(on name: String) -> String { "\(name).\(key) = \(swift)" }
}

/// The properties of one UIKit type, in the order its keys are read, listed in messages, and set
/// in Swift, with what makes a fresh one: the defaults that Swift does not restate.
struct SpecPropertyTable<Owner> {
    /// The properties, in order.
    let properties: [SpecProperty<Owner>]
    /// An owner made from `owner`'s initializer arguments and nothing else.
    let fresh: (Owner) -> Owner

    init(fresh: @escaping (Owner) -> Owner, _ properties: [SpecProperty<Owner>]) {
        self.fresh = fresh
        self.properties = properties
    }

    /// The keys, in order.
    var keys: [String] { properties.map(\.key) }

    /// The values `mapping` gives, in order; a wrong one is reported and left out.
    func read(_ mapping: SpecMapping) -> [SpecPropertyValue<Owner>] {
        properties.compactMap { property in mapping[property.key].flatMap(property.read) }
    }

    /// Sets `values` on `owner`.
    func apply(_ values: [SpecPropertyValue<Owner>], to owner: inout Owner) {
        for value in values { value.apply(&owner) }
    }

    /// The owner's values that differ from a fresh one's, in order: what Swift sets.
    func changed(_ owner: Owner) -> [SpecPropertyValue<Owner>] {
        let fresh = fresh(owner)
        return properties.filter { !$0.isDefault(owner, fresh) }.map { $0.value(owner) }
    }

    /// The Swift statements that set on `name` what differs from a fresh owner.
    func swiftStatements(_ owner: Owner, name: String) -> [String] {
        changed(owner).map { $0.swiftStatement(on: name) }
    }

    /// The properties in the order a written spec states them.
    var specOrder: [SpecProperty<Owner>] {
        var ordered: [SpecProperty<Owner>] = []
        for property in properties where property.specBefore == nil {
            ordered += properties.filter { $0.specBefore == property.key } + [property]
        }
        return ordered
    }

    /// The owner's entries in a written spec, in ``specOrder``.
    func spec(_ owner: Owner) -> [(String, SpecValue)] {
        var fresh: Owner?
        return specOrder.compactMap { property in
            if property.specForm == .unlessDefault {
                let plain = fresh ?? self.fresh(owner)
                fresh = plain
                if property.isDefault(owner, plain) { return nil }
            }
            return (property.key, property.spec(owner))
        }
    }
}
