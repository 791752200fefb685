import Foundation

/// Writes the frames JSON (CONTRACT §4) straight into bytes, in its one
/// golden layout: the top-level object one member per line, the elements and
/// sections one per line, everything else compact, keys sorted:
///
/// ```text
/// {
///   "containerSize":{"height":844,"width":390},
///   "contentSize":{"height":600,"width":390},
///   "elements":[
///     {"category":"cell","frame":{"height":100,"width":190,"x":0,"y":0},"item":0,"section":0,"zIndex":0},
///     {"category":"cell","frame":{"height":100,"width":190,"x":200,"y":0},"item":1,"section":0,"zIndex":0}
///   ],
///   "sections":[
///     {"frame":{"height":600,"width":390,"x":0,"y":0},"orthogonalScrollingBehavior":"none","section":0}
///   ]
/// }
/// ```
///
/// So a one-value change in a spec changes only the lines of the elements it
/// moves, and `git diff` of a golden file shows them. The document is the one
/// the `Encodable` conformance gives to a `JSONEncoder`: the same keys,
/// numbers (``CanonicalNumber``) and string escapes; only the whitespace is
/// laid out. Writing it directly costs a few bytes of arithmetic per number,
/// where `JSONEncoder` builds a `Decimal` and a `Locale` for each.
struct FramesJSONWriter {
    private var bytes: ByteBuffer

    /// The frames JSON of `solution`.
    static func document(for solution: LayoutSolution) -> Data {
        // About 110 bytes a cell; the buffer grows if labels make it longer.
        var writer = FramesJSONWriter(bytes: ByteBuffer(capacity: 256 + solution.elements.count * 112
                                                                    + solution.sections.count * 96))
        writer.write(solution)
        return writer.bytes.data()
    }

    private mutating func write(_ solution: LayoutSolution) {
        raw("{\n  \"containerSize\":")
        size(solution.containerSize)
        raw(",\n  \"contentSize\":")
        size(solution.collectionViewContentSize)
        raw(",\n  \"elements\":")
        lines(solution.elements) { $0.element($1) }
        raw(",\n  \"sections\":")
        lines(solution.sections) { $0.section($1, scrollDirection: solution.scrollDirection) }
        raw("\n}\n")
    }

    /// `[` and one entry per line, or `[]` when there are none.
    private mutating func lines<Entries: Collection>(_ entries: Entries, _ write: (inout Self, Entries.Element) -> Void) {
        guard !entries.isEmpty else { return raw("[]") }
        raw("[")
        var first = true
        for entry in entries {
            raw(first ? "\n    " : ",\n    ")
            first = false
            write(&self, entry)
        }
        raw("\n  ]")
    }

    private mutating func element(_ element: LayoutElement) {
        raw("{\"category\":\"")
        raw(element.category.description)
        if let kind = element.elementKind {
            raw("\",\"elementKind\":")
            string(kind)
            raw(",\"frame\":")
        } else {
            raw("\",\"frame\":")
        }
        rect(element.frame)
        if let item = element.item {
            raw(",\"item\":")
            integer(item)
        }
        if let label = element.label {
            raw(",\"label\":")
            string(label)
        }
        if let section = element.section {
            raw(",\"section\":")
            integer(section)
        }
        raw(",\"zIndex\":")
        integer(element.zIndex)
        raw("}")
    }

    private mutating func section(_ section: SectionLayout, scrollDirection: UICollectionView.ScrollDirection) {
        raw("{\"frame\":")
        rect(section.frame)
        if let scrolling = section.orthogonal {
            // `contentWidth` in a vertical layout (the band scrolls sideways), `contentHeight` in a horizontal one.
            raw(scrollDirection == .vertical ? ",\"orthogonal\":{\"contentWidth\":" : ",\"orthogonal\":{\"contentHeight\":")
            number(scrolling.contentLength)
            raw(",\"restOffsets\":[")
            for (index, offset) in scrolling.restOffsets.enumerated() {
                if index > 0 { raw(",") }
                number(offset)
            }
            raw("],\"viewport\":")
            rect(scrolling.viewport)
            raw("}")
        }
        raw(",\"orthogonalScrollingBehavior\":\"")
        raw(section.orthogonalScrollingBehavior.description)
        raw("\",\"section\":")
        integer(section.index)
        raw("}")
    }

    private mutating func size(_ size: CGSize) {
        raw("{\"height\":")
        number(size.height)
        raw(",\"width\":")
        number(size.width)
        raw("}")
    }

    private mutating func rect(_ rect: CGRect) {
        raw("{\"height\":")
        number(rect.height)
        raw(",\"width\":")
        number(rect.width)
        raw(",\"x\":")
        number(rect.minX)
        raw(",\"y\":")
        number(rect.minY)
        raw("}")
    }

    // MARK: - Tokens

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(UnsafeRawBufferPointer($0)) }
    }

    private mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(UnsafeRawBufferPointer($0)) }
    }

    private mutating func number(_ value: CGFloat) {
        CanonicalNumber.append(Double(value), to: &bytes)
    }

    private mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        CanonicalNumber.appendDigits(value.magnitude, to: &bytes)
    }

    /// A JSON string as `JSONEncoder` writes one: `"` and `\` escaped, `\b`,
    /// `\t`, `\n`, `\f` and `\r` short, other control characters as `\u00XX`,
    /// and everything else (`/` included) as it is, in UTF-8.
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x08: raw("\\b")
            case 0x09: raw("\\t")
            case 0x0A: raw("\\n")
            case 0x0C: raw("\\f")
            case 0x0D: raw("\\r")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
