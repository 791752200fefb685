import LayoutDiagram
import LayoutDiagramDiff
import Testing

/// Draws an image from rows of characters, one character a pixel:
/// `.` white, `#` black, `g` mid grey (128), `l` light grey (192).
private func picture(_ rows: [String]) -> RasterImage {
    let palette: [Character: RasterImage.Pixel] = [
        ".": .white,
        "#": RasterImage.Pixel(red: 0, green: 0, blue: 0),
        "g": grey(128),
        "l": grey(192),
    ]
    var image = RasterImage(width: rows.first?.count ?? 0, height: rows.count, fill: .white)
    for (y, row) in rows.enumerated() {
        for (x, character) in row.enumerated() {
            image[x, y] = palette[character] ?? .transparent
        }
    }
    return image
}

private func grey(_ value: UInt8) -> RasterImage.Pixel {
    RasterImage.Pixel(red: value, green: value, blue: value)
}

/// The white image `width × height` with the box `x..<x+boxWidth`, `y..<y+boxHeight` in `color`.
private func box(width: Int, height: Int, x: Int, y: Int, boxWidth: Int, boxHeight: Int,
                 color: RasterImage.Pixel) -> RasterImage {
    var image = RasterImage(width: width, height: height, fill: .white)
    for row in y..<(y + boxHeight) {
        for column in x..<(x + boxWidth) {
            image[column, row] = color
        }
    }
    return image
}

/// The mask's pixels of one colour, as (x, y) pairs in reading order.
private func positions(of color: RasterImage.Pixel, in image: RasterImage) -> [[Int]] {
    var found: [[Int]] = []
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] == color {
            found.append([x, y])
        }
    }
    return found
}

private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
private let yellow = RasterImage.Pixel(red: 255, green: 255, blue: 0)

@Suite("Pixel comparison")
struct PixelMatchTests {
    @Test func identicalImagesDoNotDiffer() {
        let image = picture([
            "......",
            ".##g..",
            ".#l#..",
            "......",
        ])
        let comparison = PixelMatch().compare(image, image)
        #expect(comparison.differentPixels == 0)
        #expect(comparison.antiAliasedPixels == 0)
        #expect(comparison.totalPixels == 24)
        #expect(comparison.ratio == 0)
        #expect(comparison.sizeMismatch == nil)
        #expect(comparison.passes())
        // The mask is the expected image in grey, faded to alpha 0.1: 255 + (Y − 255) × 0.1.
        // White: Y = 255 → 255. Black: Y = 0 → 255 − 25.5 = 229.5 → 230. Grey 128: 255 − 12.7 = 242.3 → 242.
        #expect(comparison.mask.width == 6 && comparison.mask.height == 4)
        #expect(comparison.mask[0, 0] == grey(255))
        #expect(comparison.mask[1, 1] == grey(230))
        #expect(comparison.mask[3, 1] == grey(242))
    }

    @Test func boxShiftedByOnePixelDiffersInTwoColumns() {
        // A 4×5 black box at x 2...5 in the expected image, at x 3...6 in the actual one.
        // Column 2 turns white and column 6 turns black; columns 3...5 stay black.
        // 2 columns × 5 rows (y 2...6) = 10 pixels. None is anti-aliasing: each has at
        // least three neighbours of its own brightness in both images.
        let expected = box(width: 10, height: 10, x: 2, y: 2, boxWidth: 4, boxHeight: 5, color: grey(0))
        let actual = box(width: 10, height: 10, x: 3, y: 2, boxWidth: 4, boxHeight: 5, color: grey(0))
        let comparison = PixelMatch().compare(expected, actual)
        #expect(comparison.differentPixels == 10)
        #expect(comparison.antiAliasedPixels == 0)
        #expect(comparison.totalPixels == 100)
        #expect(comparison.ratio == 0.1)
        let expectedRed = (2...6).flatMap { y in [[2, y], [6, y]] }
        #expect(positions(of: red, in: comparison.mask) == expectedRed)
    }

    @Test func antiAliasedColumnIsNotADifference() {
        // A hard edge against the same edge with a grey (128) column between black and white.
        // In the actual image each grey pixel has a darker (black) and a brighter (white)
        // neighbour, at most two neighbours of its own brightness (the greys above and below;
        // at the top and bottom, the border plus one grey), and its black neighbours sit in a
        // flat black area in both images. So all 10 grey pixels are anti-aliasing.
        let expected = picture(Array(repeating: "#####.....", count: 10))
        let actual = picture(Array(repeating: "#####g....", count: 10))
        let comparison = PixelMatch().compare(expected, actual)
        #expect(comparison.differentPixels == 0)
        #expect(comparison.antiAliasedPixels == 10)
        #expect(positions(of: yellow, in: comparison.mask) == (0..<10).map { [5, $0] })
        #expect(comparison.passes())

        let strict = PixelMatch(includeAntiAliasing: true).compare(expected, actual)
        #expect(strict.differentPixels == 10)
        #expect(strict.antiAliasedPixels == 0)
        #expect(positions(of: red, in: strict.mask) == (0..<10).map { [5, $0] })
    }

