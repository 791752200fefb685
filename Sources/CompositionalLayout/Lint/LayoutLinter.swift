import Foundation

/// Finds the ``LayoutLintRule`` pitfalls in a solved layout: the sections its
/// provider returned, and the solution, for what only placement shows.
struct LayoutLinter {
    let sections: [NSCollectionLayoutSection]
    let solution: LayoutSolution
    let scrollAxis: Axis

    /// Every finding, by section, then in the order the section's objects are written.
    func findings() -> [LayoutLintFinding] {
        var findings: [LayoutLintFinding] = []
        for (index, section) in sections.enumerated() {
            let location = LayoutLocation(section: index)
            for boundary in section.boundarySupplementaryItems {
                findings += estimatedInsets(of: boundary, at: location)
            }
            visit(section.group, at: location.appending(.group), path: [], into: &findings)
            findings += groupPagingPeek(section, at: location)
            if solution.sections.indices.contains(index) {
                findings += doubleInsets(section, placed: solution.sections[index], at: location)
            }
            findings += spacingOverflow(section, index: index, at: location)
        }
        return findings
    }

    // MARK: The model

    /// `path`: the child indices from the section's group, as ``GroupInstance/path`` gives them.
    private func visit(_ item: NSCollectionLayoutItem, at location: LayoutLocation, path: [Int],
                       into findings: inout [LayoutLintFinding]) {
        for supplementary in item.supplementaryItems {
            findings += estimatedInsets(of: supplementary, at: location)
        }
        guard let group = item as? NSCollectionLayoutGroup else {
            findings += estimatedInsets(of: item, at: location)
            return
        }
        findings += fractionsOverflow(group, at: location)
        findings += countIgnoresItemLength(group, at: location, path: path)
        for (index, subitem) in group.subitems.enumerated() {
            visit(subitem, at: location.appending(.subitem(index)), path: path + [index], into: &findings)
        }
    }

    /// `fractions-overflow`: the subitems' fractions of the group's axis add up to more than 1,
    /// so they never fit in one group, which places only those that do.
    private func fractionsOverflow(_ group: NSCollectionLayoutGroup, at location: LayoutLocation) -> [LayoutLintFinding] {
        let axis = Axis(group.layoutAxis)
        let lengths: [NSCollectionLayoutDimension]
        switch group.arrangement {
        case .repeating(let items): lengths = items.map { $0.layoutSize.dimension(along: axis) }
        case .repeatingCount(let item, let count):
            lengths = Array(repeating: item.layoutSize.dimension(along: axis), count: count)
        case .forcedCount, .custom: return []
        }
        let fractions = lengths.filter { $0.isFraction(of: axis) }.map { Double($0.dimension) }
        let total = fractions.reduce(0, +)
        guard total > 1 + 1e-9 else { return [] }
        let side = axis.lengthName
        let terms = fractions.count <= 8
            ? " (" + fractions.map(CanonicalNumber.messageText).joined(separator: " + ") + ")" : ""
        return [LayoutLintFinding(
            rule: .fractionsOverflow, location: location,
            message: "the subitems take fractions of the group's \(side) that add up to "
                + "\(CanonicalNumber.messageText(total))\(terms): they never fit side by side, "
                + "so each group places only those that fit",
            fix: "make the fractions add up to 1 or less (less the spacing's share), or nest the subitems in groups",
            subject: group)]
    }

    /// `count-ignores-item-length`: `subitem:count:` shares the group's length among `count`
    /// slots, whatever length the item declares along the axis (docs/semantics.md §4). Found when
    /// the declared length is not the slot's: an absolute or estimated length other than the one
    /// placed, or a fraction other than 1 (the usual "fill the slot") or about 1/count.
    private func countIgnoresItemLength(_ group: NSCollectionLayoutGroup, at location: LayoutLocation, path: [Int])
        -> [LayoutLintFinding] {
        guard case .forcedCount(let item, let count) = group.arrangement, count > 0 else { return [] }
        let axis = Axis(group.layoutAxis)
        let declared = item.layoutSize.dimension(along: axis)
        let side = axis.lengthName
        var placed = ""
        if declared.isFraction(of: axis) {
            let value = Double(declared.dimension)
            if abs(value - 1) < 1e-6 || abs(value * Double(count) - 1) <= 0.02 { return [] }
        } else if declared.isAbsolute || declared.isEstimated {
            guard let slot = slotLength(of: item, in: path, section: location.section, axis: axis) else { return [] }
            if abs(slot - declared.dimension) <= 0.5 { return [] }
            placed = " (it is \(CanonicalNumber.messageText(Double(slot))))"
        }
        let function = axis == .horizontal ? ".fractionalWidth(1.0)" : ".fractionalHeight(1.0)"
        return [LayoutLintFinding(
            rule: .countIgnoresItemLength, location: location.appending(.subitem(0)),
            message: "count: \(count) makes each item's \(side) the group's inner \(side) less \(count - 1) "
                + "\(count - 1 == 1 ? "spacing" : "spacings"), divided by \(count)\(placed); the item's own \(side) "
                + "\(declared) is ignored",
            fix: "declare the item's \(side) as \(function), or use repeatingSubitem:count: (iOS 16) to keep its \(side)",
            subject: item)]
    }

