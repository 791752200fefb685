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

/// A stand-in for UIKit's `UICellConfigurationState`: what a cell's
/// configuration may depend on.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell's children are shown.
    public var isExpanded = false
    /// Whether the cell is being swiped.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The traits: the default ones.
    public var traitCollection: UITraitCollection { UITraitCollection() }
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// The app's own state under `key`, as UIKit's custom state.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// A state.
    public init(isSelected: Bool = false, isHighlighted: Bool = false) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}

/// A stand-in for UIKit's `UIConfigurationStateCustomKey`: the name of an app's own
/// configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key by name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A stand-in for UIKit's `UIUserInterfaceLayoutDirection`: a view's reading direction.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
