import Foundation

/// What an animation of a layout shows (`render --animate`): which parts move, for how long, and how
/// they come to rest. ``ScrollTimeline`` turns it into offsets, frame by frame.
///
/// ```swift
/// var animation = ScrollAnimation()          // everything, 12 frames a second, as long as it needs
/// animation.subject = .section(1)            // only section 1 pages; the main axis holds still
/// animation.framesPerSecond = 8
/// animation.duration = 4
/// animation.frameCount(shares: 9)           // 32: 8 × 4, whatever the moves
/// ```
public struct ScrollAnimation: Hashable, Sendable {
    /// What moves.
    public enum Subject: Hashable, Sendable {
        /// The main axis scrolls from its start to its end, stopping where each orthogonal section
        /// comes into view for it to page through its rest offsets (`--animate`, `--animate all`).
        case all
        /// Only the main axis scrolls (`--animate scroll`).
        case scroll
        /// Only this orthogonal section pages, with the main axis held where it is in view
        /// (`--animate section:N`).
        case section(Int)
    }

    /// What moves; everything by default.
    public var subject: Subject = .all
    /// Frames a second, from 1 to ``maxFramesPerSecond``.
    public var framesPerSecond = 12
    /// The animation's length in seconds, above 0 and at most ``maxDuration``; `nil`: as long as its
    /// moves and rests need at ``secondsPerShare`` a share, and at least ``defaultDuration``.
    public var duration: Double?
    /// The main axis's start and end content offsets (`--scroll FROM:TO`); `nil`: from rest
    /// (minus the leading safe area) to the end of the content.
    public var scroll: (from: Double, to: Double)? {
        get { scrollRange.map { ($0[0], $0[1]) } }
        set { scrollRange = newValue.map { [$0.from, $0.to] } }
    }
    private var scrollRange: [Double]?
    /// The rate every move decelerates at; `nil`: the main axis and the continuous behaviours
    /// glide (`normal`), the paging behaviours snap (`fast`) (``ScrollDeceleration/settling(_:)``).
    public var deceleration: ScrollDeceleration?

    /// The most frames a second.
    public static let maxFramesPerSecond = 60
    /// The longest animation, in seconds.
    public static let maxDuration: Double = 60
    /// The most frames in one animation: each is a whole picture, so the cost is bounded here.
    public static let maxFrames = 600

    /// The shortest animation when no duration is given, in seconds.
    public static let defaultDuration: Double = 4
    /// The time a share of the animation takes when no duration is given: a move has two shares
    /// (half a second) and a rest one (a quarter).
    public static let secondsPerShare = 0.25

    /// Everything moves, 12 frames a second, for as long as it needs.
    public init() {}

    /// The frames of an animation of `shares` shares (``ScrollTimeline``: two a move, one a rest):
    /// `framesPerSecond × duration`, rounded to the nearest frame, with the duration given or
    /// `max(defaultDuration, shares × secondsPerShare)`.
    public func frameCount(shares: Int) -> Int {
        let seconds = duration ?? max(Self.defaultDuration, Double(shares) * Self.secondsPerShare)
        return Int((Double(framesPerSecond) * seconds).rounded())
    }

    /// Rejects values no animation can use, naming the option as the command line does.
    public func validate() throws(ScrollAnimationError) {
        guard (1...Self.maxFramesPerSecond).contains(framesPerSecond) else {
            throw ScrollAnimationError("--fps must be a whole number from 1 to \(Self.maxFramesPerSecond)")
        }
        if let duration {
            guard duration.isFinite, duration > 0, duration <= Self.maxDuration else {
                throw ScrollAnimationError("--duration must be a number of seconds above 0 and at most "
                                           + DiagramNumber.format(Self.maxDuration))
            }
            let frames = frameCount(shares: 0)
            guard frames >= 1 else {
                throw ScrollAnimationError("--fps \(framesPerSecond) × --duration \(DiagramNumber.format(duration)) "
                                           + "makes no frame; make the animation longer")
            }
            guard frames <= Self.maxFrames else {
                throw ScrollAnimationError("--fps \(framesPerSecond) × --duration \(DiagramNumber.format(duration)) makes "
                                           + "\(frames) frames; an animation has at most \(Self.maxFrames)")
            }
        }
        if let scroll {
            guard [scroll.from, scroll.to].allSatisfy({ $0.isFinite && abs($0) <= DiagramScene.maxSide }) else {
                throw ScrollAnimationError("--scroll FROM:TO must be two finite content offsets, in points")
            }
        }
        if case .section(let index) = subject, index < 0 {
            throw ScrollAnimationError("--animate section:N needs a section index from 0")
        }
    }
}

/// Why an animation cannot be made; its description is the message, without `error: `.
public struct ScrollAnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, and how to put it right.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
