import Foundation
import Testing
import CompositionalLayout

/// Cells written with their own `init(frame:)` (and table cells with `init(style:reuseIdentifier:)`)
/// dequeue as their own class, through their own initializer.
@MainActor
@Suite struct CellInitializerTests {
    private final class BadgeCell: UICollectionViewCell {
        let badge: UILabel
        private(set) var madeBy = ""
        override init(frame: CGRect) {
            badge = UILabel()
            super.init(frame: frame)
            madeBy = "init(frame:)"
            contentView.addSubview(badge)
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 6
            backgroundConfiguration = background
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private final class SettingCell: UICollectionViewListCell {
        var setting: String?
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            var content = defaultContentConfiguration().updated(for: state)
            content.text = setting
            content.textProperties.color = state.isSelected ? .white : .label
            contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
            background.backgroundColor = state.isHighlighted || state.isSelected ? .systemBlue : .clear
            backgroundConfiguration = background
            accessories = [.disclosureIndicator(), .label(text: "On")]
        }
    }

    private final class SubtitleCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func aCellWithItsOwnInitFrameDequeuesAsItsClass() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "badge",
                                                                   for: IndexPath(item: 0, section: 0)) as? BadgeCell)
        #expect(cell.madeBy == "init(frame:)")
        #expect(cell.contentView.subviews.first === cell.badge)
        #expect(cell.backgroundConfiguration?.cornerRadius == 6)

        let registration = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, text in cell.badge.text = text }
        let configured = collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0),
                                                                      item: "New")
        #expect(configured.badge.text == "New" && configured.madeBy == "init(frame:)")
    }

    @Test func aListCellUpdatesItsConfigurationsFromItsState() throws {
        let cell = SettingCell()
        cell.setting = "Wi-Fi"
        cell.isSelected = true
        cell.setNeedsUpdateConfiguration()
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Wi-Fi" && content.textProperties.color == .white)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
        #expect(cell.accessories.map(\.kind) == ["disclosureIndicator", "label"])
    }

    @Test func aTableCellSubclassDequeuesThroughItsStyleInitializer() throws {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "subtitle", for: IndexPath(row: 0, section: 0))
            as? SubtitleCell)
        #expect(cell.cellStyle == .subtitle && cell.accessoryType == .disclosureIndicator)
        #expect(cell.reuseIdentifier == "subtitle")
        #expect(cell.defaultContentConfiguration().style == UIListContentConfiguration.subtitleCell().style)
        #expect(tableView.dequeueReusableCell(withIdentifier: "unregistered") == nil)
    }
}
