import Foundation
import LayoutDiagram
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed SVG document: just enough structure for assertions.
public final class SVGElement {
    public let name: String
    public let attributes: [String: String]
    public private(set) var children: [SVGElement] = []
    /// The element's own character data (not its children's).
    public fileprivate(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    fileprivate func append(_ child: SVGElement) { children.append(child) }

    /// Every element below this one, depth first, in document order.
    public var descendants: [SVGElement] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The element's text and its descendants' text, concatenated in document order.
    public var allText: String {
        text + children.map(\.allText).joined()
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// A numeric attribute, or `nil` if missing or not a number.
    public func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init)
    }
}

/// Parses a document with Foundation's `XMLParser`; `nil` root and an error
/// when it is not well-formed.
public struct SVGTree {
    public let root: SVGElement

    public enum ParseError: Error, CustomStringConvertible {
        case malformed(String)
        public var description: String {
            switch self {
            case .malformed(let reason): return "not well-formed XML: \(reason)"
            }
        }
    }

    public init(_ text: String) throws {
        let delegate = TreeBuilder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root else {
            throw ParseError.malformed(parser.parserError.map { "\($0)" } ?? "no root element")
        }
        self.root = root
    }

    /// Every element in the document, root included, in document order.
    public var elements: [SVGElement] { [root] + root.descendants }

    /// The element with id `id`.
    public func element(id: String) -> SVGElement? {
        elements.first { $0["id"] == id }
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGElement?
    private var stack: [SVGElement] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = SVGElement(name: elementName, attributes: attributeDict)
        if let parent = stack.last { parent.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}

extension SVGTree {
    /// The `<rect>` elements whose class is `className`.
    public func rects(class className: String) -> [SVGElement] {
        elements.filter { $0.name == "rect" && $0["class"] == className }
    }

    /// The style sheet's rules, one per line, keyed by selector (`.ld-cell`).
    public var styleRules: [String: String] {
        let sheet = elements.first { $0.name == "style" }?.allText ?? ""
        var rules: [String: String] = [:]
        for line in sheet.split(separator: "\n") {
            let rule = line.trimmingCharacters(in: .whitespaces)
            guard let brace = rule.firstIndex(of: "{") else { continue }
            rules[String(rule[..<brace])] = String(rule[brace...])
        }
        return rules
    }

    /// The lines of a text element: its spans' text, or its own text when it has no spans.
    public func lines(ofText id: String) -> [String]? {
        guard let text = element(id: id) else { return nil }
        let spans = text.children.filter { $0.name == "tspan" }
        return spans.isEmpty ? [text.text] : spans.map(\.text)
    }
}

extension SVGElement {
    /// `x y width height` as canonical strings, for comparing with hand-computed frames.
    public var frameText: String {
        ["x", "y", "width", "height"].map { self[$0] ?? "?" }.joined(separator: " ")
    }
}

extension SVGTree {
    /// The stroke width the style sheet gives `element`'s class, 0 without a stroke.
    public func strokeWidth(of element: SVGElement) -> Double {
        guard let className = element["class"], let rule = styleRules["." + className],
              !rule.contains("stroke:none") else { return 0 }
        let declarations = rule.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).split(separator: ";")
        for declaration in declarations where declaration.hasPrefix("stroke-width:") {
            return Double(declaration.dropFirst("stroke-width:".count)) ?? 0
        }
        return 1   // SVG's initial stroke-width
    }

    /// The area a `<rect>` paints, as `x y width height`: its geometry grown
    /// by half its stroke on every side, since outlines are drawn inside frames.
    public func paintedFrameText(of element: SVGElement) -> String {
        let half = strokeWidth(of: element) / 2
        let values = [element.number("x").map { $0 - half }, element.number("y").map { $0 - half },
                      element.number("width").map { $0 + 2 * half }, element.number("height").map { $0 + 2 * half }]
        return values.map { $0.map(DiagramNumber.format) ?? "?" }.joined(separator: " ")
    }

    /// ``paintedFrameText(of:)`` of the element with id `id`.
    public func paintedFrameText(id: String) -> String? {
        element(id: id).map(paintedFrameText(of:))
    }
}
