import CompositionalLayout
import Foundation

/// `explain`'s output: one or more ``CompositionalLayout/FrameExplanation``s as text for a
/// reader, or as JSON for a program.
public struct ExplanationReport {
    /// How the explanations are written; the raw value is what `explain --format` takes.
    public enum Format: String, CaseIterable, Sendable {
        /// The tutorials' style: a step per stage, a line per computed quantity.
        case text
        /// `{"explanations":[{"element","frame","steps":[{"title","lines":[…]}]}]}`, keys sorted.
        case json
    }

    /// The explanations, one per element, in the order the elements were given.
    public let explanations: [FrameExplanation]

    /// A report of `explanations`, in that order.
    public init(explanations: [FrameExplanation]) {
        self.explanations = explanations
    }

    /// The report as bytes in `format`: text with the explanations one after another, or one JSON
    /// document ending in a line feed. Throws only if JSON encoding fails.
    public func data(_ format: Format) throws -> Data {
        switch format {
        case .text:
            return Data(explanations.map(\.description).joined(separator: "\n").utf8)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            var data = try encoder.encode(Document(explanations: explanations.map(Explanation.init)))
            data.append(0x0A)
            return data
        }
    }

    private struct Document: Encodable {
        let explanations: [Explanation]
    }

    private struct Explanation: Encodable {
        let element: String
        let name: String
        /// Numbers as the frames JSON writes them.
        let frame: CanonicalRect
        let steps: [Step]

        init(_ explanation: FrameExplanation) {
            element = explanation.element.description
            name = explanation.element.displayName
            frame = CanonicalRect(explanation.frame)
            steps = explanation.steps.map { Step(title: $0.title, lines: $0.lines.map(Line.init)) }
        }
    }

    private struct Step: Encodable {
        let title: String
        let lines: [Line]
    }

    private struct Line: Encodable {
        let quantity: String
        /// The whole line as the text format writes it.
        let text: String
        let exact: Decimal
        let result: Decimal
        let note: String?

        init(_ line: ExplanationLine) {
            quantity = line.quantity
            text = line.description
            exact = CanonicalNumber.decimal(line.exact)
            result = CanonicalNumber.decimal(line.result)
            note = line.note
        }
    }
}
