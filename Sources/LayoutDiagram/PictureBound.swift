import CompositionalLayout

/// How much of a long layout a picture draws along its scroll axis, chosen
/// from the solved frames (nothing is solved again):
///
/// - every section that ends within the first screen (the container's
///   length), whole;
/// - of the others, every row (a section's top-level group instances, merged
///   where they overlap along the scroll axis; an orthogonal section is one
///   row) that ends within ``screens`` container lengths of the content's start;
/// - but in each of those sections, once its rows repeat, no more than
///   `max(3, 2 × distinct rows)` (and at most ``maxRows``): a grid of identical rows shows three, a
///   pattern of three shapes shows itself twice (rows are identical when
///   their cells have the same sizes at the same places);
/// - and always each section's start (its header and top insets) and first
///   row, so every section shows its shape; a section whose rows are all
///   drawn keeps its end (footer, bottom insets), and the last one the
///   layout's own footer;
/// - and every element a callout explains (`--explain`), and every pinned header or footer
///   where the content offset holds it, with the rows it lies in;
/// - and the screen's edge at rest (the container's length), with the last
///   row that starts before it.
///
/// The rest is folded away (``CompositionalLayout/ScrollAxisFold``): each
/// stretch left out becomes a ``seam`` marked "+N more: items 0·20–0·199".
/// A stretch no longer than a quarter of the container (``minimumFold``) is
/// drawn rather than folded.
struct PictureBound {
    /// The picture's length before folding, in container lengths along the scroll axis.
    static let screens: Double = 2
    /// How long a seam is, in points: room for its "+N more" plate.
    static let seam: Double = 28

    /// A stretch no longer than this many container lengths is drawn rather than folded.
    static let minimumFold: Double = 0.25
    /// At most this many rows of a section are drawn, however short they are.
    static let maxRows = 100

    let fold: ScrollAxisFold
    /// The cells left out at each seam of ``fold``, in order: by section, the first and last item and how many.
    let elided: [[ElidedCells]]
    /// The kinds of supplementary views left out at each seam, each once.
    let elidedViews: [[String]]

    struct ElidedCells: Equatable {
        let section: Int
        let first: Int
        let last: Int
        let count: Int
    }

