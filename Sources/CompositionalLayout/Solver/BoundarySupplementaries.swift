import Foundation

/// Headers, footers and other boundary items of a section, or of the whole
/// layout (R§5.3).
///
/// Along the scroll axis an item is a *header* when its alignment touches the
/// leading edge (`top`, `topLeading`, `topTrailing` in a vertical layout;
/// `leading`, `topLeading`, `bottomLeading` in a horizontal one), and a
/// *footer* when it touches the trailing edge.
/// - A header with `extendsBoundary` (the default) takes a band at the
///   section's start, before the section's leading inset; a footer takes one
///   after the trailing inset. Several on one edge are **stacked** in array
///   order, never overlapped.
/// - Without `extendsBoundary`, a header overlays the start of the section and
///   a footer ends where the bottom inset starts: they take no band.
/// - Other alignments (`leading` in a vertical layout, `none`) anchor inside
///   the section's rectangle and take no band.
/// - Across the scroll axis an item spans the container less the
///   `supplementaryContentInsetsReference` insets, and less the section's
///   own insets while `supplementariesFollowContentInsets`; it sits at the
///   alignment's cross edge (centred when it has none).
/// - `absoluteOffset` moves an item after placement; it still takes its full band.
/// - Fractional dimensions resolve against that cross extent and the container's length.
/// - `contentInsets` shrink the item inside its frame, as an item's do.
struct BoundarySupplementaries {
    enum Role {
        case header, footer, other
    }

    struct Measured {
        let item: NSCollectionLayoutBoundarySupplementaryItem
        /// The size its dimensions resolved to, before measurement.
        let proposed: CGSize
        let size: CGSize
        let role: Role
        var extends: Bool { item.extendsBoundary && role != .other }
    }

    struct Placed {
        let item: NSCollectionLayoutBoundarySupplementaryItem
        let frame: CGRect
        /// The frame before the item's `contentInsets`.
        var slot: CGRect
        let role: Role

        /// The edge the item pins to, when it pins to the visible bounds.
        var pin: BoundaryPin? {
            guard item.pinToVisibleBounds else { return nil }
            switch role {
            case .header: return .header
            case .footer: return .footer
            case .other: return nil
            }
        }
    }

    let scrollAxis: Axis
    /// The start and length of the items' extent across the scroll axis.
    let crossStart: CGFloat
    let crossLength: CGFloat
    let measured: [Measured]

    /// Measures `items` for a host whose cross extent is given; `indexPath` is `nil` for layout-wide items.
    init(_ items: [NSCollectionLayoutBoundarySupplementaryItem], scrollAxis: Axis, crossStart: CGFloat,
         crossLength: CGFloat, containerLength: CGFloat, sizing: SelfSizing, snapping: PixelSnapping,
         indexPath: IndexPath?, at location: LayoutLocation) throws(LayoutError) {
        self.scrollAxis = scrollAxis
        self.crossStart = crossStart
        self.crossLength = crossLength
        guard crossLength > 0 || items.isEmpty else {
            throw LayoutError(.noRoom, at: location,
                              "no room for boundary items: the insets leave \(crossLength.compactDescription) points")
        }
        let container = CGSize(along: scrollAxis, containerLength, cross: crossLength)
        var measured: [Measured] = []
        for item in items {
            guard item.contentInsets.isFiniteWithinLengthLimit, item.offset.x.isFinite, item.offset.y.isFinite else {
                throw LayoutError(.invalidValue, at: location,
                                  "boundary item '\(item.elementKind)' needs finite contentInsets "
                                  + "and a finite offset", subject: item)
            }
            try LayoutLimits.checkZIndex(item.zIndex, of: "boundary item '\(item.elementKind)'", at: location,
                                         subject: item)
            let proposed = try DimensionResolution.resolveChecked(item.layoutSize, in: container, snapping: snapping,
                                                                   at: location, subject: item)
            let size = try sizing.measuredBoundary(item, proposed: proposed, indexPath: indexPath, at: location)
            measured.append(Measured(item: item, proposed: proposed, size: size, role: Self.role(of: item.alignment, scrollAxis: scrollAxis)))
        }
        self.measured = measured
    }

