import CompositionalLayout
import Foundation
import LayoutSpec
import Testing

/// The engine against real UIKit: every case of the ground-truth corpus (`corpus/`) is
/// solved from its spec and compared with the frames measured from UIKit's own image, at
/// ``FrameDeviation/tolerance``. A case listed in `corpus/mismatches.json` must still
/// mismatch (so the list stays true); every other case must match.
@Suite struct FidelityTests {
    private static let docs = GroundTruthCase.corpus.deletingLastPathComponent()

    /// The engine's deviations from `truth`, or why the case could not be solved.
    private static func deviations(of truth: GroundTruthCase) -> Result<[FrameDeviation], SpecError> {
        Result { () throws(SpecError) in
            let specification = try SpecReader.read(contentsOf: truth.specURL.path)
            let seen = truth.seen(try specification.solve(), in: specification)
            return FrameDeviation.deviations(of: seen, from: truth)
        }
    }

    @Test(arguments: GroundTruthCase.all)
    func theEngineDrawsWhatUIKitDrew(_ truth: GroundTruthCase) throws {
        #expect(!truth.method.hasPrefix("unreadable"), "\(truth.id): \(truth.method)")
        let specification = try SpecReader.read(contentsOf: truth.specURL.path)
        // The spec describes the container the image was taken in.
        let size = specification.containerSize
        #expect(Double(size.width) == truth.container.width && Double(size.height) == truth.container.height,
                "\(truth.id): the spec's container is \(size), the image's \(truth.container)")
        #expect(Double(specification.traitCollection.displayScale) == truth.container.displayScale,
                "\(truth.id): the spec's displayScale differs from the image's")
        if let safeArea = truth.container.safeAreaInsets {
            let spec = specification.safeAreaInsets
            #expect([spec.top, spec.leading, spec.bottom, spec.trailing].map(Double.init)
                    == [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing],
                    "\(truth.id): the spec's safe area differs from the image's")
        }
        #expect(specification.uikitVersion.map(String.init) == truth.source.uikit,
                "\(truth.id): the spec must follow the UIKit version the image was taken on")

        let seen = truth.seen(try specification.solve(), in: specification)
        let deviations = FrameDeviation.deviations(of: seen, from: truth)
        if let reason = KnownMismatches.reasons[truth.id] {
            #expect(!deviations.isEmpty,
                    "\(truth.id) now matches UIKit: remove it from corpus/mismatches.json (it said: \(reason))")
        } else {
            #expect(deviations.isEmpty, """
                \(truth.id) differs from UIKit by more than \(FrameDeviation.tolerance) pt \
                (\(truth.source.repository) \(truth.source.image)):
                \(deviations.prefix(12).map { "  \($0)" }.joined(separator: "\n"))
                """)
        }
    }

    @Test func theCorpusIsLargeIndependentAndAttributed() throws {
        let cases = GroundTruthCase.all
        #expect(cases.count >= 40, "the corpus has \(cases.count) cases; it needs at least 40")
        // Independent sources: different owners.
        let owners = Set(cases.map { $0.source.repository.split(separator: "/").first.map(String.init) ?? "" })
        #expect(owners.count >= 3, "sources from \(owners.sorted()); at least 3 independent ones are needed")
        for truth in cases {
            let source = truth.source
            #expect(source.commit.count == 40 && source.commit.allSatisfy(\.isHexDigit),
                    "\(truth.id): the commit must be 40 hex digits")
            for (name, value) in [("repository", source.repository), ("image", source.image), ("code", source.code),
                                  ("license", source.license), ("uikit", source.uikit), ("device", source.device),
                                  ("method", truth.method)] {
                #expect(!value.isEmpty, "\(truth.id): \(name) is empty")
            }
            #expect(!truth.elements.isEmpty, "\(truth.id) measures no element")
            #expect(FileManager.default.fileExists(atPath: truth.specURL.path), "\(truth.id): no \(truth.spec)")
        }
    }

    /// Only facts: numbers, our own specs and references, never another project's code or images.
    @Test func theCorpusHoldsOnlySpecsTruthsAndNotes() throws {
        let corpus = GroundTruthCase.corpus
        let walker = try #require(FileManager.default.enumerator(atPath: corpus.path))
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: corpus.appendingPathComponent(path).path, isDirectory: &isFolder)
            guard !isFolder.boolValue else { continue }
            #expect(["yaml", "json", "md"].contains((path as NSString).pathExtension),
                    "corpus/\(path): the corpus keeps specs (.yaml), measurements (.json) and notes (.md) only")
        }
    }

    @Test func everyKnownMismatchIsACaseWithAReason() {
        let ids = Set(GroundTruthCase.all.map(\.id))
        for (id, reason) in KnownMismatches.reasons.sorted(by: { $0.key < $1.key }) {
            #expect(ids.contains(id), "corpus/mismatches.json lists \(id), which is not a case")
            #expect(reason.count >= 20, "\(id): say why it does not match")
        }
    }

    /// The docs state the result as it is: "N of M layouts drawn by real UIKit match to 0.5 pt".
    @Test func theDocsStateTheCorpusResult() throws {
        let cases = GroundTruthCase.all
        let matching = cases.filter { (try? Self.deviations(of: $0).get().isEmpty) == true }.count
        let sentence = "\(matching) of \(cases.count) layouts drawn by real UIKit match to 0.5 pt"
        print("Corpus: \(sentence).")
        for file in ["README.md", "docs/semantics.md", "corpus/README.md"] {
            let says = try String(contentsOf: Self.docs.appendingPathComponent(file), encoding: .utf8)
                .contains(sentence)
            #expect(says, "\(file) must say: \(sentence)")
        }
    }
}
