import Foundation

/// A stand-in for UIKit's `UITableViewCell`: a content view, labels and the
/// configurations an app gives it, kept and never drawn.
///
/// `init()` is `required` here, as ``UICollectionReusableView``'s is, so a
/// table view can make a registered subclass from its class: a subclass that
/// overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, or neither,
/// inherits it, and it calls `init(style: .default, reuseIdentifier: nil)`.
@preconcurrency
@MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The cell's style.
    public let cellStyle: CellStyle
    /// The view to add a cell's own subviews to.
    public let contentView = UIView()
    /// The title label (every style has one here).
    public let textLabel: UILabel? = UILabel()
    /// The detail label (every style has one here).
    public let detailTextLabel: UILabel? = UILabel()
    /// The image view on the leading side.
    public let imageView: UIImageView? = UIImageView()
    /// The accessory at the trailing end.
    open var accessoryType: AccessoryType = .none
    /// A view shown instead of the accessory.
    open var accessoryView: UIView?
    /// How the cell shows selection.
    open var selectionStyle: SelectionStyle = .default
    /// The separator's insets.
    open var separatorInset = UITableViewCell.standardSeparatorInset
    /// The views behind the content: always, and while the cell is selected.
    open var backgroundView, selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// Whether the cell is editing.
    open var isEditing = false
    /// The content configuration; kept.
    open var contentConfiguration: UIContentConfiguration?
    /// The background configuration; kept.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// A closure UIKit calls when the cell's state changes; kept, never called.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    /// A cell of a style.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// A default-style cell, as a table view makes it from its class.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called before the cell is reused; for subclasses. Cells are never reused here.
    open func prepareForReuse() {}

    /// Selects the cell; nothing animates.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights the cell; nothing animates.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Sets editing; nothing animates.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The cell's state: selected, highlighted and editing as set.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
        state.isEditing = isEditing
        return state
    }

    /// A content configuration with the cell's defaults: a subtitle cell's for `.subtitle`,
    /// a value cell's for `.value1`, else a list cell's.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        default: return .cell()
        }
    }

    /// Called when the cell's state changes; never by anything here.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for ``updateConfiguration(using:)``: calls it with ``configurationState``.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// A cell's layout of labels.
    public enum CellStyle: Int, Sendable {
        /// A title and an image.
        case `default`
        /// A title, and a value at the trailing end.
        case value1
        /// A value, then a title.
        case value2
        /// A title over a subtitle.
        case subtitle
    }

    /// A cell's standard accessory.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a cell shows selection.
    public enum SelectionStyle: Int, Sendable {
        /// Not at all.
        case none
        /// Blue (grey since iOS 7).
        case blue
        /// Grey.
        case gray
        /// The system's default.
        case `default`
    }

    /// A table's separators.
    public enum SeparatorStyle: Int, Sendable {
        /// None.
        case none
        /// A single line.
        case singleLine
    }
}

extension UITableViewCell {
    /// UIKit's default separator inset, 15 points from the left, which a table and each of its cells start with.
    static let standardSeparatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
}
