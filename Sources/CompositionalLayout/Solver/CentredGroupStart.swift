import Foundation

/// Where a `groupPagingCentered` section's first group starts across the scroll axis, at rest,
/// and how far its content goes on after the last group (``LayoutRules/centredGroupStart``;
/// `docs/semantics.md` §8).
///
/// In a container `W` long, with groups `w` long, the section's insets `leading` and `trailing`
/// across the scroll axis and `interGroupSpacing` `s`, the first group starts at:
/// - ``LayoutRules/CentredGroupStart/pageWithSpacingAfterLeadingInset``: `leading + (W − w − s)/2`;
/// - ``LayoutRules/CentredGroupStart/lessHalfTrailingInsetBeyondSpacing``: `(W − w)/2 − (trailing − s)/2`;
/// - ``LayoutRules/CentredGroupStart/lessHalfLeadingInset``: `(W − w − leading)/2`;
/// - ``LayoutRules/CentredGroupStart/betweenInsetsAfterLeadingInset``:
///   `2 × leading + (W − leading − trailing − w)/2`;
/// - ``LayoutRules/CentredGroupStart/ignoringSectionInsets``: `(W − w)/2`.
///
/// UIKit 14.5 (428 pt at 3×, `w = 0.9 × 428 = 385.2`, leading 5, trailing 20, `s = 15`) starts it
/// at 19.0: each of the first four gives 18.9, which the 3× grid rounds to 19.0; the last gives 21.4.
///
/// The content ends as it starts, mirrored: the same rule with `leading` and `trailing` swapped
/// gives the distance after the last group (never less than 0).
struct CentredGroupStart {
    let rule: LayoutRules.CentredGroupStart
    /// The collection view's length across the scroll axis.
    let containerLength: CGFloat
    /// The section's `contentInsets` across the scroll axis.
    let leadingInset, trailingInset: CGFloat
    let spacing: CGFloat
    /// Which axis the groups advance on, for the explanation's names.
    let axis: Axis

    /// Where the first group, `groupLength` long, starts (before its edge spacing).
    func start(groupLength: CGFloat) -> CGFloat {
        distance(groupLength: groupLength, near: leadingInset, far: trailingInset)
    }

    /// How far the content goes on after the last group, `groupLength` long.
    func end(groupLength: CGFloat) -> CGFloat {
        max(distance(groupLength: groupLength, near: trailingInset, far: leadingInset), 0)
    }

    /// The free space before a group at one end, `near` being the section's inset at that end.
    private func distance(groupLength: CGFloat, near: CGFloat, far: CGFloat) -> CGFloat {
        let free = containerLength - groupLength
        return switch rule {
        case .pageWithSpacingAfterLeadingInset: near + (free - spacing) / 2
        case .lessHalfTrailingInsetBeyondSpacing: free / 2 - (far - spacing) / 2
        case .lessHalfLeadingInset: (free - near) / 2
        case .betweenInsetsAfterLeadingInset: 2 * near + (free - near - far) / 2
        case .ignoringSectionInsets: free / 2
        }
    }

    /// ``start(groupLength:)`` written down, for an explanation; its value is the same.
    func explanation(groupLength: CGFloat) -> Arithmetic {
        let container = Arithmetic.term(containerLength, "the collection view's \(axis.lengthName)")
        let group = Arithmetic.term(groupLength, "the group's \(axis.lengthName)")
        let leading = Arithmetic.term(leadingInset, "contentInsets.\(axis.leadingEdge)")
        let trailing = Arithmetic.term(trailingInset, "contentInsets.\(axis.trailingEdge)")
        let spacing = Arithmetic.term(spacing, "interGroupSpacing")
        let two = Arithmetic.term(2)
        return switch rule {
        case .pageWithSpacingAfterLeadingInset: .sum([.difference(container, [group, spacing]) / two, leading])
        case .lessHalfTrailingInsetBeyondSpacing:
            trailingInset == self.spacing ? (container - group) / two
                : (container - group) / two - (trailing - spacing) / two
        case .lessHalfLeadingInset: .difference(container, [group, leading]) / two
        case .betweenInsetsAfterLeadingInset:
            .sum([.difference(container, [leading, trailing, group]) / two, two * leading])
        case .ignoringSectionInsets: (container - group) / two
        }
    }
}