    @Test func glyphFringeIsAntiAliasingButAStrayDotIsNot() {
        // A glyph-like blob; the actual rendering grows a light-grey fringe on its left edge
        // (6 px) and a stray grey dot in the white area (1 px). The fringe pixels sit between
        // white and black, like anti-aliasing. The dot has no darker neighbour, and every
        // neighbour has its brightness in the expected image: a real change.
        let expected = picture([
            "............",
            "............",
            "............",
            "...######...",
            "...######...",
            "...######...",
            "...######...",
            "...######...",
            "...######...",
            "............",
            "............",
            "............",
        ])
        let actual = picture([
            "............",
            "..........g.",
            "............",
            "..l######...",
            "..l######...",
            "..l######...",
            "..l######...",
            "..l######...",
            "..l######...",
            "............",
            "............",
            "............",
        ])
        let comparison = PixelMatch().compare(expected, actual)
        #expect(comparison.antiAliasedPixels == 6)
        #expect(comparison.differentPixels == 1)
        #expect(positions(of: red, in: comparison.mask) == [[10, 1]])
        #expect(positions(of: yellow, in: comparison.mask) == (3...8).map { [2, $0] })
    }

    @Test func colourChangeBelowTheThresholdPasses() {
        // Threshold 0.1 allows a perceived difference of 35215 × 0.1² = 352.15.
        // Greys differ in brightness only: Y of (g, g, g) is g × (0.29889531 + 0.58662247
        // + 0.11448223) = g, and I and Q are 0. So white against grey 230 is
        // 0.5053 × 25² = 315.8 ≤ 352.15: the same; against grey 226 it is
        // 0.5053 × 29² = 425.0 > 352.15: different.
        #expect(abs(PixelMatch.perceivedDifference(.white, grey(230)) - 315.8125) < 0.001)
        #expect(abs(PixelMatch.perceivedDifference(.white, grey(226)) - 424.9573) < 0.001)

        // A 4×4 box recoloured on an 8×8 white image.
        let expected = RasterImage(width: 8, height: 8, fill: .white)
        let faint = box(width: 8, height: 8, x: 2, y: 2, boxWidth: 4, boxHeight: 4, color: grey(230))
        let visible = box(width: 8, height: 8, x: 2, y: 2, boxWidth: 4, boxHeight: 4, color: grey(226))
        #expect(PixelMatch().compare(expected, faint).differentPixels == 0)
        #expect(PixelMatch().compare(expected, faint).passes())
        // All 4 × 4 = 16 box pixels count: each has at least three neighbours of its own
        // colour (a corner has three inside the box), so none is anti-aliasing.
        let comparison = PixelMatch().compare(expected, visible)
        #expect(comparison.differentPixels == 16)
        #expect(!comparison.passes())
        // A stricter threshold catches the faint change too: 35215 × 0.05² = 88.04 < 315.8.
        #expect(PixelMatch(threshold: 0.05).compare(expected, faint).differentPixels == 16)
    }

    @Test func redAgainstCyanIsTheLargestDifference() {
        // ΔR = 255, ΔG = ΔB = −255: ΔY = 255 × (0.29889531 − 0.58662247 − 0.11448223) = −102.6,
        // ΔI = 255 × (0.59597799 + 0.27417610 + 0.32180189) = 303.9,
        // ΔQ = 255 × (0.21147017 + 0.52261711 − 0.31114694) = 107.9;
        // 0.5053 × 102.6² + 0.299 × 303.9² + 0.1957 × 107.9² = 5318 + 27618 + 2278 = 35215.
        let redToCyan = PixelMatch.perceivedDifference(red, RasterImage.Pixel(red: 0, green: 255, blue: 255))
        #expect(abs(redToCyan - PixelMatch.maximumPerceivedDifference) < 1)
    }

