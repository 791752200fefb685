// swift-tools-version: 6.0
import PackageDescription

// swift-snapshot-testing strategies for compositional layouts, in a package of their own so that
// the main build does not resolve swift-snapshot-testing's dependencies (swift-syntax, swift-custom-dump).
// Only its SnapshotTesting product is built, which has no dependency; swift-syntax is resolved, not compiled.
// Built on the pipeline alone: no spec reader (Yams), no swiftc driver, no HTTP server.
let package = Package(
    name: "LayoutDiagramSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutDiagramSnapshotTesting", targets: ["LayoutDiagramSnapshotTesting"]),
    ],
    dependencies: [
        // Named, so that the products are found whatever the checkout's folder is called.
        .package(name: "layout-diagram", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "LayoutDiagramSnapshotTesting", dependencies: [
            .product(name: "CompositionalLayout", package: "layout-diagram"),
            .product(name: "LayoutDiagram", package: "layout-diagram"),
            .product(name: "LayoutDiagramPipeline", package: "layout-diagram"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "LayoutDiagramSnapshotTestingTests", dependencies: [
            "LayoutDiagramSnapshotTesting",
            .product(name: "CompositionalLayout", package: "layout-diagram"),
            .product(name: "LayoutDiagram", package: "layout-diagram"),
            .product(name: "LayoutDiagramPipeline", package: "layout-diagram"),
            // PNGCodec, to make images a pixel off their reference.
            .product(name: "LayoutDiagramCairo", package: "layout-diagram"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ]
)
