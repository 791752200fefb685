import CompositionalLayout
import Foundation

extension LayoutSolution {
    /// The frames a custom group's provider gave, read back from where the solver placed its
    /// items: relative to the group, left to right (a right-to-left solution is mirrored back),
    /// with each item's z-index. From the placed instance of the custom group `group` at `path` in
    /// `section` with the most items (the last may hold fewer); `nil` when none is placed there, as
    /// for a group in a variant the container does not use, whose place another group takes.
    func placedCustomFrames(of group: NSCollectionLayoutGroup, section: Int,
                            path: [Int]) -> [(frame: CGRect, zIndex: Int)]? {
        guard sections.indices.contains(section),
              let instance = sections[section].groups
                  .filter({ $0.path == path && $0.arrangement == .custom && $0.layoutSize == group.layoutSize })
                  .max(by: { $0.items.count < $1.items.count }), !instance.items.isEmpty else { return nil }
        let rightToLeft = layoutDirection == .rightToLeft
        return instance.items.compactMap { item in
            guard let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)) else { return nil }
            let frame = attributes.frame
            let x = rightToLeft ? instance.frame.maxX - frame.maxX : frame.minX - instance.frame.minX
            return (CGRect(x: x, y: frame.minY - instance.frame.minY, width: frame.width, height: frame.height),
                    attributes.zIndex)
        }
    }
}
