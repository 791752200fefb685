import CompositionalLayout
import Foundation

/// Where every scrolling part of a layout is, frame by frame: the main axis's content offset and
/// each orthogonal section's, as ``ScrollAnimation`` asks, from the solution's own numbers.
///
/// The animation is a list of moves, each followed by a rest; it starts at rest too. Each move
/// decelerates at a ``ScrollDeceleration`` rate and lands on its target exactly on its last frame,
/// and the rest after it holds that frame's offsets for at least one more frame, so every rest
/// offset the solution reports (``CompositionalLayout/OrthogonalScrolling/restOffsets``) is on
/// some frame exactly (``rests`` lists them):
/// - the main axis flicks a visible length (the container less its safe area) at a time from its
///   start to its end, and stops where each orthogonal section first comes wholly into view;
/// - there, each such section pages through its rest offsets (`paging`, `groupPaging`,
///   `groupPagingCentered` and `continuousGroupLeadingBoundary`: one rest at a time) or glides
///   from one end to the other (`continuous`), and goes back to its first rest;
/// - moves get two shares of the frames and rests one (``minimumFrameCount``), rounded so that
///   the frames add up to ``ScrollAnimation/frameCount(shares:)`` exactly.
///
/// ```swift
/// let timeline = try ScrollTimeline(solution: solution, adjustedContentInsets: insets, animation: animation)
/// timeline.frames[10].contentOffset          // the main axis at frame 10
/// timeline.frames[10].orthogonalOffsets[1]   // section 1's offset, if it moved
/// ```
public struct ScrollTimeline: Hashable, Sendable {
    /// Where the scrolling parts are in one frame.
    public struct Frame: Hashable, Sendable {
        /// The main axis's content offset, in points.
        public var contentOffset: Double
        /// Each orthogonal section's content offset, by section index; a section at 0 is left out.
        public var orthogonalOffsets: [Int: Double]
    }

    /// One rest: the frames that hold still, and where.
    public struct Rest: Hashable, Sendable {
        /// The frames at this rest, all with the same offsets.
        public let frames: Range<Int>
        /// The section that came to rest (`nil`: the main axis, or the start).
        public let section: Int?
        /// Its offset there: a rest offset of the section, or the main axis's content offset.
        public let offset: Double
    }

    /// The frames, ``ScrollAnimation/frameCount(shares:)`` of them.
    public let frames: [Frame]
    /// Every rest, in order, the first being the start.
    public let rests: [Rest]
    /// The frames a second the timeline was made for.
    public let framesPerSecond: Int
    /// The sections the animation moves, in the order they move.
    public let animatedSections: [Int]

    /// One step of the plan: a move of one part to a target, or a rest.
    private enum Step {
        case move(section: Int?, to: Double, rate: ScrollDeceleration)
        case rest(section: Int?)
    }

