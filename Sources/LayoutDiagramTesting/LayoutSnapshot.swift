import CompositionalLayout
import Foundation
import LayoutDiagram
import Testing

/// Expects a compositional layout to match its golden files: the frames
/// JSON exactly, and the diagram's PNG within a tolerance. Call it from
/// your own Swift Testing tests.
///
/// ```swift
/// import Testing
/// import CompositionalLayout
/// import LayoutDiagramTesting
///
/// @Test func grid() throws {
///     try expectLayoutSnapshot(makeGridLayout(), named: "grid",
///                              containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
/// }
/// ```
///
/// The first run writes the golden files beside the test file, in
/// `__Snapshots__/<TestFileName>/`:
/// - `grid.json`: the frames (`LayoutSolution.framesJSON()`, one element per line);
/// - `grid.png`: the diagram, drawn by Cairo;
/// - `grid.meta.json`: the Cairo version, theme and scale that drew it.
///
/// That run **fails**, with an issue saying what was recorded, as
/// swift-snapshot-testing and Playwright do: a missing golden is never
/// silently accepted. Look at the files, commit them, and later runs compare
/// against them.
///
/// - A frames mismatch is an issue with a unified diff of the first
///   differing lines; the actual JSON is attached
///   (`<TestFileName>.grid.actual.json`).
/// - A PNG mismatch (pixels beyond `tolerance`, or another size) is an issue
///   with the counts; the actual image (`<TestFileName>.grid.actual.png`) and
///   the diff strip (`<TestFileName>.grid.diff.png`: golden | differences |
///   actual) are attached. Run `swift test --attachments-path DIR` to have
///   them written to `DIR`. When
///   the golden came from another Cairo (see `grid.meta.json`), the message
///   says so: anti-aliasing changes between Cairo versions.
/// - To accept a change, re-record: `LAYOUT_SNAPSHOT_RECORD=1 swift test`
///   (or `all`), or pass `record: .all`. That run fails too; the next one
///   compares. In CI, `LAYOUT_SNAPSHOT_RECORD=never` makes a missing golden
///   fail without writing one.
/// - `LAYOUT_SNAPSHOT_DIR=DIR` moves every snapshot folder to
///   `DIR/<TestFileName>/`; `snapshotDirectory:` names the folder for one call.
///
/// Problems (an invalid name, an unwritable folder, an undecodable golden)
/// are issues too, never traps. Golden files are written atomically.
///
/// - Parameters:
///   - layout: The layout to solve; only `UICollectionViewCompositionalLayout` can be solved.
///   - name: The snapshot's file name, without extension: unique within its
///     folder, not starting with `.`, no `/`.
///   - containerSize: The collection view's bounds size, in points.
///   - itemCounts: How many items each section holds. For a safe area, margins, traits,
///     rules or measurement, pass a `LayoutRequest` to
///     ``expectLayoutSnapshot(_:named:request:diagramOptions:theme:scale:tolerance:record:snapshotDirectory:sourceLocation:)``
///     instead.
///   - diagramOptions: What the diagram shows. A `nil` title becomes `name`,
///     and empty `traits` are filled from `traitCollection` for the caption.
///   - theme: The diagram's colours, `.light` or `.dark`.
///   - scale: PNG pixels per layout point.
///   - tolerance: How many pixels may differ; see ``LayoutSnapshotTolerance``.
///   - record: When to write goldens; `nil` reads `LAYOUT_SNAPSHOT_RECORD`,
///     else records missing ones. See ``LayoutSnapshotRecordMode``.
///   - snapshotDirectory: The folder of the golden files, overriding the
///     default and `LAYOUT_SNAPSHOT_DIR`; relative to the test file's folder.
///   - sourceLocation: Where issues are reported; its `filePath` places the
///     default folder. Leave the default.
/// - Throws: `LayoutError` when the layout cannot be solved. Every other
///   problem is recorded as an issue.
public func expectLayoutSnapshot(
    _ layout: UICollectionViewLayout, named name: String,
    containerSize: CGSize, itemCounts: [Int],
    diagramOptions: DiagramOptions = DiagramOptions(),
    theme: DiagramTheme = .light, scale: Double = 2,
    tolerance: LayoutSnapshotTolerance = LayoutSnapshotTolerance(),
    record: LayoutSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws(LayoutError) {
    let request = LayoutRequest(containerSize: containerSize, itemCounts: itemCounts)
    try expectLayoutSnapshot(layout, named: name, request: request, diagramOptions: diagramOptions, theme: theme,
                             scale: scale, tolerance: tolerance, record: record,
                             snapshotDirectory: snapshotDirectory, sourceLocation: sourceLocation)
}

/// Expects `layout`, solved for `request`, to match its golden files: as
/// ``expectLayoutSnapshot(_:named:containerSize:itemCounts:diagramOptions:theme:scale:tolerance:record:snapshotDirectory:sourceLocation:)``,
/// with the solve's parameters in one value.
///
/// ```swift
/// let request = LayoutRequest(containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
/// try expectLayoutSnapshot(layout, named: "grid", request: request)
/// ```
///
/// - Throws: `LayoutError` when the layout cannot be solved. Every other
///   problem is recorded as an issue.
public func expectLayoutSnapshot(
    _ layout: UICollectionViewLayout, named name: String, request: LayoutRequest,
    diagramOptions: DiagramOptions = DiagramOptions(),
    theme: DiagramTheme = .light, scale: Double = 2,
    tolerance: LayoutSnapshotTolerance = LayoutSnapshotTolerance(),
    record: LayoutSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws(LayoutError) {
    let solution = try layout.solve(request)
    var options = diagramOptions
    if options.traits.isEmpty { options.traits = DiagramOptions.traitNames(request.traitCollection) }
    expectLayoutSnapshot(solution, named: name, diagramOptions: options, theme: theme, scale: scale,
                         tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
                         sourceLocation: sourceLocation)
}

/// Expects an already solved layout to match its golden files: the frames
/// JSON exactly, and the diagram's PNG within a tolerance.
///
/// ```swift
/// let solution = try layout.solve(containerSize: CGSize(width: 820, height: 1180), itemCounts: [12])
/// #expect(solution.collectionViewContentSize.height > 0)
/// expectLayoutSnapshot(solution, named: "grid-ipad", theme: .dark)
/// ```
///
/// Recording, comparison, files and settings are as for
/// ``expectLayoutSnapshot(_:named:containerSize:itemCounts:diagramOptions:theme:scale:tolerance:record:snapshotDirectory:sourceLocation:)``,
/// except that `diagramOptions` is used as given (a `nil` title still
/// becomes `name`). Every problem is recorded as an issue.
public func expectLayoutSnapshot(
    _ solution: LayoutSolution, named name: String,
    diagramOptions: DiagramOptions = DiagramOptions(),
    theme: DiagramTheme = .light, scale: Double = 2,
    tolerance: LayoutSnapshotTolerance = LayoutSnapshotTolerance(),
    record: LayoutSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let report = checkLayoutSnapshot(solution, named: name, diagramOptions: diagramOptions, theme: theme,
                                     scale: scale, tolerance: tolerance, record: record,
                                     snapshotDirectory: snapshotDirectory, filePath: sourceLocation.filePath,
                                     environment: .process)
    report.recordIssues(at: sourceLocation)
}

extension SnapshotReport {
    /// Records each of ``issues`` with Swift Testing, attachments first.
    func recordIssues(at sourceLocation: SourceLocation) {
        for issue in issues {
            for attachment in issue.attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: sourceLocation)
            }
            Issue.record(Comment(rawValue: issue.message), sourceLocation: sourceLocation)
        }
    }
}
