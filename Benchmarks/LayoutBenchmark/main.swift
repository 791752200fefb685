// The pipeline's benchmark suite (issue 12): each figure is printed with its ratio to the anchor it is
// measured against, in the same run. Run it optimised: `make bench` (or `swift run -c release
// layout-diagram-benchmark`). Past the command line's LayoutLimits.maxFrames, the limit is lifted
// with `frameLimit: .max`.
//
//   frames JSON   solve + framesJSON() at 1M items    against the same solution through Foundation's JSONEncoder
//   solver        a 5-column grid, 10k to 1M items    against a tight C loop computing the same solution
//   shapes        nested groups, orthogonal sections, badges and headers, 10k sections, measured sizes
//                                                     against the grid, per frame
//   spec reading  a 5,000-section spec (976 KB)       against Yams parsing the same text
//   diagram       scene and SVG of the grid           against solving it
import CompositionalLayout
import Dispatch
import Foundation
import GridReference
import LayoutDiagram
import LayoutDiagramSVG
import LayoutSpec
import Yams

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

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
func column(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }

func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A one-section 5-column grid: the shape the C reference computes.
func gridLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                   subitems: [item])
    group.interItemSpacing = .flexible(0)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 4
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    return UICollectionViewCompositionalLayout(section: section)
}

let grid = gridLayout()

// MARK: - Frames JSON, first, so that the peak memory is this stage's.
do {
    let count = 1_000_000
    var bytes = 0
    let direct = try best(of: 3) {
        let solution = try grid.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
        bytes = solution.framesJSON().count
    }
    let peak = peakMegabytes()
    let encoder = try best(of: 1) {
        let solution = try grid.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
        bytes = max(bytes, try LayoutSolution.framesEncoder.encode(solution).count)
    }
    print("frames JSON, 1M items: solve + framesJSON() \(format(direct, 2)) s, peak \(Int(peak)) MB (target 500); "
          + "solve + JSONEncoder \(format(encoder, 2)) s: \(format(encoder / direct))x faster (target 8x), "
          + "\(bytes / 1_000_000) MB of JSON")
} catch {
    print("frames failed: \(error)")
}

// MARK: - The solver against C loops.
// Two anchors: C computing the same solution (every cell with its slot and index path, every
// row and every gap, in memory it allocates, as the solver must), which the target is set
// against; and, as a floor, C writing only the cells' frames into a buffer it reuses.
print("\n" + column("solver: grid", 14) + column("ns/item", 9) + column("C ns/item", 11) + column("ratio", 8)
      + column("C frames only", 15) + column("ratio", 8) + "bytes/frame (target: at most 4x C, 100 B/frame)")
var gridNanosecondsPerFrame = 0.0
for count in CommandLine.arguments.dropFirst().compactMap({ Int($0) }).nonEmpty ?? [10_000, 100_000, 1_000_000] {
    let runs = count >= 1_000_000 ? 5 : 9
    do {
        var frames = 0
        var solution: LayoutSolution?
        let swift = try best(of: runs) {
            solution = nil   // the previous run's frames are freed first, as a fresh solve would find them
            solution = try grid.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
            frames = solution?.frameCount ?? 0
        }
        var whole = grid_reference_solution()
        var checksum = 0.0
        let c = best(of: runs) {
            grid_reference_free(&whole)
            if grid_reference_solve_all(count, &whole) == 0 { checksum += whole.content_height }
        }
        grid_reference_free(&whole)
        var reference = [grid_reference_frame](repeating: grid_reference_frame(), count: count)
        let floor = best(of: runs) { checksum += reference.withUnsafeMutableBufferPointer { grid_reference_solve(count, $0.baseAddress) } }
        // What the solution holds per frame: its elements, group instances and gaps, as stored.
        let held = solution.map { Double($0.frameBytes) / Double(max(frames, 1)) } ?? 0
        let perItem = swift * 1e9 / Double(count), cPerItem = c * 1e9 / Double(count)
        let floorPerItem = floor * 1e9 / Double(count)
        if count == 100_000 { gridNanosecondsPerFrame = swift * 1e9 / Double(frames) }
        print(column(String(count), 14) + column(format(perItem), 9) + column(format(cPerItem, 2), 11)
              + column(format(perItem / cPerItem) + "x", 8) + column(format(floorPerItem, 2), 15)
              + column(format(perItem / floorPerItem) + "x", 8) + format(held, 0) + (checksum > 0 ? "" : " "))
    } catch {
        print("solve failed: \(error)")
    }
}

