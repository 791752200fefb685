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

    /// The id as written (``rawValue``).
    public var description: String { rawValue }

    /// An identifier from its text, for ids derived from other ids.
    static func raw(_ rawValue: String) -> SceneNodeID {
        SceneNodeID(rawValue)
    }

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

    /// A cell's label: `s0-i7-label`.
    public static func cellLabel(section: Int, item: Int) -> SceneNodeID {
        SceneNodeID("s\(section)-i\(item)-label")
    }

    /// The band of a section's `contentInsets` on `edge`: `s0-inset-top`.
    public static func sectionInset(section: Int, edge: String) -> SceneNodeID {
        SceneNodeID("s\(section)-inset-\(edge)")
    }

    /// The band of an item's `contentInsets`: `s0-i7-inset`.
    public static func itemInset(section: Int, item: Int) -> SceneNodeID {
        SceneNodeID("s\(section)-i\(item)-inset")
    }

    /// The `ordinal`-th annotated gap of section `section` (`nil`: between
    /// sections), named by its kind: `s0-gap-interItem0`, `layout-gap-interSection0`.
    public static func gap(section: Int?, kind: String, ordinal: Int) -> SceneNodeID {
        SceneNodeID("\(section.map { "s\($0)" } ?? "layout")-gap-\(kind)\(ordinal)")
    }

    /// The viewport of orthogonal section `section`: `s0-viewport`.
    public static func viewport(section: Int) -> SceneNodeID {
        SceneNodeID("s\(section)-viewport")
    }

    /// Numbered callout `number`: `callout3`.
    public static func callout(_ number: Int) -> SceneNodeID {
        SceneNodeID("callout\(number)")
    }

    /// The `index`-th explanation callout (`render --explain`): `explain0`.
    public static func explanation(_ index: Int) -> SceneNodeID {
        SceneNodeID("explain\(index)")
    }

    /// Seam `seam` of a bounded picture, where rows are left out: `elided0`.
    public static func elided(_ seam: Int) -> SceneNodeID {
        SceneNodeID("elided\(seam)")
    }

    /// The diagram's visible title: `heading`. Not `title`: an SVG's own
    /// `<title>` (and `desc`, `background`, `content`) take those ids.
    public static let title = SceneNodeID("heading")

    /// The name of section `section`, beside it: `s0-name`.
    public static func sectionName(_ section: Int) -> SceneNodeID {
        SceneNodeID("s\(section)-name")
    }

    /// The container's edge (the screen), or its safe area: `screen`.
    public static let screen = SceneNodeID("screen")

    /// The caption: `caption`.
    public static let caption = SceneNodeID("caption")

    /// Legend entry `index`: `legend3`.
    public static func legend(_ index: Int) -> SceneNodeID {
        SceneNodeID("legend\(index)")
    }

    /// A part of this node drawn as a node of its own: `s0-gap-interItem0-tick1`.
    /// `part` must be ASCII letters, digits or `-`.
    public func part(_ part: String) -> SceneNodeID {
        SceneNodeID(rawValue + "-" + part)
    }

    /// The same node in panel `panel` of a side-by-side image: `p1-s0-i7`.
    public func inPanel(_ panel: Int) -> SceneNodeID {
        SceneNodeID("p\(panel)-" + rawValue)
    }
}
