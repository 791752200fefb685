import Foundation

/// The selector form of adding an observer, which Foundation on Linux does not
/// have: kept nowhere, as the selector could never be sent, so the observer is
/// never called. The block form (`addObserver(forName:object:queue:using:)`) works.
extension NotificationCenter {
    /// Adds nothing: `selector` names a method that Linux cannot send.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {}
}
