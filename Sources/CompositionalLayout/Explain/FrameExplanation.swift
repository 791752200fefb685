import Foundation

/// How the solver computed one element's frame, step by step, in the seed
/// tutorials' style: every length and coordinate with the arithmetic that
/// gave it, from the container down to the element.
///
/// ```swift
/// let explanation = try layout.explain(.cell(section: 0, item: 3),
///                                      containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
/// print(explanation)
/// // item 0.3: x 132.67, y 130.33, width 126.33, height 126.33
/// // …
/// //   width = 0.3333 × 390 (the group's inner width) = 130
/// ```
///
/// The solver records it only when asked (``UICollectionViewLayout/explain(_:containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:rules:measuredSize:)``),
/// as it computes, so it always agrees with the solution's frame.
public struct FrameExplanation: Equatable, Sendable, CustomStringConvertible {
    /// The element explained.
    public let element: LayoutElementSelector
    /// Its final frame, as the solution holds it.
    public let frame: CGRect
    /// The steps, from the container to the element.
    public let steps: [ExplanationStep]
    /// The frame the steps add up to, which tests hold equal to ``frame``.
    let composedFrame: CGRect?

    /// An explanation of `element`'s `frame`, in `steps` from the container down.
    public init(element: LayoutElementSelector, frame: CGRect, steps: [ExplanationStep]) {
        self.init(element: element, frame: frame, steps: steps, composedFrame: nil)
    }

    init(element: LayoutElementSelector, frame: CGRect, steps: [ExplanationStep], composedFrame: CGRect?) {
        self.element = element
        self.frame = frame
        self.steps = steps
        self.composedFrame = composedFrame
    }

    /// The element and its frame, e.g. `item 0.3: x 2, y 132, width 126, height 126`.
    public var headline: String {
        "\(element.displayName): x \(ExplanationToken.text(frame.minX)), y \(ExplanationToken.text(frame.minY)), "
            + "width \(ExplanationToken.text(frame.width)), height \(ExplanationToken.text(frame.height))"
    }

    /// The headline, then each step's title and its lines indented beneath it.
    public var description: String {
        var text = headline + "\n"
        for step in steps {
            text += "\n" + step.title + "\n"
            for line in step.lines { text += "  " + line.description + "\n" }
        }
        return text
    }
}

/// One stage of an explanation: the container, a section, a group, a subitem, the cell…
public struct ExplanationStep: Equatable, Sendable {
    /// What the stage is about, e.g. `Section 0` or `Subitem 1 of the horizontal group`.
    public var title: String
    /// The quantities the stage works out, in order.
    public var lines: [ExplanationLine]

    /// A stage called `title` that works out `lines`.
    public init(_ title: String, _ lines: [ExplanationLine]) {
        self.title = title
        self.lines = lines
    }
}

/// One computed quantity: `width = 0.5 × 370 (the group's inner width) = 185`.
public struct ExplanationLine: Equatable, Sendable, CustomStringConvertible {
    /// What is computed: `width`, `y`, `the group's inner width`.
    public var quantity: String
    /// The arithmetic, left to right; its value is ``exact``.
    public var expression: [ExplanationToken]
    /// What the expression comes to.
    public var exact: CGFloat
    /// The value the solver went on with: ``exact``, unless it was snapped to the pixel grid.
    public var result: CGFloat
    /// Where a rule comes from, or which declaration gave a value: `.fractionalWidth(0.5)`.
    public var note: String?
    /// The pixels per point ``result`` was snapped to (floored or rounded), when it was; otherwise
    /// ``result`` is ``exact``.
    public var pixelScale: CGFloat?

    /// A line working out `quantity` as `expression`, which comes to `exact`, then `result` after any snapping to `pixelScale`.
    public init(quantity: String, expression: [ExplanationToken], exact: CGFloat, result: CGFloat, note: String?,
                pixelScale: CGFloat? = nil) {
        self.quantity = quantity
        self.expression = expression
        self.exact = exact
        self.result = result
        self.note = note
        self.pixelScale = pixelScale
    }

    /// The line with its numbers only, as the tutorials write it: `width = (370 − 10) ÷ 2 = 180`.
    public var compactDescription: String {
        let numbers = expression.map { token -> ExplanationToken in
            if case .number(let value, _) = token { return .number(value, meaning: nil) }
            return token
        }
        return ExplanationLine(quantity: quantity, expression: numbers, exact: exact, result: result, note: nil,
                               pixelScale: pixelScale).description
    }

    /// `quantity = expression = exact → result   — note`, leaving out what repeats:
    /// a lone number is not followed by `= itself`.
    public var description: String {
        var text = quantity + " = " + ExplanationToken.text(of: expression)
        let isLoneNumber: Bool
        if expression.count == 1, case .number(let value, _) = expression[0] {
            isLoneNumber = ExplanationToken.text(value) == ExplanationToken.text(exact)
        } else {
            isLoneNumber = false
        }
        if !isLoneNumber { text += " = " + ExplanationToken.text(exact) }
        if ExplanationToken.text(result) != ExplanationToken.text(exact) {
            text += " → " + ExplanationToken.text(result)
        }
        if let note { text += "   — " + note }
        return text
    }
}

/// A token of an explanation's arithmetic.
public enum ExplanationToken: Equatable, Sendable, CustomStringConvertible {
    /// A number, with what it is (`the container's width`), if that needs saying.
    case number(CGFloat, meaning: String?)
    /// An operator (`+`, `−`, `×`, `÷`) or a parenthesis.
    case symbol(String)

    /// The token as the text format writes it: the number, or the symbol.
    public var description: String {
        switch self {
        case .number(let value, let meaning):
            return Self.text(value) + (meaning.map { " (\($0))" } ?? "")
        case .symbol(let symbol):
            return symbol
        }
    }

    /// Tokens as a line writes them: spaced, but with parentheses against what they enclose.
    public static func text(of tokens: [ExplanationToken]) -> String {
        var text = ""
        for (index, token) in tokens.enumerated() {
            let afterOpening = index > 0 && tokens[index - 1] == .symbol("(")
            if index > 0, !afterOpening, token != .symbol(")") { text += " " }
            text += token.description
        }
        return text
    }

    /// A value as explanations write it: the canonical formatter, 2 digits after the point for
    /// lengths, and all 4 for a fraction below 1, so that a third reads `0.3333 × 390 = 130`, not `0.33 × 390`.
    public static func text(_ value: CGFloat) -> String {
        value != 0 && Swift.abs(value) < 1 ? CanonicalNumber.string(value) : CanonicalNumber.string(value, fractionDigits: 2)
    }
}
