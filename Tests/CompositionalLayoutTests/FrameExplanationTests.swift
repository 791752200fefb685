import Foundation
import Testing
@testable import CompositionalLayout

/// `explain`: the solver writes down how a frame is computed, in the tutorials' arithmetic.
@Suite struct FrameExplanationTests {
    // MARK: Selectors

    @Test(arguments: ["0.3", "12.0", "section-header@0", "badge@1.4", "layout-header", "s0-g3", "s2-g0.1.0"])
    func selectorsReadBackAsWritten(_ text: String) throws {
        let selector = try #require(LayoutElementSelector(text))
        #expect(selector.description == text)
    }

    @Test func selectorsNameWhatTheySay() {
        #expect(LayoutElementSelector("0.3") == .cell(section: 0, item: 3))
        #expect(LayoutElementSelector("s1-i7") == .cell(section: 1, item: 7))
        #expect(LayoutElementSelector("badge@1.4") == .view(kind: "badge", section: 1, item: 4))
        #expect(LayoutElementSelector("section-header@2") == .view(kind: "section-header", section: 2, item: 0))
        #expect(LayoutElementSelector("layout-header") == .view(kind: "layout-header", section: nil, item: 0))
        #expect(LayoutElementSelector("s0-g3.1.0") == .group(section: 0, repetition: 3, path: [1, 0]))
    }

    @Test(arguments: ["", "0.", ".3", "0.3.1", "s0-g", "s0-g1..2", "@0", "badge@", "badge@x", "a b", "-1.2",
                      "0.99999999999"])
    func malformedSelectorsAreRefused(_ text: String) {
        #expect(LayoutElementSelector(text) == nil)
    }

    // MARK: Arithmetic

    @Test func arithmeticParenthesisesAndLeavesOutZeros() {
        // (370 − 1 × 10) ÷ 2 = 180
        let width = (Arithmetic.term(370, "inner") - .term(1) * .term(10, "spacing")) / .term(2)
        #expect(width.value == 180)
        #expect(ExplanationToken.text(of: width.tokens) == "(370 (inner) − 1 × 10 (spacing)) ÷ 2")
        let sum = Arithmetic.sum([.term(0, "start"), .term(0, "inset"), .term(16, "margin")])
        #expect(ExplanationToken.text(of: sum.tokens) == "0 (start) + 16 (margin)")
        let negative = Arithmetic.term(10) + .term(-6, "offset")
        #expect(ExplanationToken.text(of: negative.tokens) == "10 − 6 (offset)")
        #expect(negative.value == 4)
        // A negative inset taken away reads as an addition: 390 − (−100) = 490.
        let widened = Arithmetic.term(390) - .term(-100, "contentInsets.trailing")
        #expect(ExplanationToken.text(of: widened.tokens) == "390 + 100 (contentInsets.trailing)")
        #expect(widened.value == 490)
    }

    // MARK: Hand-computed explanations

