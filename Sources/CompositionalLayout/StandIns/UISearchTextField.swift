import Foundation

/// A stand-in for UIKit's `UISearchTextField`: a search bar's text field, kept.
@preconcurrency
@MainActor
open class UISearchTextField: UITextField {}
