import Foundation

/// Every element of a solution, in order, each read as a ``LayoutElement``.
///
/// A solution can hold a million elements, so they are kept as 88-byte records that hold
/// no references: one allocation to make, nothing to release. A record names its
/// element kind by its place in a table of the solution's kinds, and a cell's label is
/// read from the labels the solve was given.
public struct LayoutElements: RandomAccessCollection, Equatable, Sendable {
    /// The elements as the solver writes them.
    var records: [ElementRecord] = []
    /// Each element kind once, in the order first seen.
    private var kindTable = NumberedTable<String>()
    /// Each cell's (or decoration's) declared `contentInsets` and `layoutSize` once; most layouts have one or two.
    private var declarationTable = NumberedTable<CellDeclaration>()
    /// The declaration last numbered, and its number.
    private var lastDeclaration: (declaration: CellDeclaration, number: Int32)?
    /// Each supplementary anchor once.
    private var anchorTable = NumberedTable<SupplementaryAnchor>()
    /// The cells' labels, by section and item.
    let labels: [[String]]?
    /// How many records a solve expects to write (every item): the first cells written
    /// make an array this large, which later ones are appended to.
    var expectedCount = 0

    init(labels: [[String]]?) {
        self.labels = labels
    }

    /// The first element's position (0).
    public var startIndex: Int { records.startIndex }
    /// One past the last element's position.
    public var endIndex: Int { records.endIndex }

    /// The element at `position`.
    public subscript(position: Int) -> LayoutElement {
        let record = records[position]
        return LayoutElement(category: record.category, elementKind: kind(of: record),
                             section: record.section < 0 ? nil : Int(record.section),
                             item: record.item < 0 ? nil : Int(record.item),
                             frame: record.frame, slot: record.slot, zIndex: Int(record.zIndex),
                             label: label(of: record),
                             contentInsets: declaration(of: record)?.contentInsets ?? .zero,
                             anchor: record.category == .supplementaryView ? anchorTable[record.detail] : nil,
                             pin: record.pin,
                             layoutSize: declaration(of: record)?.layoutSize,
                             countSizedAxis: declaration(of: record)?.countSizedAxis)
    }

    /// Each element kind once, in the order first seen.
    var kinds: [String] { kindTable.values }

    /// The number that records use for `kind`.
    mutating func number(of kind: String) -> Int32 { kindTable.number(of: kind) }

    /// The number that records use for a cell's declared `contentInsets` and `layoutSize`. Cells come
    /// in runs of the same item, so the last number is kept: comparing is cheaper than hashing, and a
    /// measured section numbers every cell (`make bench`, measured sizes: 769 → 510 ns a frame, where 586 was
    /// measured before cells carried their `layoutSize`).
    mutating func number(of declaration: CellDeclaration) -> Int32 {
        if let last = lastDeclaration, last.declaration == declaration { return last.number }
        let number = declarationTable.number(of: declaration)
        lastDeclaration = (declaration, number)
        return number
    }

    /// The number that records use for a decoration's `contentInsets`.
    mutating func number(of insets: NSDirectionalEdgeInsets) -> Int32 {
        number(of: CellDeclaration(contentInsets: insets, layoutSize: nil))
    }

    /// A cell's or decoration's declaration, if it has one.
    private func declaration(of record: ElementRecord) -> CellDeclaration? {
        record.category == .cell || record.category == .decorationView ? declarationTable[record.detail] : nil
    }

    /// The number that records use for a supplementary's anchor.
    mutating func number(of anchor: SupplementaryAnchor) -> Int32 { anchorTable.number(of: anchor) }

    /// Mirrors every anchor left to right, with the frames (``LayoutSolution/mirrorHorizontally()``).
    mutating func mirrorAnchors() { anchorTable.transform { $0.mirrored() } }

    func kind(of record: ElementRecord) -> String? { kindTable[record.kind] }

    /// Two lists are equal when they hold the same elements in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }

    func label(of record: ElementRecord) -> String? {
        guard record.category == .cell, let labels, record.section >= 0, record.item >= 0 else { return nil }
        let section = Int(record.section), item = Int(record.item)
        guard labels.indices.contains(section), labels[section].indices.contains(item) else { return nil }
        return labels[section][item]
    }
}

