import Foundation
import Testing

/// Whole files that do not compile here alone (issue 25): the layout is drawn from the whole file with
/// what it uses from its project, or from the layout and what it uses (`SwiftLayoutSlice`), with a
/// note that says so; nothing else changes for a file that compiles.
@Suite struct SwiftSliceTests {
    private func scratch() throws -> (folder: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-slice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, ["LAYOUT_DIAGRAM_CACHE": folder.appendingPathComponent("cache").path])
    }

    /// The cells' frames of a `frames` run, by `section.item`: [x, y, width, height].
    private func cells(_ output: String) throws -> [String: [Double]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        var cells: [String: [Double]] = [:]
        for element in elements where element["category"] as? String == "cell" {
            let frame = try #require(element["frame"] as? [String: Double])
            cells["\(element["section"]!).\(element["item"]!)"] = [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
        }
        return cells
    }

    /// A grid of `columns` square items with `insets` on each, as an app's `createLayout` writes it.
    private let gridBody = """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns.rawValue),
                                                                                 heightDimension: .fractionalHeight(1)))
            item.contentInsets = INSETS
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / columns.rawValue)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        """

    @Test func aViewControllerOfAnotherFilesBaseClassIsDrawnFromItsLayoutAlone() async throws {
        let (folder, environment) = try scratch()
        // The base class, the cell and the data source are in other files of the app, which are not here.
        try Data("""
            import UIKit
            import SnapKit

            final class GridViewController: AppCollectionViewController {
                enum Columns: CGFloat { case two = 2, three = 3 }
                var columns: Columns = .three { didSet { collectionView.reloadData() } }
                var dataSource: PhotoDataSource!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(PhotoCell.self)
                    collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
                }

                override func createLayout() -> UICollectionViewLayout {
            \(gridBody.replacingOccurrences(of: "INSETS", with: "NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)"))
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("GridViewController.swift"))
        let run = try await CommandProcess.run(["frames", "GridViewController.swift"], in: folder, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        // Three columns of 390 / 3 = 130, square; the insets take 2 from each side: 130 − 4 = 126.
        let frames = try cells(run.text)
        #expect(frames["0.0"] == [2, 2, 126, 126])
        #expect(frames["0.4"] == [132, 132, 126, 126])
        #expect(run.error.contains("GridViewController.swift:15:19: note: drawn from GridViewController.createLayout() and what it uses; "
                                   + "the whole file does not compile here: GridViewController.swift:2:8: error: no module 'SnapKit' here"),
                "\(run.error)")
    }

    @Test func theProjectGivesWhatTheFileUses() async throws {
        let (folder, environment) = try scratch()
        let app = folder.appendingPathComponent("App/Sources/Grid", isDirectory: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/.git"), withIntermediateDirectories: true)
        let sources = folder.appendingPathComponent("App/Sources")
        try Data("""
            import UIKit
            extension NSDirectionalEdgeInsets {
                static func uniform(_ size: CGFloat) -> NSDirectionalEdgeInsets {
                    NSDirectionalEdgeInsets(top: size, leading: size, bottom: size, trailing: size)
                }
            }
            """.utf8).write(to: sources.appendingPathComponent("Insets.swift"))
        try Data("""
            import UIKit
            class AppCollectionViewController: UIViewController {
                var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                    view.addSubview(collectionView)
                }
                func createLayout() -> UICollectionViewLayout { fatalError("subclasses make the layout") }
            }
            """.utf8).write(to: sources.appendingPathComponent("AppCollectionViewController.swift"))
        // A file the layout does not need, which would not compile here.
        try Data("import UIKit\nimport SnapKit\nfinal class PhotoCell: UICollectionViewCell { let label = UILabel() }\n".utf8)
            .write(to: sources.appendingPathComponent("PhotoCell.swift"))
        try Data("""
            import UIKit

            final class GridViewController: AppCollectionViewController {
                enum Columns: CGFloat { case two = 2, three = 3 }
                var columns: Columns = .two

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                }

                override func createLayout() -> UICollectionViewLayout {
            \(gridBody.replacingOccurrences(of: "INSETS", with: ".uniform(5)"))
                }
            }

            """.utf8).write(to: app.appendingPathComponent("GridViewController.swift"))
        let run = try await CommandProcess.run(["frames", "GridViewController.swift"], in: app, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        // Two columns of 390 / 2 = 195, square; `.uniform(5)`, from Insets.swift, takes 5 from each side: 195 − 10 = 185.
        let frames = try cells(run.text)
        #expect(frames["0.0"] == [5, 5, 185, 185])
        #expect(frames["0.3"] == [200, 200, 185, 185])
        // The whole file, with the three files of its project that it uses (the cell's SnapKit left out).
        #expect(run.error.contains("note: drawn from the whole file, with 3 other files of its project; the whole file does "
                                   + "not compile here: GridViewController.swift:3:33: error: cannot find type 'AppCollectionViewController' in scope"),
                "\(run.error)")
        // Nothing is written beside the files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.path) == ["GridViewController.swift"])
    }

    @Test func aTypeMadeWithArgumentsOrAnOptionalParameterIsDrawnFromItsLayout() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            final class LayoutProvider: LayoutProviding {
                private let viewModel: FeedViewModel
                var columns: CGFloat = 4

                init(viewModel: FeedViewModel) { self.viewModel = viewModel }

                func createLayout(dataSource: UICollectionViewDiffableDataSource<FeedSection, FeedItem>?) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / columns),
                                                                        heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .absolute(100)),
                                                                   subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("LayoutProvider.swift"))
        let run = try await CommandProcess.run(["frames", "LayoutProvider.swift"], in: folder, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        // Four columns of 390 / 4 = 97.5, 100 high; item 4 starts the second row.
        let frames = try cells(run.text)
        #expect(frames["0.1"] == [97.5, 0, 97.5, 100])
        #expect(frames["0.4"] == [0, 100, 97.5, 100])
        #expect(run.error.contains("LayoutProvider.swift:9:10: note: drawn from LayoutProvider.createLayout() and what it uses; "),
                "\(run.error)")
    }

    @Test func whenTheLayoutItselfNeedsWhatIsNotHereTheWholeFilesErrorsAreShown() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: AppSections.photoGrid())
            }

            """.utf8).write(to: folder.appendingPathComponent("Layout.swift"))
        let run = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("Layout.swift:4:50: error: cannot find 'AppSections' in scope"), "\(run.error)")
        #expect(!run.error.contains("note:"))
    }
}
