import CompositionalLayout
import Foundation
import LayoutDiagram

/// The scroll controls of one device's page (``ExplorerMotion``), worked out from the solution
/// the picture was drawn from.
///
/// **Main axis.** From the resting offset (minus the safe area's start) to the content's length
/// (past UIKit's end, where the content's end meets the visible area's, so that every pinned view
/// can be seen leaving; `--content-offset` takes any offset too), the solver's pinning rules (``CompositionalLayout/LayoutSolution/pinned(atContentOffset:adjustedContentInsets:)``,
/// what `render --viewport --content-offset` draws) are applied at every step of the control,
/// and each pinned view's delta from where the picture draws it is kept as keyframes, less the
/// ones on a straight line between their neighbours. The step is 1 point, or as many points as
/// keep the control under ``maxSamples`` positions (fewer for a layout of many frames:
/// ``maxFramesPinned``). The screen's edge moves with the offset.
///
/// **Orthogonal sections.** Each section whose content is longer than its viewport gets a control
/// from 0 to the end of its content, marked at its rest offsets; its cells, groups, spacing
/// markers and the views anchored to them move across the scroll axis by minus the offset
/// (plus it, right to left), with the section's inset bands at the content's two ends. The
/// boundary views and the section's decoration stay. The motion is one straight segment, so
/// the control takes any value (`step="any"`) and reaches every rest offset.
struct ExplorerScrolling {
    /// The most positions a control has: a control of a longer content steps by more than a point.
    static let maxSamples = 4_000
    /// The most element frames moved by pinning for one control (a sample pins the whole solution):
    /// a layout of many frames gets fewer, coarser steps.
    static let maxFramesPinned = 10_000_000

    let scene: DiagramScene
    /// The solution as the scene draws it (pinned at the drawn offset, if any).
    let drawn: LayoutSolution
    /// The solution at rest, which pinning is applied to.
    let solution: LayoutSolution
    let safeArea: NSDirectionalEdgeInsets
    /// The offset the picture is drawn at; `nil`: at rest, unpinned.
    let drawnOffset: Double?
    let salt: DiagramSalt

    /// The main axis's control, or `nil` when the content does not scroll. Working out visible items'
    /// looks spends `budget` (``ExplorerLooks/maxElementLooks`` for a page).
    func mainAxis(budget: inout Int) -> ExplorerMotion? {
        let vertical = solution.scrollDirection == .vertical
        let rest = Double(solution.restingContentOffset(adjustedContentInsets: safeArea)) + 0  // never -0
        let content = Double(vertical ? solution.collectionViewContentSize.height : solution.collectionViewContentSize.width)
        let viewport = Double(vertical ? solution.containerSize.height : solution.containerSize.width)
        let trailing = Double(vertical ? safeArea.bottom : safeArea.trailing)
        // Past UIKit's end (the content's end at the visible area's), as far as `--content-offset`
        // is useful: until the content's end reaches the screen's top, so every pin is seen leaving.
        let maximum = max(rest, content - viewport + trailing, content) + 0
        let samples = max(16, min(Self.maxSamples, Self.maxFramesPinned / max(1, solution.frameCount)))
        let step = max(1, ((maximum - rest) / Double(samples)).rounded(.up))
        var offsets = Array(stride(from: rest, to: maximum, by: step))
        offsets.append(maximum)

        var movers: [ExplorerMotion.Mover] = []
        let pinned = drawn.elements.enumerated().filter { $0.element.pin != nil }
        if !pinned.isEmpty {
            var samples = Array(repeating: [(offset: Double, dx: Double, dy: Double)](), count: pinned.count)
            for offset in offsets {
                let moved = solution.pinned(atContentOffset: CGFloat(offset), adjustedContentInsets: safeArea)
                for (slot, (index, element)) in pinned.enumerated() {
                    let frame = moved.elements[index].frame
                    samples[slot].append((offset, Double(frame.minX - element.frame.minX), Double(frame.minY - element.frame.minY)))
                }
            }
            let ids = ViewNodeIDs.byElementIndex(drawn)
            for (slot, (index, _)) in pinned.enumerated() {
                guard let id = ids[index] else { continue }
                movers.append(.init(ids: nodes(of: id), keys: ExplorerMotion.keyframes(samples[slot])))
            }
        }
        // The screen's edge (or its safe area and "+N more") shows where the offset looks.
        let screen = scene.nodes.map(\.id.rawValue).filter { $0 == "screen" || $0.hasPrefix("screen-") }
        if !screen.isEmpty {
            let from = drawnOffset ?? rest
            func delta(_ offset: Double) -> (Double, Double, Double) {
                vertical ? (offset, 0, offset - from) : (offset, offset - from, 0)
            }
            movers.append(.init(ids: screen.map(salt.prefixing), keys: ExplorerMotion.keyframes([delta(rest), delta(maximum)])))
        }
        let looks = ExplorerLooks(scene: scene, drawn: drawn, salt: salt)
            .looks(sections: drawn.sections.filter { $0.orthogonal == nil }.map(\.index), orthogonal: false,
                   range: rest...maximum, budget: &budget)
        // A control that moves nothing says nothing.
        guard !movers.isEmpty || looks != nil else { return nil }
        return ExplorerMotion(label: vertical ? "contentOffset.y" : "contentOffset.x", section: nil, minimum: rest,
                              maximum: maximum, initial: min(max(drawnOffset ?? rest, rest), maximum), step: step,
                              marks: [], movers: movers, looks: looks)
    }

