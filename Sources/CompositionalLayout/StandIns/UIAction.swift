import Foundation

/// A stand-in for UIKit's `UIAction`: a title, an image and a handler, run
/// only when the app sends it.
@preconcurrency
@MainActor
public final class UIAction: UIMenuElement {
    /// The action's identifier.
    public let identifier: String
    /// The title the keyboard shortcut overlay shows.
    public let discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    public var attributes: UIMenuElement.Attributes
    /// Whether the action shows a checkmark.
    public var state: UIMenuElement.State
    /// What the action does.
    let handler: (UIAction) -> Void

    /// An action.
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? ""
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}
