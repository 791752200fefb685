import Foundation
import Testing
@testable import CompositionalLayout

/// §8: `visibleItemsInvalidationHandler` is called with the items visible at an offset, and what it
/// sets is kept per element.
@Suite struct VisibleItemsInvalidationTests {
    /// What one call of a handler saw.
    private final class Calls {
        var names: [String] = []
        var frames: [String: CGRect] = [:]
        var points: [CGPoint] = []
        var width: CGFloat = 0
    }

    /// A `groupPaging` row of 300 × 200 cards, 5 of them, in 390 pt: card g at x = 300g.
    private func cards() -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(200)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        return section
    }

    private func recording(_ calls: Calls) -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler {
        { items, point, environment in
            calls.names += items.map(\.name)
            for item in items { calls.frames[item.name] = item.frame }
            calls.points.append(point)
            calls.width = environment.container.contentSize.width
        }
    }

    @Test func anOrthogonalSectionGivesTheItemsInItsViewportAtItsOffsetWithTheirFramesAtRest() throws {
        let calls = Calls()
        let solution = try solve(cards(), items: 5)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: solution.containerSize),
                                            traitCollection: UITraitCollection())
        _ = solution.visibleItemSample(section: 0, handler: recording(calls), atOffset: 250, environment: environment)
        // Scrolled 250: card 0 spans −250…50, card 1 50…350, card 2 350…650 (meets 0…390), card 3 650… does not.
        #expect(calls.names == ["0.0", "0.1", "0.2"])
        // Frames at rest (card 1 at x 300), the section's own offset as x.
        #expect(calls.frames["0.1"] == CGRect(x: 300, y: 0, width: 300, height: 200))
        #expect(calls.points == [CGPoint(x: 250, y: 0)])
        #expect(calls.width == 390)
    }

    @Test func aSectionThatScrollsWithTheLayoutGivesWhatTheScreenShowsAndThePinnedHeaderWhereItPins() throws {
        let calls = Calls()
        let rows = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: rows)
        let header = boundary("header", .absolute(50), .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let solution = try solve(section, items: 30)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: solution.containerSize),
                                            traitCollection: UITraitCollection())
        _ = solution.visibleItemSample(section: 0, handler: recording(calls), atOffset: 400, environment: environment)
        // Row i spans 50 + 44i … 94 + 44i; on the screen 400…1244 when 94 + 44i > 400 (i ≥ 7) and 50 + 44i < 1244 (i ≤ 27).
        #expect(calls.names == (7...27).map { "0.\($0)" } + ["header"])
        // The header pins at the top of the screen: y 400.
        #expect(calls.frames["header"] == CGRect(x: 0, y: 400, width: 390, height: 50))
        #expect(calls.points == [CGPoint(x: 0, y: 400)])
    }

    @Test func whatTheHandlerSetsIsKeptPerElement() throws {
        let section = cards()
        section.visibleItemsInvalidationHandler = { items, _, _ in
            items[0].alpha = 0.5
            items[1].transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            items[1].center.x += 10
            items[1].zIndex = 5
            items[2].isHidden = true
        }
        let solution = try solve(section, items: 5)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: solution.containerSize),
                                            traitCollection: UITraitCollection())
        let sample = solution.visibleItemSample(section: 0, handler: section.visibleItemsInvalidationHandler!,
                                                atOffset: 250, environment: environment)
        #expect(sample.items.map(\.element) == [.cell(section: 0, item: 0), .cell(section: 0, item: 1),
                                                 .cell(section: 0, item: 2)])
        #expect(sample.items[0].appearance == VisibleItemAppearance(alpha: 0.5))
        #expect(sample.items[1].appearance == VisibleItemAppearance(transform: CGAffineTransform(scaleX: 0.9, y: 0.9),
                                                                    translation: CGPoint(x: 10, y: 0), zIndex: 5))
        #expect(sample.items[2].appearance == VisibleItemAppearance(isHidden: true))
    }

    @Test func whatTheHandlerSetsIsBoundedAsASpecBoundsIt() throws {
        let section = cards()
        section.visibleItemsInvalidationHandler = { items, _, _ in
            items[0].alpha = .nan
            items[0].transform = CGAffineTransform(scaleX: 500, y: -.infinity)
            items[1].alpha = 3
            items[1].zIndex = 5_000_000
        }
        let solution = try solve(section, items: 5)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: solution.containerSize),
                                            traitCollection: UITraitCollection())
        let sample = solution.visibleItemSample(section: 0, handler: section.visibleItemsInvalidationHandler!,
                                                atOffset: 0, environment: environment)
        // 500 is drawn at the 100 a spec allows; a value that is not finite as laid out; alpha within 0…1.
        #expect(sample.items[0].appearance == VisibleItemAppearance(transform: CGAffineTransform(scaleX: 100, y: 1)))
        #expect(sample.items[1].appearance == VisibleItemAppearance(alpha: 1, zIndex: 1_000_000))
    }

    @Test func aSectionIsSampledAtItsRestOffsetsAndEveryEighthOfItsViewportBetween() throws {
        let section = cards()
        section.visibleItemsInvalidationHandler = { _, _, _ in }
        let solution = try solve(section, items: 5)
        let effects = solution.sampledVisibleItemEffects(sections: [section])
        let offsets = try #require(effects.sections[0]).map(\.offset)
        // Rests 0, 300, 600, 900 and 1500 − 390 = 1110; steps of at most 390 / 8 = 48.75: 300 in 7, 210 in 5,
        // so 3 × 7 + 5 + 1 = 27 offsets.
        #expect(offsets.count == 27)
        #expect(Set([0, 300, 600, 900, 1110]).isSubset(of: Set(offsets)))
        #expect(offsets == offsets.sorted())
    }

    @Test func aLayoutEvaluatedAtAnOffsetCallsEachHandlerAtItsSectionsOffset() throws {
        // The classic carousel: scale = max(0.8, 1 − distance of the centre from the screen's centre / 390).
        let section = cards()
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items {
                let scale = max(0.8, 1 - abs(item.frame.midX - offset.x - width / 2) / width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let solution = try solve(section, items: 5)
        let looks = solution.visibleItemAppearances(sections: [section], contentOffset: 0, orthogonalOffsets: [0: 300])
        // Scrolled 300: card 1's centre 450 − 300 = 150 is 45 from 195: 1 − 45/390 = 0.8846…; card 2's 750 − 300 = 450
        // is 255 away: 0.8 at least. Cards 0 (−300…0) and 3 (600…900) are off screen: not given, drawn as laid out.
        let expected: CGFloat = 1 - 45 / 390
        let scale: CGFloat = looks[.cell(section: 0, item: 1)]?.transform.a ?? 0
        #expect(abs(scale - expected) < 1e-12)
        #expect(looks[.cell(section: 0, item: 2)]?.transform.a == 0.8)
        #expect(looks[.cell(section: 0, item: 0)] == nil)
        #expect(looks[.cell(section: 0, item: 3)] == nil)
    }

    @Test func betweenTwoSamplesAnAppearanceIsInterpolatedAndAMissingOneTakesTheOthers() throws {
        let solution = try solve(cards(), items: 5)
        let card0 = LayoutElementSelector.cell(section: 0, item: 0), card1 = LayoutElementSelector.cell(section: 0, item: 1)
        let scaled = VisibleItemAppearance(transform: CGAffineTransform(scaleX: 0.8, y: 0.8))
        var effects = VisibleItemEffects()
        effects.sections[0] = [VisibleItemSample(offset: 0, items: [.init(element: card0, appearance: VisibleItemAppearance()),
                                                                    .init(element: card1, appearance: scaled)]),
                               VisibleItemSample(offset: 100, items: [.init(element: card0, appearance: scaled)])]
        let looks = effects.appearances(in: solution, contentOffset: 0, orthogonalOffsets: [0: 25])
        // A quarter of the way from 1 to 0.8: 0.95; card 1 is only in the first sample, so it keeps 0.8.
        #expect(abs((looks[card0]?.transform.a ?? 0) - 0.95) < 1e-12)
        #expect(looks[card1] == scaled)
        // At rest (the first rest offset, 0), card 0 is drawn as laid out, so it is left out.
        #expect(effects.appearances(in: solution, contentOffset: 0)[card0] == nil)
    }
}