    /// The length along `axis` of the first slot placed for `item` in the forced-count group at
    /// `path`: its first cell's frame plus the item's insets on that axis.
    private func slotLength(of item: NSCollectionLayoutItem, in path: [Int], section: Int?, axis: Axis) -> CGFloat? {
        guard let section, solution.sections.indices.contains(section),
              let instance = solution.sections[section].groups.first(where: { $0.path == path && !$0.items.isEmpty }),
              let frame = solution.layoutAttributesForItem(at: IndexPath(item: instance.items.lowerBound,
                                                                          section: section))?.frame else { return nil }
        let insets = item.contentInsets
        return axis == .horizontal ? frame.width + insets.leading + insets.trailing
                                   : frame.height + insets.top + insets.bottom
    }

    /// `estimated-insets-ignored`: UIKit ignores an item's `contentInsets` on an axis whose
    /// dimension is estimated (docs/semantics.md §4).
    /// (Not for groups: an estimated group adds its insets to its children's extent, docs/semantics.md §7.)
    private func estimatedInsets(of item: NSCollectionLayoutItem, at location: LayoutLocation) -> [LayoutLintFinding] {
        let insets = item.contentInsets
        var ignored: [String] = []
        var dimensions: [String] = []
        if item.layoutSize.widthDimension.isEstimated, insets.leading != 0 || insets.trailing != 0 {
            ignored += Self.nonZero([("leading", insets.leading), ("trailing", insets.trailing)])
            dimensions.append("the width is \(item.layoutSize.widthDimension)")
        }
        if item.layoutSize.heightDimension.isEstimated, insets.top != 0 || insets.bottom != 0 {
            ignored += Self.nonZero([("top", insets.top), ("bottom", insets.bottom)])
            dimensions.append("the height is \(item.layoutSize.heightDimension)")
        }
        guard !ignored.isEmpty else { return [] }
        let what = item is NSCollectionLayoutSupplementaryItem ? "supplementary" : "item"
        return [LayoutLintFinding(
            rule: .estimatedInsetsIgnored, location: location,
            message: "the \(what)'s contentInsets \(ignored.joined(separator: ", ")) are ignored: "
                + "\(dimensions.joined(separator: " and ")), and UIKit ignores contentInsets on an estimated axis",
            fix: "pad the content inside the view, or give that axis an absolute or fractional dimension",
            subject: item)]
    }

    private static func nonZero(_ edges: [(String, CGFloat)]) -> [String] {
        edges.filter { $0.1 != 0 }.map { "\($0.0) \(CanonicalNumber.messageText(Double($0.1)))" }
    }

    /// `group-paging-peek`: `groupPaging` rests each group where the first one starts, the
    /// section's leading inset in; when that inset is wider than the spacing, the previous
    /// group shows in it (docs/semantics.md §8).
    private func groupPagingPeek(_ section: NSCollectionLayoutSection, at location: LayoutLocation) -> [LayoutLintFinding] {
        guard section.orthogonalScrollingBehavior == .groupPaging else { return [] }
        let band = scrollAxis.cross
        let inset = band == .horizontal ? section.contentInsets.leading : section.contentInsets.top
        let spacing = section.interGroupSpacing
        guard inset > spacing + 0.5 else { return [] }
        let edge = band == .horizontal ? "leading" : "top"
        let peek = CanonicalNumber.messageText(Double(inset - spacing))
        return [LayoutLintFinding(
            rule: .groupPagingPeek, location: location,
            message: "groupPaging stops each group \(CanonicalNumber.messageText(Double(inset))) pt in, where the "
                + "first one starts; with interGroupSpacing \(CanonicalNumber.messageText(Double(spacing))), "
                + "every page after the first shows the last \(peek) pt of the previous group at the \(edge) edge",
            fix: "make interGroupSpacing at least the \(edge) inset, move the inset into the items' contentInsets, "
                + "or use .groupPagingCentered",
            subject: section)]
    }

    // MARK: Placement

