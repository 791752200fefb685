import Foundation
import Testing
@testable import CompositionalLayout
@testable import LayoutSpec

/// Every element of every example can be explained, and each explanation says what the solver did:
/// every line's arithmetic comes to the value it states, and the steps add up to the solved frame.
@Suite struct ExplanationTests {
    @Test(arguments: ExampleTests.examples)
    func everyExampleElementIsExplainedConsistently(_ name: String) throws {
        let specification = try SpecReader.read(contentsOf: examplesDirectory.appendingPathComponent(name).path)
        let solution = try specification.solve()
        var selectors: [LayoutElementSelector] = []
        var viewKinds = Set<String>()
        for element in solution.elements {
            switch (element.category, element.elementKind, element.section, element.item) {
            case (.cell, _, let section?, let item?) where item < 6 || item % 7 == 0:
                selectors.append(.cell(section: section, item: item))
            case (_, let kind?, let section, let item?) where element.category != .cell:
                // One view of each kind and section is enough; the first is what `kind@section` names.
                if viewKinds.insert("\(kind)@\(section.map(String.init) ?? "-")").inserted {
                    selectors.append(.view(kind: kind, section: section, item: section == nil ? 0 : item))
                }
            default:
                break
            }
        }
        for section in solution.sections {
            for group in section.groups.prefix(6) {
                selectors.append(.group(section: section.index, repetition: group.repetition, path: group.path))
            }
        }
        #expect(!selectors.isEmpty)
        for selector in selectors {
            let explanation = try specification.explain(selector)
            let composed = try #require(explanation.composedFrame, "\(name) \(selector)")
            #expect(Self.close(composed, explanation.frame), "\(name) \(selector): \(composed) ≠ \(explanation.frame)")
            for line in explanation.steps.flatMap(\.lines) {
                let value = try #require(ArithmeticEvaluator(line.expression).value(), "\(name) \(selector): \(line)")
                #expect(abs(value - line.exact) <= 1e-6 * max(1, abs(value)), "\(name) \(selector): \(line)")
                // What the line computes is what the solver went on with, unless it was snapped to the
                // pixel grid: then by less than a pixel, onto a whole pixel.
                if let scale = line.pixelScale {
                    let pixels = line.result * scale
                    #expect(abs(line.result - line.exact) < 1 / scale + 1e-9 && abs(pixels - pixels.rounded()) < 1e-6,
                            "\(name) \(selector): \(line)")
                } else {
                    #expect(abs(line.result - line.exact) <= 1e-6 * max(1, abs(line.exact)), "\(name) \(selector): \(line)")
                }
            }
        }
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
    }
}

/// Evaluates an explanation's tokens with the usual precedence: × and ÷ before + and −.
struct ArithmeticEvaluator {
    private let tokens: [ExplanationToken]
    private var position = 0

    init(_ tokens: [ExplanationToken]) {
        self.tokens = tokens
    }

    func value() -> CGFloat? {
        var evaluator = self
        guard let value = evaluator.sum(), evaluator.position == tokens.count else { return nil }
        return value
    }

    private mutating func sum() -> CGFloat? {
        guard var value = product() else { return nil }
        while position < tokens.count, case .symbol(let symbol) = tokens[position], symbol == "+" || symbol == "−" {
            position += 1
            guard let next = product() else { return nil }
            value = symbol == "+" ? value + next : value - next
        }
        return value
    }

    private mutating func product() -> CGFloat? {
        guard var value = operand() else { return nil }
        while position < tokens.count, case .symbol(let symbol) = tokens[position], symbol == "×" || symbol == "÷" {
            position += 1
            guard let next = operand() else { return nil }
            value = symbol == "×" ? value * next : value / next
        }
        return value
    }

    private mutating func operand() -> CGFloat? {
        guard position < tokens.count else { return nil }
        switch tokens[position] {
        case .number(let value, _):
            position += 1
            return value
        case .symbol("("):
            position += 1
            guard let value = sum(), position < tokens.count, tokens[position] == .symbol(")") else { return nil }
            position += 1
            return value
        case .symbol:
            return nil
        }
    }
}
