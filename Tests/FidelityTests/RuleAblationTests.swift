import CompositionalLayout
import Foundation
import LayoutSpec
import Testing

/// Each rule the corpus is cited for in `docs/semantics.md` is pinned by it: switching the rule
/// to its alternative makes at least one corpus case disagree with UIKit. The cases that break
/// are printed; they are the rule's evidence.
@Suite struct RuleAblationTests {
    /// A rule switched to the alternative the corpus refutes.
    struct Alternative: CustomTestStringConvertible, Sendable {
        let name: String
        let change: @Sendable (inout LayoutRules) -> Void
        var testDescription: String { name }
    }

    static let alternatives: [Alternative] = [
        Alternative(name: "section group's scroll-axis fraction of the section less its insets") {
            $0.sectionGroupScrollReference = .sectionContent
        },
        Alternative(name: "empty sections keep their insets") { $0.emptySection = .keepsInsets },
        Alternative(name: "empty sections of the other UIKit version") {
            $0.emptySection = $0.emptySection == .collapses ? .keepsInsetsLessInterGroupSpacing : .collapses
        },
        Alternative(name: "subitem:count: resolves its subitem in the whole inner size") { $0.forcedCountContainer = .inner },
        Alternative(name: "no pixel snapping") { $0.pixelSnapping = .none },
        Alternative(name: "pixel snapping swapped (round ↔ floor)") {
            $0.pixelSnapping = $0.pixelSnapping == .floorLengths ? .roundFrames : .floorLengths
        },
        Alternative(name: "system minimum margin by size class only") { $0.systemMinimumMargin = .bySizeClass },
        Alternative(name: "grouped list inset 18") { $0.groupedListVerticalInset = .eighteen },
        Alternative(name: "group supplementaries take the first item's index") { $0.groupSupplementaryIndex = .firstItem },
        Alternative(name: "group supplementaries anchor to the whole frame") { $0.groupSupplementaryContainer = .frame },
    ]

    /// Whether the engine, with `change` applied to each case's rules, still matches `truth`.
    private static func matches(_ truth: GroundTruthCase, with change: (inout LayoutRules) -> Void) -> Bool {
        guard var specification = try? SpecReader.read(contentsOf: truth.specURL.path) else { return false }
        change(&specification.rules)
        guard let solution = try? specification.solve() else { return false }
        return FrameDeviation.deviations(of: truth.seen(solution, in: specification), from: truth).isEmpty
    }

    /// Rule (b) of the corpus issue: a group supplementary anchors inside the group's insets, or to
    /// its whole frame without its fractional offset. The corpus's only group supplementary
    /// (fabernovel supplementary-item: a 20-pt-wide item, fractional x offset 1, a 20-pt trailing
    /// inset) cannot tell them apart. When a case does, this fails: update `docs/semantics.md` §5.
    @Test func theCorpusCannotYetTellTheTwoGroupAnchoringsApart() {
        let known = Set(KnownMismatches.reasons.keys)
        let separating = GroundTruthCase.all.filter {
            !known.contains($0.id) && !Self.matches($0) { $0.groupSupplementaryContainer = .frameIgnoringFractionalOffset }
        }
        #expect(separating.isEmpty, "these cases separate them: \(separating.map(\.id))")
    }

    /// The four readings of UIKit 14.5's unevenly inset `groupPagingCentered` section
    /// (`LayoutRules.CentredGroupStart`) agree on every centred case measured so far. When a case
    /// separates them, this fails and names it: settle the default in `docs/semantics.md` §8.
    @Test func theCorpusCannotYetTellTheCentredStartsApart() {
        let known = Set(KnownMismatches.reasons.keys)
        let readings: [LayoutRules.CentredGroupStart] = [.lessHalfTrailingInsetBeyondSpacing, .lessHalfLeadingInset,
                                                         .betweenInsetsAfterLeadingInset]
        // Only a centred section can tell them apart; reading the spec first keeps this test quick.
        let centred = GroundTruthCase.all.filter {
            !known.contains($0.id)
                && (try? String(contentsOf: $0.specURL, encoding: .utf8))?.contains("groupPagingCentered") == true
        }
        let separating = centred.filter { truth in
            readings.contains { reading in !Self.matches(truth) { $0.centredGroupStart = reading } }
        }
        #expect(separating.isEmpty, "these cases separate them: \(separating.map(\.id))")
    }

    @Test(arguments: alternatives)
    func theCorpusRefutes(_ alternative: Alternative) {
        let known = Set(KnownMismatches.reasons.keys)
        let refuting = GroundTruthCase.all.filter { !known.contains($0.id) && !Self.matches($0, with: alternative.change) }
        print("Refuted by \(refuting.count) cases: \(alternative.name): \(refuting.map(\.id).joined(separator: ", "))")
        #expect(!refuting.isEmpty, "no corpus case refutes '\(alternative.name)'; the rule is a [Choice]")
    }
}
