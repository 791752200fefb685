import Foundation

/// Lays out one section: its group repeated along the scroll axis.
///
/// ```
/// groups start   = section start + contentInsets.leading(scroll)
/// group g origin = groups start + g · (group length + interGroupSpacing)
/// section end    = last group end + contentInsets.trailing(scroll)
/// ```
/// Across the scroll axis, groups start at the reference inset plus the
/// section's inset. The group's size resolves against the container less the
/// reference insets less the section's `contentInsets`. A partial last group
/// fills the first slots and keeps its full size (see ``LayoutRules/partialGroupExtent``).
/// The section's frame spans the container across the scroll axis.
struct SectionStacker {
    let section: NSCollectionLayoutSection
    let index: Int
    let itemCount: Int
    let containerSize: CGSize
    let referenceInsets: NSDirectionalEdgeInsets
    let scrollAxis: Axis
    let rules: LayoutRules

    /// Stacks the section starting at `start` along the scroll axis; cells are
    /// appended to `elements` so that a section's cells are contiguous.
    func stack(from start: CGFloat, into elements: inout [LayoutElement]) throws(LayoutError) -> SectionLayout {
        let location = LayoutLocation(section: index)
        let insets = section.contentInsets
        guard insets.isFiniteAndNonNegative else {
            throw LayoutError(.invalidValue, at: location,
                              "contentInsets must be finite and not negative: \(insets)", subject: section)
        }
        let spacing = section.interGroupSpacing
        guard spacing.isFinite, spacing >= 0, spacing <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidValue, at: location,
                              "interGroupSpacing \(spacing.compactDescription) must be finite and not negative",
                              subject: section)
        }
        guard section.orthogonalScrollingBehavior == .none else {
            throw LayoutError(.unsupported, at: location,
                              "orthogonalScrollingBehavior .\(section.orthogonalScrollingBehavior) is not supported yet",
                              subject: section)
        }

        let cross = scrollAxis.cross
        let outer = referenceInsets + insets
        let available = CGSize(width: containerSize.width - outer.leading - outer.trailing,
                               height: containerSize.height - outer.top - outer.bottom)
        let group = section.group
        let groupLocation = location.appending(.group)
        guard available.width > 0, available.height > 0 else {
            throw LayoutError(.noRoom, at: groupLocation,
                              "no room for this group: the container is \(containerSize.width.compactDescription)×"
                              + "\(containerSize.height.compactDescription) and the reference and section insets "
                              + "leave \(available.width.compactDescription)×\(available.height.compactDescription)",
                              subject: group)
        }
        let groupSize = try DimensionResolution.resolveChecked(group.layoutSize, in: available,
                                                                at: groupLocation, subject: group)
        let template = try GroupPacker.template(for: group, size: groupSize, rules: rules, at: groupLocation)

        // Edge spacing on the section's group offsets it; flexible edges count at their minimum here.
        let edges = group.edgeSpacing
        let leadScroll = edges?.leading(along: scrollAxis)?.spacing ?? 0
        let trailScroll = edges?.trailing(along: scrollAxis)?.spacing ?? 0
        let leadCross = edges?.leading(along: cross)?.spacing ?? 0

        let capacity = template.capacity
        let repetitions = itemCount == 0 ? 0 : (itemCount + capacity - 1) / capacity
        let groupLength = groupSize.length(along: scrollAxis)
        let pitch = leadScroll + groupLength + trailScroll + spacing
        let groupsStart = start + insets.leading(along: scrollAxis)
        let crossOrigin = outer.leading(along: cross) + leadCross

        let firstCell = elements.count
        var groups: [GroupInstance] = []
        var gaps: [SpacingGap] = []
        groups.reserveCapacity(repetitions * template.groups.count)
        var contentEnd = groupsStart
        for repetition in 0..<repetitions {
            let groupMain = groupsStart + CGFloat(repetition) * pitch + leadScroll
            let origin = CGPoint(along: scrollAxis, main: groupMain, cross: crossOrigin)
            let firstItem = repetition * capacity
            let placed = min(capacity, itemCount - firstItem)
            for leaf in template.leaves.prefix(placed) {
                elements.append(LayoutElement(category: .cell, elementKind: nil, section: index,
                                              item: elements.count - firstCell,
                                              frame: leaf.cell.offsetBy(origin), slot: leaf.slot.offsetBy(origin),
                                              zIndex: 0))
            }
            for nested in template.groups where nested.leaves.lowerBound < placed {
                let items = (firstItem + nested.leaves.lowerBound)..<(firstItem + min(nested.leaves.upperBound, placed))
                groups.append(GroupInstance(frame: nested.frame.offsetBy(origin), contentInsets: nested.contentInsets,
                                            axis: nested.axis, depth: nested.depth, repetition: repetition,
                                            path: nested.path, items: items))
            }
            for gap in template.gaps where gap.requiredLeaves <= placed {
                gaps.append(SpacingGap(kind: gap.kind, axis: gap.axis.layoutAxis, rect: gap.rect.offsetBy(origin)))
            }

            var groupEnd = groupMain + groupLength
            if placed < capacity, rules.partialGroupExtent == .placedItems {
                let placedEnd = template.leaves.prefix(placed).map { $0.slot.maximum(along: scrollAxis) }.max() ?? 0
                groupEnd = groupMain + placedEnd
            }
            contentEnd = groupEnd + trailScroll
            if repetition < repetitions - 1, spacing > 0 {
                let rect = CGRect(along: scrollAxis, main: contentEnd, cross: outer.leading(along: cross),
                                  mainLength: spacing, crossLength: available.length(along: cross))
                gaps.append(SpacingGap(kind: .interGroup, axis: scrollAxis.layoutAxis, rect: rect))
            }
            guard contentEnd <= LayoutLimits.maxContentLength else {
                throw LayoutError(.limitExceeded, at: location,
                                  "the layout is longer than \(LayoutLimits.maxContentLength.compactDescription) points",
                                  subject: section)
            }
        }

        let end: CGFloat
        if repetitions == 0 && !rules.emptySectionKeepsInsets {
            end = start
        } else {
            end = contentEnd + insets.trailing(along: scrollAxis)
        }
        let frame = CGRect(along: scrollAxis, main: start, cross: 0, mainLength: end - start,
                           crossLength: containerSize.length(along: cross))
        let contentFrame = CGRect(along: scrollAxis, main: groupsStart, cross: outer.leading(along: cross),
                                  mainLength: max(contentEnd - groupsStart, 0),
                                  crossLength: available.length(along: cross))
        return SectionLayout(index: index, frame: frame, contentFrame: contentFrame, contentInsets: insets,
                             referenceInsets: referenceInsets,
                             orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
                             groups: groups, gaps: gaps, cellRange: firstCell..<elements.count)
    }
}
