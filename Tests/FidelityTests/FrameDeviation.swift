import CompositionalLayout
import Foundation

/// Where the engine's frames differ from a ground-truth case by more than the tolerance.
struct FrameDeviation: CustomStringConvertible {
    /// How far (in points) an edge may be from its measurement: half a point, more than
    /// the measuring error (a few hundredths) and less than any rule's effect (⅓ pt and up).
    static let tolerance = 0.5

    let element: String
    let what: String
    let engine: Double?
    let measured: Double?

    var description: String {
        let engineText = engine.map { CanonicalNumber.string($0) } ?? "missing"
        let measuredText = measured.map { CanonicalNumber.string($0) } ?? "?"
        return "\(element) \(what): engine \(engineText), UIKit \(measuredText)"
    }

    /// Every measured edge of `truth` that `solution` misses by more than ``tolerance``,
    /// and every measured element the solution does not have.
    static func deviations(of solution: LayoutSolution, from truth: GroundTruthCase) -> [FrameDeviation] {
        var deviations: [FrameDeviation] = []
        for element in truth.elements {
            let name = describe(element)
            guard let solved = solution.elements.first(where: { matches($0, element) }) else {
                deviations.append(FrameDeviation(element: name, what: "element", engine: nil, measured: nil))
                continue
            }
            let frame = solved.frame
            let edges: [(String, Double?, Double)] = [
                ("x", element.frame.x, frame.minX), ("y", element.frame.y, frame.minY),
                ("width", element.frame.width, frame.width), ("height", element.frame.height, frame.height),
            ]
            for (what, measured, engine) in edges {
                guard let measured, abs(measured - engine) > tolerance else { continue }
                deviations.append(FrameDeviation(element: name, what: what, engine: engine, measured: measured))
            }
        }
        return deviations
    }

    private static func matches(_ solved: LayoutElement, _ element: GroundTruthCase.Element) -> Bool {
        let category: UICollectionView.ElementCategory
        switch element.category {
        case "cell": category = .cell
        case "supplementary": category = .supplementaryView
        case "decoration": category = .decorationView
        default: return false
        }
        return solved.category == category && solved.section == element.section && solved.item == element.item
            && (category == .cell || solved.elementKind == element.elementKind)
    }

    private static func describe(_ element: GroundTruthCase.Element) -> String {
        let path = "\(element.section.map(String.init) ?? "-")·\(element.item.map(String.init) ?? "-")"
        if element.category == "cell" { return "cell \(path)" }
        return "\(element.category) \(element.elementKind ?? "?") \(path)"
    }
}
