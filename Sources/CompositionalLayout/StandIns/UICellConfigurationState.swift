import Foundation

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
