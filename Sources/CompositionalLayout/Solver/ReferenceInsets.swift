import Foundation

/// The insets of a `UIContentInsetsReference` boundary, measured from the
/// collection view's edges. Only the edges across the scroll axis are used.
enum ReferenceInsets {
    /// The readable content guide's largest width at the default text size.
    static let readableContentMaxWidth: CGFloat = 672

    static func insets(for reference: UIContentInsetsReference, request: LayoutRequest,
                       scrollAxis: Axis) -> NSDirectionalEdgeInsets {
        let insets: NSDirectionalEdgeInsets
        switch reference {
        case .none:
            insets = .zero
        case .automatic, .safeArea:
            insets = request.safeAreaInsets
        case .layoutMargins:
            insets = request.effectiveLayoutMargins
        case .readableContent:
            insets = readableContentInsets(request: request)
        }
        // Insets along the scroll axis scroll away with the content; only the cross edges bound it.
        return insets.zeroing(scrollAxis)
    }

    /// The readable content guide: the layout margins, narrowed further to
    /// ``readableContentMaxWidth`` and centred when the container is wider.
    private static func readableContentInsets(request: LayoutRequest) -> NSDirectionalEdgeInsets {
        var insets = request.effectiveLayoutMargins
        let available = request.containerSize.width - insets.leading - insets.trailing
        if available > readableContentMaxWidth {
            let extra = (available - readableContentMaxWidth) / 2
            insets.leading += extra
            insets.trailing += extra
        }
        return insets
    }
}
