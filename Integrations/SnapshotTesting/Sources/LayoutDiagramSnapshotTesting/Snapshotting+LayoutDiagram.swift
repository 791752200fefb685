import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramPipeline
import SnapshotTesting

extension Snapshotting where Value == LayoutSolution, Format == Data {
    /// A solution's diagram as a PNG, drawn by the pipeline (Cairo, the pinned font) and compared
    /// within `tolerance` (``Diffing/layoutDiagramPNG(tolerance:)``).
    ///
    /// ```swift
    /// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
    /// assertSnapshot(of: solution, as: .layoutDiagram())
    /// assertSnapshot(of: solution, as: .layoutDiagram(scale: 1, theme: .dark), named: "dark")
    /// ```
    ///
    /// - Parameters:
    ///   - scale: PNG pixels per layout point.
    ///   - theme: The diagram's colours, `.light` or `.dark`.
    ///   - options: What the diagram shows (title, annotations, legend…).
    ///   - tolerance: How many pixels may differ; the default allows none beyond the per-pixel threshold.
    public static func layoutDiagram(scale: Double = 2, theme: DiagramTheme = .light,
                                     options: DiagramOptions = DiagramOptions(),
                                     tolerance: Tolerance = Tolerance()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .layoutDiagramPNG(tolerance: tolerance)) { solution in
            DiagramSnapshot.png(of: solution, options: options, theme: theme, scale: scale)
        }
    }
}

extension Snapshotting where Value == UICollectionViewLayout, Format == Data {
    /// A layout solved for `request`, its diagram compared as
    /// ``Snapshotting/layoutDiagram(scale:theme:options:tolerance:)``. Empty `traits` in
    /// `options` are filled from the request's trait collection, for the caption.
    ///
    /// ```swift
    /// let request = LayoutRequest(containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
    /// assertSnapshot(of: layout, as: .layoutDiagram(request: request))
    /// ```
    ///
    /// A layout that cannot be solved or drawn fails the comparison with the reason.
    public static func layoutDiagram(request: LayoutRequest, scale: Double = 2, theme: DiagramTheme = .light,
                                     options: DiagramOptions = DiagramOptions(),
                                     tolerance: Tolerance = Tolerance()) -> Snapshotting {
        var options = options
        if options.traits.isEmpty { options.traits = DiagramOptions.traitNames(request.traitCollection) }
        return Snapshotting(pathExtension: "png", diffing: .layoutDiagramPNG(tolerance: tolerance)) { layout in
            do {
                return DiagramSnapshot.png(of: try layout.solve(request), options: options, theme: theme, scale: scale)
            } catch {
                return DiagramSnapshot.failure("\(error)")
            }
        }
    }
}