    /// Cells left out in all.
    var elidedCount: Int { elided.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } } }

    /// The bound of `solution`, or `nil` when all of it fits.
    init?(solution: LayoutSolution, keeping explained: [CGRect] = []) {
        let vertical = solution.scrollDirection == .vertical
        func span(_ rect: CGRect) -> ClosedRange<Double> {
            vertical ? Double(rect.minY)...Double(rect.maxY) : Double(rect.minX)...Double(rect.maxX)
        }
        let container = Double(vertical ? solution.containerSize.height : solution.containerSize.width)
        let contentEnd = Double(vertical ? solution.collectionViewContentSize.height : solution.collectionViewContentSize.width)
        let bound = Self.screens * container
        guard container > 0, contentEnd.isFinite else { return nil }

        var kept: [ClosedRange<Double>] = []
        if let first = solution.sections.first { kept.append(0...max(0, span(first.frame).lowerBound)) }
        for section in solution.sections {
            let frame = span(section.frame)
            let rows = Self.rows(of: section, span: span)
            let whole = section.index == solution.sections.count - 1 ? max(frame.upperBound, contentEnd) : frame.upperBound
            // A section that ends within the first screen is drawn whole, as the screen shows it.
            guard !rows.isEmpty, frame.upperBound > container else {
                kept.append(frame.lowerBound...whole)
                continue
            }
            let cells = solution.cells(inSection: section.index)
            var signatures: Set<[Double]> = []
            var end = rows[0].upperBound
            var count = 1
            signatures.insert(Self.signature(of: rows[0], cells: cells, span: span, vertical: vertical))
            for row in rows.dropFirst() {
                guard row.upperBound <= bound, count < max(3, 2 * signatures.count), count < Self.maxRows else { break }
                signatures.insert(Self.signature(of: row, cells: cells, span: span, vertical: vertical))
                end = row.upperBound
                count += 1
            }
            // A section drawn whole keeps its footer and bottom insets; the last, the layout's footer too.
            kept.append(frame.lowerBound...(count == rows.count ? max(end, whole) : end))
        }
        let allRows = solution.sections.flatMap { Self.rows(of: $0, span: span) }
        // An explained element is drawn with the rows it lies in, and so is a pinned header or footer
        // where the content offset holds it, with the rows it covers.
        let pinned = solution.elements.filter { $0.pin != nil }.map(\.frame)
        for element in (explained + pinned).map(span) {
            kept.append(allRows.filter { $0.overlaps(element) }.reduce(element) {
                min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound)
            })
        }
        // Where the screen ends at rest is drawn: the last row that starts before it, up to the edge.
        if contentEnd > container, let row = allRows.last(where: { $0.lowerBound < container }) {
            kept.append(row.lowerBound...max(row.upperBound, container))
        }
        let fold = ScrollAxisFold(kept: kept, contentEnd: contentEnd, seam: Self.seam,
                                  minimumFold: Self.minimumFold * container)
        guard fold.folds else { return nil }
        self.fold = fold

        // Count the cells in each folded stretch, by section.
        var elided = Array(repeating: [ElidedCells](), count: fold.seams.count)
        for section in solution.sections {
            for cell in solution.cells(inSection: section.index) {
                let cellSpan = span(cell.frame)
                guard let seam = fold.seams.firstIndex(where: {
                    cellSpan.lowerBound >= $0.folded.lowerBound - 1e-9 && cellSpan.upperBound <= $0.folded.upperBound + 1e-9
                }), let item = cell.item else { continue }
                if let last = elided[seam].last, last.section == section.index {
                    elided[seam][elided[seam].count - 1] = ElidedCells(
                        section: last.section, first: min(last.first, item), last: max(last.last, item), count: last.count + 1)
                } else {
                    elided[seam].append(ElidedCells(section: section.index, first: item, last: item, count: 1))
                }
            }
        }
        self.elided = elided
        // Headers and footers left out, named by kind (decorations go with their sections).
        var views = Array(repeating: [String](), count: fold.seams.count)
        for element in solution.elements where element.category == .supplementaryView {
            let viewSpan = span(element.frame)
            guard let seam = fold.seams.firstIndex(where: {
                viewSpan.lowerBound >= $0.folded.lowerBound - 1e-9 && viewSpan.upperBound <= $0.folded.upperBound + 1e-9
            }) else { continue }
            let kind = DisplayText.nonEmpty(element.elementKind) ?? "?"
            if !views[seam].contains(kind) { views[seam].append(kind) }
        }
        elidedViews = views
    }

    /// `+180 more: items 0·20–0·199`; several sections are listed one after the other, then
    /// the kinds of views left out (`+1 more: item 2·9; footer`).
    func text(ofSeam index: Int) -> String {
        let cells = elided[index]
        let count = cells.reduce(0) { $0 + $1.count }
        let ranges = cells.map { $0.first == $0.last ? "\($0.section)·\($0.first)" : "\($0.section)·\($0.first)–\($0.section)·\($0.last)" }
        let views = Self.shown(elidedViews[index])
        guard count > 0 else { return views.isEmpty ? "left out" : "left out: " + views }
        return "+\(count) more: item\(count == 1 ? "" : "s") " + ranges.joined(separator: ", ") + (views.isEmpty ? "" : "; " + views)
    }

    /// At most two kinds by name, then how many more.
    private static func shown(_ kinds: [String]) -> String {
        let named = kinds.prefix(2).joined(separator: ", ")
        return kinds.count > 2 ? named + " and \(kinds.count - 2) more" : named
    }

    /// `rect` where the folded picture draws it.
    func rect(_ rect: CGRect, vertical: Bool) -> CGRect {
        let start = fold.map(Double(vertical ? rect.minY : rect.minX))
        let end = fold.map(Double(vertical ? rect.maxY : rect.maxX))
        return vertical ? CGRect(x: rect.minX, y: CGFloat(start), width: rect.width, height: CGFloat(end - start))
                        : CGRect(x: CGFloat(start), y: rect.minY, width: CGFloat(end - start), height: rect.height)
    }

    /// A section's rows along the scroll axis: its top-level groups, merged where they overlap.
    private static func rows(of section: SectionLayout,
                             span: (CGRect) -> ClosedRange<Double>) -> [ClosedRange<Double>] {
        var rows: [ClosedRange<Double>] = []
        let spans = section.groups.filter { $0.depth == 0 }.map { span($0.frame) }.sorted { $0.lowerBound < $1.lowerBound }
        for next in spans {
            if let last = rows.last, next.lowerBound < last.upperBound - 1e-9 {
                rows[rows.count - 1] = last.lowerBound...max(last.upperBound, next.upperBound)
            } else {
                rows.append(next)
            }
        }
        return rows
    }

    /// What makes two rows look alike: the row's length, and each cell's size and place in it.
    private static func signature(of row: ClosedRange<Double>, cells: LayoutElements.SubSequence,
                                  span: (CGRect) -> ClosedRange<Double>, vertical: Bool) -> [Double] {
        var signature = [rounded(row.upperBound - row.lowerBound)]
        for cell in cells {
            let cellSpan = span(cell.frame)
            guard cellSpan.lowerBound >= row.lowerBound - 1e-9, cellSpan.upperBound <= row.upperBound + 1e-9 else { continue }
            let frame = cell.frame
            signature += [rounded(Double(vertical ? frame.minX : frame.minY)), rounded(cellSpan.lowerBound - row.lowerBound),
                          rounded(Double(frame.width)), rounded(Double(frame.height))]
        }
        return signature
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
