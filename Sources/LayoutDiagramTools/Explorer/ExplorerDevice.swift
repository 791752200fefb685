import Foundation

/// One device's part of an explorer page (``ExplorerPage``): its picture and everything the
/// page's script looks up for it, all computed in Swift.
///
/// The script never computes a frame: it looks targets and explanations up by id, and moves
/// nodes by the deltas of ``ExplorerMotion`` tracks, interpolating between their keyframes.
public struct ExplorerDevice: Encodable, Sendable {
    /// The device's name as the page's switch shows it (`iPhone 15`), or the spec's container.
    public var name: String
    /// The salt of the device's SVG ids: `ld` for the first device, `ld-d1` for the second.
    public var salt: String
    /// The SVG, as `render --theme auto` draws it, without the XML declaration.
    public var svg: String
    /// Targets by unsalted node id (`s0-i3`, `s0-gap-interItem0`).
    public var targets: [String: ExplorerTarget]
    /// Node ids that resolve to another node's target, for nodes whose id does not lead there by
    /// dropping `-part`s (a label that sits apart from its owner's id).
    public var aliases: [String: String]
    /// `explain`'s text for each explained selector, byte for byte; or why it could not be explained.
    public var explanations: [String: String]
    /// The content offset along the scroll axis: pinned views and the screen move with it.
    public var scroll: ExplorerMotion?
    /// One track per orthogonal section that scrolls: its content moves across the scroll axis.
    public var orthogonal: [ExplorerMotion]

    /// A device's part, as ``ExplorerPageBuilder`` makes it.
    public init(name: String, salt: String, svg: String, targets: [String: ExplorerTarget], aliases: [String: String],
                explanations: [String: String], scroll: ExplorerMotion?, orthogonal: [ExplorerMotion]) {
        self.name = name
        self.salt = salt
        self.svg = svg
        self.targets = targets
        self.aliases = aliases
        self.explanations = explanations
        self.scroll = scroll
        self.orthogonal = orthogonal
    }

    /// Whether a control changes how visible items are drawn (``ExplorerMotion/looks``).
    public var hasLooks: Bool {
        (scroll.map { [$0] } ?? []).contains { $0.looks != nil } || orthogonal.contains { $0.looks != nil }
    }

    private enum CodingKeys: String, CodingKey {
        case name, salt, targets, aliases, explanations, scroll, orthogonal
    }
}
