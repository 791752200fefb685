import Foundation

/// The other Swift files of the project a file is in, where a layout's slice (``SwiftLayoutSlice``)
/// looks for what the file uses but does not declare: the app's base class, its cells, the extension
/// that adds `NSDirectionalEdgeInsets.uniform(size:)`. An app's file compiles with its target's other
/// files, so that is where its names are.
///
/// The project is the nearest folder above the file that holds `.git`, `Package.swift`, an
/// `.xcodeproj` or an `.xcworkspace`; a file in no project has none. Its Swift files are listed in the
/// order of their paths, skipping hidden folders and build products (`.build`, `DerivedData`, `Pods`,
/// `Carthage`), up to ``maximumFiles`` files and ``maximumBytes`` bytes in all, among the first
/// ``maximumEntries`` entries: a project that is larger is read only that far.
struct SwiftProjectFiles {
    /// One file: its path, and the names it appears to declare (the word after `class`, `func`, …).
    struct File {
        let path: String
        let text: String
        let declaredNames: Set<String>
    }

    static let maximumFiles = 5_000
    static let maximumBytes = 64 << 20
    /// Entries of the project's folders looked at, at most: a marker high above (a `.git` at `/`) must not
    /// walk a whole disk.
    static let maximumEntries = 200_000
    /// Folders never read: build products and dependencies.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "build", "node_modules"]
    /// What marks a project's folder.
    static let markers = [".git", "Package.swift"]
    static let markerExtensions = ["xcodeproj", "xcworkspace"]

    /// The project's folder, if any.
    let root: String?
    /// Its Swift files but the user's, as far as the bounds go.
    let files: [File]

    /// No project: the file alone.
    static let none = SwiftProjectFiles(root: nil, files: [])

    private init(root: String?, files: [File]) {
        self.root = root
        self.files = files
    }

    /// The project of the file at `path`.
    init(around path: String) {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        guard let root = Self.root(above: file.deletingLastPathComponent()) else {
            self.root = nil
            files = []
            return
        }
        self.root = root.path
        var files: [File] = [], bytes = 0
        for candidate in Self.swiftFiles(under: root) where candidate != file.path {
            guard files.count < Self.maximumFiles, bytes < Self.maximumBytes,
                  let handle = FileHandle(forReadingAtPath: candidate) else { break }
            let data = (try? handle.read(upToCount: min(SwiftSourceBounds.maximumBytes + 1, Self.maximumBytes - bytes)))
                ?? Data()
            try? handle.close()
            // Too large, or not text: not a file the app compiles either.
            guard data.count <= SwiftSourceBounds.maximumBytes, let text = String(validating: data, as: UTF8.self),
                  SwiftSourceBounds.violation(in: text, path: candidate) == nil else { continue }
            bytes += data.count
            files.append(File(path: candidate, text: text, declaredNames: Self.declaredNames(in: text)))
        }
        self.files = files
    }

    /// The nearest folder at or above `folder` that a project marker is in.
    static func root(above folder: URL) -> URL? {
        var current = folder
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            if names.contains(where: { markers.contains($0) || markerExtensions.contains(($0 as NSString).pathExtension) }) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The `.swift` files under `root`, by path, without hidden folders and build products.
    static func swiftFiles(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                         options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        var found: [String] = [], visited = 0
        for case let url as URL in walker {
            visited += 1
            if visited > maximumEntries { break }
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if isDirectory {
                if skippedFolders.contains(url.lastPathComponent) { walker.skipDescendants() }
                continue
            }
            if url.pathExtension == "swift" { found.append(url.standardizedFileURL.path) }
            if found.count > maximumFiles * 2 { break }
        }
        return found.sorted()
    }

    /// The words that follow a declaring keyword: a cheap over-estimate of what a file declares, so that
    /// only the files that may declare a name are parsed.
    static func declaredNames(in text: String) -> Set<String> {
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "typealias", "actor", "extension",
                                        "func", "var", "let", "case"]
        // `init(…)` follows no keyword.
        var names: Set<String> = text.contains("init(") || text.contains("init?(") ? ["init"] : []
        var previous: Substring = ""
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            if keywords.contains(previous) { names.insert(String(word)) }
            previous = word
        }
        return names
    }

    /// The files not yet `taken` that may declare one of `names`.
    func files(declaringAnyOf names: Set<String>, besides taken: Set<String>) -> [File] {
        files.filter { !taken.contains($0.path) && !$0.declaredNames.isDisjoint(with: names) }
    }
}
