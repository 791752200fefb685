import Foundation

/// A stand-in for UIKit's `UISwitch`: whether it is on, kept; never toggled by a touch.
@preconcurrency
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour when on.
    open var onTintColor: UIColor?

    /// Turns the switch on or off; nothing animates.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