    /// `double-insets`: a custom group's frames already leave the group's `contentInsets` at an
    /// edge, which the provider's container had taken off too (seed 001 §6.2).
    private func doubleInsets(_ section: NSCollectionLayoutSection, placed: SectionLayout,
                              at location: LayoutLocation) -> [LayoutLintFinding] {
        var findings: [LayoutLintFinding] = []
        var reported = Set<[Int]>()
        for instance in placed.groups where instance.kind == .custom && instance.contentInsets != .zero {
            guard !reported.contains(instance.path), !instance.items.isEmpty,
                  let (group, groupLocation) = Self.group(at: instance.path, in: section, location: location) else {
                continue
            }
            var bounds = CGRect.null
            for item in instance.items {
                guard let sectionIndex = location.section,
                      let frame = solution.layoutAttributesForItem(at: IndexPath(item: item, section: sectionIndex))?.frame
                else { continue }
                bounds = bounds.union(frame)
            }
            guard !bounds.isNull else { continue }
            // Once, the insets leave their width across an axis (wherever the frames sit in the
            // group); twice, they leave double: the provider took them off a container that had
            // them taken off already.
            let frame = instance.frame, insets = instance.contentInsets
            let axes: [(String, CGFloat, CGFloat, String)] = [
                ("width", insets.leading + insets.trailing, frame.width - bounds.width,
                 "leading \(CanonicalNumber.messageText(Double(insets.leading))), "
                    + "trailing \(CanonicalNumber.messageText(Double(insets.trailing)))"),
                ("height", insets.top + insets.bottom, frame.height - bounds.height,
                 "top \(CanonicalNumber.messageText(Double(insets.top))), "
                    + "bottom \(CanonicalNumber.messageText(Double(insets.bottom)))"),
            ]
            let doubled = axes.filter { $0.1 > 0 && $0.2 >= 2 * $0.1 - 0.5 }
            guard !doubled.isEmpty else { continue }
            reported.insert(instance.path)
            let what = doubled.map { "\(CanonicalNumber.messageText(Double($0.2))) pt of its \($0.0), twice its "
                + "contentInsets (\($0.3))" }.joined(separator: ", and ")
            findings.append(LayoutLintFinding(
                rule: .doubleInsets, location: groupLocation,
                message: "the custom group's frames leave \(what): the provider took the insets off a container "
                    + "that had them taken off already",
                fix: "remove the group's contentInsets (the frames already leave the margins), or place the frames "
                    + "from environment.container.contentInsets without taking the insets off effectiveContentSize again",
                subject: group))
        }
        return findings
    }

    /// `spacing-overflow`: the subitems' lengths fit the group, but with the spacing the next one
    /// does not, so the group places fewer than it declares and the rest stays empty (the solver
    /// finds it, ``LayoutSolution/groupOverflows``). Once per group of the section.
    private func spacingOverflow(_ section: NSCollectionLayoutSection, index: Int,
                                 at location: LayoutLocation) -> [LayoutLintFinding] {
        var findings: [LayoutLintFinding] = []
        var reported = Set<[Int]>()
        for overflow in solution.groupOverflows where overflow.section == index && reported.insert(overflow.path).inserted {
            guard let (group, groupLocation) = Self.group(at: overflow.path, in: section, location: location),
                  group.subitems.indices.contains(overflow.subitem) else { continue }
            let text = { (value: CGFloat) in CanonicalNumber.messageText(Double(value)) }
            let side = Axis(group.layoutAxis).lengthName
            findings.append(LayoutLintFinding(
                rule: .spacingOverflow, location: groupLocation.appending(.subitem(overflow.subitem)),
                message: "after \(overflow.placed) \(overflow.placed == 1 ? "subitem" : "subitems"), subitem "
                    + "\(overflow.subitem) needs \(text(overflow.spacing)) pt of spacing and \(text(overflow.length)) pt "
                    + "of \(side), but only \(text(overflow.room)) pt are left: the fractions fit the group, the spacing "
                    + "pushes this subitem out, and the rest of the group stays empty",
                fix: "take the spacing out of the fractions (use subitem:count:, which shares the group less its "
                    + "spacing), or use the items' contentInsets instead of interItemSpacing",
                subject: group.subitems[overflow.subitem]))
        }
        return findings
    }

    /// The group at `path` (child indices from the section's group), and its location.
    private static func group(at path: [Int], in section: NSCollectionLayoutSection, location: LayoutLocation)
        -> (NSCollectionLayoutGroup, LayoutLocation)? {
        var group = section.group
        var location = location.appending(.group)
        for index in path {
            guard group.subitems.indices.contains(index),
                  let child = group.subitems[index] as? NSCollectionLayoutGroup else { return nil }
            group = child
            location = location.appending(.subitem(index))
        }
        return (group, location)
    }
}

private extension NSCollectionLayoutDimension {
    /// Whether this is a fraction of the same axis it sizes (`.fractionalWidth` for a width).
    func isFraction(of axis: Axis) -> Bool {
        axis == .horizontal ? isFractionalWidth : isFractionalHeight
    }
}