/// One element as a solution stores it (see ``LayoutElements``).
struct ElementRecord: Equatable, Sendable {
    var frame: CGRect
    var slot: CGRect
    /// −1 for none. Indices fit in 32 bits: a solution holds at most
    /// ``LayoutLimits/maxIndexableFrames`` frames.
    let section: Int32
    private(set) var item: Int32
    /// In ``LayoutLimits/zIndexRange``, checked where z-indices enter the solver.
    var zIndex: Int32
    /// The element kind's number in ``LayoutElements``; −1 for a cell.
    let kind: Int32
    /// What ``LayoutElements`` numbers for this record, −1 for none: a cell's or decoration's
    /// ``CellDeclaration`` (its `contentInsets`, and a cell's `layoutSize`), or a supplementary's anchor.
    var detail: Int32
    let category: UICollectionView.ElementCategory
    /// Which edge a `pinToVisibleBounds` boundary item pins to; the stretch it pins within is
    /// its section's (``SectionLayout/pinHosts``) or the layout's.
    var pin: BoundaryPin?
    /// Makes the record a whole number of words (88 bytes), so that it is copied in 8-byte moves:
    /// an 86-byte record was copied with overlapping moves through the stack, which stall.
    private let wordPadding: UInt16 = 0

    init(category: UICollectionView.ElementCategory, kind: Int32, section: Int?, item: Int?,
         frame: CGRect, slot: CGRect, zIndex: Int, pin: BoundaryPin? = nil) {
        self.frame = frame
        self.slot = slot
        self.section = section.map { Int32(clamping: $0) } ?? -1
        self.item = item.map { Int32(clamping: $0) } ?? -1
        self.zIndex = Int32(clamping: zIndex)
        self.kind = kind
        self.detail = -1
        self.category = category
        self.pin = pin
    }

    /// Moves a template's record to an instance at `origin` whose first item is `firstItem`.
    mutating func move(by origin: CGPoint, items firstItem: Int) {
        frame.origin.x += origin.x
        frame.origin.y += origin.y
        slot.origin.x += origin.x
        slot.origin.y += origin.y
        item += Int32(truncatingIfNeeded: firstItem)   // below LayoutLimits.maxIndexableFrames
    }

    /// A cell at `item` of `section`, whose ``CellDeclaration`` is number `contentInsets` in ``LayoutElements``.
    static func cell(section: Int, item: Int, frame: CGRect, slot: CGRect, zIndex: Int,
                     contentInsets: Int32) -> ElementRecord {
        var record = ElementRecord(category: .cell, kind: -1, section: section, item: item, frame: frame, slot: slot,
                                   zIndex: zIndex)
        record.detail = contentInsets
        return record
    }
}

/// What a cell's item declared, as a solution keeps it: its `contentInsets`, and its `layoutSize`
/// (`nil` for an item a custom group placed, whose size its frame gives).
struct CellDeclaration: Hashable, Sendable {
    var contentInsets: NSDirectionalEdgeInsets
    var layoutSize: NSCollectionLayoutSize?
    /// The axis along which `subitem:count:` ignored the declared dimension.
    var countSizedAxis: NSCollectionLayoutGroup.LayoutAxis? = nil
}

/// Values numbered in the order first seen, so that records can name them in 32 bits.
struct NumberedTable<Value: Hashable & Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var numbers: [Value: Int32] = [:]

    /// The number of `value`, given it the first time.
    mutating func number(of value: Value) -> Int32 {
        if let number = numbers[value] { return number }
        let number = Int32(values.count)
        values.append(value)
        numbers[value] = number
        return number
    }

    /// Changes every value, keeping their numbers (values that become equal keep two numbers).
    mutating func transform(_ change: (Value) -> Value) {
        values = values.map(change)
        numbers = [:]
        for (index, value) in values.enumerated() where numbers[value] == nil { numbers[value] = Int32(index) }
    }

    /// The value numbered `number`; `nil` for −1, which stands for none.
    subscript(number: Int32) -> Value? { number < 0 ? nil : values[Int(number)] }
}
