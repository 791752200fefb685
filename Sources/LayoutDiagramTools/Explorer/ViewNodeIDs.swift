import CompositionalLayout
import LayoutDiagram

/// The scene ids of a solution's supplementary and decoration views (`s0-sup0`, `s0-dec1`,
/// `layout-sup0`), by each view's index among the solution's elements: numbered per section in
/// element order, supplementaries and decorations apart, as the scene builder numbers them.
enum ViewNodeIDs {
    /// Each view's id, by its element index; cells have none.
    static func byElementIndex(_ solution: LayoutSolution) -> [Int: String] {
        var ordinals: [String: Int] = [:], ids: [Int: String] = [:]
        for (index, element) in solution.elements.enumerated() where element.category != .cell {
            let isDecoration = element.category == .decorationView
            let key = "\(element.section ?? -1)-\(isDecoration)"
            let ordinal = ordinals[key, default: 0]
            ordinals[key] = ordinal + 1
            ids[index] = (isDecoration ? SceneNodeID.decoration(section: element.section ?? 0, ordinal: ordinal)
                          : .supplementary(section: element.section, ordinal: ordinal)).rawValue
        }
        return ids
    }
}
