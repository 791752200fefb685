import Foundation

/// A stand-in for UIKit's `UIButton`: titles, images and a configuration, kept;
/// it is never tapped.
@preconcurrency
@MainActor
open class UIButton: UIControl {
    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    /// The button's configuration.
    open var configuration: UIButton.Configuration?
    /// The menu the button shows.
    open var menu: UIMenu?
    /// Whether a tap shows the menu.
    open var showsMenuAsPrimaryAction = false
    /// Whether a tap toggles the selection.
    open var changesSelectionAsPrimaryAction = false
    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// A custom button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// A button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of a type, with an action.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button with a frame and an action.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button with a configuration, and an action.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    /// The title for a state (the normal one if it has none).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }

    /// The title colour for a state.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }

    /// The image for a state.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    /// The normal title.
    public var currentTitle: String? { title(for: .normal) }
    /// The normal image.
    public var currentImage: UIImage? { image(for: .normal) }

    /// Asks for a configuration update; does nothing.
    open func setNeedsUpdateConfiguration() {}

    /// A button's type.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// A light info button.
        case infoLight
        /// A dark info button.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A close button.
        case close = 7
    }
}
