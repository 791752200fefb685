import Foundation

/// A subitem that spacing pushed out of its group: the subitems' lengths fit
/// the group, but with `interItemSpacing` (and edge spacing) added the next
/// one does not, so the group places fewer subitems than it declares and
/// the rest of it stays empty.
///
/// ```swift
/// for overflow in solution.groupOverflows {
///     print("section \(overflow.section) group \(overflow.path): subitem \(overflow.subitem) needs "
///           + "\(overflow.spacing) + \(overflow.length), \(overflow.room) left")
/// }
/// ```
public struct GroupOverflow: Sendable {
    /// The section whose group it is.
    public let section: Int
    /// The group's path from the section's group (``GroupInstance/path``).
    public let path: [Int]
    /// The group instance, by its index in ``SectionLayout/groups``.
    public let instance: Int
    /// The subitem that did not fit, by its index in the group's `subitems`.
    public let subitem: Int
    /// How many subitems the group placed before it (subitems cycle, so a group of one
    /// subitem places copies of it).
    public let placed: Int
    /// The subitem's length along the group's axis.
    public let length: CGFloat
    /// The spacing it needed before it: `interItemSpacing` and its own edge spacing.
    public let spacing: CGFloat
    /// What was left of the group after the subitems it placed.
    public let room: CGFloat
    /// The part of the group left empty, in content coordinates: from the last
    /// subitem placed to the end of the group's content (less its `contentInsets`).
    public let frame: CGRect
}

extension LayoutSolution {
    /// Every group instance that spacing left short of a subitem, by section and in placement order.
    public var groupOverflows: [GroupOverflow] {
        var result: [GroupOverflow] = []
        for section in sections {
            for index in section.groups.indices {
                let record = section.groups.records[index]
                guard let overflow = section.groups.shapes[Int(record.shape)].overflow else { continue }
                var frame = overflow.unfilled.offsetBy(CGPoint(x: record.frame.minX, y: record.frame.minY))
                if layoutDirection == .rightToLeft {
                    // The group's frame is mirrored already; its empty part is mirrored within it.
                    frame.origin.x = record.frame.minX + (record.frame.maxX - frame.maxX)
                }
                result.append(GroupOverflow(section: section.index, path: section.groups.shapes[Int(record.shape)].path,
                                            instance: index, subitem: overflow.subitem, placed: overflow.placed, length: overflow.length,
                                            spacing: overflow.spacing, room: overflow.room, frame: frame))
            }
        }
        return result
    }
}
