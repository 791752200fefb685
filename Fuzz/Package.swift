// swift-tools-version: 6.0
// The libFuzzer target for the spec reader and the solver (issue 11, item 7). A package of its own so
// that the main package's `swift build` and `swift test` never see an executable without a `main`.
// Build and run it with scripts/fuzz (make fuzz); by hand:
//   swift build -c release --package-path Fuzz --sanitize=fuzzer
//   SWIFT_BACKTRACE=enable=no Fuzz/.build/release/SpecFuzzer CORPUS_DIR examples
import PackageDescription

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
            // libFuzzer supplies `main`; the target only defines LLVMFuzzerTestOneInput.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
