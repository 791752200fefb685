import Foundation

/// Everything a solve depends on besides the layout itself.
struct LayoutRequest {
    var containerSize: CGSize
    var itemCounts: [Int]
    var safeAreaInsets: NSDirectionalEdgeInsets
    var layoutMargins: NSDirectionalEdgeInsets?
    var traitCollection: UITraitCollection
    var itemLabels: [[String]]?
    var measurement: LayoutMeasurement?
    var rules: LayoutRules
    /// At most this many frames, and never more than ``LayoutLimits/maxIndexableFrames``; see ``FrameBudget``.
    var frameLimit = LayoutLimits.maxFrames
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
