import Foundation

/// What a section's `visibleItemsInvalidationHandler` set on one element: how it is drawn over
/// its frame, which never changes.
///
/// ```swift
/// VisibleItemAppearance(transform: CGAffineTransform(scaleX: 0.8, y: 0.8))   // 80 %, about its centre
/// ```
public struct VisibleItemAppearance: Equatable, Sendable {
    /// How opaque the element is, from 0 to 1.
    public var alpha: CGFloat
    /// The transform, about the element's centre (the affine part of `transform3D`).
    public var transform: CGAffineTransform
    /// How far the handler moved the element's centre.
    public var translation: CGPoint
    /// The `zIndex` the handler gave the element; `nil` when it kept the layout's.
    public var zIndex: Int?
    /// Whether the handler hid the element.
    public var isHidden: Bool

    /// An appearance; by default the element's own (opaque, untransformed, in place, shown).
    public init(alpha: CGFloat = 1, transform: CGAffineTransform = .identity, translation: CGPoint = .zero,
                zIndex: Int? = nil, isHidden: Bool = false) {
        self.alpha = alpha
        self.transform = transform
        self.translation = translation
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// Whether the element is drawn as laid out.
    public var isPlain: Bool { self == VisibleItemAppearance() }

    /// The largest magnitude of a transform's `a`, `b`, `c` and `d`: far past any carousel's scale, short of
    /// a drawing too large to make. What a handler sets beyond it is drawn at it, as a spec may give it.
    public static let maxMatrixEntry: CGFloat = 100
    /// The largest magnitude of a translation (`tx`, `ty` and a moved centre): ``LayoutLimits/maxLength``.
    public static let maxTranslation: CGFloat = LayoutLimits.maxLength
    /// The `zIndex` range a handler's value is kept within, as a spec's `zIndex` is.
    public static let zIndexRange: ClosedRange<Int> = -1_000_000...1_000_000

    /// This appearance within the limits above, and with `alpha` from 0 to 1; a value that is not
    /// finite is taken as laid out.
    public var bounded: VisibleItemAppearance {
        func clamp(_ value: CGFloat, _ limit: CGFloat, default fallback: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, -limit), limit) : fallback
        }
        let (m, entry, move) = (transform, Self.maxMatrixEntry, Self.maxTranslation)
        return VisibleItemAppearance(
            alpha: alpha.isFinite ? min(max(alpha, 0), 1) : 1,
            transform: CGAffineTransform(a: clamp(m.a, entry, default: 1), b: clamp(m.b, entry, default: 0),
                                         c: clamp(m.c, entry, default: 0), d: clamp(m.d, entry, default: 1),
                                         tx: clamp(m.tx, move, default: 0), ty: clamp(m.ty, move, default: 0)),
            translation: CGPoint(x: clamp(translation.x, move, default: 0), y: clamp(translation.y, move, default: 0)),
            zIndex: zIndex.map { min(max($0, Self.zIndexRange.lowerBound), Self.zIndexRange.upperBound) },
            isHidden: isHidden)
    }

    /// The appearance a fraction `t` (0 to 1) of the way from `self` to `other`: alpha, transform
    /// and translation linearly, `isHidden` and `zIndex` from the nearer one.
    public func interpolated(to other: VisibleItemAppearance, _ t: CGFloat) -> VisibleItemAppearance {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        let (p, q) = (transform, other.transform)
        let nearer = t < 0.5 ? self : other
        return VisibleItemAppearance(
            alpha: mix(alpha, other.alpha),
            transform: CGAffineTransform(a: mix(p.a, q.a), b: mix(p.b, q.b), c: mix(p.c, q.c), d: mix(p.d, q.d),
                                         tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty)),
            translation: CGPoint(x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y)),
            zIndex: nearer.zIndex, isHidden: nearer.isHidden)
    }
}

