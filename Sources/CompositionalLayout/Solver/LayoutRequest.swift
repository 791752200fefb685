import Foundation

/// Everything a solve depends on besides the layout itself: the parameters of
/// ``UICollectionViewLayout/solve(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:itemLabels:rules:measuredSize:frameLimit:)``
/// as one value, which ``UICollectionViewLayout/solve(_:)`` takes.
///
/// Start from the container and the item counts, and set what differs from the defaults,
/// as with `URLRequest`:
///
/// ```swift
/// var request = LayoutRequest(containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
/// request.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
/// let solution = try layout.solve(request)
/// ```
public struct LayoutRequest {
    /// The collection view's bounds size, in points.
    public var containerSize: CGSize
    /// How many items each section has: `itemCounts[s]` in section `s`.
    public var itemCounts: [Int]
    /// The collection view's safe area; none by default. The default `contentInsetsReference`
    /// (`.safeArea`) keeps sections inside it.
    public var safeAreaInsets: NSDirectionalEdgeInsets = .zero
    /// The layout margins measured from the collection view's edges; `nil` (the default), the
    /// safe area plus the system minimum.
    public var layoutMargins: NSDirectionalEdgeInsets?
    /// What section providers see; `.rightToLeft` mirrors the layout.
    public var traitCollection = UITraitCollection()
    /// Optional labels per section and item (snapshot identifiers), carried into the solution.
    public var itemLabels: [[String]]?
    /// Measures elements with estimated dimensions; see ``LayoutMeasurement``. `nil`, every
    /// estimate is taken as the size.
    public var measurement: LayoutMeasurement?
    /// Switches for behaviour whose evidence is weak; ``LayoutRules/uikit`` by default.
    public var rules: LayoutRules = .uikit
    /// At most this many frames; a solve clamps it to `LayoutLimits.maxIndexableFrames` (`Int32.max`).
    public var frameLimit = LayoutLimits.maxFrames
    /// Writes down how one element's frame is computed, when an explanation is asked for; see
    /// ``ExplanationRecorder``. `nil`, the solver writes nothing down.
    var recorder: ExplanationRecorder?

    /// The system minimum layout margin: 20 points in a regular-width environment, and (by
    /// default, ``LayoutRules/systemMinimumMargin``) in a container at least 390 points wide;
    /// 16 otherwise.
    var systemMinimumMargin: CGFloat {
        if traitCollection.horizontalSizeClass == .regular { return 20 }
        switch rules.systemMinimumMargin {
        case .byWidth: return containerSize.width >= 390 ? 20 : 16
        case .bySizeClass: return 16
        }
    }

    /// The layout margins measured from the collection view's edges. Without
    /// explicit margins: the safe area plus the system minimum on the leading
    /// and trailing edges, and plus 8 points on the top and bottom.
    var effectiveLayoutMargins: NSDirectionalEdgeInsets {
        layoutMargins ?? safeAreaInsets + NSDirectionalEdgeInsets(
            top: 8, leading: systemMinimumMargin, bottom: 8, trailing: systemMinimumMargin)
    }

    func validate() throws(LayoutError) {
        guard frameLimit >= 0 else {
            throw LayoutError(.invalidValue, at: .layout, "frameLimit \(frameLimit) must not be negative")
        }
        let size = containerSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= LayoutLimits.maxLength, size.height <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidValue, at: .layout,
                              "container size \(size.width.compactDescription)×\(size.height.compactDescription) "
                              + "must be positive and at most \(LayoutLimits.maxLength.compactDescription) points")
        }
        guard itemCounts.count <= LayoutLimits.maxSections else {
            throw LayoutError(.limitExceeded, at: .layout,
                              "\(itemCounts.count) sections; at most \(LayoutLimits.maxSections) are supported")
        }
        var total = 0
        for (section, count) in itemCounts.enumerated() {
            guard count >= 0 else {
                throw LayoutError(.invalidValue, at: LayoutLocation(section: section),
                                  "item count \(count) must not be negative")
            }
            // Compared by subtraction: `frameLimit` may be Int.max.
            guard count <= frameLimit - total else {
                throw LayoutError(.limitExceeded, at: LayoutLocation(section: section),
                                  "more than \(frameLimit) items in the layout; each is a frame, and at most "
                                  + "\(frameLimit) frames are supported")
            }
            total += count
        }
        for (name, insets) in [("safeAreaInsets", safeAreaInsets), ("layoutMargins", layoutMargins ?? .zero)]
        where !insets.isFiniteAndNonNegative {
            throw LayoutError(.invalidValue, at: .layout, "\(name) must be finite and not negative: \(insets)")
        }
        guard rules.fitTolerance.isFinite, rules.fitTolerance >= 0, rules.fitTolerance < 1 else {
            throw LayoutError(.invalidValue, at: .layout, "fitTolerance must be in 0 ..< 1 points")
        }
    }
}

extension LayoutRequest {
    /// A request to solve a layout in a collection view of `containerSize`, with
    /// `itemCounts[s]` items in section `s`, and every other parameter at its default.
    public init(containerSize: CGSize, itemCounts: [Int]) {
        self.containerSize = containerSize
        self.itemCounts = itemCounts
    }
}
