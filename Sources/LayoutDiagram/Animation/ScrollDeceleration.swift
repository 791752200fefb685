import CompositionalLayout
import Foundation

/// How fast a scroll comes to rest: UIScrollView's two deceleration rates.
///
/// A rate is the fraction of its velocity a scroll view keeps each millisecond
/// ([Doc] `UIScrollView.DecelerationRate`: `normal` 0.998, `fast` 0.99). A fling
/// that starts at velocity `v₀` has moved `v₀ (1 − rᵗ) / −ln r` after `t` ms.
/// An animation moves from one rest to the next along that curve, scaled so that
/// it lands on the rest exactly when the move's time is up (docs/semantics.md §15):
///
/// ```swift
/// ScrollDeceleration.fast.progress(0.5, milliseconds: 500)   // 0.92: most of the way after half the time
/// ScrollDeceleration.normal.progress(1, milliseconds: 500)   // 1: on the rest
/// ```
public enum ScrollDeceleration: String, CaseIterable, Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`: 0.998 a millisecond, a long glide.
    case normal
    /// `UIScrollView.DecelerationRate.fast`: 0.99 a millisecond, a short snap, as paging scrolls.
    case fast

    /// The fraction of its velocity a scroll keeps each millisecond.
    public var ratePerMillisecond: Double {
        switch self {
        case .normal: 0.998
        case .fast: 0.99
        }
    }

    /// How far along a move of `milliseconds` a scroll is at `fraction` (0 to 1) of its time:
    /// `(1 − r^(fraction·T)) / (1 − r^T)`, 0 at the start and exactly 1 at the end.
    public func progress(_ fraction: Double, milliseconds: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1, milliseconds > 0 else { return 1 }
        let r = ratePerMillisecond
        return (1 - pow(r, fraction * milliseconds)) / (1 - pow(r, milliseconds))
    }

    /// The rate a section's behaviour settles with when none is asked for: the paging behaviours
    /// snap (`fast`, as a paging scroll view does), the continuous ones glide (`normal`).
    public static func settling(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> ScrollDeceleration {
        switch behavior {
        case .paging, .groupPaging, .groupPagingCentered: .fast
        default: .normal
        }
    }
}
