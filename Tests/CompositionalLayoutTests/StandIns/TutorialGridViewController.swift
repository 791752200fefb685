import CompositionalLayout

// A whole view controller, written as a tutorial writes it: a collection view made in
// viewDidLoad, a section provider that captures `[weak self]` and reads the data source's
// snapshot, a cell subclass with Auto Layout, a cell registration with list configurations, a
// header registered by class, a diffable data source with a UUID-identified item type, a
// delegate conformance in an extension. Only the import differs from UIKit code.

final class TutorialTextCell: UICollectionViewCell {
    static let reuseIdentifier = "text-cell-reuse-identifier"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        contentView.addSubview(label)
        let inset = CGFloat(10)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
        contentView.layer.cornerRadius = 8
        contentView.layer.borderColor = UIColor.black.cgColor
        contentView.layer.borderWidth = 1
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

final class TutorialHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "title-supplementary-reuse-identifier"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .title3)
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

class TutorialGridViewController: UIViewController {
    enum Section {
        case featured, list
    }

    struct Item: Hashable {
        let id = UUID()
        let title: String
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Item>! = nil
    var collectionView: UICollectionView! = nil
    private(set) var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Featured"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
            guard let self else { return nil }
            switch self.dataSource.snapshot().sectionIdentifiers[sectionIndex] {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                return section
            case .list:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                       heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                section.boundarySupplementaryItems = [header]
                return section
            }
        }
        return layout
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TutorialTextCell.self, forCellWithReuseIdentifier: TutorialTextCell.reuseIdentifier)
        collectionView.register(TutorialHeaderView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: TutorialHeaderView.reuseIdentifier)
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let listRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.backgroundConfiguration = .listPlainCell()
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            if indexPath.section == 0 {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TutorialTextCell.reuseIdentifier,
                                                              for: indexPath) as? TutorialTextCell
                cell?.label.text = item.title
                return cell
            }
            return collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: TutorialHeaderView.reuseIdentifier, for: indexPath)
            (header as? TutorialHeaderView)?.label.text = "Recent"
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.featured, .list])
        snapshot.appendItems([Item(title: "One"), Item(title: "Two"), Item(title: "Three")], toSection: .featured)
        snapshot.appendItems([Item(title: "Inbox"), Item(title: "Sent")], toSection: .list)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension TutorialGridViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
