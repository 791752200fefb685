import Foundation

/// A new folder under the temporary directory, holding the given files, for one test's command runs.
enum ScratchFolder {
    /// A folder named `layout-diagram-PREFIX-UUID` that holds `files` (name → text).
    static func make(_ prefix: String, files: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-diagram-\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }
}

/// Specs the lint tests share.
enum LintFixtures {
    /// Two halves of 0.6 in one group: LD101 (fractions past 1) at the group.
    static let overflowing = """
        sections:
          - items: 4
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(50)}
                subitems:
                  - item: {layoutSize: {width: .fractionalWidth(0.6), height: .fractionalHeight(1)}}
                  - item: {layoutSize: {width: .fractionalWidth(0.6), height: .fractionalHeight(1)}}

        """
}