    @Test func transparencyIsBlendedWithWhite() {
        // Transparent black reads as white: 255 + (0 − 255) × 0 = 255 on each channel.
        // Black at alpha 128 reads as 255 − 255 × 128/255 = 127, which differs.
        let white = RasterImage(width: 3, height: 3, fill: .white)
        let clear = RasterImage(width: 3, height: 3, fill: .transparent)
        let halfBlack = RasterImage(width: 3, height: 3, fill: RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(PixelMatch().compare(white, clear).differentPixels == 0)
        #expect(PixelMatch().compare(white, halfBlack).differentPixels == 9)
    }

    @Test func darkerDiffColourMarksAddedInk() {
        let expected = box(width: 6, height: 6, x: 0, y: 0, boxWidth: 3, boxHeight: 6, color: grey(0))
        let actual = box(width: 6, height: 6, x: 3, y: 0, boxWidth: 3, boxHeight: 6, color: grey(0))
        let green = RasterImage.Pixel(red: 0, green: 200, blue: 0)
        let comparison = PixelMatch(darkerDiffColor: green).compare(expected, actual)
        // Columns 0...2 lost their ink (red), columns 3...5 gained it (green): 18 + 18 pixels.
        #expect(comparison.differentPixels == 36)
        #expect(positions(of: red, in: comparison.mask).count == 18)
        #expect(positions(of: green, in: comparison.mask).count == 18)
        #expect(comparison.mask[4, 2] == green)
    }

    @Test func sizeMismatchFailsWithoutTrapping() {
        let expected = RasterImage(width: 4, height: 3, fill: .white)
        let actual = RasterImage(width: 5, height: 2, fill: .white)
        let comparison = PixelMatch().compare(expected, actual)
        // The union is max(4, 5) × max(3, 2) = 5 × 3 = 15 pixels, all counted as different.
        #expect(comparison.sizeMismatch.map { "\($0.expected) then \($0.actual)" } == "4×3 then 5×2")
        #expect(comparison.totalPixels == 15)
        #expect(comparison.differentPixels == 15)
        #expect(comparison.ratio == 1)
        #expect(comparison.mask.width == 5 && comparison.mask.height == 3)
        // The shared 4 × 2 area is drawn as usual (white, unchanged); the other 15 − 8 = 7 are red.
        #expect(comparison.mask[0, 0] == .white)
        #expect(comparison.mask[3, 1] == .white)
        #expect(positions(of: red, in: comparison.mask) == [[4, 0], [4, 1], [0, 2], [1, 2], [2, 2], [3, 2], [4, 2]])
        #expect(!comparison.passes(maxDiffPixels: 1_000, maxDiffRatio: 1))

        let empty = PixelMatch().compare(RasterImage(width: 0, height: 0, fill: .white), actual)
        #expect(empty.differentPixels == 10)
        #expect(empty.mask.width == 5 && empty.mask.height == 2)
        #expect(PixelMatch().compare(RasterImage(width: 0, height: 7, fill: .white),
                                     RasterImage(width: 0, height: 0, fill: .white)).ratio == 0)
    }

    @Test func diffStripPlacesThreePanelsWithGaps() {
        let expected = RasterImage(width: 4, height: 3, fill: .white)
        let actual = RasterImage(width: 5, height: 2, fill: grey(0))
        let comparison = PixelMatch().compare(expected, actual)
        let strip = diffStrip(expected: expected, actual: actual, comparison: comparison)
        // Expected 4 + gap 4 + mask 5 (the union) + gap 4 + actual 5 = 22 wide;
        // max(3, 3, 2) = 3 tall.
        #expect(strip.width == 22)
        #expect(strip.height == 3)
        #expect(strip[0, 0] == .white)                    // expected, x 0...3
        #expect(strip[4, 0] == diffStripBackground)       // gap, x 4...7
        #expect(strip[8, 0] == red)                       // mask, x 8...12
        #expect(strip[12, 2] == red)
        #expect(strip[13, 1] == diffStripBackground)      // gap, x 13...16
        #expect(strip[17, 0] == grey(0))                  // actual, x 17...21
        #expect(strip[21, 1] == grey(0))
        #expect(strip[21, 2] == diffStripBackground)      // below the 2-px-tall actual image

        let tight = diffStrip(expected: expected, actual: actual, comparison: comparison, gap: 0)
        #expect(tight.width == 14)                        // 4 + 5 + 5
    }

    @Test func toleranceLimits() {
        // 10 differing pixels of 100: ratio 0.1.
        let expected = box(width: 10, height: 10, x: 2, y: 2, boxWidth: 4, boxHeight: 5, color: grey(0))
        let actual = box(width: 10, height: 10, x: 3, y: 2, boxWidth: 4, boxHeight: 5, color: grey(0))
        let comparison = PixelMatch().compare(expected, actual)
        #expect(!comparison.passes(), "no limit: nothing may differ")
        #expect(comparison.passes(maxDiffPixels: 10))
        #expect(!comparison.passes(maxDiffPixels: 9))
        #expect(comparison.passes(maxDiffRatio: 0.1))
        #expect(!comparison.passes(maxDiffRatio: 0.09))
        #expect(comparison.passes(maxDiffPixels: 10, maxDiffRatio: 0.5))
        #expect(!comparison.passes(maxDiffPixels: 10, maxDiffRatio: 0.05), "both limits must hold")
        #expect(!comparison.passes(maxDiffPixels: 5, maxDiffRatio: 0.5))
    }
}