    /// One control per orthogonal section that scrolls; its visible items' looks spend `budget`.
    func orthogonalSections(budget: inout Int) -> [ExplorerMotion] {
        let vertical = solution.scrollDirection == .vertical
        let sign: Double = vertical && solution.layoutDirection == .rightToLeft ? 1 : -1
        let viewIDs = ViewNodeIDs.byElementIndex(drawn)
        return drawn.sections.compactMap { section -> ExplorerMotion? in
            guard let scrolling = section.orthogonal else { return nil }
            let viewport = Double(vertical ? scrolling.viewport.width : scrolling.viewport.height)
            let maximum = Double(scrolling.contentLength) - viewport
            guard maximum > 0 else { return nil }
            let prefix = "s\(section.index)-"
            let crossBands = vertical ? ["inset-leading", "inset-trailing"] : ["inset-top", "inset-bottom"]
            // Anchored views ride with their items and groups; boundary views and decorations stay.
            let anchored = Set(drawn.elements.indices.filter {
                drawn.elements[$0].section == section.index && drawn.elements[$0].anchor != nil
            }.compactMap { viewIDs[$0] })
            let moving = scene.nodes.map(\.id.rawValue).filter { id in
                guard id.hasPrefix(prefix) else { return false }
                let rest = id.dropFirst(prefix.count)
                // Cells (`i3`) and groups (`g0`) with their parts; the section's bands across the
                // scroll axis (leading and trailing in a vertical layout), which scroll with the content.
                if (rest.hasPrefix("i") || rest.hasPrefix("g")) && rest.dropFirst().first?.isNumber == true { return true }
                if crossBands.contains(String(rest)) { return true }
                if rest.hasPrefix("gap-interItem") || rest.hasPrefix("gap-interGroup") && !rest.hasPrefix("gap-interGroup-beyond") {
                    return true
                }
                return anchored.contains { id == $0 || id.hasPrefix($0 + "-") }
            }
            guard !moving.isEmpty else { return nil }
            func delta(_ offset: Double) -> (Double, Double, Double) {
                vertical ? (offset, sign * offset, 0) : (offset, 0, sign * offset)
            }
            let looks = ExplorerLooks(scene: scene, drawn: drawn, salt: salt)
                .looks(sections: [section.index], orthogonal: true, range: 0...maximum, budget: &budget)
            return ExplorerMotion(label: "section \(section.index)", section: section.index, minimum: 0, maximum: maximum,
                                  initial: 0, step: nil, marks: scrolling.restOffsets.map(Double.init),
                                  movers: [.init(ids: moving.map(salt.prefixing),
                                                 keys: ExplorerMotion.keyframes([delta(0), delta(maximum)]))],
                                  looks: looks)
        }
    }

    /// The salted ids of a view's nodes: itself, its parts (`-pin`, `-label`, `-inset-top`) and what it owns.
    private func nodes(of id: String) -> [String] {
        scene.nodes.filter {
            $0.id.rawValue == id || $0.id.rawValue.hasPrefix(id + "-") || $0.owner?.rawValue == id
        }.map { salt.prefixing($0.id.rawValue) }
    }
}
