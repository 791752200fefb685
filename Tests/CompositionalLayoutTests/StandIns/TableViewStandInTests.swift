import Foundation
import Testing
import CompositionalLayout

/// A table view controller, written as UIKit code writes one, loads and answers for its rows.
@MainActor
@Suite struct TableViewStandInTests {
    private final class SettingsController: UITableViewController {
        let rows = [["Wi-Fi", "Bluetooth"], ["About"]]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = 44
            tableView.tableFooterView = UIView()
        }
        override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rows[section].count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.section][indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func aTableViewControllerIsItsTablesDataSource() throws {
        let controller = SettingsController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        let tableView = try #require(controller.tableView)
        #expect(controller.view === tableView && tableView.style == .insetGrouped)
        #expect(tableView.numberOfSections == 2)
        #expect([0, 1].map(tableView.numberOfRows(inSection:)) == [2, 1])
        let cell = controller.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Bluetooth")
        tableView.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        tableView.deselectRow(at: IndexPath(row: 0, section: 1), animated: true)
        #expect(tableView.indexPathForSelectedRow == nil)
    }
}
