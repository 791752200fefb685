import LayoutDiagram

/// Scenes built by hand, node by node, so these tests depend only on the
/// scene model and never on the scene builder.
enum TestScenes {
    /// `bounds` (origin 0, 0) with `padding`, holding `nodes`; ids are `n0`, `n1`, … in order.
    static func scene(width: Double, height: Double, padding: Double = 0,
                      _ nodes: [(role: SceneRole, shape: SceneShape, opacity: Double)]) -> DiagramScene {
        DiagramScene(title: "test", summary: "a hand-built scene",
                     bounds: DiagramRect(x: 0, y: 0, width: width, height: height), padding: padding,
                     nodes: nodes.enumerated().map { index, node in
                         SceneNode(id: .section(index), role: node.role, shape: node.shape, opacity: node.opacity)
                     })
    }

    static func rect(_ role: SceneRole, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                     opacity: Double = 1) -> (role: SceneRole, shape: SceneShape, opacity: Double) {
        (role, .rect(DiagramRect(x: x, y: y, width: width, height: height)), opacity)
    }

    static func text(_ string: String, x: Double, y: Double, anchor: TextAnchor = .start, fontSize: Double = 12,
                     role: SceneRole = .cellLabel) -> (role: SceneRole, shape: SceneShape, opacity: Double) {
        (role, .text(SceneText(lines: [SceneTextLine(string, baseline: DiagramPoint(x: x, y: y))],
                               anchor: anchor, fontSize: fontSize)), 1)
    }
}

extension RasterImage.Pixel {
    init(_ hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RasterImage.Pixel, tolerance: Int = 1) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}

extension RasterImage {
    /// The smallest pixel rectangle holding every pixel `isInk` accepts, as
    /// inclusive bounds; `nil` when there is none.
    func inkBounds(where isInk: (Pixel) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where isInk(self[x, y]) {
                if let box = bounds {
                    bounds = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                } else {
                    bounds = (x, y, x, y)
                }
            }
        }
        return bounds
    }
}
