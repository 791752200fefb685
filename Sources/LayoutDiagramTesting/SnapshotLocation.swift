import Foundation

/// Where one snapshot's golden files live.
///
/// The folder is, in order of precedence:
/// 1. `snapshotDirectory:` when given: that folder itself (a relative path is
///    taken from the calling test file's folder);
/// 2. `$LAYOUT_SNAPSHOT_DIR/<TestFileName>/` when the variable is set (a
///    relative path is taken from the current directory, which `swift test`
///    sets to the package root);
/// 3. `__Snapshots__/<TestFileName>/` beside the calling test file, from its
///    `#filePath`, as swift-snapshot-testing does.
///
/// In it, snapshot `grid` is `grid.json` (frames), `grid.png` (diagram) and
/// `grid.meta.json` (what drew the PNG). Names must be unique per folder.
struct SnapshotLocation: Hashable, Sendable {
    /// The folder holding the golden files.
    var directory: URL
    /// The snapshot's name, a valid file name.
    var name: String
    /// The calling test file's name without extension (`GridTests`).
    var testFileName: String

    /// The default folder's name.
    static let defaultFolderName = "__Snapshots__"

    var framesFile: URL { file("json") }
    var imageFile: URL { file("png") }
    var stampFile: URL { file("meta.json") }

    /// `<directory>/<name>.<ext>`.
    func file(_ fileExtension: String) -> URL {
        directory.appendingPathComponent("\(name).\(fileExtension)", isDirectory: false)
    }

    /// The name of an attachment, `<TestFileName>.<name>.<suffix>`
    /// (`GridTests.grid.actual.png`): `swift test --attachments-path` writes
    /// every test's attachments into one folder, so the test file keeps
    /// same-named snapshots of different files apart.
    func attachmentName(_ suffix: String) -> String {
        "\(testFileName).\(name).\(suffix)"
    }

    /// The location for snapshot `name` called from `filePath`.
    ///
    /// - Throws: a problem naming the rule when `name` cannot be a file name.
    static func resolve(name: String, filePath: String, snapshotDirectory: String?,
                        environment: SnapshotEnvironment) throws(SnapshotProblem) -> SnapshotLocation {
        try validate(name: name)
        let testFile = URL(fileURLWithPath: filePath, isDirectory: false)
        let testFolder = testFile.deletingLastPathComponent()
        let testFileName = testFile.deletingPathExtension().lastPathComponent
        let directory: URL
        if let snapshotDirectory, !snapshotDirectory.isEmpty {
            directory = absolute(snapshotDirectory, relativeTo: testFolder)
        } else if let root = environment[SnapshotEnvironment.directoryVariable], !root.isEmpty {
            let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            directory = absolute(root, relativeTo: base).appendingPathComponent(testFileName, isDirectory: true)
        } else {
            directory = testFolder.appendingPathComponent(defaultFolderName, isDirectory: true)
                .appendingPathComponent(testFileName, isDirectory: true)
        }
        return SnapshotLocation(directory: directory.standardizedFileURL, name: name, testFileName: testFileName)
    }

    private static func absolute(_ path: String, relativeTo base: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path, isDirectory: true)
            : base.appendingPathComponent(path, isDirectory: true)
    }

    /// The longest name accepted, leaving room for `.meta.json` and a
    /// temporary suffix within a 255-byte file name.
    static let maxNameLength = 160

    /// A name is one file-name component: not empty, no `/`, `\` or control
    /// characters, not starting with `.`, at most ``maxNameLength`` UTF-8 bytes.
    static func validate(name: String) throws(SnapshotProblem) {
        let reason: String?
        if name.isEmpty {
            reason = "it is empty"
        } else if name.hasPrefix(".") {
            reason = "it starts with '.'"
        } else if name.contains("/") || name.contains("\\") {
            reason = "it contains a path separator"
        } else if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            reason = "it contains a control character"
        } else if name.utf8.count > maxNameLength {
            reason = "it is longer than \(maxNameLength) bytes"
        } else {
            reason = nil
        }
        if let reason {
            throw SnapshotProblem("The snapshot name \(String(reflecting: name)) cannot be a file name: \(reason).")
        }
    }
}