    /// The timeline of `animation` for `solution` in a collection view whose adjusted content insets
    /// are `adjustedContentInsets` (the safe area, as for pinning).
    ///
    /// - Throws: ``ScrollAnimationError`` for options out of range, a section that does not
    ///   scroll orthogonally, or too few frames for the moves (fewer than ``minimumFrameCount``).
    public init(solution: LayoutSolution, adjustedContentInsets insets: NSDirectionalEdgeInsets,
                animation: ScrollAnimation) throws(ScrollAnimationError) {
        try animation.validate()
        let vertical = solution.scrollDirection == .vertical
        let container = Double(vertical ? solution.containerSize.height : solution.containerSize.width)
        let content = Double(vertical ? solution.collectionViewContentSize.height : solution.collectionViewContentSize.width)
        let leading = Double(vertical ? insets.top : insets.leading)
        let trailing = Double(vertical ? insets.bottom : insets.trailing)
        let minimum = -leading
        let maximum = max(minimum, content + trailing - container)
        let visible = container - leading - trailing > 1 ? container - leading - trailing : max(container, 1)
        let orthogonal = solution.sections.filter { ($0.orthogonal?.restOffsets.count ?? 0) > 1 }

        var steps: [Step] = [.rest(section: nil)]
        var animated: [Int] = []
        func page(_ section: SectionLayout) {
            let rests = section.orthogonal!.restOffsets.map(Double.init)
            let rate = animation.rate(for: section.orthogonalScrollingBehavior)
            let targets = section.orthogonalScrollingBehavior == .continuous ? [rests.last!] : Array(rests.dropFirst())
            for target in targets + [rests[0]] {
                steps.append(.move(section: section.index, to: target, rate: rate))
                steps.append(.rest(section: section.index))
            }
            animated.append(section.index)
        }
        /// The first offset on the way from `from` to `to` at which `section`'s band is wholly visible
        /// (or starts at the top of the visible area, when it is longer); `nil` when there is none.
        func viewOffset(_ section: SectionLayout, from: Double, to: Double) -> Double? {
            let band = section.orthogonal!.viewport
            let start = Double(vertical ? band.minY : band.minX), end = Double(vertical ? band.maxY : band.maxX)
            var low = end - (container - trailing), high = start - leading
            if low > high { (low, high) = (high, high) }
            low = max(low, min(from, to)); high = min(high, max(from, to))
            guard low <= high else { return nil }
            return from <= to ? low : high
        }

        let mainRate = animation.deceleration ?? .normal
        var start = minimum
        switch animation.subject {
        case .section(let index):
            guard let section = orthogonal.first(where: { $0.index == index }) else {
                let names = orthogonal.map { String($0.index) }
                throw ScrollAnimationError("section \(index) does not scroll orthogonally between rests; "
                    + (names.isEmpty ? "no section of this layout does" : "sections that do: \(names.joined(separator: ", "))"))
            }
            if animation.scroll != nil {
                throw ScrollAnimationError("--scroll moves the main axis, which --animate section:\(index) holds still; "
                                           + "leave out one of them")
            }
            start = min(max(viewOffset(section, from: minimum, to: maximum) ?? minimum, minimum), maximum)
            page(section)
        case .all, .scroll:
            let (from, to) = animation.scroll ?? (minimum, maximum)
            start = from
            var pending = animation.subject == .all
                ? orthogonal.compactMap { section in viewOffset(section, from: from, to: to).map { (section, $0) } } : []
            let direction: Double = to >= from ? 1 : -1
            var current = from
            func visit(_ offset: Double) {
                for (section, _) in pending.filter({ $0.1 == offset }) { page(section) }
                pending.removeAll { $0.1 == offset }
            }
            visit(current)
            while current != to {
                var next = direction > 0 ? min(current + visible, to) : max(current - visible, to)
                // Stop where a section comes into view, before going past it.
                for (_, offset) in pending where direction * (offset - current) > 0 && direction * (offset - next) < 0 {
                    next = offset
                }
                steps.append(.move(section: nil, to: next, rate: mainRate))
                steps.append(.rest(section: nil))
                current = next
                visit(current)
            }
        }
        try self.init(steps: steps, start: start, animation: animation, animated: animated)
    }

