import Foundation

/// A stand-in for UIKit's `UICollectionViewCell`: a content view and the
/// configurations an app gives it, kept and never drawn.
///
/// ```swift
/// var content = UIListContentConfiguration.cell()
/// content.text = "Row"
/// cell.contentConfiguration = content
/// ```
@preconcurrency
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add a cell's own subviews to.
    public let contentView = UIView()
    /// A view behind the content.
    open var backgroundView: UIView?
    /// A view behind the content while the cell is selected.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The content configuration (a ``UIListContentConfiguration``, say); kept.
    open var contentConfiguration: UIContentConfiguration?
    /// The background configuration; kept.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the content configuration follows the cell's state.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the cell's state.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A closure UIKit calls when the cell's state changes; kept, never called.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?

    /// A cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// The cell's state: selected and highlighted as set.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// A content configuration with the cell's defaults: a list cell's.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Called when the cell's state changes; never by anything here.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for ``updateConfiguration(using:)``: calls it with ``configurationState``.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }
}
