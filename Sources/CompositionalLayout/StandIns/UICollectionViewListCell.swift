import Foundation

/// A stand-in for UIKit's `UICollectionViewListCell`: a cell of a list
/// section, with accessories, kept and never drawn.
@preconcurrency
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories: disclosure indicators, checkmarks, outline disclosures…
    open var accessories: [UICellAccessory] = []
    /// How many levels the cell is indented.
    open var indentationLevel = 0
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 16
    /// Whether accessories are indented with the content.
    open var indentsAccessories = true
    /// The guide the separator is laid out along.
    public let separatorLayoutGuide = UILayoutGuide()
}
