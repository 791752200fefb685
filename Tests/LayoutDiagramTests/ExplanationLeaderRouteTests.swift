@testable import LayoutDiagram
import Testing

/// How an explanation's leader leaves its element (``ExplanationLeaderRoute``).
@Suite("Explanation leader route")
struct ExplanationLeaderRouteTests {
    /// Three rows of three 100 × 100 cells, 10 apart both ways: rows at y 0, 110 and 220, columns at x 0, 110, 220.
    let cells = [0.0, 110, 220].flatMap { y in [0.0, 110, 220].map { x in DiagramRect(x: x, y: y, width: 100, height: 100) } }

    @Test func aLastCellInItsRowLeavesLevelFromItsMiddle() {
        let route = ExplanationLeaderRoute.route(from: cells[2], avoiding: cells)
        // Nothing right of x 320: level from (320, 50).
        #expect(route == ExplanationLeaderRoute(start: DiagramPoint(x: 320, y: 50), lane: 50))
        #expect(route.elbow == nil)
    }

    @Test func aCellWithNeighboursOnItsRightLeavesUpOrDownToTheGapBetweenRows() {
        let route = ExplanationLeaderRoute.route(from: cells[3], avoiding: cells)
        // Level from the middle row's first cell (y 110 to 210) would cross its neighbours at every height; the
        // gaps above (middle 105) and below (middle 215) are as near its middle, 160: the higher one wins. Up its
        // trailing edge (x 100) from its top, 110, to 105, then level.
        #expect(route == ExplanationLeaderRoute(start: DiagramPoint(x: 100, y: 110), lane: 105))
        #expect(route.elbow == DiagramPoint(x: 100, y: 105))
    }

    @Test func aShorterNeighbourLeavesAClearHeightBesideIt() {
        // A 40-tall badge right of a 100-tall cell: the leader leaves below the badge, as near the middle as it can.
        let cell = DiagramRect(x: 0, y: 0, width: 100, height: 100)
        let badge = DiagramRect(x: 120, y: 30, width: 40, height: 40)
        let route = ExplanationLeaderRoute.route(from: cell, avoiding: [cell, badge])
        #expect(route.elbow == nil)
        // Heights tried: between 1, 30, 70 and 99 (the cell's top and bottom a point in), 15.5, 50 and 84.5;
        // 50 meets the badge, 15.5 and 84.5 are as near the middle: the higher one wins.
        #expect(route.lane == 15.5)
        #expect(route.start.x == 100)
    }
}
