import CompositionalLayout

/// How a picture writes a declared dimension beside what the layout resolved
/// it to, so that an estimated, fractional or flexible value does not look
/// absolute:
///
/// | Declared | Resolved | Written |
/// |---|---|---|
/// | `.fractionalWidth(1/3)` | 112.67 | `.fractionalWidth(1/3) = 112.67` |
/// | `.estimated(100)` | 260 (measured) | `est. 100 → 260` |
/// | `.estimated(100)` | 100 | `est. 100` |
/// | `.uniformAcrossSiblings(estimate: 50)` | 80 | `uniformAcrossSiblings(est. 50) → 80` |
/// | `.absolute(100)` | 100 | nothing: what is drawn says it |
/// | `.flexible(8)` | 35 | `flexible(8) = 35` |
///
/// Every number goes through ``DiagramNumber``; nothing here computes a size.
enum DeclaredDimension {
    /// `dimension` beside `resolved`, or `nil` when an absolute value resolved to itself.
    static func text(_ dimension: NSCollectionLayoutDimension, resolved: Double) -> String? {
        let declared = Double(dimension.dimension)
        let value = DiagramNumber.label(resolved)
        switch dimension.semantic {
        case .fractionalWidth: return ".fractionalWidth(\(DiagramNumber.fraction(declared))) = \(value)"
        case .fractionalHeight: return ".fractionalHeight(\(DiagramNumber.fraction(declared))) = \(value)"
        case .estimated:
            return "est. \(DiagramNumber.label(declared))" + measured(declared, resolved)
        case .uniformAcrossSiblings:
            return "uniformAcrossSiblings(est. \(DiagramNumber.label(declared)))" + measured(declared, resolved)
        case .absolute:
            return DiagramNumber.label(declared) == value ? nil : ".absolute(\(DiagramNumber.label(declared))) → \(value)"
        }
    }

    /// The lines for a declared `layoutSize` that `resolved` differs from: a
    /// line per dimension, named by its axis unless the dimension says it
    /// (`.fractionalWidth(1/3) = 112.67` for a width, `height est. 100 → 260`).
    /// A dimension that `subitem:count:` ignored (along `ignoring`) is left out:
    /// the group's tag says `count`.
    static func lines(_ size: NSCollectionLayoutSize, resolved: DiagramSize,
                      ignoring: NSCollectionLayoutGroup.LayoutAxis? = nil) -> [String] {
        var lines: [String] = []
        if ignoring != .horizontal, let text = text(size.widthDimension, resolved: resolved.width) {
            lines.append(size.widthDimension.isFractionalWidth ? text : "width \(text)")
        }
        if ignoring != .vertical, let text = text(size.heightDimension, resolved: resolved.height) {
            lines.append(size.heightDimension.isFractionalHeight ? text : "height \(text)")
        }
        return lines
    }

    /// A flexible spacing beside the gap it left: `flexible(8) = 35`.
    static func spacing(_ spacing: NSCollectionLayoutSpacing, resolved: Double) -> String {
        let value = DiagramNumber.label(resolved)
        guard spacing.isFlexibleSpacing else { return value }
        return "flexible(\(DiagramNumber.label(Double(spacing.spacing)))) = \(value)"
    }

    /// ` → 260` after an estimate that measuring changed; nothing when the estimate stood.
    private static func measured(_ declared: Double, _ resolved: Double) -> String {
        DiagramNumber.label(declared) == DiagramNumber.label(resolved) ? "" : " → \(DiagramNumber.label(resolved))"
    }
}