// MARK: - Shapes, per frame, against the grid.
@MainActor func shape(_ name: String, _ layout: UICollectionViewCompositionalLayout, itemCounts: [Int],
                      measuredSize: LayoutMeasurement? = nil) {
    do {
        var frames = 0
        let seconds = try best(of: 5) {
            frames = try layout.solve(containerSize: container, itemCounts: itemCounts, measuredSize: measuredSize,
                                      frameLimit: .max).frameCount
        }
        let perFrame = seconds * 1e9 / Double(frames)
        print(column(name, 26) + column(String(frames), 10) + column(format(perFrame), 12)
              + format(perFrame / max(gridNanosecondsPerFrame, 1e-9)) + "x")
    } catch {
        print("\(name) failed: \(error)")
    }
}

print("\n" + column("shape (about 100k frames)", 26) + column("frames", 10) + column("ns/frame", 12) + "against the grid")
do {
    // Three levels of groups: a row of two columns of two items.
    let leaf = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [leaf])
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [column])
    shape("nested groups", UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), itemCounts: [40_000])

    // Carousels: 1,000 orthogonal sections of 50 items.
    let card = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let page = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(120)), subitems: [card])
    let carousel = NSCollectionLayoutSection(group: page)
    carousel.orthogonalScrollingBehavior = .groupPaging
    shape("orthogonal sections", UICollectionViewCompositionalLayout(section: carousel),
          itemCounts: Array(repeating: 50, count: 1_000))

    // Badges on every item, a header and footer on every section.
    let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                    containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let badged = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
    let badgedRow = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [badged])
    let headed = NSCollectionLayoutSection(group: badgedRow)
    headed.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top),
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom),
    ]
    shape("badges and headers", UICollectionViewCompositionalLayout(section: headed), itemCounts: Array(repeating: 40, count: 1_000))

    // 10,000 sections of 5 items.
    shape("10k sections", grid, itemCounts: Array(repeating: 5, count: 10_000))

    // Measured sizes: every item and group estimated, each group packed for its own items.
    let estimated = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))
    let estimatedRow = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [estimated])
    shape("measured sizes", UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: estimatedRow)),
          itemCounts: [50_000], measuredSize: { element, proposed in
              CGSize(width: proposed.width, height: 40 + CGFloat((element.indexPath?.item ?? 0) % 3) * 10)
          })
}

// MARK: - Spec reading, against Yams alone.
do {
    var text = "sections:\n"
    for index in 0..<5_000 {
        text += "  - items: \(index % 7 + 1)\n    group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}, "
            + "subitems: [{item: {layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}}}]}}\n"
    }
    let reading = try best(of: 3) { _ = try SpecReader.read(text, path: "bench.yaml") }
    let yams = try best(of: 3) { _ = try Yams.compose(yaml: text) }
    print("\nspec reading, 5,000 sections (\(text.utf8.count / 1024) KB): \(format(reading * 1000)) ms; "
          + "Yams alone \(format(yams * 1000)) ms: \(format(reading / yams))x")
} catch {
    print("spec reading failed: \(error)")
}

// MARK: - The diagram, against solving.
print("\n" + column("diagram: grid", 16) + column("solve ms", 10) + column("scene ms", 10) + column("SVG ms", 10)
      + "scene + SVG against solving")
let builder = DiagramSceneBuilder(options: DiagramOptions(title: "Grid"))
for count in [1_000, 10_000, 100_000] {
    do {
        var solution = try grid.solve(containerSize: container, itemCounts: [count], frameLimit: .max)
        let solve = try best(of: 3) { solution = try grid.solve(containerSize: container, itemCounts: [count], frameLimit: .max) }
        var scene = try builder.scene(for: solution)
        let building = try best(of: 3) { scene = try builder.scene(for: solution) }
        let writing = try best(of: 3) { _ = try SVGRenderer().render(scene) }
        print(column(String(count), 16) + column(format(solve * 1000, 2), 10) + column(format(building * 1000, 2), 10)
              + column(format(writing * 1000, 2), 10) + format((building + writing) / solve) + "x")
    } catch {
        print("diagram failed: \(error)")
    }
}

extension Array {
    /// `nil` when empty, so a default can follow `??`.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
