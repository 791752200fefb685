// Layout code from seed 000 (a Chinese UICollectionViewCompositionalLayout note),
// as written there; only the import differs from the UIKit original.
import CompositionalLayout

func createBasicListLayout() -> UICollectionViewLayout { 
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))    
    let item = NSCollectionLayoutItem(layoutSize: itemSize)  
  
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))    
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,  subitems: [item])  
  
    let section = NSCollectionLayoutSection(group: group)    

    let layout = UICollectionViewCompositionalLayout(section: section)    
    return layout
}

func createPerSectionLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int,
        layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
        let columns = sectionIndex == 0 ? 2 : 4
        
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,subitem: item,count: columns)
        
        let section = NSCollectionLayoutSection(group: group)
        return section
    }
    return layout
}

/// The seed shows this provider as a bare statement; the function around it only returns it.
func createDarkModeLayout() -> UICollectionViewLayout {
// 使用布局环境的特质集合来检查用户界面是否处于暗模式
let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int,
    layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection in
    if layoutEnvironment.traitCollection.userInterfaceStyle == .dark {
        return sectionForUserInterfaceStyle(.dark)
    } else {
        return sectionForUserInterfaceStyle(.light)
    }
}
    return layout
}

/// The seed does not show this helper; this one gives dark mode taller, inset rows so the two differ.
func sectionForUserInterfaceStyle(_ style: UIUserInterfaceStyle) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(1.0)))
    let height: CGFloat = style == .dark ? 60 : 44
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    if style == .dark {
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    return section
}

// MARK: - Supplementary and decoration snippets (seed 000, and seed 002's decoration)

/// Seed 000's configuration snippet, wrapped in a function that returns a layout with it.
func createConfiguredLayout(section: NSCollectionLayoutSection) -> UICollectionViewLayout {
let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),heightDimension: .estimated(44))
let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,elementKind: "header",alignment: .top)
let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,elementKind: "footer",alignment: .bottom)

let config = UICollectionViewCompositionalLayoutConfiguration()
config.interSectionSpacing = 20
config.scrollDirection = .horizontal
config.boundarySupplementaryItems = [header, footer]
    return UICollectionViewCompositionalLayout(section: section, configuration: config)
}

enum ElementKind {
    static let badge = "badge"
    static let sectionHeader = UICollectionView.elementKindSectionHeader
    static let sectionFooter = UICollectionView.elementKindSectionFooter
    static let background = "background"
}

/// Seed 000's badge snippet; the group and section around it are this test's.
func createBadgeLayout() -> UICollectionViewLayout {
let itemSize = NSCollectionLayoutSize(widthDimension: .absolute(44),heightDimension: .absolute(44))
let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing],fractionalOffset: CGPoint(x: 0.3, y: -0.3))
let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20),heightDimension: .absolute(20))
let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize,elementKind: ElementKind.badge,containerAnchor: badgeAnchor)
let item = NSCollectionLayoutItem(layoutSize: itemSize,supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(64)), subitems: [item])
    group.interItemSpacing = .fixed(20)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

final class SectionBackgroundDecorationView: UICollectionReusableView {}

/// Seed 000's header/footer and background snippets on one list section.
func createHeaderFooterBackgroundLayout(group: NSCollectionLayoutGroup) -> UICollectionViewLayout {
let section = NSCollectionLayoutSection(group: group)
let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),heightDimension: .estimated(44))
let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,elementKind: ElementKind.sectionHeader,alignment: .top)
let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,elementKind: ElementKind.sectionFooter,alignment: .bottom)
section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
let sectionBackground = NSCollectionLayoutDecorationItem.background(elementKind: ElementKind.background)
section.decorationItems = [sectionBackground]
let layout = UICollectionViewCompositionalLayout(section: section)
layout.register(SectionBackgroundDecorationView.self,forDecorationViewOfKind: ElementKind.background)
return layout
}

/// Seed 002's decoration snippet (its `getLayout` elides the group; this one is a list row).
final class MyDecorationView: UICollectionReusableView {}

func getLayout() -> UICollectionViewCompositionalLayout {
let layout = UICollectionViewCompositionalLayout { (section, env) -> NSCollectionLayoutSection? in
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
// Section
let section = NSCollectionLayoutSection(group: group)
// Decoration
let decorationView = NSCollectionLayoutDecorationItem.background(elementKind: "MyDecorationView")
decorationView.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
section.decorationItems = [decorationView]
return section
}
layout.register(MyDecorationView.self, forDecorationViewOfKind: "MyDecorationView")
return layout
}
