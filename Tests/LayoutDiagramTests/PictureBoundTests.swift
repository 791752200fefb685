import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramTestSupport
import Testing

/// How long a picture is: bounded along the scroll axis by default, cut to
/// the screen on a device, whole with `boundsLength` off (`--overflow all`).
@Suite("Picture bounds")
struct PictureBoundTests {
    /// A photo grid: rows of three square-ish photos, 130 tall, in a 390 × 844
    /// container; `items` photos in each of `sections` sections.
    static func photoGrid(items: Int = 200, sections: Int = 1) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return try UICollectionViewCompositionalLayout(section: section)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: Array(repeating: items, count: sections))
    }

    private func scene(_ solution: LayoutSolution, configure: (inout DiagramOptions) -> Void = { _ in }) throws -> DiagramScene {
        var options = DiagramOptions(title: "Photos")
        configure(&options)
        return try DiagramSceneBuilder(options: options).scene(for: solution)
    }

    private func texts(_ scene: DiagramScene, role: SceneRole) -> [String] { scene.texts(role: role) }

    private func cells(_ scene: DiagramScene) -> [String: DiagramRect] {
        var cells: [String: DiagramRect] = [:]
        // The legend's swatches are cells too: only the layout's (`s0-i3`) count.
        for node in scene.nodes where (node.role == .cell || node.role == .listRow) && !node.id.rawValue.hasPrefix("legend") {
            if case .rect(let rect) = node.shape { cells[node.id.rawValue] = rect }
            if case .roundedRect(let rect, _) = node.shape { cells[node.id.rawValue] = rect }
        }
        return cells
    }

    @Test func aTwoHundredPhotoGridIsAboutTwoScreensAtMost() throws {
        // 67 rows of 130: 8,710 points. Bounded, the grid's rows repeat: three rows (0–390), then the row
        // where the screen ends at rest (row 6, 780–910, across 844), each fold a 28-point seam:
        // 390 + 28 + 130 + 28 = 576 points of layout.
        let solution = try Self.photoGrid()
        let bounded = try scene(solution)
        #expect(bounded.bounds.height < 2 * 844)
        let drawn = cells(bounded)
        #expect(drawn.count == 12)
        #expect(Set(drawn.keys) == Set((0..<9).map { "s0-i\($0)" } + (18..<21).map { "s0-i\($0)" }))
        // Unbounded, all 200 are drawn, 8,710 tall.
        let whole = try scene(solution) { $0.boundsLength = false }
        #expect(cells(whole).count == 200)
        #expect(whole.bounds.height > 8_710)
    }

    @Test func whatIsLeftOutSaysHowManyCellsAndWhichItems() throws {
        let scene = try scene(try Self.photoGrid())
        let marks = texts(scene, role: .caption).filter { $0.hasPrefix("+") }
        // Rows 3–5 (items 9–17) before the screen's edge, and rows 7–66 (items 21–199) after it.
        #expect(marks == ["+9 more: items 0·9–0·17", "+179 more: items 0·21–0·199"])
        let seams = scene.nodes.filter { $0.role == .elided && $0.id.rawValue.hasPrefix("elided") }
        #expect(seams.count == 2)
        // Each mark sits in its seam, 28 points long, across the content's 390.
        for (index, seam) in seams.enumerated() {
            guard case .rect(let band) = seam.shape else { Issue.record("seam \(index) is not a band"); continue }
            #expect(band.height == 28 && band.width == 390)
        }
        #expect(scene.labelCollisions(measure: DiagramOptions().textMeasure).isEmpty)
        try scene.validate()
    }

    @Test func aLongListIsBoundedToo() throws {
        // 100 rows of 44 (4,400 and more): the rows are alike, so three are drawn, then the row the
        // screen's edge (844) crosses, and "+N more" for the rest.
        let solution = try UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [100])
        let bounded = try scene(solution)
        #expect(bounded.bounds.height < 2 * 844)
        #expect(cells(bounded).count < 10)
        #expect(texts(bounded, role: .caption).contains { $0.hasPrefix("+") && $0.hasSuffix("–0·99") })
        let whole = try scene(solution) { $0.boundsLength = false }
        #expect(cells(whole).count == 100)
        #expect(whole.bounds.height > 4_400)
    }

    @Test func everySectionKeepsItsFirstRow() throws {
        // Three sections of 60 photos (20 rows, 2,600 points each): every section's first row is drawn,
        // though sections 1 and 2 start far beyond two screens (2,600 and 5,200).
        let scene = try scene(try Self.photoGrid(items: 60, sections: 3))
        let drawn = cells(scene)
        for section in 0..<3 {
            for item in 0..<3 { #expect(drawn["s\(section)-i\(item)"] != nil, "section \(section) item \(item)") }
            #expect(scene.nodes.contains { $0.id.rawValue == "s\(section)" && $0.role == .sectionBounds })
        }
        #expect(scene.bounds.height < 2 * 844)
        let marks = texts(scene, role: .caption).filter { $0.hasPrefix("+") }
        // Section 0 as the 200-photo grid; sections 1 and 2 from their second row on.
        #expect(marks == ["+9 more: items 0·9–0·17", "+39 more: items 0·21–0·59",
                          "+57 more: items 1·3–1·59", "+57 more: items 2·3–2·59"])
        // Drawn in order, apart: each section's first row below the one before.
        let tops = (0..<3).map { drawn["s\($0)-i0"]?.minY ?? 0 }
        #expect(tops[0] < tops[1] && tops[1] < tops[2])
    }

    @Test func anExplainedElementIsDrawnWhereverItIs() throws {
        let solution = try Self.photoGrid()
        let frame = try #require(solution.cell(at: IndexPath(item: 150, section: 0))).frame
        let scene = try scene(solution) {
            $0.explanations = [DiagramExplanation(frame: frame, headline: "Cell 0·150", steps: [])]
        }
        #expect(cells(scene)["s0-i150"] != nil)
        // Its outline is where the cell is drawn, not where it was solved.
        let outline = try #require(scene.nodes.first { $0.role == .explainedElement })
        #expect(outline.shape == .rect(try #require(cells(scene)["s0-i150"])))
    }

    @Test func theScreensEdgeShowsWhereItFallsOnARowBoundary() throws {
        // Groups half the container's height (300 / 2 = 150): rows end at 150, 300, 450…; the screen
        // ends at rest at 300, on the boundary between rows 1 and 2. Its line runs 12 past the
        // content on each side, and is drawn over the cells' outlines.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
            subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 390, height: 300), itemCounts: [15])
        let scene = try scene(solution)
        let edge = try #require(scene.nodes.firstIndex { $0.id.rawValue == "screen" })
        #expect(scene.nodes[edge].shape == .line(from: DiagramPoint(x: -12, y: 300), to: DiagramPoint(x: 402, y: 300)))
        #expect(cells(scene)["s0-i3"]?.maxY == 300 && cells(scene)["s0-i6"]?.minY == 300)
        let lastCell = try #require(scene.nodes.lastIndex { $0.role == .cell && $0.id.rawValue.hasPrefix("s0-") })
        #expect(edge > lastCell)
        #expect(texts(scene, role: .caption).contains("screen edge 300"))
    }

    @Test func twoDevicesAreEachAScreenTallAtMost() throws {
        // The grid on a 390 × 844 phone and a 744 × 1133 pad, side by side: each panel cut to its screen
        // at rest, so the picture is 1,133 points of screen plus its chrome (title, captions, legend).
        let phone = try Self.photoGrid()
        let pad = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))])))
            .solve(containerSize: CGSize(width: 744, height: 1133), itemCounts: [200])
        let scene = try DiagramSceneBuilder(options: DiagramOptions(title: "Photos")).scene(forPanels: [
            DiagramPanel(solution: phone, deviceName: "Phone",
                         device: DiagramScreen(contentOffset: -47, safeArea: DiagramEdgeInsets(top: 47, bottom: 34))),
            DiagramPanel(solution: pad, deviceName: "Pad",
                         device: DiagramScreen(contentOffset: -24, safeArea: DiagramEdgeInsets(top: 24, bottom: 20))),
        ])
        #expect(scene.bounds.height < 1_133 + 200)
        // Every cell lies inside its device's screen; what is beyond is counted below it.
        for panel in 0..<2 {
            let screen = try #require(scene.nodes.first { $0.id.rawValue == "p\(panel)-screen" })
            #expect(screen.role == .screenEdge)
            #expect(scene.nodes.contains { $0.id.rawValue == "p\(panel)-screen-device" && $0.role == .deviceOutline })
            guard case .rect(let frame) = screen.shape else { Issue.record("screen \(panel) is not a rect"); continue }
            for node in scene.nodes where node.role == .cell && node.id.rawValue.hasPrefix("p\(panel)-") {
                guard case .rect(let rect) = node.shape else { continue }
                #expect(frame.insetBy(dx: -1e-6, dy: -1e-6).contains(rect), "\(node.id) is off screen")
            }
        }
        #expect(texts(scene, role: .caption).filter { $0.hasSuffix("more below") }.count == 2)
        #expect(scene.labelCollisions(measure: DiagramOptions().textMeasure).isEmpty)
        try scene.validate()
    }
}
