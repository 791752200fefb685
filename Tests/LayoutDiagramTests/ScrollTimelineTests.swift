import CompositionalLayout
import Foundation
import LayoutDiagram
import Testing

/// The animation's timeline (`render --animate`): how many frames, where each part rests, and how it
/// moves between rests (docs/animation.md, docs/semantics.md §15).
@Suite struct ScrollTimelineTests {
    /// `rows` rows 100 tall in a 390 × 844 container, then, with `carousel`, a group-paging section of
    /// five 150 × 50 groups with insets leading 10 and trailing 20 (rest offsets 0, 150, 300, 390).
    private func solve(rows: Int, carousel: Bool = false) throws -> LayoutSolution {
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))])
        let list = NSCollectionLayoutSection(group: row)
        let tile = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(50)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))])
        let pages = NSCollectionLayoutSection(group: tile)
        pages.orthogonalScrollingBehavior = .groupPaging
        pages.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        let sections = carousel ? [list, pages] : [list]
        let layout = UICollectionViewCompositionalLayout { index, _ in sections[index] }
        return try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: carousel ? [rows, 5] : [rows])
    }

    private func animation(_ subject: ScrollAnimation.Subject = .all, fps: Int, seconds: Double) -> ScrollAnimation {
        var animation = ScrollAnimation()
        animation.subject = subject
        animation.framesPerSecond = fps
        animation.duration = seconds
        return animation
    }

    @Test func theFrameCountIsFramesASecondTimesTheDuration() throws {
        // 10 a second for 2.5 s: 25 frames. By default 12 a second, and 3 rests and 2 moves (7 shares,
        // 1.75 s) take the shortest default, 4 s: 48.
        let solution = try solve(rows: 20)
        #expect(try ScrollTimeline(solution: solution, adjustedContentInsets: .zero,
                                   animation: animation(fps: 10, seconds: 2.5)).frames.count == 25)
        #expect(try ScrollTimeline(solution: solution, adjustedContentInsets: .zero, animation: ScrollAnimation()).frames.count == 48)
    }

    @Test func theMainAxisFlicksAVisibleLengthAtATimeFromRestToTheEnd() throws {
        // 20 rows: content 2000. Safe area top 47, bottom 34: rest at −47, the end at 2000 + 34 − 844 = 1190,
        // and a visible length of 844 − 47 − 34 = 763: stops at −47, 716 and 1190.
        let insets = NSDirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let timeline = try ScrollTimeline(solution: try solve(rows: 20), adjustedContentInsets: insets,
                                          animation: animation(fps: 7, seconds: 1))
        #expect(timeline.rests.map(\.offset) == [-47, 716, 1190])
        // 3 rests (weight 1) and 2 moves (weight 2) in 7 frames: rest 0, move 1–2, rest 3, move 4–5, rest 6.
        #expect(timeline.rests.map(\.frames) == [0..<1, 3..<4, 6..<7])
        #expect(timeline.frames.map(\.contentOffset)[2...] == [716, 716, 1190 - 474 * (1 - Self.normalHalfway), 1190, 1190][...])
        // Frame 1 is halfway through a move of 2 frames (2/7 s = 285.71 ms) at the normal rate:
        // (1 − 0.998^142.86) / (1 − 0.998^285.71) of the way from −47 to 716.
        #expect(abs(timeline.frames[1].contentOffset - (-47 + 763 * Self.normalHalfway)) < 1e-9)
    }

    /// (1 − 0.998^(1000/7)) / (1 − 0.998^(2000/7)): halfway through a 2-frame move at 7 frames a second.
    static let normalHalfway = (1 - pow(0.998, 1000.0 / 7)) / (1 - pow(0.998, 2000.0 / 7))

    @Test func decelerationFollowsUIScrollViewsRates() {
        // Halfway through a 1-s move: normal (1 − 0.998^500) / (1 − 0.998^1000) = 0.6325 / 0.8649 = 0.73126;
        // fast (1 − 0.99^500) / (1 − 0.99^1000) = 0.99347: a snap. Both land exactly at the end.
        #expect(abs(ScrollDeceleration.normal.progress(0.5, milliseconds: 1000) - 0.7312554) < 1e-6)
        #expect(abs(ScrollDeceleration.fast.progress(0.5, milliseconds: 1000) - 0.9934724) < 1e-6)
        #expect(ScrollDeceleration.normal.progress(1, milliseconds: 1000) == 1)
        #expect(ScrollDeceleration.fast.progress(0, milliseconds: 1000) == 0)
        #expect(ScrollDeceleration.settling(.groupPaging) == .fast)
        #expect(ScrollDeceleration.settling(.continuous) == .normal)
    }

    @Test func anOrthogonalSectionRestsAtEachRestOffsetWhenItComesIntoView() throws {
        // 10 rows end at 1000; the carousel's band is 1000…1050, so the content is 1050 long and ends at
        // 1050 − 844 = 206, where the band is wholly in view: the main axis stops there, and the section
        // pages 150, 300, 390 and back to 0.
        let solution = try solve(rows: 10, carousel: true)
        #expect(solution.sections[1].orthogonal?.restOffsets == [0, 150, 300, 390])
        let timeline = try ScrollTimeline(solution: solution, adjustedContentInsets: .zero,
                                          animation: animation(fps: 12, seconds: 2))
        #expect(timeline.rests.map(\.section) == [nil, nil, 1, 1, 1, 1])
        #expect(timeline.rests.map(\.offset) == [0, 206, 150, 300, 390, 0])
        #expect(timeline.animatedSections == [1])
        for rest in timeline.rests where rest.section == 1 {
            for frame in rest.frames {
                #expect(timeline.frames[frame].orthogonalOffsets[1] ?? 0 == rest.offset)
                #expect(timeline.frames[frame].contentOffset == 206)
            }
        }
    }

    @Test func oneSectionAloneHoldsTheMainAxisWhereTheSectionIsInView() throws {
        let solution = try solve(rows: 10, carousel: true)
        let timeline = try ScrollTimeline(solution: solution, adjustedContentInsets: .zero,
                                          animation: animation(.section(1), fps: 12, seconds: 2))
        #expect(Set(timeline.frames.map(\.contentOffset)) == [206])
        // The start is the main axis at 206; then the section's rests.
        #expect(timeline.rests.map(\.offset) == [206, 150, 300, 390, 0])
        // Between rests the section moves monotonically towards the next rest.
        let offsets = timeline.frames.map { $0.orthogonalOffsets[1] ?? 0 }
        #expect(offsets.max() == 390)
    }

    @Test func tooFewFramesAndABadSectionAreRefusedWithTheReason() throws {
        let solution = try solve(rows: 10, carousel: true)
        // 6 rests and 5 moves need 6 + 10 = 16 frames; 1 × 10 gives 10.
        #expect(throws: ScrollAnimationError.self) {
            try ScrollTimeline(solution: solution, adjustedContentInsets: .zero, animation: animation(fps: 10, seconds: 1))
        }
        do {
            _ = try ScrollTimeline(solution: solution, adjustedContentInsets: .zero, animation: animation(.section(0), fps: 12, seconds: 2))
            Issue.record("section 0 does not scroll orthogonally")
        } catch {
            #expect(error.message == "section 0 does not scroll orthogonally between rests; sections that do: 1")
        }
        var bad = animation(fps: 0, seconds: 1)
        #expect(throws: ScrollAnimationError.self) { try bad.validate() }
        bad = animation(fps: 60, seconds: 60)
        #expect(throws: ScrollAnimationError.self) { try bad.validate() }   // 3,600 frames, over 600
    }
}
