import CompositionalLayout
import Foundation
import LayoutSpec
import Testing

/// One case of the ground-truth corpus (`corpus/SOURCE/CASE.truth.json`): frames measured
/// from an image that the real `UICollectionViewCompositionalLayout` drew, with where the
/// image and its code come from. `corpus/README.md` describes the format.
struct GroundTruthCase: Decodable, CustomTestStringConvertible, Sendable {
    struct Source: Decodable, Sendable {
        let repository: String
        let commit: String
        let image: String
        let code: String
        let license: String
        let uikit: String
        let device: String
    }

    struct Insets: Decodable, Sendable {
        let top: Double
        let leading: Double
        let bottom: Double
        let trailing: Double
    }

    struct Container: Decodable, Sendable {
        let width: Double
        let height: Double
        let displayScale: Double
        let safeAreaInsets: Insets?
    }

    struct Offset: Decodable, Sendable {
        let x: Double
        let y: Double
    }

    /// A measured frame; an edge the image does not show is `nil`.
    struct Frame: Decodable, Sendable {
        let x: Double?
        let y: Double?
        let width: Double?
        let height: Double?
    }

    struct Element: Decodable, Sendable {
        /// `cell`, `supplementary` or `decoration`.
        let category: String
        let elementKind: String?
        let section: Int?
        let item: Int?
        let frame: Frame
        let note: String?
    }

    /// `SOURCE/CASE`: the file's path in `corpus/` without `.truth.json`.
    var id: String = ""
    /// The folder the case is in, where its spec is.
    var folder: URL = URL(fileURLWithPath: "/")
    let spec: String
    let source: Source
    let container: Container
    let contentOffset: Offset
    let method: String
    let elements: [Element]

    private enum CodingKeys: String, CodingKey {
        case spec, source, container, contentOffset, method, elements
    }

    var specURL: URL { folder.appendingPathComponent(spec) }

    /// `solution` as the image shows it: pinned headers and footers at the image's content offset,
    /// which at rest is minus the adjusted top inset, over the spec's bottom safe area.
    func seen(_ solution: LayoutSolution, in specification: LayoutSpecification) -> LayoutSolution {
        let offset = CGFloat(contentOffset.y)
        // At rest the offset is minus the adjusted top inset; a scrolled image's is the spec's safe area.
        let insets = NSDirectionalEdgeInsets(top: max(-offset, specification.safeAreaInsets.top), leading: 0,
                                             bottom: specification.safeAreaInsets.bottom, trailing: 0)
        return solution.pinned(atContentOffset: offset, adjustedContentInsets: insets)
    }
    var testDescription: String { id }

    /// The corpus folder at the repository's root.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus")

    /// Every case in the corpus, sorted by id. A file that cannot be read is a case whose
    /// `method` says so, so that the test on it fails instead of the corpus silently shrinking.
    static let all: [GroundTruthCase] = {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        var cases: [GroundTruthCase] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(".truth.json") {
            let folder = url.deletingLastPathComponent()
            let id = folder.lastPathComponent + "/" + url.lastPathComponent.dropLast(".truth.json".count)
            do {
                var truth = try JSONDecoder().decode(GroundTruthCase.self, from: Data(contentsOf: url))
                truth.id = id
                truth.folder = folder
                cases.append(truth)
            } catch {
                cases.append(unreadable(id: id, folder: folder, error: error))
            }
        }
        return cases.sorted { $0.id < $1.id }
    }()

    private static func unreadable(id: String, folder: URL, error: any Error) -> GroundTruthCase {
        var truth = GroundTruthCase(
            spec: "",
            source: Source(repository: "", commit: "", image: "", code: "", license: "", uikit: "", device: ""),
            container: Container(width: 0, height: 0, displayScale: 0, safeAreaInsets: nil),
            contentOffset: Offset(x: 0, y: 0), method: "unreadable: \(error)", elements: [])
        truth.id = id
        truth.folder = folder
        return truth
    }

    private init(spec: String, source: Source, container: Container, contentOffset: Offset,
                 method: String, elements: [Element]) {
        self.spec = spec
        self.source = source
        self.container = container
        self.contentOffset = contentOffset
        self.method = method
        self.elements = elements
    }
}

/// `corpus/mismatches.json`: the cases the engine does not match yet, each with its reason.
enum KnownMismatches {
    static let reasons: [String: String] = {
        let url = GroundTruthCase.corpus.appendingPathComponent("mismatches.json")
        guard let data = try? Data(contentsOf: url),
              let reasons = try? JSONDecoder().decode([String: String].self, from: data) else { return [:] }
        return reasons
    }()
}
