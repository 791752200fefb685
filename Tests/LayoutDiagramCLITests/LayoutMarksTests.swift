import Foundation
import LayoutDiagram
import LayoutDiagramTools
import LayoutSpec
import Testing

/// The marks for what a layout declares beyond frames: anchors and their
/// offsets, pinned headers, the gap a paging section drifts by, and a
/// subitem that spacing pushed out of its group (docs/diagrams.md).
@Suite struct LayoutMarksTests {
    private func svg(_ specification: LayoutSpecification, _ change: (inout SpecRendering) -> Void = { _ in })
        throws -> String {
        var settings = SpecRendering()
        change(&settings)
        return String(decoding: try settings.render(specification), as: UTF8.self)
    }

    private func example(_ name: String) throws -> LayoutSpecification {
        try SpecReader.read(contentsOf: LabelCollisionTests.examplesDirectory.appendingPathComponent(name).path)
    }

    /// The visible texts of an SVG: every `<text>`'s content (its lines run together), titles left out.
    private func texts(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text").dropFirst().compactMap { part in
            guard let start = part.firstIndex(of: ">"), let end = part.range(of: "</text>") else { return nil }
            return String(part[part.index(after: start)..<end.lowerBound])
                .replacingOccurrences(of: "<title>[^<]*</title>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "<tspan[^>]*>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "</tspan>", with: "")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&amp;", with: "&")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test func anchorOffsetsShowTheirAnchorPointsAndSignedOffsets() throws {
        let svg = try self.svg(try example("anchor-offsets.yaml"))
        let texts = texts(svg)
        // The canonical formatter writes a negative value with ASCII "-"; a positive offset gets "+".
        #expect(texts.contains { $0.contains("absoluteOffset x -4") }, "\(texts)")
        #expect(texts.contains { $0.contains("absoluteOffset y +6") }, "\(texts)")
        // Each badge kind's anchor point is drawn as a mark (a diamond), with its offset arrow.
        #expect(svg.contains("ld-s0-sup0-anchor-point"))
        #expect(svg.contains("ld-s0-sup0-anchor-offset"))
    }

    @Test func aPinnedHeaderIsMarkedPinnedWithItsEdge() throws {
        let pinned = try svg(try SpecReader.read(Self.pinned, path: "pinned.yaml"))
        #expect(texts(pinned).contains("pinned top"))
        #expect(pinned.contains("-pin\""))
        // An unpinned header is not.
        let unpinned = try svg(try SpecReader.read(Self.pinned.replacingOccurrences(of: "true", with: "false"),
                                                     path: "unpinned.yaml"))
        #expect(!texts(unpinned).contains { $0.hasPrefix("pinned") })
    }

    /// Scrolled, the pinned header (40 tall, at the top of the screen) moves over the rows and
    /// gaps below it: at 95 it covers 95…135, and with it the gap 120…130 after the first row. No spacing,
    /// overflow or anchor mark is drawn under it, and the gaps beside it are still marked.
    @Test func noMarkIsDrawnWhereAPinnedViewHidesTheContent() throws {
        let specification = try SpecReader.read(Self.pinned, path: "pinned.yaml")
        // With --viewport the screen is cut to the offset; without, the whole layout is drawn, pinned.
        for (offset, viewport) in [0.0, 45, 95, 130, 300].flatMap({ offset in [(offset, true), (offset, false)] }) {
            var settings = SpecRendering()
            settings.viewport = viewport
            settings.contentOffset = offset
            let scene = try settings.scene(for: specification)
            let header = try #require(scene.nodes.first { $0.role == .supplementary }?.shape.geometricBounds)
            let marks = scene.nodes.filter {
                [.dimension, .overflowMark, .anchorMark].contains($0.role) && !$0.id.rawValue.hasPrefix("legend")
            }
            for mark in marks {
                guard let bounds = mark.shape.geometricBounds else { continue }
                // How far the two overlap along each axis (negative: apart). A line has no width or
                // height, so it is under the header when it overlaps it at all and some length of it does.
                let across = min(bounds.maxX, header.maxX) - max(bounds.minX, header.minX)
                let along = min(bounds.maxY, header.maxY) - max(bounds.minY, header.minY)
                #expect(across < 0 || along < 0 || (across < 0.5 && along < 0.5),
                        "offset \(offset), viewport \(viewport): \(mark.id.rawValue) at \(bounds) is under the header at \(header)")
            }
            // The gaps beside the header are still marked.
            #expect(!marks.isEmpty, "offset \(offset)")
        }
    }

    @Test func orthogonalPagingShowsTheGapItsPagesDriftBy() throws {
        let svg = try self.svg(try example("orthogonal-paging.yaml"))
        let texts = texts(svg)
        #expect(texts.contains { $0.hasPrefix("interGroup 10") }, "\(texts)")
        // Its rest markers carry their offsets.
        #expect(texts.contains("rest 0") && texts.contains("rest 390"), "\(texts)")
    }

    @Test func anOverflowingNestedGroupIsMarkedAndLinted() throws {
        let specification = try SpecReader.read(Self.overflowing, path: "overflow.yaml")
        let svg = try self.svg(specification)
        #expect(svg.contains("-overflow\""))
        #expect(texts(svg).contains { $0.contains("pushed out: 10 + 185 > 185") })
        let findings = try specification.lint()
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.finding.rule.code == "LD106")
        // At the subitem the spacing pushed out: the item under the nested group.
        #expect(finding.diagnostic.line == 13 && finding.diagnostic.column == 19, "\(finding)")
        // Without the spacing, the halves fit, and nothing is marked or linted.
        let fitting = try SpecReader.read(Self.overflowing.replacingOccurrences(of: "interItemSpacing: 10",
                                                                                with: "interItemSpacing: 0"),
                                          path: "fitting.yaml")
        #expect(try fitting.lint().isEmpty)
        #expect(!(try self.svg(fitting)).contains("-overflow\""))
    }

    static let pinned = """
        title: Pinned headers
        container: {width: 390, height: 500}
        sections:
          - items: 12
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(80)}
                subitems:
                  - item:
                      layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}
            interGroupSpacing: 10
            boundarySupplementaryItems:
              - elementKind: header
                layoutSize: {width: .fractionalWidth(1), height: .absolute(40)}
                alignment: top
                pinToVisibleBounds: true
        """

    static let overflowing = """
        title: Spacing pushes a subitem out
        container: {width: 390, height: 400}
        sections:
          - items: 6
            group:
              vertical:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(200)}
                subitems:
                  - horizontal:
                      layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(0.5)}
                      interItemSpacing: 10
                      subitems:
                        - item:
                            layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
            interGroupSpacing: 10
            contentInsets: 10
        """
}
