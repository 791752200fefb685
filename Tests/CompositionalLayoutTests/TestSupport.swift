import Foundation
import Testing
@testable import CompositionalLayout

/// Shorthands so each test reads like the rule it checks.
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: size(width, height))
}

func insets(_ all: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
}

/// Solves a one-section layout in a `width × height` container.
func solve(_ section: NSCollectionLayoutSection, items: Int, width: CGFloat = 390, height: CGFloat = 844,
           configuration: UICollectionViewCompositionalLayoutConfiguration = .init(),
           rules: LayoutRules = .uikit, measuredSize: LayoutMeasurement? = nil) throws -> LayoutSolution {
    try UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        .solve(containerSize: CGSize(width: width, height: height), itemCounts: [items], rules: rules,
               measuredSize: measuredSize)
}

/// The `groupPagingCentered` section UIKit 14.5 drew at 428 pt (docs/semantics.md §8): groups 0.9 wide and
/// 200 tall, section insets leading 5 and trailing 20, `interGroupSpacing` 15.
func unevenlyInsetCentredSection() -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.9), .absolute(200)),
                                                   subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 20)
    section.interGroupSpacing = 15
    return section
}

/// A one-column list section of `height`-tall rows.
func listSection(rowHeight: NSCollectionLayoutDimension = .absolute(44)) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), rowHeight),
                                                 subitems: [item(.fractionalWidth(1), rowHeight.isEstimated
                                                                 ? rowHeight : .fractionalHeight(1))]))
}

/// The supplementary views of `kind`, in element order.
func supplementaries(_ solution: LayoutSolution, kind: String) -> [LayoutElement] {
    solution.elements.filter { $0.category == .supplementaryView && $0.elementKind == kind }
}

func boundary(_ kind: String, _ height: NSCollectionLayoutDimension, _ alignment: NSRectAlignment,
              width: NSCollectionLayoutDimension = .fractionalWidth(1)) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(width, height), elementKind: kind, alignment: alignment)
}

/// The frame of the cell at `item` in `section`, or `.null` when there is none.
func frame(_ solution: LayoutSolution, _ item: Int, section: Int = 0) -> CGRect {
    solution.cell(at: IndexPath(item: item, section: section))?.frame ?? .null
}

/// Rectangles equal to within floating-point error (fractions such as 1/3 do not round-trip).
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Expects the error `body` throws to be a `LayoutError` of `kind` whose message contains `fragment`.
func expectLayoutError(_ kind: LayoutError.Kind, containing fragment: String,
                       sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: () throws -> Void) {
    do {
        try body()
        Issue.record("expected a LayoutError (\(kind)), got none", sourceLocation: sourceLocation)
    } catch let error as LayoutError {
        #expect(error.kind == kind, sourceLocation: sourceLocation)
        #expect(error.description.contains(fragment), "\(error)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}

/// Apple's "Nested groups" sample: a leading item 0.7 wide beside a column of two items (`count: 2`),
/// all inset by 10, in a group `width` wide and 0.4 of the container tall.
func nestedGroupsSample(width: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
    let leading = item(.fractionalWidth(0.7), .fractionalHeight(1))
    leading.contentInsets = insets(10)
    let trailing = item(.fractionalWidth(1), .fractionalHeight(0.3))
    trailing.contentInsets = insets(10)
    let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                  subitem: trailing, count: 2)
    return NSCollectionLayoutGroup.horizontal(layoutSize: size(width, .fractionalHeight(0.4)), subitems: [leading, column])
}
