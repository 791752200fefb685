import CompositionalLayout
import Foundation
import LayoutDiagram
@testable import LayoutDiagramTesting

/// A two-column grid: rows 100 points tall, `columnSpacing` between the
/// columns (`subitem:count:` shares the rest of the width), `rowSpacing`
/// between the rows.
func twoColumnGrid(columnSpacing: CGFloat = 10, rowSpacing: CGFloat = 10) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                          heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitem: item, count: 2)
    group.interItemSpacing = .fixed(columnSpacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = rowSpacing
    return UICollectionViewCompositionalLayout(section: section)
}

/// The grid with 6 items (3 rows) in a 300 × 600 container.
func gridSolution(columnSpacing: CGFloat = 10, rowSpacing: CGFloat = 10) throws -> LayoutSolution {
    try twoColumnGrid(columnSpacing: columnSpacing, rowSpacing: rowSpacing)
        .solve(containerSize: CGSize(width: 300, height: 600), itemCounts: [6])
}

/// A fresh, empty folder for one test's golden files, removed by `body`'s end.
func withSnapshotFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("layout-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// Runs the core check on `solution` with goldens in `folder` and only the
/// given environment variables: never the process's.
func check(_ solution: LayoutSolution, named name: String = "grid", in folder: URL,
           environment: [String: String] = [:], tolerance: LayoutSnapshotTolerance = LayoutSnapshotTolerance(),
           record: LayoutSnapshotRecordMode? = nil, scale: Double = 2,
           filePath: String = #filePath) -> SnapshotReport {
    checkLayoutSnapshot(solution, named: name, scale: scale, tolerance: tolerance, record: record,
                        snapshotDirectory: folder.path, filePath: filePath,
                        environment: SnapshotEnvironment(environment))
}

/// The names of the files in `folder`, sorted.
func fileNames(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

extension SnapshotOutcome {
    var recordingReason: SnapshotRecording.Reason? { recording?.reason }

    var isMismatched: Bool {
        if case .mismatched = self { return true }
        return false
    }

    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}
