/// A node's stable identifier, derived from where the node sits in the
/// layout, never from user labels.
///
/// | Node | Identifier |
/// |---|---|
/// | section 0's bounds | `s0` |
/// | repetition 3 of section 0's group | `s0-g3` |
/// | that repetition's nested group at path `[1, 0]` | `s0-g3.1.0` |
/// | item 7 of section 0 | `s0-i7` |
/// | item 7's label | `s0-i7-label` |
///
/// Identifiers contain only ASCII letters, digits, `-` and `.`, and start
/// with a letter, so after a renderer prefixes the salt (`ld-s0-i7`) they are
/// valid XML names (NCNames). They are unique within a scene built by
/// ``DiagramSceneBuilder`` and stay the same from one run to the next.
public struct SceneNodeID: Hashable, Sendable, CustomStringConvertible {
    /// The identifier's text, without the salt.
    public let rawValue: String

    private init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// The bounds of section `section`: `s0`.
    public static func section(_ section: Int) -> SceneNodeID {
        SceneNodeID("s\(section)")
    }

    /// A group instance: `s0-g3` for repetition 3 of the section's group,
    /// `s0-g3.1.0` for its nested group at `path` `[1, 0]`.
    public static func group(section: Int, repetition: Int, path: [Int]) -> SceneNodeID {
        SceneNodeID(([ "s\(section)-g\(repetition)" ] + path.map(String.init)).joined(separator: "."))
    }

    /// A cell: `s0-i7`.
    public static func cell(section: Int, item: Int) -> SceneNodeID {
        SceneNodeID("s\(section)-i\(item)")
    }

    /// A cell's label: `s0-i7-label`.
    /// The `ordinal`-th supplementary view of section `section` (`nil`: the layout's own), in element order.
    public static func supplementary(section: Int?, ordinal: Int) -> SceneNodeID {
        SceneNodeID("\(section.map { "s\($0)" } ?? "layout")-sup\(ordinal)")
    }

    /// The `ordinal`-th decoration view of section `section`.
    public static func decoration(section: Int, ordinal: Int) -> SceneNodeID {
        SceneNodeID("s\(section)-dec\(ordinal)")
    }

    /// The label of a supplementary or decoration view.
    public static func label(of id: SceneNodeID) -> SceneNodeID {
        SceneNodeID(id.rawValue + "-label")
    }

    public static func cellLabel(section: Int, item: Int) -> SceneNodeID {
        SceneNodeID("s\(section)-i\(item)-label")
    }
}
