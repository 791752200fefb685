import Foundation
import Testing
import CompositionalLayout

/// Cells keep the configurations app code gives them, and their state carries the app's own keys,
/// as Apple's custom-configuration sample uses them.
@MainActor
@Suite struct CellConfigurationStandInTests {
    private static let itemKey = UIConfigurationStateCustomKey("com.example.item")

    private final class ItemCell: UICollectionViewListCell {
        var item: String?
        private(set) var updates: [String?] = []
        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[CellConfigurationStandInTests.itemKey] = item
            return state
        }
        override func updateConfiguration(using state: UICellConfigurationState) {
            var content = defaultContentConfiguration().updated(for: state)
            content.text = state[CellConfigurationStandInTests.itemKey] as? String
            contentConfiguration = content
            updates.append(content.text)
        }
    }

    @Test func aCellsStateCarriesCustomKeysIntoItsConfiguration() {
        let cell = ItemCell()
        cell.item = "Mountains"
        cell.isSelected = true
        #expect(cell.configurationState.isSelected)
        cell.setNeedsUpdateConfiguration()
        #expect(cell.updates == ["Mountains"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Mountains")
        #expect(cell.contentConfiguration?.makeContentView() is UIListContentView)
    }

    @Test func configurationsKeepTheirStylesAndSettings() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Section"
        #expect(header.style == "groupedHeader" && header.textProperties.font.pointSize == 13)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 8
        #expect(background.backgroundColor == .secondarySystemGroupedBackground && background.cornerRadius == 8)
        let accessories: [UICellAccessory] = [.outlineDisclosure(options: .init(style: .header)), .checkmark(),
                                              .delete(), .label(text: "3")]
        #expect(accessories.map(\.kind) == ["outlineDisclosure", "checkmark", "delete", "label"])
        #expect(accessories[2].displayedState == .whenEditing && accessories[3].text == "3")
    }
}
