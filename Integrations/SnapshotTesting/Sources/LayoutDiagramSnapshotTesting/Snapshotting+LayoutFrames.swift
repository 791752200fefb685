import CompositionalLayout
import Foundation
import SnapshotTesting

extension Snapshotting where Value == LayoutSolution, Format == String {
    /// A solution's frames as the frames JSON (`LayoutSolution.framesJSON()`, one element per line),
    /// compared exactly, line by line: a mismatch reports a unified diff of the differing lines.
    ///
    /// ```swift
    /// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
    /// assertSnapshot(of: solution, as: .layoutFrames)
    /// ```
    ///
    /// The reference is a `.json` file, the same bytes as `layout-diagram frames` writes.
    public static var layoutFrames: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (solution: LayoutSolution) in
            String(decoding: solution.framesJSON(), as: UTF8.self)
        }
        strategy.pathExtension = "json"
        return strategy
    }
}

extension Snapshotting where Value == UICollectionViewLayout, Format == String {
    /// A layout solved for `request`, its frames compared as ``Snapshotting/layoutFrames``.
    ///
    /// ```swift
    /// let request = LayoutRequest(containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
    /// assertSnapshot(of: layout, as: .layoutFrames(request: request))
    /// ```
    ///
    /// A layout that cannot be solved snapshots as `error: ` and the `LayoutError`'s description, so
    /// that the comparison fails with the reason (and a recording shows it) instead of trapping.
    public static func layoutFrames(request: LayoutRequest) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (layout: UICollectionViewLayout) in
            do {
                return String(decoding: try layout.solve(request).framesJSON(), as: UTF8.self)
            } catch {
                // Not a solution: the snapshot itself says why.
                return "error: \(error)\n"
            }
        }
        strategy.pathExtension = "json"
        return strategy
    }
}
