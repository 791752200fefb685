import Foundation

/// A value written the way Swift code creates it with a static factory, in
/// any of three notations that mean the same thing:
///
/// ```yaml
/// width: .fractionalWidth(1/3)      # the Swift spelling (spaces and a type prefix tolerated)
/// width: {fractionalWidth: 0.3333}  # a one-key mapping
/// width: 44                         # a bare number: the default factory (here .absolute)
/// ```
///
/// A factory with an argument label (`.uniformAcrossSiblings(estimate: 50)`)
/// also takes `{uniformAcrossSiblings: {estimate: 50}}` or, briefly,
/// `{uniformAcrossSiblings: 50}`. Arguments may be simple fractions `a/b`.
struct FactoryNotation {
    /// The type name that may prefix the call, e.g. `NSCollectionLayoutDimension`.
    let typeName: String
    /// The factory names, in the order messages list them.
    let factories: [String]
    /// Factories that take an argument label, and the label.
    let labels: [String: String]
    /// The factory a bare number stands for.
    let bareNumberFactory: String
    /// What to say was expected, e.g. `a dimension such as .fractionalWidth(0.5), .absolute(44) or .estimated(100)`.
    let expectation: String
}

/// A factory call read from the spec: which factory and what value.
struct FactoryValue {
    let factory: String
    let value: Double
    /// The value as written (the whole call for the Swift spelling), for messages.
    let written: String
    /// Where the value was written, for messages about it.
    let node: SpecNode
}

extension SpecNode {
    /// The node read in `notation` with a finite value; `nil` (reported) otherwise, an infinite or
    /// NaN value as "`subject` '…' is not a finite number". Callers check the rest of their range.
    func finiteFactoryValue(_ notation: FactoryNotation, subject: String) -> FactoryValue? {
        guard let call = factoryValue(notation) else { return nil }
        guard call.value.isFinite else {
            call.node.report("\(subject) '\(call.written)' is not a finite number")
            return nil
        }
        return call
    }

    /// The node read in `notation`, or `nil` (reported) if it is in none of its forms.
    /// The value may be any number, even a negative or infinite one: callers check their own range.
    func factoryValue(_ notation: FactoryNotation) -> FactoryValue? {
        switch content {
        case nil:
            return nil
        case .scalar(let text):
            // A tag is honoured: `!!str 44` is text (so not a bare number), `!!int` and `!!float` only numbers.
            if tag != .string, tag != .integer || NumberSyntax.isIntegerLiteral(text), let number = NumberSyntax.decimal(text) {
                return FactoryValue(factory: notation.bareNumberFactory, value: number, written: text, node: self)
            }
            guard tag == .plain || tag == .string else {
                reportExpected(tag.numberExpectation)
                return nil
            }
            return factoryCall(text, notation)
        case .mapping:
            let keys = SpecKeys(known: notation.factories)
            guard let entry = singleKeyMapping(keys, expecting: notation.expectation) else { return nil }
            var argument = entry.value
            if let label = notation.labels[entry.key], case .mapping? = argument.content {
                guard let labelled = argument.mapping(SpecKeys(known: [label]))?.required(label) else { return nil }
                argument = labelled
            }
            guard let text = argument.text("a number") else { return nil }
            guard argument.tag != .string, let value = NumberSyntax.fraction(text) else {
                argument.reportExpected("a number")
                return nil
            }
            return FactoryValue(factory: entry.key, value: value, written: text, node: argument)
        case .null, .sequence:
            reportExpected(notation.expectation)
            return nil
        }
    }

    /// `[TypeName].factory([label:] value)`.
    private func factoryCall(_ text: String, _ notation: FactoryNotation) -> FactoryValue? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix(notation.typeName) { rest = rest.dropFirst(notation.typeName.count) }
        if rest.hasPrefix(".") { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        rest = rest.dropFirst(name.count).drop { $0 == " " }
        guard rest.hasPrefix("("), rest.hasSuffix(")"), rest.count >= 2 else {
            reportExpected(notation.expectation)
            return nil
        }
        guard notation.factories.contains(String(name)) else {
            let hint = KeySuggestion.closest(to: String(name), among: notation.factories)
                .map { KeySuggestion.phrase("." + $0) }
            reportExpected(notation.expectation, hint: hint)
            return nil
        }
        var argument = rest.dropFirst().dropLast()
        if let colon = argument.firstIndex(of: ":") {
            let label = argument[..<colon].trimmingCharacters(in: .whitespaces)
            guard label == notation.labels[String(name)] else {
                reportExpected(notation.expectation)
                return nil
            }
            argument = argument[argument.index(after: colon)...]
        }
        guard let value = NumberSyntax.fraction(argument) else {
            reportExpected(notation.expectation)
            return nil
        }
        return FactoryValue(factory: String(name), value: value, written: text, node: self)
    }
}