/// One call of a section's handler: the offset it was called at, and what it set on each item
/// it was given, in element order.
public struct VisibleItemSample: Equatable, Sendable {
    /// One visible element and its appearance.
    public struct Item: Equatable, Sendable {
        /// The element, as `explain` names it: `0.3`, `section-header@0`, `badge@0.3`.
        public var element: LayoutElementSelector
        /// What the handler set on it.
        public var appearance: VisibleItemAppearance

        /// `element` drawn with `appearance`.
        public init(element: LayoutElementSelector, appearance: VisibleItemAppearance) {
            self.element = element
            self.appearance = appearance
        }
    }

    /// The section's orthogonal offset for an orthogonal section, else the layout's content
    /// offset along its scroll axis.
    public var offset: CGFloat
    /// Every element the handler was given, with what it set.
    public var items: [Item]

    /// A call at `offset` that gave `items`.
    public init(offset: CGFloat, items: [Item]) {
        self.offset = offset
        self.items = items
    }
}

/// What each section's `visibleItemsInvalidationHandler` set, sampled at a set of offsets, so a
/// layout can be drawn at any offset without calling code: between two samples, each element's
/// appearance is interpolated (``VisibleItemAppearance/interpolated(to:_:)``), and an element one
/// of the two lacks takes the other's. A spec carries it as `visibleItemEffects`.
///
/// ```swift
/// let effects = solution.visibleItemEffects.appearances(in: solution, contentOffset: 0, orthogonalOffsets: [0: 180])
/// effects[.cell(section: 0, item: 1)]?.transform   // the scale the carousel gives its second cell there
/// ```
public struct VisibleItemEffects: Equatable, Sendable {
    /// Each section's samples, ascending by offset, by section index.
    public var sections: [Int: [VisibleItemSample]]

    /// The effects of `sections`' samples.
    public init(sections: [Int: [VisibleItemSample]] = [:]) {
        self.sections = sections
    }

    /// Whether no section has a sample.
    public var isEmpty: Bool { sections.values.allSatisfy(\.isEmpty) }

    /// Each element's appearance with `solution`'s content scrolled to `contentOffset` along its
    /// scroll axis and each orthogonal section to its offset in `orthogonalOffsets` (else at rest,
    /// its first rest offset). Elements drawn as laid out are left out.
    public func appearances(in solution: LayoutSolution, contentOffset: CGFloat,
                            orthogonalOffsets: [Int: CGFloat] = [:]) -> [LayoutElementSelector: VisibleItemAppearance] {
        var result: [LayoutElementSelector: VisibleItemAppearance] = [:]
        for (index, samples) in sections where !samples.isEmpty {
            let orthogonal = solution.sections.indices.contains(index) ? solution.sections[index].orthogonal : nil
            let offset = orthogonal.map { orthogonalOffsets[index] ?? $0.restOffsets.first ?? 0 } ?? contentOffset
            for (element, appearance) in Self.appearances(of: samples, at: offset) where !appearance.isPlain {
                result[element] = appearance
            }
        }
        return result
    }

    /// The appearances `samples` give at `offset`: the nearest sample's outside their range,
    /// interpolated between the two around it inside.
    static func appearances(of samples: [VisibleItemSample],
                            at offset: CGFloat) -> [LayoutElementSelector: VisibleItemAppearance] {
        func table(_ sample: VisibleItemSample) -> [LayoutElementSelector: VisibleItemAppearance] {
            Dictionary(sample.items.map { ($0.element, $0.appearance) }, uniquingKeysWith: { _, last in last })
        }
        guard let first = samples.first, let last = samples.last else { return [:] }
        if offset <= first.offset { return table(first) }
        if offset >= last.offset { return table(last) }
        let upper = samples.firstIndex { $0.offset >= offset } ?? samples.count - 1
        let (before, after) = (samples[max(upper - 1, 0)], samples[upper])
        let span = after.offset - before.offset
        let t = span > 0 ? (offset - before.offset) / span : 1
        let (from, to) = (table(before), table(after))
        var result = from
        for (element, end) in to {
            result[element] = from[element].map { $0.interpolated(to: end, t) } ?? end
        }
        return result
    }
}
