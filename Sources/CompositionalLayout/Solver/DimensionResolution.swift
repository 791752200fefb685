import Foundation

/// Resolves dimensions against a container's effective size.
///
/// `fractionalWidth(f)` is `f × width` and `fractionalHeight(f)` is
/// `f × height`, whichever axis it is used on; `absolute` and `estimated`
/// (until measured) are their own value. The container size passed in is
/// already the parent's size less the parent's `contentInsets`.
enum DimensionResolution {
    static func resolve(_ dimension: NSCollectionLayoutDimension, in container: CGSize) -> CGFloat {
        switch dimension.semantic {
        case .fractionalWidth: return dimension.dimension * container.width
        case .fractionalHeight: return dimension.dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension.dimension
        }
    }

    /// Resolves and validates one dimension: the declared value and the result
    /// must be finite, positive and normal (a denormal such as 5e-324 loses its
    /// precision in any arithmetic, and made zero-height cells), and the result
    /// no larger than ``LayoutLimits/maxLength``.
    /// The result is floored to the pixel grid by `snapping`, as UIKit floors resolved lengths.
    static func resolveChecked(_ dimension: NSCollectionLayoutDimension, axisName: String, in container: CGSize,
                               snapping: PixelSnapping, at location: LayoutLocation,
                               subject: AnyObject) throws(LayoutError) -> CGFloat {
        guard dimension.dimension.isNormal, dimension.dimension > 0 else {
            throw LayoutError(.invalidDimension, at: location,
                              "\(axisName) \(dimension) must be finite, greater than 0 and not denormal", subject: subject)
        }
        let value = snapping.floor(resolve(dimension, in: container))
        guard value.isNormal, value > 0, value <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidDimension, at: location,
                              "\(axisName) \(dimension) resolves to \(value.compactDescription) points, "
                              + "outside 0 < length ≤ \(LayoutLimits.maxLength.compactDescription)", subject: subject)
        }
        return value
    }

    static func resolveChecked(_ size: NSCollectionLayoutSize, in container: CGSize, snapping: PixelSnapping,
                               at location: LayoutLocation, subject: AnyObject) throws(LayoutError) -> CGSize {
        CGSize(width: try resolveChecked(size.widthDimension, axisName: "width", in: container,
                                         snapping: snapping, at: location, subject: subject),
               height: try resolveChecked(size.heightDimension, axisName: "height", in: container,
                                          snapping: snapping, at: location, subject: subject))
    }
}
