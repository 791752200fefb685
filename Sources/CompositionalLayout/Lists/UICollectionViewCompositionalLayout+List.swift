import Foundation

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section with `configuration` (iOS 14).
    ///
    /// ```swift
    /// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    /// configuration.headerMode = .supplementary
    /// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    /// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [3, 5])
    /// ```
    ///
    /// It is a section-provider layout that returns
    /// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` for each
    /// section, with the default layout configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }
}
