import Foundation
import Testing

/// Swift files in (issue 14): tutorial code, compiled against CompositionalLayout and run, is read
/// as a spec by every command; compiler errors are at the file's own lines; programs are cached.
@Suite struct SwiftInputTests {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func scratch() throws -> (folder: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-swift-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, ["LAYOUT_DIAGRAM_CACHE": folder.appendingPathComponent("cache").path])
    }

    /// The body of a layout function: a row 40 high of `subitems` items `width` wide, in every section.
    private func rowOfItems(width: String, subitems: String, provider: Bool) -> String {
        let section = provider ? "UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: group) }"
                               : "UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))"
        return """
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(\(width)),
                                                                                     heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: \(subitems))
                return \(section)
            """
    }

    @Test(arguments: ["adaptive-columns", "custom-frames"])   // every example: SwiftRoundTripTests
    func theSwiftOfASpecGivesItsFrames(example: String) async throws {
        // Examples without labels or measured sizes, which are data that Swift code does not hold.
        let (folder, environment) = try scratch()
        let spec = repository.appendingPathComponent("examples/\(example).yaml").path
        let swift = try await CommandProcess.run(["swift", spec, "-o", "Layout.swift"], in: folder, environment: environment)
        try #require(swift.status == 0, "\(swift.error)")
        let fromSwift = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        let fromSpec = try await CommandProcess.run(["frames", spec], in: folder, environment: environment)
        #expect(fromSwift.status == 0, "\(fromSwift.error)")
        #expect(fromSwift.output == fromSpec.output)
        // --width asks the function again, so a provider that chooses by width chooses as the spec does.
        let wideSwift = try await CommandProcess.run(["frames", "Layout.swift", "--width", "820"], in: folder, environment: environment)
        let wideSpec = try await CommandProcess.run(["frames", spec, "--width", "820"], in: folder, environment: environment)
        #expect(wideSwift.status == 0 && wideSwift.output == wideSpec.output)
    }

    @Test func compilerErrorsAreAtTheFilesOwnLines() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolut(44))
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
                    .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
            }

            """.utf8).write(to: folder.appendingPathComponent("Broken.swift"))
        let run = try await CommandProcess.run(["frames", "Broken.swift"], in: folder, environment: environment)
        #expect(run.status == 2)
        // Line 4, where `.absolut` is; the path is the file as written, not the compiled copy.
        #expect(run.error.contains("Broken.swift:4:"), "\(run.error)")
        #expect(run.error.contains("absolut"))
        #expect(!run.error.contains("cache"))
        // Nothing in code the user did not write: the generated entry (from line 9) and main.
        #expect(!run.error.contains("main") && !run.error.contains("generated") && !run.error.contains(" 9 |"), "\(run.error)")
    }

    /// A view controller as real files write it (CRLF line endings): the layout made in `viewDidLoad` by a private
    /// function whose section provider captures `[weak self]`, the data applied by a diffable data source,
    /// and a `#Preview`.
    private let viewControllerFile = """
        import UIKit

        enum Section { case main, more }

        final class GridViewController: UIViewController {
            private var collectionView: UICollectionView!
            private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                view.addSubview(collectionView)
                dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { _, _, _ in
                    nil
                }
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections([.main, .more])
                snapshot.appendItems(["A", "B", "C"], toSection: .main)
                snapshot.appendItems(["D"], toSection: .more)
                dataSource.apply(snapshot, animatingDifferences: false)
                // Objective-C's attributes and selectors, which Linux refuses, are left out or made strings.
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                                    action: #selector(refresh(_:)))
            }

            @IBOutlet private weak var titleLabel: UILabel!
            @objc private func refresh(_ sender: Any) {}

            private func columns(for section: Int) -> Int { section == 0 ? 2 : 1 }

            private func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [weak self] section, _ in
                    guard let self else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / CGFloat(self.columns(for: section))),
                        heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }

        #Preview { GridViewController() }

        """.replacingOccurrences(of: "\n", with: "\r\n")

    @Test func aViewControllerRunsAsAnAppRunsItWithItsOwnData() async throws {
        let (folder, environment) = try scratch()
        try Data(viewControllerFile.utf8).write(to: folder.appendingPathComponent("Grid.swift"))
        let run = try await CommandProcess.run(["frames", "Grid.swift"], in: folder, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        // The applied snapshot: 3 items two to a row of 50 (2 rows), then 1 item a row: 100 + 50 = 150;
        // the provider still had its view controller ([weak self]).
        #expect(run.text.contains("\"contentSize\":{\"height\":150,\"width\":390}"), "\(run.text)")
        #expect(run.text.contains("\"item\":1,\"label\":\"B\",\"section\":0"))
        #expect(run.text.contains("\"item\":0,\"label\":\"D\",\"section\":1"))
        // Its private layout function, named, is called on a loaded instance: the same layout and data.
        let named = try await CommandProcess.run(["frames", "Grid.swift", "--layout", "GridViewController.createLayout"],
                                                 in: folder, environment: environment)
        #expect(named.status == 0, "\(named.error)")
        #expect(named.text.contains("\"contentSize\":{\"height\":150,\"width\":390}"))
    }

    @Test func aLayoutSubclassAndALazyPropertyAreEachDrawnAndPreviewsLeftOut() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit
            import SwiftUI

            // layout-diagram: items 4
            class MosaicLayout: UICollectionViewCompositionalLayout {
                init(height: CGFloat = 30) {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    super.init(section: NSCollectionLayoutSection(group: group))
                }
                required init?(coder: NSCoder) { fatalError("not from a storyboard") }
            }

            struct Layouts {
                private static let rowHeight: CGFloat = 20
                lazy var list: UICollectionViewLayout = {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.rowHeight)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }()
            }

            struct Layouts_Previews: PreviewProvider {
                static var previews: some View { Text("{") }
            }

            """.utf8).write(to: folder.appendingPathComponent("Kinds.swift"))
        let render = try await CommandProcess.run(["render", "Kinds.swift"], in: folder, environment: environment)
        #expect(render.status == 0, "\(render.error)")
        #expect(render.text == "render: wrote Kinds-MosaicLayout.svg\nrender: wrote Kinds-list.svg\n", "\(render.text)")
        // 4 items two to a row of 30: 60; one to a row of 20: 80 (the programs render compiled, from the cache).
        for (name, height) in [("MosaicLayout", 60), ("list", 80)] {
            let frames = try await CommandProcess.run(["frames", "Kinds.swift", "--layout", name], in: folder,
                                                      environment: environment)
            #expect(frames.text.contains("\"contentSize\":{\"height\":\(height),\"width\":390}"), "\(name): \(frames.error)")
        }
    }

    @Test func anotherModuleOrNoLayoutIsAnErrorThatSaysWhy() async throws {
        let (folder, environment) = try scratch()
        // The layout itself uses RxSwift, so not even its slice compiles here.
        try Data("import UIKit\nimport RxSwift\n\nfunc createLayout() -> UICollectionViewLayout { _ = DisposeBag(); fatalError() }\n".utf8)
            .write(to: folder.appendingPathComponent("Rx.swift"))
        let rx = try await CommandProcess.run(["frames", "Rx.swift"], in: folder, environment: environment)
        #expect(rx.status == 2)
        #expect(rx.error.hasPrefix("Rx.swift:2:8: error: no module 'RxSwift' here: layout-diagram compiles against UIKit "
                                   + "stand-ins and Foundation only; put the layout code"), "\(rx.error)")
        try Data("import UIKit\n\nfunc makeLayout(columns: Int) -> UICollectionViewLayout { fatalError() }\n".utf8)
            .write(to: folder.appendingPathComponent("None.swift"))
        let none = try await CommandProcess.run(["frames", "None.swift"], in: folder, environment: environment)
        #expect(none.status == 2)
        #expect(none.error.contains("None.swift:1:1: error: no layout function: ")
                && none.error.contains("seen but not taken: func makeLayout(columns: Int) -> UICollectionViewLayout at 3:6 "
                                       + "needs an argument (columns: Int)"), "\(none.error)")
    }

    @Test func severalFunctionsNeedALayoutNameAndDirectivesGiveTheData() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            // layout-diagram: items 3, 2
            // layout-diagram: container 300x500
            func rows() -> UICollectionViewLayout {
            \(rowOfItems(width: "1", subitems: "[item]", provider: true))
            }

            func other() -> UICollectionViewCompositionalLayout { fatalError("not this one") }

            """.utf8).write(to: folder.appendingPathComponent("Two.swift"))
        let ambiguous = try await CommandProcess.run(["frames", "Two.swift"], in: folder, environment: environment)
        #expect(ambiguous.status == 2 && ambiguous.error.contains("Two.swift:5:6: error: 2 layout functions (rows, other); name one with --layout"))
        let rows = try await CommandProcess.run(["frames", "Two.swift", "--layout", "rows"], in: folder, environment: environment)
        #expect(rows.status == 0, "\(rows.error)")
        // Two sections, of 3 and 2 rows 40 high, in 300 × 500: 5 × 40 = 200.
        #expect(rows.text.contains("\"containerSize\":{\"height\":500,\"width\":300}"))
        #expect(rows.text.contains("\"contentSize\":{\"height\":200,\"width\":300}"))
        // --items overrides the directive: 1 and 2 rows, 3 × 40 = 120; a spec gives its own.
        let items = try await CommandProcess.run(["frames", "Two.swift", "--layout", "rows", "--items", "0=1,1=2"],
                                                 in: folder, environment: environment)
        #expect(items.text.contains("\"contentSize\":{\"height\":120,\"width\":300}"), "\(items.error)")
        let badItems = try await CommandProcess.run(["frames", "Two.swift", "--layout", "rows", "--items", "1=2"],
                                                    in: folder, environment: environment)
        #expect(badItems.status == 2 && badItems.error.contains("not a list of item counts"))
        let missing = try await CommandProcess.run(["frames", "Two.swift", "--layout", "nope"], in: folder, environment: environment)
        #expect(missing.status == 2 && missing.error.contains("no layout function named 'nope' (there are: rows, other)"))

        try Data("// layout-diagram: items twelve\nfunc createLayout() -> UICollectionViewLayout { fatalError() }\n".utf8)
            .write(to: folder.appendingPathComponent("Bad.swift"))
        let bad = try await CommandProcess.run(["frames", "Bad.swift"], in: folder, environment: environment)
        #expect(bad.status == 2 && bad.error.contains("Bad.swift:1:1: error: layout-diagram directive: expected 'items'"))
    }

    @Test func eachOfSeveralFunctionsIsDrawnGalleriedAndLinted() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            enum Layouts {
                static func grid() -> UICollectionViewLayout {
            \(rowOfItems(width: "0.5", subitems: "[item]", provider: false))
                }
                static func wide() -> UICollectionViewLayout {
            \(rowOfItems(width: "0.6", subitems: "[item, item]", provider: false))
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("Layouts.swift"))
        let render = try await CommandProcess.run(["render", "Layouts.swift"], in: folder, environment: environment)
        #expect(render.status == 0, "\(render.error)")
        #expect(render.text == "render: wrote Layouts-grid.svg\nrender: wrote Layouts-wide.svg\n")
        let grid = try String(contentsOf: folder.appendingPathComponent("Layouts-grid.svg"), encoding: .utf8)
        // Each file is its own function's drawing, titled after it.
        #expect(grid.contains(">Layouts.grid()</text>"))
        #expect(!grid.contains(">Layouts.wide()</text>"))
        let toStandardOutput = try await CommandProcess.run(["render", "Layouts.swift", "-o", "-"], in: folder,
                                                            environment: environment)
        #expect(toStandardOutput.status == 2 && toStandardOutput.error.contains("name one with --layout"))

        let gallery = try await CommandProcess.run(["gallery", "Layouts.swift", "-o", "golden"], in: folder,
                                                   environment: environment)
        #expect(gallery.status == 0, "\(gallery.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("golden").path)
        #expect(Set(files).isSuperset(of: ["Layouts-grid.json", "Layouts-wide.png", "Layouts-wide-dark.svg"]))
        let check = try await CommandProcess.run(["check", "Layouts.swift", "--against", "golden", "--report", "report"],
                                                 in: folder, environment: environment)
        #expect(check.status == 0 && check.text.contains("check: 12 passed"), "\(check.text)\(check.error)")

        // Only `wide` overflows: 0.6 + 0.6 of the row.
        let lint = try await CommandProcess.run(["lint", "Layouts.swift"], in: folder, environment: environment)
        #expect(lint.status == 1)
        #expect(lint.text.contains("LD101 fractions-overflow") && lint.text.hasSuffix("lint: 1 finding in 1 spec\n"))

        // A function that cannot be read does not keep the file's others from being linted.
        let source = try String(contentsOf: folder.appendingPathComponent("Layouts.swift"), encoding: .utf8)
            .replacingOccurrences(of: "enum Layouts {", with: """
                enum Layouts {
                    static func broken() -> UICollectionViewLayout { fatalError("not drawn") }
                """)
        try Data(source.utf8).write(to: folder.appendingPathComponent("Three.swift"))
        let three = try await CommandProcess.run(["lint", "Three.swift"], in: folder, environment: environment)
        #expect(three.status == 2)
        #expect(three.text.contains("LD101 fractions-overflow"))
        #expect(three.error.contains("Layouts.broken(): ") && three.error.contains("lint: 1 of 3 layouts could not be linted"),
                "\(three.error)")
    }

    @Test func aSnapshotFunctionGivesTheSectionsItemsAndLabels() async throws {
        let (folder, environment) = try scratch()
        let source = """
            import UIKit

            enum Section { case featured, recent }

            func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, String> {
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections([.featured, .recent])
                snapshot.appendItems(["Hero"], toSection: .featured)
                snapshot.appendItems(["A", "B", "C"], toSection: .recent)
                return snapshot
            }

            func createLayout() -> UICollectionViewLayout {
            \(rowOfItems(width: "0.5", subitems: "[item]", provider: false))
            }

            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("Photos.swift"))
        let run = try await CommandProcess.run(["frames", "Photos.swift"], in: folder, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        // One item in section 0, three in section 1, two to a 40-point row: 40 + 2 × 40 = 120.
        #expect(run.text.contains("\"contentSize\":{\"height\":120,\"width\":390}"))
        #expect(run.text.contains("\"item\":0,\"label\":\"Hero\",\"section\":0"))
        #expect(run.text.contains("\"item\":2,\"label\":\"C\",\"section\":1"))
        let svg = try await CommandProcess.run(["render", "Photos.swift", "-o", "-"], in: folder, environment: environment)
        // The section's identifier names it in the diagram.
        #expect(svg.text.contains(">featured<") && svg.text.contains(">recent<"))

        // A snapshot that appends to a section it does not have is an error at the function.
        try Data(source.replacingOccurrences(of: "toSection: .featured", with: "toSection: .recent")
            .replacingOccurrences(of: "[.featured, .recent]", with: "[.featured]").utf8)
            .write(to: folder.appendingPathComponent("Broken.swift"))
        let broken = try await CommandProcess.run(["frames", "Broken.swift"], in: folder, environment: environment)
        #expect(broken.status == 2 && broken.error.contains("makeSnapshot(): "), "\(broken.error)")
    }

    @Test func eachDeviceAsksTheSectionProviderAgain() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            // layout-diagram: items 6
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let columns = environment.traitCollection.horizontalSizeClass == .regular ? 3 : 2
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
                    return NSCollectionLayoutSection(group: group)
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("Adaptive.swift"))
        let run = try await CommandProcess.run(["render", "Adaptive.swift", "--device", "iphone-15", "--device", "ipad-air",
                                                "-o", "-"], in: folder, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        // Compact width: two columns of 393 ÷ 2 = 196.5, floored at 3× to 196.33; regular: three of 820 ÷ 3 = 273.33,
        // floored at 2× to 273.
        #expect(run.text.contains("196.33×100") && run.text.contains("273×100"))
        // --uikit holds on every device: iOS 14 keeps lengths exact and rounds each finished frame to
        // the pixel. iPhone: 393 ÷ 2 = 196.5, × 3 = 589.5 px → 590 px = 196.67; iPad: 820 ÷ 3 = 273.33,
        // × 2 = 546.67 px → 547 px = 273.5.
        let fourteen = try await CommandProcess.run(["render", "Adaptive.swift", "--device", "iphone-15", "--device", "ipad-air",
                                                     "--uikit", "14", "-o", "-"], in: folder, environment: environment)
        #expect(fourteen.status == 0, "\(fourteen.error)")
        #expect(fourteen.text.contains("196.67×100") && fourteen.text.contains("273.5×100"))
    }

    @Test func functionsInTypesAreFoundAndCalled() async throws {
        // Tutorial code keeps the layout in its view controller, or in a namespace enum.
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            final class GridViewController {
                private let columns = 2   // { a brace in a comment is not counted
                func createLayout() -> UICollectionViewLayout {
            \(rowOfItems(width: "0.5", subitems: "[item]", provider: false))
                }
            }

            enum Layouts {
                static func list() -> UICollectionViewCompositionalLayout {
            \(rowOfItems(width: "1", subitems: "[item]", provider: false))
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("Types.swift"))
        let both = try await CommandProcess.run(["frames", "Types.swift"], in: folder, environment: environment)
        #expect(both.status == 2 && both.error.contains("2 layout functions (GridViewController.createLayout, Layouts.list)"))
        // 12 items: two to a row of 40 in the grid (6 rows, 240), one to a row in the list (480).
        for (name, height) in [("GridViewController.createLayout", 240), ("GridViewController", 240), ("list", 480)] {
            let run = try await CommandProcess.run(["frames", "Types.swift", "--layout", name], in: folder, environment: environment)
            #expect(run.status == 0, "\(name): \(run.error)")
            #expect(run.text.contains("\"contentSize\":{\"height\":\(height),\"width\":390}"), "\(name)")
        }
    }

    @Test func lintFindingsAreAtTheLayoutFunction() async throws {
        let (folder, environment) = try scratch()
        try Data("""
            import UIKit

            func createLayout() -> UICollectionViewLayout {
            \(rowOfItems(width: "0.6", subitems: "[item, item]", provider: false))
            }

            """.utf8).write(to: folder.appendingPathComponent("Overflow.swift"))
        let run = try await CommandProcess.run(["lint", "Overflow.swift"], in: folder, environment: environment)
        #expect(run.status == 1)
        // The function's name (line 3, column 6), with the key path of the spec it was read as.
        #expect(run.text.hasPrefix("Overflow.swift:3:6: warning: sections[0].group.horizontal: the subitems take fractions"),
                "\(run.text)")
    }

    @Test func aLayoutFunctionThatTrapsOrHangsIsAnErrorAtTheFunction() async throws {
        var (folder, environment) = try scratch()
        environment["LAYOUT_DIAGRAM_RUN_TIMEOUT"] = "2"
        let body = rowOfItems(width: "1", subitems: "[item]", provider: false)
        try Data("import UIKit\n\nfunc createLayout() -> UICollectionViewLayout {\n    let none: Int? = nil\n    _ = none!\n\(body)\n}\n"
            .utf8).write(to: folder.appendingPathComponent("Trap.swift"))
        let trap = try await CommandProcess.run(["frames", "Trap.swift"], in: folder, environment: environment)
        // The trap's message at the file's own line 5, and no stack trace.
        #expect(trap.status == 2)
        #expect(trap.error.hasPrefix("Trap.swift:3:6: error: createLayout(): Trap.swift:5: Fatal error: Unexpectedly found nil"),
                "\(trap.error)")
        #expect(!trap.error.contains("stack trace"))

        try Data("import UIKit\n\nfunc createLayout() -> UICollectionViewLayout {\n    while CommandLine.arguments.count > 0 {}\n\(body)\n}\n"
            .utf8).write(to: folder.appendingPathComponent("Loop.swift"))
        let loop = try await CommandProcess.run(["frames", "Loop.swift"], in: folder, environment: environment)
        #expect(loop.status == 2)
        #expect(loop.error.contains("Loop.swift:3:6: error: createLayout(): the layout program did not finish in 2 s and was stopped"),
                "\(loop.error)")

        // A container out of range is refused before anything is compiled.
        let zero = try await CommandProcess.run(["frames", "Trap.swift", "--width", "0"], in: folder, environment: environment)
        #expect(zero.status == 2 && zero.error.contains("--width and --height must be between 1 and"))
        #expect(!zero.error.contains("createLayout"))
    }

    @Test func anUnchangedFileIsNotCompiledAgain() async throws {
        let (folder, environment) = try scratch()
        let spec = repository.appendingPathComponent("examples/badge.yaml").path
        _ = try await CommandProcess.run(["swift", spec, "-o", "Layout.swift"], in: folder, environment: environment)
        let first = try await CommandProcess.run(["render", "Layout.swift", "-o", "one.svg"], in: folder, environment: environment)
        try #require(first.status == 0, "\(first.error)")
        let cache = folder.appendingPathComponent("cache/swift")
        let programs = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(programs.count == 1)
        // With a compiler that always fails, only a cached program can draw it.
        var noCompiler = environment
        noCompiler["SWIFTC"] = "/bin/false"
        let second = try await CommandProcess.run(["render", "Layout.swift", "-o", "two.svg"], in: folder, environment: noCompiler)
        #expect(second.status == 0, "\(second.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == programs)
        #expect(try Data(contentsOf: folder.appendingPathComponent("one.svg")) == Data(contentsOf: folder.appendingPathComponent("two.svg")))
        // An edit is a new program.
        let edited = try String(contentsOf: folder.appendingPathComponent("Layout.swift"), encoding: .utf8)
            .replacingOccurrences(of: ".absolute(44)", with: ".absolute(48)")
        try Data(edited.utf8).write(to: folder.appendingPathComponent("Layout.swift"))
        let third = try await CommandProcess.run(["render", "Layout.swift", "-o", "three.svg"], in: folder, environment: environment)
        #expect(third.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 2)
    }
}
