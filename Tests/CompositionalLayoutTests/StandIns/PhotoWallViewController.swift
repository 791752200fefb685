import CompositionalLayout

// A view controller as an app writes one, beyond its layout: navigation and tab bar chrome, a
// search controller, a refresh control, a spinner, an alert, bar buttons with menus, a gesture,
// cells with their own `init(frame:)`, a nib-registered header, and a model holding a `UIImage`.
// Only the import differs from UIKit code.

struct PhotoItem: Hashable {
    let image: UIImage
    let caption: String
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo-cell"
    let imageView = UIImageView()
    let captionLabel: UILabel
    private(set) var reuseCount = 0

    override init(frame: CGRect) {
        captionLabel = UILabel(frame: .zero)
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        contentView.layer.addSublayer(gradient)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        imageView.image = nil
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.2) {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
            }
        }
    }
}

final class PhotoWallViewController: UIViewController, UISearchResultsUpdating, UIGestureRecognizerDelegate {
    enum Section { case wall }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, PhotoItem>!
    let spinner = UIActivityIndicatorView(style: .large)
    let refreshControl = UIRefreshControl()
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var searchText: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        navigationController?.hidesBarsOnSwipe = true
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonDisplayMode = .minimal
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search photos"
        navigationItem.searchController = searchController
        definesPresentationContext = true
        let sort = UIMenu(title: "Sort", options: .displayInline, children: [
            UIAction(title: "Newest", image: UIImage(systemName: "clock"), state: .on) { _ in },
            UIAction(title: "Delete all", attributes: .destructive) { [weak self] _ in self?.confirmDeletion() },
        ])
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.confirmDeletion() }),
            UIBarButtonItem(image: UIImage(systemName: "arrow.up.arrow.down"), style: .plain, target: self,
                            action: Selector("sort")),
        ]
        navigationItem.rightBarButtonItems?.last?.menu = sort
        tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo"),
                                  selectedImage: UIImage(systemName: "photo.fill"))

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(UINib(nibName: "PhotoHeader", bundle: Bundle.main),
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.refreshControl = refreshControl
        refreshControl.addAction(UIAction { [weak self] _ in self?.refreshControl.endRefreshing() }, for: .valueChanged)
        view.addSubview(collectionView)
        let tap = UITapGestureRecognizer(target: self, action: nil)
        tap.numberOfTapsRequired = 2
        tap.delegate = self
        collectionView.addGestureRecognizer(tap)
        spinner.hidesWhenStopped = true
        view.addSubview(spinner)
        spinner.startAnimating()

        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier,
                                                          for: indexPath) as? PhotoCell
            cell?.imageView.image = item.image
            cell?.captionLabel.text = item.caption
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, PhotoItem>()
        snapshot.appendSections([.wall])
        snapshot.appendItems(["Lake", "Pier", "Dunes"].map { PhotoItem(image: UIImage(named: $0)!, caption: $0) })
        dataSource.apply(snapshot, animatingDifferences: false)
        spinner.stopAnimating()
    }

    func updateSearchResults(for searchController: UISearchController) {
        searchText = searchController.searchBar.text
    }

    func confirmDeletion() {
        let alert = UIAlertController(title: "Delete all photos?", message: nil,
                                      preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.popoverPresentationController?.sourceView = view
        present(alert, animated: true)
    }

    /// Two columns of square photos: each row's height is the column width times the image's aspect ratio.
    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] _, environment in
            let image = self?.dataSource?.snapshot().itemIdentifiers.first?.image
            let aspect = image.map { $0.size.height / $0.size.width } ?? 1
            let width = environment.container.effectiveContentSize.width / 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(width * aspect)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
