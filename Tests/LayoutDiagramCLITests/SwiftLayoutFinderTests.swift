import Foundation
import LayoutDiagramPipeline
@testable import LayoutInput
import Testing

/// Where real code puts a layout, found by parsing alone (issue 25): nothing here compiles Swift.
@Suite struct SwiftLayoutFinderTests {
    private func file(_ source: String) throws -> SwiftLayoutFile {
        try SwiftLayoutFile(source: source, path: "F.swift")
    }

    private func names(_ file: SwiftLayoutFile) -> [String] { file.functions.map(\.name) }

    @Test func functionsAtAnyAccessLevelAndWithDefaultedParametersAreLayouts() throws {
        let found = try file("""
            import UIKit

            class Base {}
            final class Screen: Base {
                private func grid() -> UICollectionViewLayout { fatalError() }
                fileprivate func list() -> UIKit.UICollectionViewLayout { fatalError() }
                @objc override func cards() -> UICollectionViewCompositionalLayout { fatalError() }
                @MainActor static func tiles(columns: Int = 2) -> UICollectionViewLayout? { fatalError() }
                func make(columns: Int) -> UICollectionViewLayout { fatalError() }
            }
            private func topLevel() throws -> UICollectionViewLayout { fatalError() }

            """)
        #expect(names(found) == ["Screen.grid", "Screen.list", "Screen.cards", "Screen.tiles", "topLevel"])
        #expect(found.functions.map(\.call) == ["Screen().grid()", "Screen().list()", "Screen().cards()",
                                                 "Screen.tiles()", "topLevel()"])
        #expect(found.functions.last?.throwing == true)
        // `grid` is on line 5, its name at column 18 (after `    private func `).
        #expect(found.functions[0].line == 5 && found.functions[0].column == 18)
        #expect(found.notTaken == ["func make(columns: Int) -> UICollectionViewLayout at 9:10 needs an argument (columns: Int)"])
    }

    @Test func propertiesOfALayoutTypeAreLayouts() throws {
        let found = try file("""
            import UIKit

            struct Layouts {
                lazy var lazyGrid: UICollectionViewLayout = { UICollectionViewCompositionalLayout(section: section) }()
                static var shared: UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: section) }
                var computed: UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: section)
                }
                let untyped = UICollectionViewCompositionalLayout(section: section)
                let count: Int = 3
            }
            let fileLevel: UICollectionViewLayout = { UICollectionViewCompositionalLayout(section: section) }()

            """)
        #expect(names(found) == ["Layouts.lazyGrid", "Layouts.shared", "Layouts.computed", "Layouts.untyped", "fileLevel"])
        #expect(found.functions.allSatisfy { $0.kind == .property })
        #expect(found.functions.map(\.call) == ["Layouts().lazyGrid", "Layouts.shared", "Layouts().computed",
                                                 "Layouts().untyped", "fileLevel"])
        #expect(found.functions[1].title == "Layouts.shared")
    }

    @Test func aCompositionalLayoutSubclassIsMadeWithItsInit() throws {
        let found = try file("""
            import UIKit

            class MosaicLayout: UICollectionViewCompositionalLayout {
                init(columns: Int = 3) { super.init(section: Self.section(columns)) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class WideMosaic: MosaicLayout {}
            func makeMosaic() -> WideMosaic { WideMosaic() }

            """)
        #expect(names(found) == ["MosaicLayout", "makeMosaic"])
        #expect(found.functions[0].kind == .layoutInitializer && found.functions[0].call == "MosaicLayout()")
        // `init` on line 4, column 5; the coder's init needs an argument.
        #expect(found.functions[0].line == 4 && found.functions[0].column == 5)
        #expect(found.notTaken.count == 1 && found.notTaken[0].hasPrefix("MosaicLayout.required init?(coder: NSCoder) at 5:14"))
    }

    @Test func aViewControllerThatMakesACollectionViewIsOneLayoutAndItsFunctionsAreNamedOnly() throws {
        let found = try file("""
            import UIKit

            class GridViewController: UIViewController {
                var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                }
            }
            extension GridViewController {
                private func createLayout() -> UICollectionViewLayout { fatalError() }
            }
            class AboutViewController: UIViewController {
                func layout() -> UICollectionViewLayout { fatalError() }
            }
            class Settings: UIViewController {
                init(user: String) { super.init(nibName: nil, bundle: nil) }
                override func viewDidLoad() { _ = UICollectionView(frame: .zero, collectionViewLayout: .init()) }
            }
            class Feed: UICollectionViewController {
                override func viewDidLoad() { collectionView.setCollectionViewLayout(Layouts.feed, animated: false) }
            }

            """)
        #expect(names(found) == ["GridViewController", "AboutViewController.layout", "Feed"])
        #expect(found.functions[0].kind == .viewController && found.functions[0].line == 3 && found.functions[0].column == 7)
        #expect(found.namedOnly.map(\.name) == ["GridViewController.createLayout"])
        // A view controller's method is called on a loaded instance.
        #expect(found.namedOnly[0].loadsViewController && found.functions[1].loadsViewController)
        #expect(found.notTaken == [
            "class AboutViewController at 13:7 is a view controller that makes no collection view (nothing in it names collectionViewLayout)",
            "class Settings at 16:7 needs Settings(), but its initializers take arguments",
        ])
    }

    @Test func nestedTypesExtensionsAndBothBranchesOfAnIfAreSeen() throws {
        let found = try file("""
            import UIKit

            enum Catalog {
                struct Photos {
                    let title = "{ not a brace }"
                    /* } nor this */
                    #if DEBUG
                    static func layout() -> UICollectionViewLayout { fatalError() }
                    #else
                    static func layout() -> UICollectionViewLayout { fatalError() }
                    static func release() -> UICollectionViewLayout { fatalError() }
                    #endif
                }
                func instance() -> UICollectionViewLayout { fatalError() }
            }
            extension Catalog.Photos {
                var extra: UICollectionViewLayout { fatalError() }
            }

            """)
        #expect(names(found) == ["Catalog.Photos.layout", "Catalog.Photos.release", "Catalog.Photos.extra"])
        #expect(found.functions[2].call == "Catalog.Photos().extra")
        #expect(found.notTaken == ["func instance() -> UICollectionViewLayout at 14:10 is an instance member of the enum "
                                   + "Catalog, which has no init()"])
    }

    @Test func crlfLineEndingsKeepLinesColumnsAndDirectives() throws {
        let source = "import UIKit\r\n\r\n// layout-diagram: items 3, 4\r\nfunc createLayout() -> UICollectionViewLayout {\r\n"
            + "    fatalError()\r\n}\r\n"
        let found = try file(source)
        #expect(names(found) == ["createLayout"])
        #expect(found.functions[0].line == 4 && found.functions[0].column == 6)
        #expect(found.itemCounts == [3, 4])
        #expect(found.compiledLineCount == 7)
        #expect(found.compiledSource.hasPrefix("import CompositionalLayout\r\n\r\n"))
        let bad = #expect(throws: ArtefactError.self) { try file("import UIKit\r\n\r\n  // layout-diagram: items x\r\n") }
        #expect(bad?.message == "F.swift:3:3: error: layout-diagram directive: expected 'items' and counts such as 'items 12, 9, 8'")
    }

    @Test func bracketsNestedPastTheParsersReachAreAnErrorNotAHang() throws {
        // 12 deep is read (in 0.04 s); in comments and strings brackets don't count.
        let twelve = "let x: " + String(repeating: "[", count: 12) + "Int" + String(repeating: "]", count: 12)
        let quoted = "// " + String(repeating: "[", count: 40) + "\nlet s = \"" + String(repeating: "[", count: 40)
            + "\"\n/* " + String(repeating: "[", count: 40) + " */\nlet t = \"\"\"\n" + String(repeating: "[", count: 40)
            + "\n\"\"\"\n"
        _ = try file(twelve + "\n" + quoted)
        // The 13th `[` open at once, unclosed as the fuzzer's input was (24 deep took 9 s): line 2,
        // column 7 + 13 = 20.
        let deep = "import UIKit\nlet x: " + String(repeating: "[", count: 30) + "Int\n"
        #expect(throws: ArtefactError("F.swift:2:20: error: brackets nested more than 12 deep; "
                                      + "layout-diagram's Swift parser would take too long over them")) {
            try file(deep)
        }
    }

    @Test func aFileIsReadOnlyUpToItsBoundWhateverItIs() throws {
        // /dev/zero never ends: 4 MiB + 1 bytes are read, and refused, rather than all memory.
        #expect(throws: ArtefactError("/dev/zero:1:1: error: the Swift file is larger than 4 MiB; layout-diagram "
                                      + "reads at most 4194304 bytes: put the layout code in a file of its own")) {
            try SwiftLayoutFile(contentsOf: "/dev/zero")
        }
        #expect(throws: ArtefactError("/tmp:1:1: error: this is a directory, not a Swift file")) {
            try SwiftLayoutFile(contentsOf: "/tmp")
        }
    }

    @Test func objectiveCAttributesGoAndSelectorsBecomeStringsInPlace() throws {
        let source = """
            import UIKit
            @objcMembers class GridViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                @objc(didTapWithSender:) private func didTap(_ sender: Any) {}
                @IBAction func refresh() {}
                func wire(_ button: UIButton) {
                    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                    let text = "#selector(kept) @objc"
                    let spread = #selector(
                        refresh); _ = spread
                }
            }

            """
        let found = try file(source)
        let lines = found.compiledSource.split(separator: "\n", omittingEmptySubsequences: false)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        // Each line past the import keeps its length: columns hold.
        for (line, before) in zip(lines, original).dropFirst() {
            #expect(line.utf8.count == before.utf8.count, "\(line)")
        }
        #expect(lines[1] == "             class GridViewController: UIViewController {")
        #expect(lines[2] == "              weak var label: UILabel!")
        #expect(lines[3] == "                             private func didTap(_ sender: Any) {}")
        #expect(lines[4] == "              func refresh() {}")
        // `#selector(didTap(_:))` is 21 bytes, `"didTap(_:)"` 12, and 9 spaces keep the `, for:` in place.
        #expect(lines[6] == "        button.addTarget(self, action: \"didTap(_:)\"         , for: .touchUpInside)")
        // A string that only reads like one is left alone.
        #expect(lines[7] == original[7])
        // Across lines: the name on the first, the line break kept, and the rest of the next line in place.
        #expect(lines[8].hasSuffix("let spread = \"refresh\" ") && lines[9] == "                    ; _ = spread")
    }

    @Test func previewsAreBlankedAndEveryOtherLineAndColumnIsKept() throws {
        let source = """
            import UIKit
            import SwiftUI
            import class UIKit.UIView

            func createLayout() -> UICollectionViewLayout { fatalError() }

            #Preview("Grid") {
                GridViewController()
            }
            struct GridPreview: PreviewProvider {
                static var previews: some View { Button(action: #selector(f)) { Text("{") } }
            }
            struct Representable: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            }
            let after = 1

            """
        let found = try file(source)
        let lines = found.compiledSource.split(separator: "\n", omittingEmptySubsequences: false)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        #expect(lines[0] == "import CompositionalLayout" && lines[2] == "import CompositionalLayout")
        #expect(lines[4] == original[4] && lines[15] == original[15])
        // Lines 2 and 7 to 15 are blank: SwiftUI's import, the preview, its provider and its representable.
        for index in [1] + Array(6...14) { #expect(lines[index].allSatisfy { $0 == " " }, "line \(index + 1)") }
        #expect(found.importErrors.isEmpty)
        #expect(names(found) == ["createLayout"])
    }

    @Test func aModuleThatIsNotHereIsAnErrorAtItsImport() throws {
        let found = try file("import UIKit\nimport Foundation\n  import RxSwift\nimport SwiftUI\n")
        // SwiftUI without previews is not here either.
        #expect(found.importErrors.count == 2)
        #expect(found.importErrors[0].hasPrefix("F.swift:3:10: error: no module 'RxSwift' here: layout-diagram compiles "
                                                + "against UIKit stand-ins and Foundation only"))
        #expect(found.importErrors[1].hasPrefix("F.swift:4:8: error: no module 'SwiftUI' here"))
    }

    @Test func theEntryIsAppendedAfterTheLastLineAndKeepsTheInstance() throws {
        let found = try file("import UIKit\nfinal class Screen {\n    private func grid() -> UICollectionViewLayout { fatalError() }\n}")
        let entry = SwiftLayoutEntry.source(layout: found.functions[0], snapshot: nil)
        // In an extension of the type, so that its private members are in reach; the instance lives
        // until `run` returns.
        #expect(entry.contains("extension Screen {\n    @MainActor fileprivate static func layoutDiagramLayoutEntry("))
        #expect(entry.contains("var instance = Screen()\n        defer { withExtendedLifetime(instance) {} }\n"
                               + "        run(instance.grid())"))
        #expect(entry.contains("@MainActor func layoutDiagramSnapshot() throws {}"))
    }

    @Test func compilerMessagesAreKeptToTheUsersLines() {
        let output = """
            /tmp/s/LayoutFunctions.swift:4:9: error: cannot find 'x' in scope
            3 | func createLayout() -> UICollectionViewLayout {
            4 |     x
              |     `- error: cannot find 'x' in scope
            5 | }
            6 |
            7 | // layout-diagram: generated entry, not part of the file

            /tmp/s/LayoutFunctions.swift:9:20: error: cannot find 'createLayout' in scope
            /tmp/s/main.swift:3:1: error: something generated
            """
        var messages = SwiftCompilerMessages(output, copy: "/tmp/s/LayoutFunctions.swift", lines: 5)
        // Line 3 as the user wrote it, where the compiled copy differs.
        messages.originalLines = [3: "func createLayout() -> UIKit.UICollectionViewLayout {"]
        let layout = try? SwiftLayoutFile(source: "func createLayout() -> UICollectionViewLayout { x }", path: "F.swift")
            .functions[0]
        let text = messages.userErrors(at: "F.swift", layout: layout!)
        // Line 4 is the user's (with excerpt lines 3 to 5); lines 6 on, and main.swift, are not.
        #expect(text.hasPrefix("F.swift:4:9: error: cannot find 'x' in scope\n3 | func createLayout() -> UIKit.UICollectionViewLayout {\n4 |"))
        #expect(text.contains("5 | }") && !text.contains("6 |") && !text.contains("generated") && !text.contains("main.swift"))
        // With only generated errors, one at the layout's declaration.
        let generated = SwiftCompilerMessages("/tmp/s/main.swift:3:1: error: 'Screen' cannot be constructed\n",
                                              copy: "/tmp/s/LayoutFunctions.swift", lines: 5)
        #expect(generated.userErrors(at: "F.swift", layout: layout!)
                == "F.swift:1:6: error: createLayout(): layout-diagram calls it as 'createLayout()', which does not compile "
                + "here: 'Screen' cannot be constructed")
    }
}
