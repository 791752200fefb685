import Foundation

/// A stand-in for UIKit's `UIAction`: a title, an image and a handler, run
/// only when the app sends it.
@preconcurrency
@MainActor
public final class UIAction {
    /// The action's title.
    public var title: String
    /// The action's image.
    public var image: UIImage?
    /// The action's identifier.
    public let identifier: String
    /// What the action does.
    let handler: (UIAction) -> Void

    /// An action.
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? ""
        self.handler = handler
    }
}
