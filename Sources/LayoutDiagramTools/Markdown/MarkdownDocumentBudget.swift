import CompositionalLayout
import LayoutDiagramCairo
import LayoutSpec

/// What one Markdown document may draw, all its `layout-diagram` blocks together: what one spec
/// may (docs/limits.md), so that a document finishes within the same 10 s and 2 GB.
///
/// Each block is within a spec's limits on its own, but thirty blocks at those limits would take
/// thirty times as long. The budget is counted before anything is drawn: the blocks' specs are
/// read and solved first, and the block that takes the document past a limit is the error, at its
/// fence. A PNG's pixels are counted from the layouts' sizes then (a lower bound, like the scene
/// builder's check), and exactly from each scene before it is drawn.
public struct MarkdownDocumentBudget: Sendable {
    /// The most blocks in one document; each costs a little whatever it draws (its font, its file).
    public static let maxBlocks = 500
    /// The most bytes of spec in all blocks: one spec file's limit.
    public static let maxSpecBytes = SpecLimits.maxFileSize
    /// The most frames drawn in all blocks, every device of each: one diagram's limit.
    public static let maxFrames = LayoutLimits.maxFrames
    /// The most pixels in all PNGs: one PNG's limit.
    public static let maxPixels = CairoRenderer.maxPixelCount

    /// What the blocks counted so far use.
    public private(set) var blocks = 0
    /// The bytes of spec in the blocks counted so far (at most ``maxSpecBytes``).
    public private(set) var specBytes = 0
    /// The frames the blocks counted so far draw, every device of each (at most ``maxFrames``).
    public private(set) var frames = 0
    /// The pixels of the PNGs counted so far (at most ``maxPixels``).
    public private(set) var pixels = 0

    /// A budget of which nothing is used yet, for one document.
    public init() {}

    /// Counts one more block of `bytes` bytes of spec; the reason when it is one too many.
    mutating func add(block bytes: Int) -> String? {
        blocks += 1
        specBytes += bytes
        if blocks > Self.maxBlocks {
            return "a document holds at most \(Self.maxBlocks) layout-diagram blocks"
        }
        if specBytes > Self.maxSpecBytes {
            return "the document's layout-diagram blocks hold \(specBytes) bytes of spec up to this one; "
                + "together they may hold at most \(Self.maxSpecBytes), what one spec file may"
        }
        return nil
    }

    /// Counts a block's frames; the reason when they take the document past its limit.
    mutating func add(frames count: Int) -> String? {
        frames += count
        guard frames > Self.maxFrames else { return nil }
        return "the document's diagrams hold \(frames) frames up to this one (cells, supplementary and decoration "
            + "views, groups and spacing gaps); together they may hold at most \(Self.maxFrames), what one diagram may"
    }

    /// Counts a PNG's pixels (`exact`: its size as drawn, else a lower bound from its layout); the reason
    /// when they take the document past its limit. A lower bound is taken back when the exact size comes.
    mutating func add(pixels count: Int, replacing lowerBound: Int = 0) -> String? {
        pixels += count - lowerBound
        guard pixels > Self.maxPixels else { return nil }
        return "the document's PNGs hold \(pixels) pixels up to this one; together they may hold at most "
            + "\(Self.maxPixels), what one PNG may"
    }
}
