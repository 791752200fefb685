import Foundation
@testable import LayoutDiagram
import Testing

/// The placer's steps, each forced by obstacles built by hand.
@Suite("Label placer")
struct LabelPlacerTests {
    let measure = TextMeasure.estimate   // 0.6 em per character: "interItem 10" at 10 pt is 12 × 6 = 72 wide

    func request(_ subject: DiagramRect, inside: DiagramRect? = nil, forms: [[String]] = [["interItem 10"]],
                 fallsBack: Bool = true) -> LabelPlacer.LabelRequest {
        LabelPlacer.LabelRequest(id: SceneNodeID.gap(section: 0, kind: "interItem", ordinal: 0), role: .annotationText,
                                 owner: nil, forms: forms, fontSize: 10, plateRole: .annotationPlate, inside: inside,
                                 subject: subject, avoids: .forAnnotations, fallsBack: fallsBack)
    }

    @Test func aLabelThatFitsInsideIsCentred() throws {
        var placer = LabelPlacer(obstacles: ObstacleIndex(), measure: measure, drawing: DiagramRect(x: 0, y: 0, width: 200, height: 100))
        let placed = placer.place(request(.zero, inside: DiagramRect(x: 0, y: 0, width: 200, height: 100)))
        let placement = try #require(placed)
        // The plate: 72 + 2 × 3 = 78 wide, 10 + 2 × 2 = 14 tall, centred on (100, 50) and moved onto whole points.
        #expect(placement.box == DiagramRect(x: 61, y: 43, width: 78, height: 14))
        #expect(placement.nodes.map(\.role) == [.annotationPlate, .annotationText])
    }

    @Test func aCellTooSmallForItsLabelShowsTheShorterForm() throws {
        var placer = LabelPlacer(obstacles: ObstacleIndex(), measure: measure, drawing: .zero)
        // "0·3" over "180×44" needs 6 × 6.6 = 39.6 wide and 11 + 1.2 × 11 = 24.2 tall at 11 pt; a 40 × 20
        // room holds only one line (11 tall), so the shorter form is drawn.
        var cell = LabelPlacer.LabelRequest(id: .cellLabel(section: 0, item: 3), role: .cellLabel, owner: .cell(section: 0, item: 3),
                                            forms: [["0·3", "180×44"], ["0·3"]], fontSize: 11, plateRole: nil,
                                            inside: DiagramRect(x: 0, y: 0, width: 40, height: 20), subject: .zero,
                                            avoids: .forCellLabels, fallsBack: false)
        let placed = placer.place(cell)
        let placement = try #require(placed)
        guard case .text(let text) = placement.nodes.first?.shape else { Issue.record("no text"); return }
        #expect(text.lines.map(\.string) == ["0·3"])
        // Nothing fits in 10 × 10: no label at all, rather than a clipped one.
        cell.inside = DiagramRect(x: 0, y: 0, width: 10, height: 10)
        let none = placer.place(cell)
        #expect(none == nil)
    }