    private init(steps: [Step], start: Double, animation: ScrollAnimation, animated: [Int]) throws(ScrollAnimationError) {
        let weights = steps.map { step -> Int in if case .move = step { 2 } else { 1 } }
        let weight = weights.reduce(0, +)
        let total = animation.frameCount(shares: weight)
        let moves = weights.filter { $0 == 2 }.count
        let plan = "this animation has \(moves) move\(moves == 1 ? "" : "s") and \(steps.count - moves) rest\(steps.count - moves == 1 ? "" : "s")"
        guard total >= weight else {
            let seconds = animation.duration.map(DiagramNumber.format) ?? "?"
            throw ScrollAnimationError("\(plan), so it needs at least \(weight) frames (two a move, one a rest); --fps "
                + "\(animation.framesPerSecond) × --duration \(seconds) gives \(total): raise one of them")
        }
        guard total <= ScrollAnimation.maxFrames else {
            throw ScrollAnimationError("\(plan), which at --fps \(animation.framesPerSecond) takes \(total) frames; an animation "
                + "has at most \(ScrollAnimation.maxFrames): lower --fps, give a shorter --duration, or animate one section")
        }
        let frameMilliseconds = 1000 / Double(animation.framesPerSecond)
        var frames: [Frame] = []
        var rests: [Rest] = []
        var state = Frame(contentOffset: start, orthogonalOffsets: [:])
        var cumulative = 0
        for (step, stepWeight) in zip(steps, weights) {
            // Each step ends at round(total × weight so far / all weight): the counts add up to `total`,
            // and, as total ≥ weight, each step gets at least one frame (see the type's documentation).
            let end = Int((Double(total) * Double(cumulative + stepWeight) / Double(weight)).rounded())
            let count = end - frames.count
            cumulative += stepWeight
            switch step {
            case .rest(let section):
                rests.append(Rest(frames: frames.count..<end, section: section,
                                  offset: section.map { state.orthogonalOffsets[$0] ?? 0 } ?? state.contentOffset))
                frames += Array(repeating: state, count: count)
            case .move(let section, let target, let rate):
                let origin = section.map { state.orthogonalOffsets[$0] ?? 0 } ?? state.contentOffset
                for frame in 1...count {
                    // The last frame is on the target exactly, not where the curve's arithmetic rounds to.
                    let value = frame == count ? target
                        : origin + (target - origin) * rate.progress(Double(frame) / Double(count),
                                                                      milliseconds: Double(count) * frameMilliseconds)
                    if let section {
                        state.orthogonalOffsets[section] = value == 0 ? nil : value
                    } else {
                        state.contentOffset = value
                    }
                    frames.append(state)
                }
            }
        }
        self.frames = frames
        self.rests = rests
        self.framesPerSecond = animation.framesPerSecond
        self.animatedSections = animated
    }

    /// The fewest frames this timeline's moves and rests can be drawn in: two a move and one a rest.
    public var minimumFrameCount: Int { rests.count + (rests.count - 1) * 2 }

    /// Every frame's offsets on one line, as the animated PNG records them (its `layout-diagram offsets`
    /// text) and the animated SVG (`data-offsets`): `0 main -47; 1 main 12.5; …; 9 main 206 s1 150; …`,
    /// the frame, the main axis's content offset, and each orthogonal section away from rest.
    public var offsetsDescription: String {
        frames.enumerated().map { index, frame in
            let sections = frame.orthogonalOffsets.sorted { $0.key < $1.key }
                .map { " s\($0.key) \(DiagramNumber.format($0.value))" }.joined()
            return "\(index) main \(DiagramNumber.format(frame.contentOffset))" + sections
        }.joined(separator: "; ")
    }

    /// The rests on one line, as the animated PNG records them (its `layout-diagram rests` text, and the
    /// animated SVG its `data-rests`):
    /// `12 fps, 48 frames; 0-2 main -47; 5-6 section 1 at 223; …`, each rest's first and last frame.
    public var restsDescription: String {
        let rests = self.rests.map { rest in
            let frames = "\(rest.frames.lowerBound)-\(rest.frames.upperBound - 1)"
            let offset = DiagramNumber.format(rest.offset)
            return rest.section.map { "\(frames) section \($0) at \(offset)" } ?? "\(frames) main \(offset)"
        }
        return (["\(framesPerSecond) fps, \(frames.count) frames"] + rests).joined(separator: "; ")
    }
}

extension ScrollAnimation {
    /// The rate a section with `behavior` comes to rest at: the one asked for, or its behaviour's own.
    fileprivate func rate(for behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> ScrollDeceleration {
        deceleration ?? ScrollDeceleration.settling(behavior)
    }
}
