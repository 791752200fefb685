import Foundation

/// A stand-in for UIKit's `UITableViewHeaderFooterView`: a section header or
/// footer of a table, kept and never drawn.
@preconcurrency
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view to add the view's own subviews to.
    public let contentView = UIView()
    /// The title label.
    public let textLabel: UILabel? = UILabel()
    /// The content configuration; kept.
    open var contentConfiguration: UIContentConfiguration?
    /// The background configuration; kept.
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// A header or footer; a table view makes registered subclasses through this initializer.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// A header's default content configuration: a grouped header's.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// Called before the view is reused; for subclasses. Views are never reused here.
    open func prepareForReuse() {}
}
