// swift-tools-version: 6.0
// The libFuzzer targets (issue 11, item 7; issue 22): the spec reader and the solver (SpecFuzzer), the
// preview server's request head reader (HTTPRequestHeadFuzzer), the Markdown command's block reader
// (MarkdownFuzzer) and the Swift input's function finder (SwiftFunctionFuzzer). A package of its own so
// that the main package's `swift build` and `swift test` never see an executable without a `main`.
// Build and run them with scripts/fuzz (make fuzz); by hand:
//   swift build -c release --package-path Fuzz --sanitize=fuzzer
//   SWIFT_BACKTRACE=enable=no Fuzz/.build/release/SpecFuzzer CORPUS_DIR examples
import PackageDescription

/// libFuzzer supplies `main`; a target only defines LLVMFuzzerTestOneInput.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "layout-diagram-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "layout-diagram", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "SpecFuzzer",
            dependencies: [
                .product(name: "LayoutSpec", package: "layout-diagram"),
                .product(name: "CompositionalLayout", package: "layout-diagram"),
                .product(name: "LayoutDiagram", package: "layout-diagram"),
            ],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "HTTPRequestHeadFuzzer",
            dependencies: [.product(name: "LayoutDiagramTools", package: "layout-diagram")],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "MarkdownFuzzer",
            dependencies: [.product(name: "LayoutDiagramTools", package: "layout-diagram")],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "SwiftFunctionFuzzer",
            dependencies: [.product(name: "LayoutInput", package: "layout-diagram")],
            swiftSettings: fuzzTarget
        ),
    ]
)
