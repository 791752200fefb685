import Foundation

/// Where a `groupPagingCentered` section's first group starts across the scroll axis, at rest
/// (``LayoutRules/centredGroupStart``; `docs/semantics.md` §8).
///
/// In a container `W` long, with groups `w` long, the section's insets `leading` and `trailing`
/// across the scroll axis and `interGroupSpacing` `s`:
/// - ``LayoutRules/CentredGroupStart/lessHalfTrailingInsetBeyondSpacing``: `(W − w)/2 − (trailing − s)/2`;
/// - ``LayoutRules/CentredGroupStart/lessHalfLeadingInset``: `(W − w − leading)/2`;
/// - ``LayoutRules/CentredGroupStart/ignoringSectionInsets``: `(W − w)/2`.
///
/// UIKit 14.5 (428 pt at 3×, `w = 0.9 × 428 = 385.2`, leading 5, trailing 20, `s = 15`) starts it
/// at 19.0: the first two give 18.9, which the 3× grid rounds to 19.0; the third gives 21.4.
struct CentredGroupStart {
    let rule: LayoutRules.CentredGroupStart
    /// The collection view's length across the scroll axis.
    let containerLength: CGFloat
    /// The section's `contentInsets` across the scroll axis.
    let leadingInset, trailingInset: CGFloat
    let spacing: CGFloat
    /// Which axis the groups advance on, for the explanation's names.
    let axis: Axis

    /// Where the first group of length `groupLength` starts (before its edge spacing).
    func start(groupLength: CGFloat) -> CGFloat {
        switch rule {
        case .lessHalfTrailingInsetBeyondSpacing:
            (containerLength - groupLength) / 2 - (trailingInset - spacing) / 2
        case .lessHalfLeadingInset:
            (containerLength - groupLength - leadingInset) / 2
        case .ignoringSectionInsets:
            (containerLength - groupLength) / 2
        }
    }

    /// ``start(groupLength:)`` written down, for an explanation; its value is the same.
    func explanation(groupLength: CGFloat) -> Arithmetic {
        let container = Arithmetic.term(containerLength, "the collection view's \(axis.lengthName)")
        let group = Arithmetic.term(groupLength, "the group's \(axis.lengthName)")
        let leading = Arithmetic.term(leadingInset, "contentInsets.\(axis.leadingEdge)")
        let trailing = Arithmetic.term(trailingInset, "contentInsets.\(axis.trailingEdge)")
        let halved = (container - group) / .term(2)
        switch rule {
        case .lessHalfTrailingInsetBeyondSpacing:
            guard trailingInset != spacing else { return halved }
            return halved - (trailing - .term(spacing, "interGroupSpacing")) / .term(2)
        case .lessHalfLeadingInset:
            guard leadingInset != 0 else { return halved }
            return (container - group - leading) / .term(2)
        case .ignoringSectionInsets:
            return halved
        }
    }
}
