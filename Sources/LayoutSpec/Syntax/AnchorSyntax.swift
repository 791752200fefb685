import CompositionalLayout

/// `NSCollectionLayoutAnchor` in the spec: the edges to pin to, and at most
/// one offset, in points or in fractions of the supplementary's size.
///
/// ```yaml
/// containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
/// containerAnchor: {edges: [bottom], absoluteOffset: {x: 0, y: 10}}
/// itemAnchor: {edges: [bottom, leading]}
/// ```
///
/// `edges` is a list of `top`, `leading`, `bottom`, `trailing` and `all`
/// (a leading dot is allowed, as in Swift), or one of them alone. An anchor
/// needs at least one edge.
enum AnchorSyntax {
    static let keys = SpecKeys(known: ["edges", "absoluteOffset", "fractionalOffset"])
    static let expectation = "an anchor: a mapping with edges and an optional absoluteOffset or fractionalOffset"
}

extension NSDirectionalRectEdge: SpecEnumeration {
    static var specCases: [(name: String, value: Self)] {
        [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing), ("all", .all)]
    }
}

extension SpecNode {
    /// The node as an anchor; `nil` (reported) otherwise. The anchor is
    /// recorded in the source map, so solver errors about it point here.
    func anchor() -> NSCollectionLayoutAnchor? {
        guard let mapping = mapping(AnchorSyntax.keys, expecting: AnchorSyntax.expectation) else { return nil }
        let errors = context.errorCount
        let edges = mapping.required("edges")?.rectEdges()
        let offsets = mapping.entries.filter { $0.key.hasSuffix("Offset") }
        if let first = offsets.first, let second = offsets.dropFirst().first {
            second.keyNode.report("'\(second.key)' cannot be combined with '\(first.key)'; an anchor has one "
                                  + "offset, absolute (in points) or fractional (of the supplementary's size)")
        }
        let absoluteOffset = mapping["absoluteOffset"]?.point()
        let fractionalOffset = mapping["fractionalOffset"]?.point()
        guard context.errorCount == errors, let edges else { return nil }

        let anchor: NSCollectionLayoutAnchor
        if let fractionalOffset {
            anchor = NSCollectionLayoutAnchor(edges: edges, fractionalOffset: fractionalOffset)
        } else if let absoluteOffset {
            anchor = NSCollectionLayoutAnchor(edges: edges, absoluteOffset: absoluteOffset)
        } else {
            anchor = NSCollectionLayoutAnchor(edges: edges)
        }
        context.sourceMap.record(anchor, createdAt: self)
        return anchor
    }

    /// The node as a set of edges: a list of edge names, or one name; `nil` (reported) otherwise.
    func rectEdges() -> NSDirectionalRectEdge? {
        let names: [SpecNode]
        switch content {
        case nil: return nil
        case .scalar: names = [self]
        case .sequence: names = sequence() ?? []
        case .null, .mapping:
            reportExpected("a list of edges such as [top, trailing]")
            return nil
        }
        guard !names.isEmpty else {
            report("an anchor needs at least one edge")
            return nil
        }
        let edges = names.map { $0.enumeration(NSDirectionalRectEdge.self) }
        let read = edges.compactMap { $0 }
        guard read.count == edges.count else { return nil }
        return read.reduce(into: NSDirectionalRectEdge()) { $0.formUnion($1) }
    }
}
