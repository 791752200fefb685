import Foundation
import LayoutSpec

/// Where a SARIF result points: a spec's path as an RFC 3986 URI reference, or standard input.
///
/// ```swift
/// SARIFArtifactLocation("specs/a b#1.yaml")   // {"uri": "specs/a%20b%231.yaml", "uriBaseId": "%SRCROOT%"}
/// SARIFArtifactLocation("/elsewhere/x.yaml")  // {"uri": "file:///elsewhere/x.yaml"}
/// SARIFArtifactLocation("<stdin>")            // {"index": 0, "description": {"text": "standard input"}}
/// ```
///
/// - A file inside the working directory is a relative reference from it, with `uriBaseId`
///   `%SRCROOT%`; the run's `originalUriBaseIds` describes `%SRCROOT%` without its absolute path,
///   so the log is the same on every machine (SARIF 2.1.0 §3.14.14 lets that `uri` be absent).
/// - A file elsewhere is an absolute `file://` URI, without `uriBaseId`.
/// - Each path segment is percent-encoded as UTF-8, keeping only letters, digits and `-._~`
///   (so a space, `#`, `?`, `%` and `:` stay part of the name); `/` separates segments.
/// - Standard input has no URI: the location names the run's artifact at ``standardInputIndex``,
///   which has the role `analysisTarget` and says, in its location's `description`, that it is
///   standard input (§3.4.3: without `index`, `uri` must be present; §3.24.2: a top-level artifact
///   has a `location`, here one with only an `index` and a `description`).
enum SARIFArtifactLocation {
    /// The `uriBaseId` of relative URIs: the working directory.
    static let sourceRoot = "%SRCROOT%"
    /// Standard input's artifact in `run.artifacts`, when any finding is there.
    static let standardInputIndex = 0
    static let standardInputDescription = ["text": "standard input"]

    /// The `artifactLocation` object for a diagnostic's path.
    static func location(ofPath path: String,
                         workingDirectory: String = FileManager.default.currentDirectoryPath) -> [String: Any] {
        if path == SpecReader.standardInputName {
            return ["index": standardInputIndex, "description": standardInputDescription]
        }
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL.path
        let root = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if absolute.hasPrefix(prefix) {
            return ["uri": CheckReportPaths.urlPath(String(absolute.dropFirst(prefix.count))), "uriBaseId": sourceRoot]
        }
        return ["uri": "file://" + CheckReportPaths.urlPath(absolute)]
    }

    /// The run's `artifacts`: standard input's, when a finding is there; else none.
    static func artifacts(standardInputUsed: Bool) -> [[String: Any]] {
        guard standardInputUsed else { return [] }
        return [["location": ["index": standardInputIndex, "description": standardInputDescription],
                 "roles": ["analysisTarget"], "description": standardInputDescription]]
    }

    /// The run's `originalUriBaseIds`: `%SRCROOT%`, described, without the machine's path.
    static var originalUriBaseIds: [String: Any] { [
        sourceRoot: ["description": ["text": "The working directory of the lint run; relative URIs are relative to it."]],
    ] }
}
