import CompositionalLayout

/// The values of one owner's `contentInsets`, each in its band with its
/// side: `leading 16`, or `group leading 16` where the band's colour alone
/// would not say whose it is.
///
/// Equal sides are merged: all four as `insets 8` (in the top band),
/// leading and trailing as `leading/trailing 16` (in the leading band), top
/// and bottom as `top/bottom 8` (in the top band). Labels go in the order
/// `NSDirectionalEdgeInsets` lists the sides: top, leading, bottom,
/// trailing. In a right-to-left layout the leading band is on the right,
/// so `leading` is written there.
///
/// Inside its band a value is bare text, first with its owner and then
/// without; where the band is too thin for either, it goes on a plate in
/// the owner's band colour (``SceneRole/insetPlate(_:)``), with its owner,
/// on a leader that ends in the band.
struct InsetValueLabels {
    let label: AnnotationLabel

    /// One side's band, as drawn.
    struct Band {
        let edge: LayoutEdge
        let value: Double
        let rect: DiagramRect
    }

    /// What one label says and where it goes.
    struct Entry: Equatable {
        /// `insets`, `leading/trailing`, `top`.
        let sides: String
        let value: Double
        /// The band it sits in.
        let rect: DiagramRect
        /// For ids: `insets`, `leading-trailing`, `top`.
        var part: String { sides.replacingOccurrences(of: "/", with: "-") }
        var text: String { "\(sides) \(DiagramNumber.label(value))" }
    }

    /// The labels for `bands`, merged where sides are equal, in the order top, leading, bottom, trailing.
    static func entries(_ bands: [Band]) -> [Entry] {
        var byEdge: [LayoutEdge: Band] = [:]
        for band in bands where band.value > 0 { byEdge[band.edge] = band }
        let order: [LayoutEdge] = [.top, .leading, .bottom, .trailing]
        let present = order.compactMap { byEdge[$0] }
        guard let first = present.first else { return [] }
        if present.count == 4, present.allSatisfy({ $0.value == first.value }) {
            return [Entry(sides: "insets", value: first.value, rect: first.rect)]
        }
        var done = Set<LayoutEdge>()
        var entries: [Entry] = []
        for edge in order where !done.contains(edge) {
            guard let band = byEdge[edge] else { continue }
            let opposite: LayoutEdge = [.top: .bottom, .bottom: .top, .leading: .trailing, .trailing: .leading][edge]!
            if let other = byEdge[opposite], other.value == band.value {
                done.insert(opposite)
                entries.append(Entry(sides: "\(edge.rawValue)/\(opposite.rawValue)", value: band.value, rect: band.rect))
            } else {
                entries.append(Entry(sides: edge.rawValue, value: band.value, rect: band.rect))
            }
        }
        return entries
    }

    /// Requests for the values of `bands`, owned by `owner` (`id`'s node),
    /// named `ownerName` in the text (`group`, `depth-1 group`, `item`).
    /// `title` starts each tooltip (`Section 0 group`). A label may touch
    /// the outline of `id`'s node and sit on it, unless `keepsOffOwner`
    /// (a header's value must not hide the header): then it belongs to the band alone.
    func requests(_ bands: [Band], owner: InsetOwner, ownerName: String, id: SceneNodeID,
                  keepsOffOwner: Bool = false, title: String) -> [LabelPlacer.LabelRequest] {
        Self.entries(bands).map { entry in
            let valueID = id.part("inset-\(entry.part)-value")
            return LabelPlacer.LabelRequest(
                id: valueID, role: .insetText, owner: keepsOffOwner ? valueID : id,
                forms: [["\(ownerName) \(entry.text)"], [entry.text]], fontSize: label.fontSize, plateRole: nil,
                plateRoleOutside: .insetPlate(owner), inside: entry.rect, subject: entry.rect, preferred: [],
                avoids: .forAnnotations, fallsBack: true,
                title: "\(title) contentInsets \(entry.sides): \(DiagramNumber.label(entry.value))"
                    + " (top, leading, bottom, trailing)")
        }
    }

    /// `bands` as drawn: cut to what `visible` shows of `section`, the hidden ones left out.
    static func shown(_ bands: [InsetBand], in section: Int?, visible: VisibleArea) -> [Band] {
        bands.compactMap { band in
            visible.rect(DiagramRect(band.frame), in: section)
                .map { Band(edge: band.edge, value: Double(band.value), rect: $0) }
        }
    }
}
