import Foundation
import Testing
@testable import LayoutSpec

/// The writer's numbers: plain decimals the reader takes, that read back as the same double.
@Suite struct SpecValueTests {
    @Test(arguments: [
        // value, its shortest digits with the exponent written out as zeros
        (1e-21, "0.000000000000000000001"),
        (1.2345678901234566e-7, "0.00000012345678901234566"),
        (-2.5e-8, "-0.000000025"),
        (1e20, "100000000000000000000"),
        (123.25, "123.25"),
        (1.0 / 3.0, "0.3333333333333333"),
        (-7, "-7"),
    ])
    func numbersAreWrittenWithoutExponents(_ value: Double, _ text: String) {
        #expect(SpecValue.numeral(value) == text)
        #expect(Double(SpecValue.numeral(value)) == value)
    }
}
