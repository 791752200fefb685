import Foundation

/// A stand-in for UIKit's `UICellAccessory`: a list cell's disclosure
/// indicator, checkmark, outline disclosure and the like, kept and never drawn.
///
/// ```swift
/// cell.accessories = [.disclosureIndicator(), .outlineDisclosure(options: .init(style: .header))]
/// ```
public struct UICellAccessory {
    /// Which accessory it is: `disclosureIndicator`, `checkmark`, `outlineDisclosure`…
    public let kind: String
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// The accessory's text, for a label accessory.
    public let text: String?
    /// The handler, for accessories that have one; kept, never called.
    let actionHandler: (@MainActor () -> Void)?

    init(_ kind: String, _ displayedState: DisplayedState, text: String? = nil,
         actionHandler: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        self.displayedState = displayedState
        self.text = text
        self.actionHandler = actionHandler
    }

    /// A chevron pointing to the trailing side.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> Self {
        Self("disclosureIndicator", displayed)
    }

    /// A chevron that shows or hides an item's children.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self("outlineDisclosure", displayed, actionHandler: actionHandler)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self("checkmark", displayed)
    }

    /// A delete control, while editing.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self("delete", displayed, actionHandler: actionHandler)
    }

    /// An insert control, while editing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self("insert", displayed, actionHandler: actionHandler)
    }

    /// A reorder handle, while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self("reorder", displayed)
    }

    /// A selection circle, while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = .init()) -> Self {
        Self("multiselect", displayed)
    }

    /// A detail (info) button.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self("detail", displayed, actionHandler: actionHandler)
    }

    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        Self("label", displayed, text: text)
    }

    /// A view of the app's own.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self("customView", .always)
    }

    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While editing.
        case whenEditing
        /// While not editing.
        case whenNotEditing
    }

    /// Options of a disclosure indicator; kept.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The tint colour.
        public var tintColor: UIColor?
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options of an outline disclosure; kept.
    public struct OutlineDisclosureOptions {
        /// Whether the whole cell or only the chevron toggles the children.
        public var style: Style
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The tint colour.
        public var tintColor: UIColor?
        /// Options.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil) {
            (self.style, self.isHidden, self.tintColor) = (style, isHidden, tintColor)
        }

        /// What toggles an outline's children.
        public enum Style: Int, Sendable {
            /// As UIKit decides.
            case automatic
            /// The whole cell, as a header.
            case header
            /// The chevron only.
            case cell
        }
    }

    /// Options of a checkmark, delete, insert, multiselect or detail accessory; kept.
    public struct CheckmarkOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The tint colour.
        public var tintColor: UIColor?
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options of a delete control; kept.
    public typealias DeleteOptions = CheckmarkOptions
    /// Options of an insert control; kept.
    public typealias InsertOptions = CheckmarkOptions
    /// Options of a selection circle; kept.
    public typealias MultiselectOptions = CheckmarkOptions
    /// Options of a detail button; kept.
    public typealias DetailOptions = CheckmarkOptions

    /// Options of a reorder handle; kept.
    public struct ReorderOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// Whether a separator shows beside it.
        public var showsVerticalSeparator: Bool
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a label accessory; kept.
    public struct LabelOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The font.
        public var font: UIFont?
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.font = font
        }
    }

    /// A custom accessory's view and placement; kept.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Where it sits.
        public var placement: Placement
        /// Options.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
        }
    }

    /// Where a custom accessory sits.
    public enum Placement {
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always)
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always)
    }
}
