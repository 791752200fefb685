import Foundation

/// The keyboard's notifications and their keys, by UIKit's names: never posted
/// here, as there is no keyboard.
extension UIResponder {
    /// The keyboard will show.
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// The keyboard showed.
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// The keyboard will hide.
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// The keyboard hid.
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// The keyboard's frame will change.
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's frame at the end of its animation.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard's frame at the start of its animation.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
