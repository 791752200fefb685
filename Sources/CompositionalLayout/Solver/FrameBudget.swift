import Foundation

/// Counts the frames a solve will hold before it allocates them, so that a
/// small layout cannot ask for gigabytes: 20 badges on each of a million
/// items is 21 million elements, written in 2 KB of spec.
///
/// A frame is anything the solution stores and a diagram draws: a cell, a
/// supplementary or decoration view, a group instance, or a spacing gap.
/// Each section's count is known as soon as its group is packed (the
/// template's frames times the instances, and the partial last instance
/// exactly), so a layout over ``LayoutLimits/maxFrames`` is refused before
/// its instances are placed.
///
/// Packing a group costs its slots even when few items fill them, so the
/// slots of every packed group are counted too.
struct FrameBudget {
    let limit: Int
    /// Frames reserved so far.
    private(set) var frames = 0
    /// Item slots of every group packed so far.
    private(set) var packedSlots = 0

    init(limit: Int = LayoutLimits.maxFrames) {
        self.limit = limit
    }

    /// Reserves `count` more frames, or throws when the layout would exceed the limit.
    mutating func reserve(_ count: Int, at location: LayoutLocation, subject: AnyObject? = nil) throws(LayoutError) {
        guard count <= limit - frames else {
            let what = "frames (cells, supplementary and decoration views, groups and spacing gaps)"
            let total = count.addingReportingOverflow(frames)
            let needs = frames == 0 ? "this section needs \(count) \(what)"
                : total.overflow ? "this section needs more \(what) than can be counted"
                : "this section brings the layout to \(total.partialValue) \(what)"
            throw LayoutError(.limitExceeded, at: location, "\(needs); at most \(limit) are supported",
                              subject: subject)
        }
        frames += count
    }

    /// Counts a packed group's slots, or throws when packing has cost more than the limit.
    mutating func recordPacking(_ slots: Int, at location: LayoutLocation, subject: AnyObject? = nil) throws(LayoutError) {
        guard slots <= limit - packedSlots else {
            throw LayoutError(.limitExceeded, at: location,
                              "the sections' groups have more than \(limit) item slots in all (each section "
                              + "lays out its group at full size, however few items it holds)",
                              subject: subject)
        }
        packedSlots += slots
    }
}

extension GroupTemplate {
    /// The frames one instance adds when its first `placed` leaves hold items:
    /// exactly what ``InstancePlacement`` emits for it.
    func frameCount(placed: Int) -> Int {
        var count = min(placed, leaves.count)
        for supplementary in supplementaries where supplementary.isPlaced(withLeaves: placed) { count += 1 }
        for nested in groups where nested.isPlaced(withLeaves: placed) { count += 1 }
        for gap in gaps where gap.isPlaced(withLeaves: placed) { count += 1 }
        return count
    }
}

// What an instance whose first `placed` leaves hold items emits: one rule each, shared by
// InstancePlacement, which emits them, and the budget, which counts them first.
extension GroupTemplate.Supplementary {
    func isPlaced(withLeaves placed: Int) -> Bool { leaf < placed }

    /// Whether its index path's item is its ordinal among the section's placed supplementaries of
    /// its kind (a group's, under ``LayoutRules/GroupSupplementaryIndex/groupOrdinal``: the section's
    /// top-level groups get 0, 1, 2, …), rather than its first leaf's item.
    func takesOrdinal(_ rule: LayoutRules.GroupSupplementaryIndex) -> Bool { ofGroup && rule == .groupOrdinal }
}

extension GroupTemplate.Nested {
    func isPlaced(withLeaves placed: Int) -> Bool { leaves.lowerBound < placed }
}

extension GroupTemplate.Gap {
    func isPlaced(withLeaves placed: Int) -> Bool { requiredLeaves <= placed }
}
