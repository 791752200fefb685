/// Writes XML elements line by line, indenting by depth and escaping every
/// attribute value and text. The only place that puts `<` and `"` into the output.
struct SVGWriter {
    /// An attribute; the value is escaped when written.
    typealias Attribute = (name: String, value: String)

    private(set) var output = ""
    private var depth = 0

    /// `<?xml version="1.0" encoding="UTF-8"?>`.
    mutating func declaration() {
        output += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    }

    /// `<name a="v">`, leaving the element open for children.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    /// `</name>`.
    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// `<name a="v"/>`.
    mutating func empty(_ name: String, _ attributes: [Attribute] = []) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    /// `<name a="v">text</name>` on one line.
    mutating func element(_ name: String, _ attributes: [Attribute] = [], text: String) {
        line("<\(name)\(Self.attributes(attributes))>\(XMLEscaping.text(text))</\(name)>")
    }

    /// `<name a="v"><child …>…</child>…</name>` on one line, for elements
    /// whose children are short (a rect with its tooltip, a text's spans).
    mutating func element(_ name: String, _ attributes: [Attribute] = [],
                          children: [(name: String, attributes: [Attribute], text: String)]) {
        guard !children.isEmpty else { return empty(name, attributes) }
        let inner = children.map { child in
            "<\(child.name)\(Self.attributes(child.attributes))>\(XMLEscaping.text(child.text))</\(child.name)>"
        }.joined()
        line("<\(name)\(Self.attributes(attributes))>\(inner)</\(name)>")
    }

    /// Raw lines of already-safe text (the style sheet), indented.
    mutating func raw(_ text: String) {
        line(text)
    }

    private mutating func line(_ text: String) {
        output += String(repeating: "  ", count: max(depth, 0)) + text + "\n"
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined()
    }
}
