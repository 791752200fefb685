import Foundation
import LayoutDiagram
import Testing

/// Every text colour of the built-in themes is readable on what it is drawn
/// on: a contrast ratio of at least 4.5:1, WCAG 2's AA level for normal text.
@Suite("Theme contrast")
struct ThemeContrastTests {
    /// WCAG 2 relative luminance of an opaque colour.
    static func luminance(_ color: DiagramColor) -> Double {
        func channel(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), lighter over darker.
    static func contrast(_ a: DiagramColor, _ b: DiagramColor) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (Swift.max(la, lb) + 0.05) / (Swift.min(la, lb) + 0.05)
    }

    @Test func theFormulaMatchesWCAG() {
        // Black on white is 21:1; #767676 on white is the classic just-AA grey, 4.54:1.
        #expect(abs(Self.contrast(DiagramColor(hex: 0x000000), .white) - 21) < 0.01)
        #expect(abs(Self.contrast(DiagramColor(hex: 0x767676), .white) - 4.54) < 0.01)
    }

    @Test(arguments: ["light", "dark"])
    func textIsReadableOnWhatItIsDrawnOn(themeName: String) throws {
        let theme = try #require(DiagramTheme.builtIn[themeName])
        let background = try #require(theme.background)
        func fill(_ role: SceneRole) throws -> DiagramColor {
            let color = try #require(theme.style(for: role).fill, "\(role) has no fill")
            #expect(color.opacity == 1, "\(role) is translucent")
            return color
        }
        var pairs: [(String, SceneRole, DiagramColor)] = [
            ("cell label on a cell", .cellLabel, try fill(.cell)),
            ("view kind on a view", .cellLabel, try fill(.supplementary)),
            ("view kind beside it", .cellLabel, background),
            ("view kind on a section", .cellLabel, try fill(.sectionBounds)),
            ("spacing value on its plate", .annotationText, try fill(.annotationPlate)),
            ("caption", .caption, background),
            ("+N more over a section", .caption, try fill(.sectionBounds)),
            ("title", .title, background),
            ("section name", .sectionName, background),
            ("callout number", .calloutText, try fill(.calloutPlate)),
            ("list header text", .listText, try fill(.sectionBounds)),
        ]
        let owners: [InsetOwner] = [.section, .group(depth: 0), .group(depth: 1), .group(depth: 2), .group(depth: 3),
                                    .item, .supplementary, .decoration, .reference]
        for owner in owners {
            pairs.append(("\(owner) inset value in its band", .insetText, try fill(owner.bandRole)))
            pairs.append(("\(owner) inset value on its plate", .insetText, try fill(.insetPlate(owner))))
        }
        for depth in 0..<4 {
            pairs.append(("group \(depth) tag", .groupLabel(depth: depth), try fill(.groupTag(depth: depth))))
        }
        for (name, role, under) in pairs {
            let text = try fill(role)
            let ratio = Self.contrast(text, under)
            #expect(ratio >= 4.5, "\(themeName): \(name): \(text.hexString) on \(under.hexString) is \(ratio):1")
        }
    }
}
