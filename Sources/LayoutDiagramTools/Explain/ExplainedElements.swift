import CompositionalLayout
import LayoutDiagramPipeline
import LayoutSpec

/// The elements one command explains (`explain --element`, `render --explain`), each once, in the
/// order first given, and within a budget: each is a solve of the layout of its own.
///
/// ```swift
/// let elements = try ExplainedElements([.cell(section: 0, item: 1), .cell(section: 0, item: 1)])
/// elements.selectors   // [0.1]: a repeat explains nothing new
/// ```
///
/// At most ``maxCount`` distinct elements, and at most ``maxFramesSolved`` frames solved for them
/// all: an explanation solves the whole layout again, so ten elements of a layout at
/// ``CompositionalLayout/LayoutLimits/maxFrames`` cost ten solves of it.
public struct ExplainedElements: Sendable, Equatable {
    /// The most distinct elements explained at once.
    public static let maxCount = 100
    /// The most frames solved for all explanations together: ten solves of the largest layout.
    public static let maxFramesSolved = 10 * LayoutLimits.maxFrames

    /// The elements to explain, each once, in the order first given.
    public let selectors: [LayoutElementSelector]

    /// `given`, less its repeats; throws (a usage error, without a place) when more than ``maxCount`` remain.
    public init(_ given: [LayoutElementSelector]) throws(ArtefactError) {
        var seen = Set<LayoutElementSelector>()
        selectors = given.filter { seen.insert($0).inserted }
        guard selectors.count <= Self.maxCount else {
            throw ArtefactError("error: \(selectors.count) elements to explain; at most \(Self.maxCount) at once "
                                + "(each is a solve of the layout)")
        }
    }

    /// Throws, at the spec's `sections`, when explaining every element of a layout of `frames`
    /// frames would solve more than ``maxFramesSolved`` frames.
    public func checkBudget(frames: Int, of specification: LayoutSpecification) throws(ArtefactError) {
        guard selectors.count > 1, selectors.count * frames > Self.maxFramesSolved else { return }
        throw ArtefactError(specification.diagnostic(
            "explaining \(selectors.count) elements solves the layout of \(frames) frames \(selectors.count) times; "
            + "at most \(Self.maxFramesSolved) frames are solved for explanations: explain fewer elements at once").description)
    }
}
