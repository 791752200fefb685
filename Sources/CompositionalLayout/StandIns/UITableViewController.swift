import Foundation

/// A stand-in for UIKit's `UITableViewController`: a controller whose view is
/// a table view of its style, with the controller as its data source and
/// delegate, so a subclass overrides their methods. Nothing is shown.
@preconcurrency
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style
    private var loadedTableView: UITableView?

    /// Whether selections are cleared when the view appears; kept.
    open var clearsSelectionOnViewWillAppear = true
    /// The pull-to-refresh control; kept.
    open var refreshControl: UIRefreshControl?

    /// A controller whose table view will have `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// The table view: the controller's view, loaded with it.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return loadedTableView
        }
        set {
            loadedTableView = newValue
            if let newValue { view = newValue }
        }
    }

    /// Makes the table view, screen-sized, with this controller as its data source and delegate.
    open override func loadView() {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: style)
        tableView.dataSource = self
        tableView.delegate = self
        loadedTableView = tableView
        view = tableView
    }

    /// One section, as UIKit's default.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows, as UIKit's default.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell; a subclass with rows overrides this.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// The table's ``UITableView/rowHeight``.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}