    @Test func aLabelWithNoRoomNearItsSubjectGoesToTheMarginWithALeaderAroundTheCells() throws {
        var obstacles = ObstacleIndex()
        // A 10-point gap between two cells 500 points tall leaves no room for the plate within 76 points, and
        // a leader straight to either margin would cross a cell.
        obstacles.insert(DiagramRect(x: -200, y: -200, width: 295, height: 500), kind: .cellBody, owner: .cell(section: 0, item: 0))
        obstacles.insert(DiagramRect(x: 105, y: -200, width: 295, height: 500), kind: .cellBody, owner: .cell(section: 0, item: 1))
        var placer = LabelPlacer(obstacles: obstacles, measure: measure, drawing: DiagramRect(x: -200, y: -200, width: 600, height: 500))
        let placed = placer.place(request(DiagramRect(x: 95, y: 0, width: 10, height: 40)))
        let placement = try #require(placed)
        // The leader runs up the gap to the first height clear of the cells (2 points above them, at −202)
        // and level to the right margin (16 beyond the drawing's right edge, 400), nearer than the bottom (302).
        #expect(placement.box.minX == 416)
        #expect(placement.box.midY == -202)
        let leaders = placement.nodes.filter { $0.role == .leader }
        #expect(leaders.map(\.shape) == [.line(from: DiagramPoint(x: 100, y: 0), to: DiagramPoint(x: 100, y: -202)),
                                         .line(from: DiagramPoint(x: 100, y: -202), to: DiagramPoint(x: 416, y: -202))])
        #expect(leaders.allSatisfy { $0.leader?.end == DiagramRect(x: 95, y: 0, width: 10, height: 40) })
        #expect(placer.callouts.isEmpty)
    }

    @Test func aLeaderNeverCrossesACellItDoesNotLabel() throws {
        // Two cells as tall as the margin search reaches, 20 points apart: a leader straight to either margin
        // would cross one. The label goes to a margin all the same, its leader up the gap and over the cells.
        let cells = [DiagramRect(x: -200, y: -300, width: 200, height: 700), DiagramRect(x: 20, y: -300, width: 180, height: 700)]
        var obstacles = ObstacleIndex()
        for (item, cell) in cells.enumerated() { obstacles.insert(cell, kind: .cellBody, owner: .cell(section: 0, item: item)) }
        var placer = LabelPlacer(obstacles: obstacles, measure: measure, drawing: DiagramRect(x: -200, y: 0, width: 400, height: 100))
        let placed = placer.place(request(DiagramRect(x: 0, y: 40, width: 20, height: 20)))
        let placement = try #require(placed)
        let leaders = placement.nodes.filter { $0.role == .leader }
        #expect(!leaders.isEmpty)
        for leader in leaders {
            guard case .line(let from, let to) = leader.shape else { continue }
            for step in 0...100 {
                let t = Double(step) / 100
                let point = DiagramPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                #expect(!cells.contains { $0.insetBy(dx: 0.5, dy: 0.5).contains(DiagramRect(x: point.x, y: point.y, width: 0, height: 0)) },
                        "\(leader.shape) crosses a cell at \(point)")
            }
        }
        #expect(placer.callouts.isEmpty)
    }

    @Test func aLabelWithNoRoomAnywhereBecomesANumberedCalloutWithAKeyEntry() throws {
        var obstacles = ObstacleIndex()
        // Cells cover everything within 2,000 points: every ring position and every margin position within
        // reach of the subject (the drawing's margins are at −16 and 216, within 120 points of its height).
        obstacles.insert(DiagramRect(x: -2000, y: -2000, width: 4000, height: 4000), kind: .cellBody, owner: nil)
        var placer = LabelPlacer(obstacles: obstacles, measure: measure, drawing: DiagramRect(x: 0, y: 0, width: 200, height: 100))
        let placed = placer.place(request(DiagramRect(x: 95, y: 0, width: 10, height: 40)))
        let placement = try #require(placed)
        // The number may sit on a cell: the first ring position, beside the tall subject (10 × 40) on its right,
        // 3 points off: the plate is 6 + 2 × 3 = 12 wide and 14 tall, centred at (105 + 3 + 6, 20) = (114, 20).
        #expect(placer.callouts == [CalloutKey.Entry(number: 1, text: "interItem 10", title: nil)])
        guard case .text(let text) = placement.nodes.last?.shape else { Issue.record("no number"); return }
        #expect(text.lines.map(\.string) == ["1"])
        #expect(placement.nodes.first?.role == .calloutPlate)
        #expect(placement.box == DiagramRect(x: 108, y: 13, width: 12, height: 14))
    }

    @Test func hugeObstaclesCostNoMoreThanSmallOnesAndStillBlock() {
        // A cell 5,000,000 points square is 24 billion 32-point buckets: listed in all of them it would never
        // finish. It goes into a coarser level, listed in a few buckets, and blocks a query anywhere inside.
        var obstacles = ObstacleIndex()
        obstacles.insert(DiagramRect(x: 0, y: 0, width: 5_000_000, height: 5_000_000), kind: .cellBody, owner: nil)
        obstacles.insert(DiagramRect(x: 10, y: 10, width: 4, height: 4), kind: .badge, owner: nil)
        #expect(obstacles.collides(DiagramRect(x: 2_500_000, y: 3_999_990, width: 20, height: 10), with: .cellBody))
        #expect(!obstacles.collides(DiagramRect(x: 5_000_001, y: 10, width: 20, height: 10), with: .cellBody))
        // Kinds and exact geometry still decide: the badge is found only by a query that overlaps it.
        #expect(obstacles.collides(DiagramRect(x: 13, y: 13, width: 2, height: 2), with: .badge))
        #expect(!obstacles.collides(DiagramRect(x: 14, y: 10, width: 2, height: 2), with: .badge))
        #expect(obstacles.owners(overlapping: DiagramRect(x: 0, y: 0, width: 1, height: 1), with: .cellBody) == [])
    }

    @Test func theLastResortMarginLabelTakesTheNearestClearPlaceEvenAcrossText() throws {
        // Text fills everything within 2,000 points left of x 200, and a band of text at x 205 runs down the
        // whole margin, so every leader from the subject to the right margin column (x 216 on) crosses text.
        // The callout number then sits at the nearest clear place in that column, level with its subject,
        // with its leader across the text: not 2,000 points away, where the text ends.
        var obstacles = ObstacleIndex()
        obstacles.insert(DiagramRect(x: -2000, y: -2000, width: 2200, height: 4000), kind: .text, owner: nil)
        obstacles.insert(DiagramRect(x: 205, y: -2000, width: 2, height: 4000), kind: .text, owner: nil)
        var placer = LabelPlacer(obstacles: obstacles, measure: measure, drawing: DiagramRect(x: 0, y: 0, width: 200, height: 100))
        let placed = placer.place(request(DiagramRect(x: 95, y: 40, width: 10, height: 20)))
        let placement = try #require(placed)
        #expect(placer.callouts.count == 1)
        #expect(abs(placement.box.midY - 50) < 20)
        #expect(placement.box.minX >= 216)
    }
}
