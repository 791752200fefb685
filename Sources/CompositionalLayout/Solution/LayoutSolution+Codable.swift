import Foundation

/// The frames JSON (CONTRACT §4).
///
/// ``framesJSON()`` writes it in its golden layout, one element per line
/// (``FramesJSONWriter``): what `layout-diagram frames`, the gallery and the
/// snapshot helper write. `Encodable` gives a `JSONEncoder` the same
/// document: keys, numbers (``CanonicalNumber``) and strings alike, laid out
/// as the encoder lays things out. Foundation's `JSONEncoder` on Linux orders
/// an object's keys only when `outputFormatting` contains `.sortedKeys`;
/// ``framesEncoder`` sets it, for a compact byte-stable form.
extension LayoutSolution: Encodable {
    /// A `JSONEncoder` set up for byte-stable frames JSON on one line.
    public static var framesEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The frames JSON, one element per line, byte-identical for identical input.
    public func framesJSON() -> Data {
        FramesJSONWriter.document(for: self)
    }

    private enum CodingKeys: String, CodingKey {
        case containerSize, contentSize, elements, sections
    }

    /// Encodes the frames JSON document: container and content sizes, elements and sections.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(JSONSize(containerSize), forKey: .containerSize)
        try container.encode(JSONSize(collectionViewContentSize), forKey: .contentSize)
        try container.encode(elements.map(JSONElement.init), forKey: .elements)
        try container.encode(sections.map { JSONSection($0, scrollDirection: scrollDirection) }, forKey: .sections)
    }
}

private struct JSONSize: Encodable {
    let width: Decimal
    let height: Decimal

    init(_ size: CGSize) {
        width = CanonicalNumber.decimal(size.width)
        height = CanonicalNumber.decimal(size.height)
    }
}

private struct JSONElement: Encodable {
    let category: String
    let elementKind: String?
    let frame: CanonicalRect
    let item: Int?
    let label: String?
    let section: Int?
    let zIndex: Int

    init(_ element: LayoutElement) {
        category = element.category.description
        elementKind = element.elementKind
        frame = CanonicalRect(element.frame)
        item = element.item
        label = element.label
        section = element.section
        zIndex = element.zIndex
    }
}

private struct JSONSection: Encodable {
    let frame: CanonicalRect
    let orthogonal: JSONOrthogonal?
    let orthogonalScrollingBehavior: String
    let section: Int

    init(_ section: SectionLayout, scrollDirection: UICollectionView.ScrollDirection) {
        frame = CanonicalRect(section.frame)
        orthogonal = section.orthogonal.map { JSONOrthogonal($0, scrollDirection: scrollDirection) }
        orthogonalScrollingBehavior = section.orthogonalScrollingBehavior.description
        self.section = section.index
    }
}

/// `contentWidth` in a vertical layout (the band scrolls sideways), `contentHeight` in a horizontal one.
private struct JSONOrthogonal: Encodable {
    let scrolling: OrthogonalScrolling
    let scrollDirection: UICollectionView.ScrollDirection

    init(_ scrolling: OrthogonalScrolling, scrollDirection: UICollectionView.ScrollDirection) {
        self.scrolling = scrolling
        self.scrollDirection = scrollDirection
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let lengthKey = scrollDirection == .vertical ? "contentWidth" : "contentHeight"
        try container.encode(CanonicalNumber.decimal(scrolling.contentLength), forKey: Key(stringValue: lengthKey))
        try container.encode(scrolling.restOffsets.map(CanonicalNumber.decimal), forKey: Key(stringValue: "restOffsets"))
        try container.encode(CanonicalRect(scrolling.viewport), forKey: Key(stringValue: "viewport"))
    }
}