    static func role(of alignment: NSRectAlignment, scrollAxis: Axis) -> Role {
        let edges = alignment.edges
        let (start, end): (NSDirectionalRectEdge, NSDirectionalRectEdge) =
            scrollAxis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        if edges.contains(start) { return .header }
        if edges.contains(end) { return .footer }
        return .other
    }

    /// The length the extending headers add before the section's content.
    var headerBand: CGFloat { band(.header) }
    /// The length the extending footers add after it.
    var footerBand: CGFloat { band(.footer) }

    private func band(_ role: Role) -> CGFloat {
        measured.filter { $0.role == role && $0.extends }.reduce(0) { $0 + $1.size.length(along: scrollAxis) }
    }

    /// Places every item for a host that starts at `start`, whose footers
    /// start at `footerStart`, and that ends at `end` (all along the scroll axis).
    /// When explaining, `explaining` names the item to explain and receives the lines placing it.
    func place(start: CGFloat, footerStart: CGFloat, end: CGFloat,
               explaining: BoundaryExplanation? = nil) -> [Placed] {
        let explained = explaining?.index
        var headerCursor = start
        var footerCursor = footerStart
        let cross = scrollAxis.cross
        // Only written when explaining: a solve without an explanation allocates nothing for it.
        var headerTerms: [Arithmetic] = explained == nil ? [] : [.term(start, "the start")]
        var footerTerms: [Arithmetic] = explained == nil ? [] : [.term(footerStart, "where the footers start")]
        return measured.enumerated().map { index, entry in
            let length = entry.size.length(along: scrollAxis)
            // With the arithmetic written down, beside each case, only for the item explained.
            let explains = explained == index
            var mainExplanation: Arithmetic?
            let main: CGFloat
            switch (entry.role, entry.extends) {
            case (.header, true):
                main = headerCursor
                headerCursor += length
                if explains { mainExplanation = .sum(headerTerms) }
                if explained != nil { headerTerms.append(.term(length, "the header before")) }
            case (.header, false):
                main = start
                if explains { mainExplanation = .term(start, "the start") }
            case (.footer, true):
                main = footerCursor
                footerCursor += length
                if explains { mainExplanation = .sum(footerTerms) }
                if explained != nil { footerTerms.append(.term(length, "the footer before")) }
            case (.footer, false):
                main = footerStart - length
                if explains { mainExplanation = .term(footerStart, "where the footers start") - .term(length, "its length") }
            case (.other, _):
                let (_, along) = Self.crossAndMainFactors(entry.item.alignment.edges, scrollAxis: scrollAxis)
                main = start + (end - start - length) * along
                if explains {
                    mainExplanation = .term(start, "the start") + (Arithmetic.term(end, "the end")
                        - .term(start, "the start") - .term(length, "its length")) * .term(along)
                }
            }
            let (across, _) = Self.crossAndMainFactors(entry.item.alignment.edges, scrollAxis: scrollAxis)
            let crossLength = entry.size.length(along: cross)
            let crossPosition = crossStart + (self.crossLength - crossLength) * across
            let frame = CGRect(along: scrollAxis, main: main, cross: crossPosition, mainLength: length,
                               crossLength: crossLength).offsetBy(entry.item.offset)
            let placed = Placed(item: entry.item, frame: entry.item.cellFrame(in: frame), slot: frame, role: entry.role)
            if let mainExplanation, let explaining {
                explaining.record(entry, scrollAxis: scrollAxis, main: mainExplanation, across: across,
                                  crossLength: self.crossLength,
                                  unshifted: CGRect(along: scrollAxis, main: main, cross: crossPosition,
                                                    mainLength: length, crossLength: crossLength),
                                  placed: placed.frame)
            }
            return placed
        }
    }

    /// The anchor factors of `edges` across and along the scroll axis.
    private static func crossAndMainFactors(_ edges: NSDirectionalRectEdge, scrollAxis: Axis) -> (CGFloat, CGFloat) {
        let (x, y) = SupplementaryAnchoring.factors(edges)
        return scrollAxis == .vertical ? (x, y) : (y, x)
    }
}
