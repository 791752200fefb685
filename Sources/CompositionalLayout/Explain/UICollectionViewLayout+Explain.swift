import Foundation

extension UICollectionViewLayout {
    /// How one element's frame is computed, step by step (``FrameExplanation``), in the
    /// container and with the data ``solve(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:itemLabels:rules:measuredSize:frameLimit:)``
    /// takes.
    ///
    /// The solver writes the arithmetic down as it computes, only for this call; `solve` writes
    /// nothing down and is no slower for it.
    ///
    /// ```swift
    /// let explanation = try layout.explain(LayoutElementSelector("0.3")!,
    ///                                      containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
    /// explanation.frame   // the frame the solution gives item 0.3
    /// ```
    ///
    /// - Returns: The explanation and the solution it explains.
    /// - Throws: ``LayoutError`` when the layout cannot be solved, when it has no such element
    ///   (`.noSuchElement`), or for an element the solver cannot explain yet (`.unsupported`).
    public func explain(_ element: LayoutElementSelector,
                        containerSize: CGSize,
                        itemCounts: [Int],
                        safeAreaInsets: NSDirectionalEdgeInsets = .zero,
                        layoutMargins: NSDirectionalEdgeInsets? = nil,
                        traitCollection: UITraitCollection = UITraitCollection(),
                        rules: LayoutRules = .uikit,
                        measuredSize: LayoutMeasurement? = nil) throws(LayoutError) -> FrameExplanation {
        let recorder = ExplanationRecorder(target: element)
        let request = LayoutRequest(containerSize: containerSize, itemCounts: itemCounts, safeAreaInsets: safeAreaInsets,
                                    layoutMargins: layoutMargins, traitCollection: traitCollection,
                                    measurement: measuredSize, rules: rules, recorder: recorder)
        let solution = try solver(for: request, toBe: "explained").solve()
        let location = LayoutLocation(section: element.section)
        guard let frame = solution.frame(of: element) else {
            throw LayoutError(.noSuchElement, at: location,
                              "the layout has no element \(element) (\(element.displayName)) in a "
                              + "\(containerSize.width.compactDescription)×\(containerSize.height.compactDescription) "
                              + "container with item counts \(itemCounts.map(String.init).joined(separator: ", "))")
        }
        guard let composed = recorder.composedFrame else {
            throw LayoutError(.unsupported, at: location,
                              "\(element.displayName) cannot be explained yet: only cells, groups, boundary "
                              + "supplementaries and decorations can")
        }
        return FrameExplanation(element: element, frame: frame, steps: recorder.steps, composedFrame: composed)
    }
}

extension LayoutSolution {
    /// The frame of the element `selector` names, or `nil` if the solution has none.
    public func frame(of selector: LayoutElementSelector) -> CGRect? {
        switch selector {
        case .cell(let section, let item):
            return cell(at: IndexPath(item: item, section: section))?.frame
        case .view(let kind, let section, let item):
            return elements.first {
                $0.category != .cell && $0.elementKind == kind && $0.section == section
                    && ($0.section == nil || $0.item == item)
            }?.frame
        case .group(let section, let repetition, let path):
            guard sections.indices.contains(section) else { return nil }
            return sections[section].groups.first { $0.repetition == repetition && $0.path == path }?.frame
        }
    }
}
