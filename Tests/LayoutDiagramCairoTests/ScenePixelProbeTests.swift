import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import Testing

/// A layout with every kind of element, drawn by the scene builder and
/// Cairo; a probe pixel inside each kind must have its style's colour.
///
/// Probe points are chosen inside a node where nothing is drawn over it,
/// from the scene's own nodes (the renderer's input), and the expected
/// colour is the theme's, composited by hand where a band is translucent:
/// `a · band + (1 − a) · below`, with `a` rounded to a whole 1/255 as SVG
/// viewers and the renderer do.
@Suite("PNG pixels by element kind")
struct ScenePixelProbeTests {
    /// Section 0: insets 20, a background decoration, a header, 2 items per
    /// row 10 apart, each with insets 5. Section 1: a `groupPaging` carousel.
    static func everything() throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let grid = NSCollectionLayoutSection(group: group)
        grid.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        grid.interGroupSpacing = 10
        grid.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)]
        grid.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]

        let page = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let pageGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(80)),
            subitems: [page])
        let carousel = NSCollectionLayoutSection(group: pageGroup)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10

        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? grid : carousel })
        return try layout.solve(containerSize: CGSize(width: 300, height: 600), itemCounts: [4, 3])
    }

    private struct Probe {
        let name: String
        let point: DiagramPoint
        let expected: RasterImage.Pixel
    }

    private func rect(_ scene: DiagramScene, _ id: String) throws -> DiagramRect {
        let node = try #require(scene.nodes.first { $0.id.rawValue == id }, "no node \(id)")
        guard case .rect(let rect) = node.shape else { throw ProbeError.notARectangle(id) }
        return rect
    }

    private enum ProbeError: Error { case notARectangle(String) }

    /// `band` at its opacity over the opaque `below`.
    private func over(_ band: DiagramColor?, _ below: DiagramColor?) -> RasterImage.Pixel {
        let band = band ?? .white, below = below ?? .white
        let alpha = (band.opacity * 255).rounded() / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((alpha * Double(top) + (1 - alpha) * Double(bottom)).rounded())
        }
        return RasterImage.Pixel(red: mix(band.red, below.red), green: mix(band.green, below.green),
                                 blue: mix(band.blue, below.blue))
    }

    private func pixel(_ color: DiagramColor?) -> RasterImage.Pixel {
        RasterImage.Pixel(color ?? .white)
    }

    @Test(arguments: [("light", 2.0), ("dark", 2.0), ("light", 1.0)])
    func probePixelHasItsStylesColour(themeName: String, scale: Double) throws {
        let theme = try #require(DiagramTheme.builtIn[themeName])
        let solution = try Self.everything()
        let scene = try DiagramSceneBuilder(options: DiagramOptions(showsCellLabels: false)).scene(for: solution)
        let image = try CairoRenderer(options: .init(theme: theme, scale: scale)).rasterize(scene)

        let cell = try rect(scene, "s0-i2")            // row 1, not annotated
        let slot = try rect(scene, "s0-i2-inset")
        let header = try rect(scene, "s0-sup0")
        let background = try rect(scene, "s0-dec0")
        let leftBand = try rect(scene, "s0-inset-leading")
        let group = try rect(scene, "s0-g0")
        let legendSection = try rect(scene, "legend\(legendIndex(scene, of: .sectionBounds))-swatch")
        let viewport = try rect(scene, "s1-viewport")
        let veil = try rect(scene, "s1-viewport-veil-after")
        let plate = try rect(scene, "s0-gap-interItem0-plate")
        guard case .line(let dimensionStart, let dimensionEnd)? =
                scene.nodes.first(where: { $0.id.rawValue == "s0-gap-interItem0-line" })?.shape,
              case .polygon(let marker)? = scene.nodes.first(where: { $0.id.rawValue == "s1-viewport-rest1" })?.shape
        else { Issue.record("missing marker nodes"); return }
        let legendCell = try rect(scene, "legend\(legendIndex(scene, of: .cell))-swatch")

        // A leader may run along the gap between rows: the probe is where none does.
        let leaders = scene.nodes.filter { $0.role == .leader }.compactMap { $0.shape.geometricBounds?.insetBy(dx: -2, dy: -2) }
        let gapPoints = [cell.midX, cell.minX + 3, cell.maxX - 3].map { DiagramPoint(x: $0, y: cell.minY - 5 - 5) }
        let decorationPoint = gapPoints.first { point in
            !leaders.contains { $0.contains(DiagramRect(x: point.x, y: point.y, width: 0, height: 0)) }
        } ?? gapPoints[0]
        // Interior points keep clear of 1-pt outlines (drawn inside the frame).
        let probes = [
            Probe(name: "cell fill", point: DiagramPoint(x: cell.minX + 3, y: cell.minY + 3), expected: pixel(theme.cell.fill)),
            Probe(name: "cell outline", point: DiagramPoint(x: cell.minX + 0.5, y: cell.midY), expected: pixel(theme.cell.stroke)),
            // The item's inset band lies over the section background.
            Probe(name: "item inset", point: DiagramPoint(x: slot.minX + 2.5, y: slot.midY),
                  expected: over(theme.itemInset.fill, theme.decoration.fill)),
            Probe(name: "supplementary", point: DiagramPoint(x: header.minX + 3, y: header.minY + 3),
                  expected: pixel(theme.supplementary.fill)),
            // Between rows 0 and 1, right of the inter-group marker and off its leader, only the background shows.
            Probe(name: "decoration", point: decorationPoint,
                  expected: pixel(theme.decoration.fill)),
            // Near the band's bottom: its value's leader may end at its top.
            Probe(name: "section inset band", point: DiagramPoint(x: leftBand.midX, y: leftBand.maxY - 3),
                  expected: over(theme.sectionInset.fill, background.contains(leftBand) ? theme.decoration.fill : theme.sectionBounds.fill)),
            Probe(name: "group outline", point: DiagramPoint(x: group.minX + 3, y: group.minY + 0.25),
                  expected: pixel(theme.groupOutlines[0].stroke)),
            Probe(name: "dimension line", point: DiagramPoint(x: (dimensionStart.x + dimensionEnd.x) / 2, y: dimensionStart.y),
                  expected: pixel(theme.dimension.stroke)),
            Probe(name: "annotation plate", point: DiagramPoint(x: plate.minX + 1.5, y: plate.midY),
                  expected: pixel(theme.annotationPlate.fill)),
            Probe(name: "section bounds", point: DiagramPoint(x: legendSection.midX, y: legendSection.midY),
                  expected: pixel(theme.sectionBounds.fill)),
            Probe(name: "section outline", point: DiagramPoint(x: legendSection.minX + 0.25, y: legendSection.midY),
                  expected: pixel(theme.sectionBounds.stroke)),
            Probe(name: "viewport", point: DiagramPoint(x: viewport.minX + 1, y: viewport.midY + 10),
                  expected: pixel(theme.viewport.stroke)),
            // Beyond the viewport: the veil over the next page's cell.
            Probe(name: "veil", point: DiagramPoint(x: veil.minX + 20, y: veil.minY + 3),
                  expected: over(theme.veil.fill, theme.cell.fill)),
            Probe(name: "rest marker", point: DiagramPoint(x: marker[0].x, y: marker[0].y - 4.5),
                  expected: pixel(theme.restMarker.fill)),
            Probe(name: "legend swatch", point: DiagramPoint(x: legendCell.midX, y: legendCell.midY),
                  expected: pixel(theme.cell.fill)),
        ]
        let offset = scene.contentOffset
        for probe in probes {
            let x = Int(((probe.point.x + offset.x) * scale).rounded(.down))
            let y = Int(((probe.point.y + offset.y) * scale).rounded(.down))
            let found = image[x, y]
            let under = scene.nodes.filter { $0.shape.geometricBounds.map { bounds in
                bounds.minX <= probe.point.x && probe.point.x <= bounds.maxX && bounds.minY <= probe.point.y && probe.point.y <= bounds.maxY
            } ?? false }.map(\.id.rawValue)
            #expect(found.isClose(to: probe.expected, tolerance: 2),
                    "\(theme.name) ×\(scale) \(probe.name) at (\(x), \(y)): \(found), expected \(probe.expected); nodes there: \(under)")
        }
        // The padding shows the theme's background.
        #expect(image[1, 1] == pixel(theme.background))
    }

    private func legendIndex(_ scene: DiagramScene, of role: SceneRole) -> Int {
        let legend = scene.nodes.filter { $0.id.rawValue.hasPrefix("legend") && $0.id.rawValue.hasSuffix("-swatch") }
        return legend.firstIndex { $0.role == role } ?? -1
    }
}
