import Foundation

/// What the view stand-in keeps for Auto Layout: constraints, guides, margins and priorities.
/// Nothing reads it to place views.
struct ViewLayoutState {
    /// The guides every view has.
    enum StandardGuide: Hashable {
        case safeArea, margins, readableContent, keyboard
    }

    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMask = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var preservesSuperviewLayoutMargins = false
    var addedGuides: [UILayoutGuide] = []
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var standardGuides: [StandardGuide: UILayoutGuide] = [:]

    /// The view's `kind` guide, made on first use and the same object after.
    @MainActor
    mutating func guide(_ kind: StandardGuide, of view: UIView) -> UILayoutGuide {
        if let guide = standardGuides[kind] { return guide }
        let guide = UILayoutGuide()
        guide.owningView = view
        standardGuides[kind] = guide
        return guide
    }
}
