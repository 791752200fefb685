/// Where a value sits in a spec document, written as in the diagnostics:
/// `sections[2].group.horizontal.subitems[0].layoutSize.width`.
struct SpecKeyPath: Hashable, Sendable, CustomStringConvertible {
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    /// The document itself; its description is empty.
    static let root = SpecKeyPath()

    func appending(_ key: String) -> SpecKeyPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    func appending(index: Int) -> SpecKeyPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
