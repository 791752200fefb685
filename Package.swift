// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "layout-diagram",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutDiagram", targets: ["LayoutDiagram"]),
        .library(name: "LayoutDiagramSVG", targets: ["LayoutDiagramSVG"]),
        .library(name: "LayoutDiagramCairo", targets: ["LayoutDiagramCairo"]),
        .library(name: "LayoutDiagramDiff", targets: ["LayoutDiagramDiff"]),
        .library(name: "LayoutDiagramTesting", targets: ["LayoutDiagramTesting"]),
        // For Integrations/SnapshotTesting, the swift-snapshot-testing strategies built on the pipeline alone.
        .library(name: "LayoutDiagramPipeline", targets: ["LayoutDiagramPipeline"]),
        // For Fuzz/, whose targets read Markdown and Swift files as the command line does.
        .library(name: "LayoutInput", targets: ["LayoutInput"]),
        .library(name: "LayoutDiagramTools", targets: ["LayoutDiagramTools"]),
        .executable(name: "layout-diagram", targets: ["layout-diagram"]),
        .executable(name: "layout-diagram-benchmark", targets: ["LayoutBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Swift input: the parser that finds a file's layouts and rewrites its imports (SwiftSyntax and
        // SwiftParser only; no macros, so none of the compiler plugin libraries is built).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `make docs` (in `make ci`): the DocC catalogs built with warnings as errors. A plugin only:
        // nothing of it is built or linked unless that command runs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The UIKit-named model, the solver and its result. Pure Swift + Foundation, no I/O.
        .target(name: "CompositionalLayout"),
        // YAML/JSON spec files -> model, with source positions for errors.
        .target(name: "LayoutSpec", dependencies: [
            "CompositionalLayout",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Solution -> renderer-neutral scene; the renderer protocol.
        .target(name: "LayoutDiagram", dependencies: ["CompositionalLayout"]),
        // Scene -> SVG bytes, pure Swift.
        .target(name: "LayoutDiagramSVG", dependencies: ["LayoutDiagram"]),
        // Cairo and FreeType from the system (libcairo2-dev); private to the PNG renderer.
        // Also ISA-L's igzip, which compresses the PNGs, and zlib (module.modulemap links both).
        .systemLibrary(name: "CLayoutDiagramCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev", "libisal-dev"]), .brew(["cairo", "isa-l"])]),
        // Scene -> PNG bytes through Cairo, with the pinned font; PNG -> pixels.
        .target(name: "LayoutDiagramCairo", dependencies: ["LayoutDiagram", "CompositionalLayout", "CLayoutDiagramCairo"]),
        // Perceptual pixel comparison (pixelmatch's algorithm), pure Swift.
        .target(name: "LayoutDiagramDiff", dependencies: ["LayoutDiagram"]),
        // Snapshot assertions for users' own Swift Testing suites: frames exactly, PNGs tolerantly.
        // Its dependency closure must hold no spec reader (Yams), no swiftc driver (LayoutInput's Swift/)
        // and no HTTP server (LayoutDiagramTools' Watch/): users add it to their own test targets.
        // LayoutDiagramTestingTests/DependencyClosureTests pins this by reading this file.
        .target(name: "LayoutDiagramTesting", dependencies: [
            "CompositionalLayout", "LayoutDiagram", "LayoutDiagramCairo", "LayoutDiagramDiff", "LayoutDiagramPipeline",
        ]),
        // The pipeline's last stages, shared by the command line and the snapshot helper: a scene drawn
        // (DiagramRendering), PNGs compared with their goldens (Tolerance, PNGGoldenComparison), files
        // written whole or not at all (AtomicFile, PNGFile).
        .target(name: "LayoutDiagramPipeline", dependencies: [
            "CompositionalLayout", "LayoutDiagram", "LayoutDiagramSVG", "LayoutDiagramCairo", "LayoutDiagramDiff",
            "CLayoutDiagramProcess",
        ]),
        // Every way a layout comes in: spec files and standard input (through LayoutSpec), and Swift
        // files compiled and run as bounded layout programs (Swift/, LayoutSource).
        .target(name: "LayoutInput", dependencies: [
            "CompositionalLayout", "LayoutSpec", "LayoutDiagramPipeline", "CLayoutDiagramProcess", "CLayoutDiagramCrypto",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // What only the command line uses: a spec drawn (SpecRendering), the gallery and its check with
        // their reports, lint and explain reports, watch and serve, Markdown.
        .target(name: "LayoutDiagramTools", dependencies: [
            "CompositionalLayout", "LayoutSpec", "LayoutDiagram", "LayoutDiagramSVG", "LayoutDiagramCairo",
            "LayoutDiagramDiff", "LayoutDiagramPipeline", "LayoutInput", "CLinuxRename",
        ]),
        // renameat2(RENAME_EXCHANGE), for swapping a staged folder in as a whole.
        .systemLibrary(name: "CLinuxRename", path: "Sources/CLinuxRename"),
        // fork/exec of a layout program in a process group of its own, with resource limits.
        .systemLibrary(name: "CLayoutDiagramProcess", path: "Sources/CLayoutDiagramProcess"),
        // SHA-256 from the system's libcrypto, which keys and checks the layout program cache.
        .systemLibrary(name: "CLayoutDiagramCrypto", pkgConfig: "libcrypto",
                       providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
        // The command line: parses arguments and wires the stages together.
        .executableTarget(name: "layout-diagram", dependencies: [
            "CompositionalLayout", "LayoutSpec", "LayoutDiagram", "LayoutDiagramSVG", "LayoutDiagramCairo",
            "LayoutDiagramDiff", "LayoutDiagramPipeline", "LayoutInput", "LayoutDiagramTools",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Solver throughput; prints figures, is not a test.
        .executableTarget(name: "LayoutBenchmark",
                          dependencies: ["CompositionalLayout", "LayoutDiagram", "LayoutSpec", "LayoutDiagramSVG", "GridReference",
                                         .product(name: "Yams", package: "Yams")],
                          path: "Benchmarks/LayoutBenchmark"),
        // The C loop the solver is measured against.
        .target(name: "GridReference", path: "Benchmarks/GridReference"),
        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout"]),
        // Tutorial code from the seeds, compiled unchanged apart from the import.
        .testTarget(name: "SeedLayoutTests", dependencies: ["CompositionalLayout"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "CompositionalLayout"]),
        // The engine against frames measured from real UIKit output (corpus/).
        .testTarget(name: "FidelityTests", dependencies: ["LayoutSpec", "CompositionalLayout"]),
        // What the diagram tests share: an SVG parser for structural assertions, and a frames JSON relayout.
        // Every test target names each module it imports, so that a change to one rebuilds the tests.
        .target(name: "LayoutDiagramTestSupport", dependencies: ["LayoutDiagram"], path: "Tests/LayoutDiagramTestSupport"),
        .testTarget(name: "LayoutDiagramTests", dependencies: [
            "LayoutDiagram", "LayoutDiagramSVG", "CompositionalLayout", "LayoutDiagramTestSupport",
        ]),
        .testTarget(name: "LayoutDiagramCairoTests", dependencies: [
            "LayoutDiagramCairo", "LayoutDiagram", "CompositionalLayout", "CLayoutDiagramCairo",
        ]),
        .testTarget(name: "LayoutDiagramDiffTests", dependencies: [
            "LayoutDiagramDiff", "LayoutDiagram", "CompositionalLayout", "LayoutDiagramTestSupport",
        ]),
        .testTarget(name: "LayoutDiagramTestingTests", dependencies: [
            "LayoutDiagramTesting", "LayoutDiagramCairo", "LayoutDiagramDiff", "LayoutDiagram", "CompositionalLayout",
        ]),
        // The command line end to end: spec in, frames JSON and SVG out.
        .testTarget(name: "LayoutDiagramCLITests", dependencies: [
            "layout-diagram", "LayoutSpec", "LayoutDiagram", "LayoutDiagramSVG", "CompositionalLayout",
            "LayoutDiagramCairo", "LayoutDiagramDiff", "LayoutDiagramPipeline", "LayoutInput", "LayoutDiagramTools",
            "LayoutDiagramTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The command line's libraries tested directly, without the command.
        .testTarget(name: "LayoutDiagramToolsTests", dependencies: [
            "LayoutDiagramTools", "LayoutDiagramPipeline", "LayoutInput", "LayoutSpec", "LayoutDiagram", "CompositionalLayout",
        ]),
    ]
)
