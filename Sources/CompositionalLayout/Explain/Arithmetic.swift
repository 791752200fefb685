import Foundation

/// An expression the solver writes down as it computes, for an explanation: its tokens
/// and its value, built with the same operations as the value itself.
///
/// Operands that are sums are parenthesised where precedence needs it, and
/// ``sum(_:)`` leaves out zero terms after the first, so `16 + 0 + 0` reads `16`.
struct Arithmetic {
    private(set) var tokens: [ExplanationToken]
    private(set) var value: CGFloat
    /// 0: a number; 1: a product or quotient; 2: a sum or difference.
    private var precedence: Int

    /// A number and what it is.
    static func term(_ value: CGFloat, _ meaning: String? = nil) -> Arithmetic {
        Arithmetic(tokens: [.number(value, meaning: meaning)], value: value, precedence: 0)
    }

    /// The terms added, leaving out those after the first that are zero: the first is where the
    /// sum starts from, and reads well even when it is 0.
    static func sum(_ terms: [Arithmetic]) -> Arithmetic {
        guard var result = terms.first else { return .term(0) }
        for term in terms.dropFirst() where term.value != 0 { result = result + term }
        return result
    }

    /// A negative number added reads as a subtraction: `10 − 6`, not `10 + -6`.
    static func + (lhs: Arithmetic, rhs: Arithmetic) -> Arithmetic {
        if rhs.precedence == 0, rhs.value < 0, case .number(let value, let meaning) = rhs.tokens[0] {
            return Arithmetic(tokens: lhs.tokens + [.symbol("−"), .number(-value, meaning: meaning)],
                              value: lhs.value + rhs.value, precedence: 2)
        }
        return Arithmetic(tokens: lhs.tokens + [.symbol("+")] + rhs.tokens, value: lhs.value + rhs.value,
                          precedence: 2)
    }

    /// A negative number taken away reads as an addition: `390 + 100` for a −100 inset, not `390 − -100`.
    static func - (lhs: Arithmetic, rhs: Arithmetic) -> Arithmetic {
        if rhs.precedence == 0, rhs.value < 0, case .number(let value, let meaning) = rhs.tokens[0] {
            return Arithmetic(tokens: lhs.tokens + [.symbol("+"), .number(-value, meaning: meaning)],
                              value: lhs.value - rhs.value, precedence: 2)
        }
        return Arithmetic(tokens: lhs.tokens + [.symbol("−")] + rhs.parenthesised(above: 1), value: lhs.value - rhs.value,
                   precedence: 2)
    }

    static func * (lhs: Arithmetic, rhs: Arithmetic) -> Arithmetic {
        Arithmetic(tokens: lhs.parenthesised(above: 1) + [.symbol("×")] + rhs.parenthesised(above: 1),
                   value: lhs.value * rhs.value, precedence: 1)
    }

    static func / (lhs: Arithmetic, rhs: Arithmetic) -> Arithmetic {
        Arithmetic(tokens: lhs.parenthesised(above: 1) + [.symbol("÷")] + rhs.parenthesised(above: 0),
                   value: lhs.value / rhs.value, precedence: 1)
    }

    /// `lhs − rhs₁ − rhs₂ …`, leaving out the terms that are zero.
    static func difference(_ lhs: Arithmetic, _ terms: [Arithmetic]) -> Arithmetic {
        terms.filter { $0.value != 0 }.reduce(lhs, -)
    }

    private func parenthesised(above level: Int) -> [ExplanationToken] {
        precedence > level ? [.symbol("(")] + tokens + [.symbol(")")] : tokens
    }

    /// The line `quantity = self`, going on with `result`: the value the solver went on with, which
    /// is this arithmetic's value unless it was snapped to `pixelScale`'s grid. `ExplanationTests`
    /// holds every example's lines to that: the explanation must say what the solver did.
    func line(_ quantity: String, result: CGFloat? = nil, note: String? = nil,
              snappedTo pixelScale: CGFloat? = nil) -> ExplanationLine {
        ExplanationLine(quantity: quantity, expression: tokens, exact: value, result: result ?? value, note: note,
                        pixelScale: pixelScale)
    }
}

extension ExplanationLine {
    /// How `result` lies inside `outer` (`the slot`, `the section`) less `insets`, on each axis
    /// whose insets are not zero: `x = 10 (the slot's x) + 4 (contentInsets.leading) = 14` and
    /// `width = 120 − 4 − 4 = 112`, or a note where the insets were ignored (an estimated length).
    static func insetting(_ outer: CGRect, named outerName: String, by insets: NSDirectionalEdgeInsets,
                          giving result: CGRect) -> [ExplanationLine] {
        var lines: [ExplanationLine] = []
        for axis in [Axis.horizontal, .vertical] {
            let lead = insets.leading(along: axis)
            let trail = insets.trailing(along: axis)
            guard lead != 0 || trail != 0 else { continue }
            let coordinate = axis.coordinateName
            let length = axis.lengthName
            if outer.length(along: axis) == result.length(along: axis) {
                lines.append(Arithmetic.term(result.minimum(along: axis), "\(outerName)'s \(coordinate)")
                    .line(coordinate, note: "contentInsets.\(axis.leadingEdge) is ignored: the \(length) is estimated"))
                continue
            }
            lines.append(Arithmetic.sum([.term(outer.minimum(along: axis), "\(outerName)'s \(coordinate)"),
                                         .term(lead, "contentInsets.\(axis.leadingEdge)")])
                .line(coordinate, result: result.minimum(along: axis)))
            lines.append(Arithmetic.difference(.term(outer.length(along: axis), "\(outerName)'s \(length)"), [
                .term(lead, "contentInsets.\(axis.leadingEdge)"), .term(trail, "contentInsets.\(axis.trailingEdge)"),
            ]).line(length, result: result.length(along: axis)))
        }
        return lines
    }
}
