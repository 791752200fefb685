import Foundation
import CompositionalLayout

/// Numbers as the spec writes them: decimal literals (`44`, `-0.5`, `1e3`,
/// `.5`), and where a fraction reads better, `a/b` (`1/3`).
///
/// YAML 1.1 also reads `0x1F`, `0o17`, `1_000` and `1:30` as numbers; the
/// spec does not, so that `width: 010` is ten and not eight.
enum NumberSyntax {
    /// A decimal literal, possibly signed; `nil` if `text` is not one. May be infinite (`1e999`).
    static func decimal<Text: StringProtocol>(_ text: Text) -> Double? {
        let scalars = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)
        var index = 0
        func skipDigits() -> Int {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - start
        }
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        var digits = skipDigits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else { return nil }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == scalars.count else { return nil }
        return Double(String(String.UnicodeScalarView(scalars)))
    }

    /// A decimal literal or a simple fraction `a/b` of two of them; `nil` otherwise.
    /// `1/0` is infinite, not an error here: callers report non-finite values.
    static func fraction<Text: StringProtocol>(_ text: Text) -> Double? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return decimal(text)
        case 2:
            guard let numerator = decimal(parts[0]), let denominator = decimal(parts[1]) else { return nil }
            return numerator / denominator
        default: return nil
        }
    }

    /// A whole number, possibly signed; `nil` if `text` is not one or does not fit in an `Int`.
    static func integer<Text: StringProtocol>(_ text: Text) -> Int? {
        isIntegerLiteral(text) ? Int(text.trimmingCharacters(in: .whitespaces)) : nil
    }

    /// Whether `text` is digits with an optional sign, however many.
    static func isIntegerLiteral<Text: StringProtocol>(_ text: Text) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
        return !digits.isEmpty && digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// Whether `text` is one of YAML's spellings of infinity or not-a-number
    /// (`.inf`, `-.Inf`, `.NaN`, …): a number, but never a valid one here.
    static func isYAMLNonFinite<Text: StringProtocol>(_ text: Text) -> Bool {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        if body.first == "+" || body.first == "-" { body = body.dropFirst() }
        return [".inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN"].contains(body)
    }

    /// The message for a positive size too small to compute with (5e-324 made zero-height cells).
    static func denormal(_ written: String) -> String {
        "size '\(written)' is too small: a denormal number, below \(Double.leastNormalMagnitude), cannot be computed with"
    }

    /// `44`, `0.3333`: numbers in messages (``CompositionalLayout/CanonicalNumber/messageText(_:)``).
    static func format(_ value: Double) -> String {
        CanonicalNumber.messageText(value)
    }
}

/// The values a number may take, and how to say so in a message.
struct NumberRange {
    let bounds: ClosedRange<Double>

    /// A length, spacing or inset: 0 up to the largest length the solver accepts.
    static let length = NumberRange(bounds: 0...Double(SpecLimits.containerLength.upperBound))
    /// An offset: as far as a length, either way.
    static let offset = NumberRange(bounds: -length.bounds.upperBound...length.bounds.upperBound)
    /// A container width or height.
    static let containerLength = NumberRange(
        bounds: Double(SpecLimits.containerLength.lowerBound)...Double(SpecLimits.containerLength.upperBound))

    func contains(_ value: Double) -> Bool { bounds.contains(value) }

    /// `a number from 0 to 10000000`.
    var expectation: String {
        "a number from \(NumberSyntax.format(bounds.lowerBound)) to \(NumberSyntax.format(bounds.upperBound))"
    }
}

extension SpecNode {
    /// The node as a finite number within `range`; `nil` (reported) otherwise.
    ///
    /// A value of the wrong type is "expected a number, got a mapping"; one out
    /// of range says the range: "expected a number from 0 to 10000000, got '-5'".
    func number(_ range: NumberRange) -> CGFloat? {
        guard let text = numericText(expecting: "a number", wholeOnly: false) else { return nil }
        guard let value = NumberSyntax.decimal(text) else {
            reportExpected(NumberSyntax.isYAMLNonFinite(text) ? "a finite number" : "a number")
            return nil
        }
        guard value.isFinite else {
            reportExpected("a finite number")
            return nil
        }
        guard range.contains(value) else {
            reportExpected(range.expectation)
            return nil
        }
        return CGFloat(value)
    }

    /// The scalar's text where its tag allows a number, else `nil` (reported):
    /// `!!str` makes it text, `!!float` is not a whole number where one is
    /// expected, and `!!int` must be written as a whole number.
    private func numericText(expecting expectation: String, wholeOnly: Bool) -> String? {
        guard let text = text(expectation) else { return nil }
        switch tag {
        case .string:
            report("expected \(expectation), got \(summary) tagged '!!str', which makes it text")
            return nil
        case .float where wholeOnly:
            report("expected \(expectation), got \(summary) tagged '!!float'")
            return nil
        case .integer where !wholeOnly && !NumberSyntax.isIntegerLiteral(text):   // a whole number is checked by its reader
            reportExpected(Tag.integer.numberExpectation)
            return nil
        default:
            return text
        }
    }

    /// The node as a size: a finite length greater than 0; `nil` (reported) otherwise.
    ///
    /// `subject` completes the message for a value that is not positive, e.g.
    /// "negative size '-10'; a custom frame's width and height must be greater than 0".
    func size(_ subject: String) -> CGFloat? {
        guard let text = numericText(expecting: "a number", wholeOnly: false) else { return nil }
        guard let value = NumberSyntax.decimal(text), value.isFinite else {
            reportExpected(NumberSyntax.isYAMLNonFinite(text) || NumberSyntax.decimal(text) != nil
                           ? "a finite number" : "a number")
            return nil
        }
        guard value > 0 else {
            report("\(value < 0 ? "negative" : "zero") size '\(text)'; \(subject) must be greater than 0")
            return nil
        }
        guard value.isNormal else {
            report(NumberSyntax.denormal(text))
            return nil
        }
        guard NumberRange.length.contains(value) else {
            reportExpected(NumberRange.length.expectation)
            return nil
        }
        return CGFloat(value)
    }

    /// The node as a whole number within `range`; `nil` (reported) otherwise.
    func integer(_ range: ClosedRange<Int>) -> Int? {
        guard let text = numericText(expecting: "a whole number", wholeOnly: true) else { return nil }
        // Digits too many for an Int are out of range, not "not a whole number".
        guard NumberSyntax.isIntegerLiteral(text) else {
            reportExpected("a whole number")
            return nil
        }
        guard let value = NumberSyntax.integer(text), range.contains(value) else {
            reportExpected("a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return value
    }
}
