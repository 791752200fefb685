import CompositionalLayout

/// An enumeration written in the spec by its Swift case name (`horizontal`,
/// `groupPaging`); a leading dot, as in Swift (`.horizontal`), is allowed.
protocol SpecEnumeration {
    /// The case names and their values, in the order messages list them.
    static var specCases: [(name: String, value: Self)] { get }
}

extension SpecNode {
    /// The node as a case of `type`; `nil` (reported, with a "did you mean") otherwise.
    func enumeration<Value: SpecEnumeration>(_ type: Value.Type) -> Value? {
        let names = Value.specCases.map(\.name)
        let expectation = "one of " + names.joined(separator: ", ")
        guard let text = text(expectation) else { return nil }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let match = Value.specCases.first(where: { $0.name == name }) {
            return match.value
        }
        reportExpected(expectation, hint: KeySuggestion.hint(for: name, among: names))
        return nil
    }
}

extension UICollectionView.ScrollDirection: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] { [("vertical", .vertical), ("horizontal", .horizontal)] }
}

extension UIContentInsetsReference: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] { allCases.map { ($0.description, $0) } }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] { allCases.map { ($0.description, $0) } }
}

extension UIUserInterfaceStyle: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] {
        [("unspecified", .unspecified), ("light", .light), ("dark", .dark)]
    }
}

extension UIUserInterfaceSizeClass: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] {
        [("unspecified", .unspecified), ("compact", .compact), ("regular", .regular)]
    }
}

extension UITraitEnvironmentLayoutDirection: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] {
        [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)]
    }
}

extension NSRectAlignment: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] { allCases.map { ($0.description, $0) } }
}

extension UICollectionLayoutListConfiguration.Appearance: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] {
        [("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar),
         ("sidebarPlain", .sidebarPlain)]
    }
}

extension UICollectionLayoutListConfiguration.HeaderMode: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] {
        [("none", .none), ("supplementary", .supplementary), ("firstItemInSection", .firstItemInSection)]
    }
}

extension UICollectionLayoutListConfiguration.FooterMode: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] { [("none", .none), ("supplementary", .supplementary)] }
}
