import Foundation

/// A stand-in for UIKit's `UISegmentedControl`: its segments and selection, kept; never tapped.
@preconcurrency
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1
    private var titles: [String?] = []
    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The selected segment's colour.
    open var selectedSegmentTintColor: UIColor?

    /// A control with a segment per item: a `String` gives its title, anything else (an image) none.
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    /// An empty control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of a segment.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    /// Inserts a segment with a title at `segment` (clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        if titles.indices.contains(segment) { titles.remove(at: segment) }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
}
