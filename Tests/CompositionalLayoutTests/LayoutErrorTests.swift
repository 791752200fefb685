import Foundation
import Testing
@testable import CompositionalLayout

/// Bad layouts throw a LayoutError that names the culprit; nothing traps.
@Suite struct LayoutErrorTests {
    private func section(_ subitem: NSCollectionLayoutItem,
                         group groupSize: NSCollectionLayoutSize = size(.fractionalWidth(1), .absolute(44)))
        -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: .horizontal(layoutSize: groupSize, subitems: [subitem]))
    }

    @Test func nonPositiveAndNonFiniteDimensionsAreRejected() {
        expectLayoutError(.invalidDimension, containing: "section 0 › group › subitems[0]: width .absolute(0)") {
            _ = try solve(section(item(.absolute(0), .absolute(10))), items: 1)
        }
        expectLayoutError(.invalidDimension, containing: "height .fractionalHeight(-1)") {
            _ = try solve(section(item(.absolute(10), .fractionalHeight(-1))), items: 1)
        }
        expectLayoutError(.invalidDimension, containing: "must be finite") {
            _ = try solve(section(item(.absolute(.infinity), .absolute(10))), items: 1)
        }
        expectLayoutError(.invalidDimension, containing: "resolves to") {
            _ = try solve(section(item(.fractionalWidth(1e300), .absolute(10))), items: 1)
        }
        // Denormal: declared (5e-324, the least non-zero magnitude), or resolved from a normal fraction (1e-300 × 44 is normal; × 1e-10 is not).
        expectLayoutError(.invalidDimension, containing: "not denormal") {
            _ = try solve(section(item(.absolute(10), .absolute(CGFloat.leastNonzeroMagnitude))), items: 1)
        }
        // (Values too small for four decimals are written as they are, not as a misleading 0.)
        expectLayoutError(.invalidDimension, containing: "height .fractionalHeight(1e-300) resolves to 1e-310 points") {
            _ = try solve(section(item(.absolute(10), .fractionalHeight(1e-300)),
                                  group: size(.fractionalWidth(1), .absolute(1e-10))), items: 1)
        }
    }

    @Test func aSubitemWiderThanItsGroupHasNoRoom() {
        expectLayoutError(.noRoom, containing: "needs 400 points along the group's width but the group has 390") {
            _ = try solve(section(item(.absolute(400), .absolute(10))), items: 1)
        }
    }

    @Test func insetsThatLeaveNothingHaveNoRoom() {
        let cramped = section(item(.fractionalWidth(1), .fractionalHeight(1)),
                              group: size(.absolute(100), .absolute(44)))
        cramped.group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 60)
        expectLayoutError(.noRoom, containing: "section 0 › group: no room for subitems") {
            _ = try solve(cramped, items: 1)
        }
        let wideInsets = section(item(.fractionalWidth(1), .fractionalHeight(1)))
        wideInsets.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
        expectLayoutError(.noRoom, containing: "no room for this group") {
            _ = try solve(wideInsets, items: 1)
        }
    }

    @Test func countsAndSpacingMustBeInRange() {
        let zero = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                subitem: item(.absolute(1), .absolute(1)), count: 0))
        expectLayoutError(.invalidValue, containing: "count 0 must be between 1 and") {
            _ = try solve(zero, items: 1)
        }
        let spaced = section(item(.absolute(10), .absolute(10)))
        spaced.interGroupSpacing = -1
        expectLayoutError(.invalidValue, containing: "interGroupSpacing -1") {
            _ = try solve(spaced, items: 1)
        }
        expectLayoutError(.invalidValue, containing: "item count -3") {
            _ = try UICollectionViewCompositionalLayout(section: spaced)
                .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [-3])
        }
        expectLayoutError(.invalidValue, containing: "container size") {
            _ = try UICollectionViewCompositionalLayout(section: spaced)
                .solve(containerSize: CGSize(width: CGFloat.nan, height: 844), itemCounts: [1])
        }
    }

    @Test func tooManySlotsInOneGroupIsALimitNotAHang() {
        // 0.000001-point items would give a billion slots per row.
        expectLayoutError(.limitExceeded, containing: "more than 100000 items") {
            _ = try solve(section(item(.absolute(0.000001), .absolute(10))), items: 1)
        }
    }

    @Test func aNilSectionFromTheProviderIsAnError() {
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        expectLayoutError(.missingSection, containing: "section 0: the section provider returned nil") {
            _ = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1])
        }
    }

    @Test func theErrorNamesTheObjectAtFault() throws {
        let bad = item(.absolute(-5), .absolute(10))
        do {
            _ = try solve(section(bad), items: 1)
            Issue.record("expected an error")
        } catch let error as LayoutError {
            #expect(error.subject == ObjectIdentifier(bad))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
