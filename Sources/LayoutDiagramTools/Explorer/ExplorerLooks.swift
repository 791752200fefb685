import CompositionalLayout
import Foundation
import LayoutDiagram

/// How the visible items of the sections a control scrolls are drawn as it moves: the looks their
/// `visibleItemsInvalidationHandler` gave them (``CompositionalLayout/LayoutSolution/visibleItemEffects``),
/// as keyframes (``ExplorerMotion/Look``) the page's script interpolates.
///
/// Each keyframe is the scene's own look (``LayoutDiagram/VisibleItemLooks``, the code that draws the
/// picture at rest and an animation's frames) at one offset. The effects are linear between their
/// samples, but for `isHidden`, taken from the nearer sample; so the keyframes are the control's two
/// ends, each sample's offset, and each midpoint between two samples with the offset just below it,
/// less those on a straight line between their neighbours. The script's interpolation then gives the
/// scene's look at every offset.
struct ExplorerLooks {
    /// The most element looks worked out for one device of a page (an offset looks at every element of the
    /// layout): a layout of more frames, or more samples, keeps its items as drawn at rest.
    static let maxElementLooks = 10_000_000

    let scene: DiagramScene
    /// The solution as the scene draws it.
    let drawn: LayoutSolution
    let salt: DiagramSalt

    /// The looks of `sections`' visible items over `range`: those of one orthogonal section
    /// (`orthogonal`), or of the sections that scroll with the content. `nil` when none has effects,
    /// or when working them out would spend more than is left of `budget`.
    func looks(sections: [Int], orthogonal: Bool, range: ClosedRange<Double>, budget: inout Int) -> [ExplorerMotion.Look]? {
        let samples = drawn.visibleItemEffects.sections.filter { sections.contains($0.key) && !$0.value.isEmpty }
        guard !samples.isEmpty else { return nil }
        var offsets: Set<Double> = [range.lowerBound, range.upperBound]
        for list in samples.values {
            for (index, sample) in list.enumerated() {
                // An element one of two samples lacks takes the other's look just past a sample.
                offsets.insert(Double(sample.offset))
                offsets.insert(Double(sample.offset).nextUp)
                guard index > 0 else { continue }
                let middle = (Double(list[index - 1].offset) + Double(sample.offset)) / 2
                offsets.insert(middle)
                offsets.insert(middle.nextDown)
            }
        }
        let sorted = offsets.filter { range.contains($0) }.sorted()
        let cost = sorted.count * max(1, drawn.elements.count)
        guard cost <= budget else { return nil }
        budget -= cost

        var alone = drawn
        alone.visibleItemEffects = VisibleItemEffects(sections: samples)
        let atOffsets = sorted.map { offset -> [SceneNodeID: VisibleItemLooks.Look] in
            var options = DiagramOptions()
            if orthogonal {
                options.orthogonalOffsets = Dictionary(uniqueKeysWithValues: sections.map { ($0, offset) })
            } else {
                options.contentOffset = offset
            }
            return VisibleItemLooks(solution: alone, options: options).elementLooks
        }
        // Each element that has a look at some offset, in drawing order, with the nodes it owns.
        let elements = Set(atOffsets.flatMap(\.keys))
        var result: [ExplorerMotion.Look] = []
        var owned: [SceneNodeID: [String]] = [:], order: [SceneNodeID] = []
        for node in scene.nodes {
            // As the scene gives looks: a node's own, else its owner's.
            guard let element = elements.contains(node.id) ? node.id : node.owner.flatMap({ elements.contains($0) ? $0 : nil })
            else { continue }
            if owned[element] == nil { order.append(element) }
            owned[element, default: []].append(salt.prefixing(node.id.rawValue))
        }
        for element in order {
            let rows = zip(sorted, atOffsets).map { offset, looks -> [Double] in
                guard let look = looks[element] else { return [offset, 1, 0, 0, 1, 0, 0, 1] }
                let t = look.transform
                return [offset, t.a, t.b, t.c, t.d, t.tx, t.ty, look.opacity]
            }
            result.append(.init(ids: owned[element] ?? [], keys: ExplorerMotion.keyframes(rows: rows)))
        }
        return result.isEmpty ? nil : result
    }
}
