import CompositionalLayout
import Foundation
import LayoutSpec
import Testing

/// `visibleItemEffects`: what a section's `visibleItemsInvalidationHandler` set, as spec data.
@Suite struct VisibleItemEffectsSpecTests {
    private let carousel = """
        container: {width: 390, height: 300}
        sections:
          - items: 3
            group: {horizontal: {layoutSize: {width: 300, height: 200}, subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}
            orthogonalScrollingBehavior: groupPaging
            visibleItemEffects:
              - offset: 0
                items:
                  - {element: "0.0"}
                  - {element: "0.1", transform: [0.8, 0, 0, 0.8, 0, 0], alpha: 0.5, translation: {x: 0, y: 4}, zIndex: 2}
              - offset: 300
                items:
                  - {element: "0.1"}
                  - {element: "0.2", isHidden: true}
        """

    @Test func effectsAreReadIntoTheSolutionAndWrittenBackAsRead() throws {
        let specification = try read(carousel)
        let samples = specification.sections[0].visibleItemEffects
        #expect(samples.map(\.offset) == [0, 300])
        #expect(samples[0].items[1] == VisibleItemSample.Item(
            element: .cell(section: 0, item: 1),
            appearance: VisibleItemAppearance(alpha: 0.5, transform: CGAffineTransform(scaleX: 0.8, y: 0.8),
                                              translation: CGPoint(x: 0, y: 4), zIndex: 2)))
        #expect(samples[1].items[1].appearance == VisibleItemAppearance(isHidden: true))
        #expect(try specification.solve().visibleItemEffects.sections[0] == samples)
        let written = try specification.written()
        let again = try SpecReader.read(written, path: "written.yaml")
        #expect(again.sections[0].visibleItemEffects == samples, "\(written)")
        #expect(try again.written() == written)
    }

    @Test func badEffectsAreErrorsAtTheirPlace() {
        let bad = carousel
            .replacingOccurrences(of: "alpha: 0.5", with: "alpha: 2")
            .replacingOccurrences(of: "{element: \"0.0\"}", with: "{element: \"1.0\"}")
            .replacingOccurrences(of: "transform: [0.8, 0, 0, 0.8, 0, 0]", with: "transform: [1, 0, 0, 1]")
        let found = diagnostics(bad)
        #expect(found == [
            diagnostic(9, 23, "sections[0].visibleItemEffects[0].items[0].element",
                       "expected an element of section 0 as explain names it ('0.3', 'badge@0.3'), got '1.0'"),
            diagnostic(10, 41, "sections[0].visibleItemEffects[0].items[1].transform",
                       "expected a transform: a list of six numbers [a, b, c, d, tx, ty], got a list"),
            diagnostic(10, 62, "sections[0].visibleItemEffects[0].items[1].alpha", "expected a number from 0 to 1, got '2'"),
        ], "\(found)")
        #expect(diagnostics(carousel.replacingOccurrences(of: "offset: 300", with: "offset: -5"))
            == [diagnostic(11, 9, "sections[0].visibleItemEffects[1]", "offsets must ascend: -5 comes after 0")])
    }
}