    /// 390 wide; section insets 10 all round but the bottom; groups of two items (`count: 2`)
    /// 100 tall, 10 between items and 8 between groups.
    private func twoColumns(header: NSCollectionLayoutBoundarySupplementaryItem? = nil) -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = header.map { [$0] } ?? []
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func aCellsArithmeticIsWrittenOut() throws {
        let explanation = try twoColumns().explain(.cell(section: 0, item: 3),
                                                   containerSize: CGSize(width: 390, height: 844), itemCounts: [6])
        // Item 3 is the second of instance 1: x = 10 + (180 + 10) = 200, y = 10 + 100 + 8 = 118,
        // where 180 = (390 − 10 − 10 − 10) ÷ 2.
        #expect(explanation.frame == CGRect(x: 200, y: 118, width: 180, height: 100))
        #expect(explanation.composedFrame == explanation.frame)
        let lines = explanation.steps.flatMap(\.lines).map(\.description)
        #expect(lines.contains("the section's available width = 390 (the collection view's width) − 10 "
                               + "(contentInsets.leading) − 10 (contentInsets.trailing) = 370"))
        #expect(lines.contains("y = 10 (where the groups start) + 100 (a group's height) + 8 (interGroupSpacing) = 118"
                               + "   — after 1 group"))
        #expect(lines.contains { $0.hasPrefix("width = (370 (the group's width) − 10 (interItemSpacing)) ÷ 2 (count) = 180") })
        #expect(lines.contains("x = 0 (the group's start) + 180 (a slot's width) + 10 (interItemSpacing) = 190   — in the group"))
        #expect(lines.contains("slot x = 10 (the instance's x) + 190 (the slot's x in its group) = 200"))
        #expect(explanation.headline == "item 0.3: x 200, y 118, width 180, height 100")
    }

    @Test func pixelFlooringIsShown() throws {
        // At 3×, iOS 17 floors 0.25 × 393 = 98.25 to 98 (docs/semantics.md, pixel snapping).
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let explanation = try layout.explain(.cell(section: 0, item: 1), containerSize: CGSize(width: 393, height: 852),
                                             itemCounts: [4], traitCollection: UITraitCollection(displayScale: 3),
                                             rules: .profile(uikit: 17) ?? .uikit)
        let width = try #require(explanation.steps.flatMap(\.lines).first { $0.description.hasPrefix("width = 0.25") })
        #expect(width.description == "width = 0.25 × 393 (the group's width) = 98.25 → 98   — "
                                     + ".fractionalWidth(0.25), floored to the 3× pixel grid")
        #expect(explanation.frame.minX == 98)
    }

    @Test func aCentredGroupsStartIsWrittenOut() throws {
        // UIKit 14.5's section (docs/semantics.md §8): 0.9 × 428 = 385.2 wide, insets 5 and 20, spacing 15;
        // the default reading starts it at (428 − 385.2 − 15) ÷ 2 + 5 = 18.9.
        let explanation = try UICollectionViewCompositionalLayout(section: unevenlyInsetCentredSection())
            .explain(.cell(section: 0, item: 0), containerSize: CGSize(width: 428, height: 926), itemCounts: [2])
        let lines = explanation.steps.flatMap(\.lines).map(\.description)
        #expect(lines.contains("x = (428 (the collection view's width) − 385.2 (the group's width) − 15 "
                               + "(interGroupSpacing)) ÷ 2 + 5 (contentInsets.leading) = 18.9"))
        #expect(abs(explanation.frame.minX - 18.9) < 1e-9)
    }

    @Test func aRightToLeftLayoutIsMirroredLast() throws {
        let explanation = try twoColumns().explain(.cell(section: 0, item: 0), containerSize: CGSize(width: 390, height: 844),
                                                   itemCounts: [2],
                                                   traitCollection: UITraitCollection(layoutDirection: .rightToLeft))
        // x = 390 − 10 − 180 = 200: the first item sits on the right.
        #expect(explanation.steps.last?.title == "Right to left")
        #expect(explanation.steps.last?.lines.first?.description
                == "x = 390 (the content's width) − 10 (x) − 180 (width) = 200   — the layout is mirrored")
        #expect(explanation.frame.minX == 200)
    }

    @Test func aSectionHeaderIsExplained() throws {
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: "header", alignment: .top)
        let layout = twoColumns(header: header)
        let explanation = try layout.explain(.view(kind: "header", section: 0, item: 0),
                                             containerSize: CGSize(width: 390, height: 844), itemCounts: [2])
        // supplementariesFollowContentInsets is true by default: the header spans 390 − 10 − 10 = 370 from x = 10.
        #expect(explanation.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(explanation.composedFrame == explanation.frame)
        #expect(explanation.steps.last?.lines.first?.description
                == "width = 1 × 370 (the boundary items' available width) = 370   — .fractionalWidth(1)")
    }

    @Test func missingElementsAreErrors() {
        // Six items: 0.9 is past the last.
        let missing = #expect(throws: LayoutError.self) {
            try twoColumns().explain(.cell(section: 0, item: 9), containerSize: CGSize(width: 390, height: 844),
                                     itemCounts: [6])
        }
        #expect(missing?.kind == .noSuchElement)
        do {
            _ = try twoColumns().explain(.group(section: 1, repetition: 0, path: []),
                                         containerSize: CGSize(width: 390, height: 844), itemCounts: [6])
            Issue.record("a group of a section that does not exist was explained")
        } catch {
            #expect(error.kind == .noSuchElement)
        }
    }
}
