// Solver throughput: a one-section uniform grid at 10k, 100k and 1M items (past the command line's
// LayoutLimits.maxFrames, so the limit is lifted with `frameLimit: .max`); then the diagram scene
// (labels placed, annotations on) of the same grid at 1k, 10k and 100k items.
// Prints nanoseconds per item, best of several runs; the figures should stay flat as the count grows.
// Run it optimised: `swift run -c release layout-diagram-benchmark`.
import CompositionalLayout
import Dispatch
import Foundation
import LayoutDiagram

func gridLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
        subitems: [item])
    group.interItemSpacing = .flexible(0)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 4
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    return UICollectionViewCompositionalLayout(section: section)
}

let layout = gridLayout()
let container = CGSize(width: 390, height: 844)

/// The process's peak resident memory so far, in MB.
func peakMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// The best of `runs` timings of `body`, in seconds.
func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = UInt64.max
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    return Double(best) / 1e9
}

// Frames JSON at a million items, first, so that the peak memory is this stage's: solving and writing
// (`framesJSON()`, what `layout-diagram frames` does), against the same solution through Foundation's
// JSONEncoder (the writer before issue 12), in the same run.
do {
    let count = 1_000_000
    var bytes = 0
    let direct = try best(of: 3) {
        let solution = try layout.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
        bytes = solution.framesJSON().count
    }
    let peak = peakMegabytes()
    let encoder = try best(of: 1) {
        let solution = try layout.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
        bytes = max(bytes, try LayoutSolution.framesEncoder.encode(solution).count)
    }
    print("frames JSON, 1M items: solve + framesJSON() \(String(format: "%.2f", direct)) s, peak \(Int(peak)) MB; "
          + "solve + JSONEncoder \(String(format: "%.2f", encoder)) s: \(String(format: "%.1f", encoder / direct))× faster "
          + "(\(bytes / 1_000_000) MB of JSON)")
} catch {
    print("frames failed: \(error)")
}
print("items        best ms    ns/item   (uniform 5-column grid, one section)")
for count in CommandLine.arguments.dropFirst().compactMap({ Int($0) }).nonEmpty ?? [10_000, 100_000, 1_000_000] {
    let runs = count >= 1_000_000 ? 3 : 7
    var best = UInt64.max
    var checksum: CGFloat = 0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let solution = try layout.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
            checksum += solution.collectionViewContentSize.height
        } catch {
            print("solve failed: \(error)")
        }
        best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    let perItem = Double(best) / Double(count)
    let label = String(count).padding(toLength: 12, withPad: " ", startingAt: 0)
    print("\(label) \(String(format: "%8.2f", Double(best) / 1e6))   \(String(format: "%8.1f", perItem))   (content \(Int(checksum) / runs) pt)")
}

// Scenes: every cell's label goes through the label placer, so its obstacle index must keep this flat.
print("items        best ms    ns/item   (scene of the same grid, labels and annotations)")
let builder = DiagramSceneBuilder(options: DiagramOptions(title: "Grid"))
for count in [1_000, 10_000, 100_000] {
    var best = UInt64.max
    var nodes = 0
    do {
        let solution = try layout.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            nodes = try builder.scene(for: solution).nodes.count
            best = min(best, DispatchTime.now().uptimeNanoseconds - start)
        }
    } catch {
        print("scene failed: \(error)")
    }
    let label = String(count).padding(toLength: 12, withPad: " ", startingAt: 0)
    print("\(label) \(String(format: "%8.2f", Double(best) / 1e6))   \(String(format: "%8.1f", Double(best) / Double(count)))   (\(nodes) nodes)")
}

extension Array {
    /// `nil` when empty, so a default can follow `??`.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
