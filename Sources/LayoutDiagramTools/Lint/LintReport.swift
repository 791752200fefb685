import CompositionalLayout
import Foundation
import LayoutSpec

/// What `layout-diagram lint` found in its specs, written as compiler-style
/// text, as JSON for scripts, or as SARIF 2.1.0 for code-scanning services.
///
/// ```swift
/// let report = LintReport(findings: try specification.lint())
/// print(report.text)                 // one warning and its fix per finding
/// try report.json()                  // {"findings": [...], "version": 1}
/// ```
public struct LintReport: Sendable {
    /// How the findings are written.
    public enum Format: String, CaseIterable, Sendable {
        /// Compiler-style warnings, each with its fix.
        case text
        /// One JSON object per finding.
        case json
        /// SARIF 2.1.0.
        case sarif
    }

    /// The findings, in the order of the specs given, then of each spec's sections.
    public let findings: [SpecLintFinding]

    /// A report of `findings`, kept in the order given.
    public init(findings: [SpecLintFinding]) {
        self.findings = findings
    }

    /// The report in `format`; `toolVersion` names the tool in SARIF.
    public func data(_ format: Format, toolVersion: String) throws -> Data {
        switch format {
        case .text: return Data(text.utf8)
        case .json: return try json()
        case .sarif: return try sarif(toolVersion: toolVersion)
        }
    }

    /// Each finding's warning line and fix line, then a count: `2 findings in 1 spec`.
    public var text: String {
        let specs = Set(findings.map(\.diagnostic.path)).count
        let summary = findings.isEmpty ? "lint: no findings"
            : "lint: \(findings.count) \(findings.count == 1 ? "finding" : "findings") in \(specs) "
              + (specs == 1 ? "spec" : "specs")
        return (findings.map(\.description) + [summary]).joined(separator: "\n") + "\n"
    }

    /// `{"findings": [{"code", "rule", "path", "line", "column", "keyPath", "section", "message", "fix"}], "version": 1}`,
    /// keys sorted, one finding per line.
    public func json() throws -> Data {
        struct Entry: Encodable {
            let code: String, rule: String, path: String, line: Int, column: Int, keyPath: String
            let section: Int?, message: String, fix: String
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = try findings.map { finding in
            try encoder.encode(Entry(code: finding.finding.rule.code, rule: finding.finding.rule.rawValue,
                                     path: finding.diagnostic.path, line: finding.diagnostic.line,
                                     column: finding.diagnostic.column, keyPath: finding.diagnostic.keyPath,
                                     section: finding.finding.location.section,
                                     message: finding.finding.message, fix: finding.finding.fix))
        }
        var data = Data("{\"findings\":[".utf8)
        for (index, line) in lines.enumerated() {
            data.append(Data((index == 0 ? "\n  " : ",\n  ").utf8))
            data.append(line)
        }
        data.append(Data((lines.isEmpty ? "],\"version\":1}\n" : "\n],\"version\":1}\n").utf8))
        return data
    }

    /// A SARIF 2.1.0 log with one run: the tool, every rule, and a result per finding, as GitHub
    /// code scanning reads it (`github/codeql-action/upload-sarif`). Each finding's file is a URI
    /// reference relative to the working directory (``SARIFArtifactLocation``).
    public func sarif(toolVersion: String) throws -> Data {
        let rules: [[String: Any]] = LayoutLintRule.allCases.map { rule in
            ["id": rule.code, "name": rule.rawValue, "shortDescription": ["text": rule.summary],
             "defaultConfiguration": ["level": "warning"]]
        }
        let results: [[String: Any]] = findings.map { finding in
            ["ruleId": finding.finding.rule.code, "level": "warning",
             "message": ["text": (finding.diagnostic.keyPath.isEmpty ? "" : finding.diagnostic.keyPath + ": ")
                 + finding.finding.message
                 + " Fix: " + finding.finding.fix],
             "locations": [["physicalLocation": [
                 "artifactLocation": SARIFArtifactLocation.location(ofPath: finding.diagnostic.path),
                 "region": ["startLine": finding.diagnostic.line, "startColumn": finding.diagnostic.column],
             ]]]]
        }
        var run: [String: Any] = ["tool": ["driver": ["name": "layout-diagram", "version": toolVersion, "rules": rules]],
                                  "results": results, "originalUriBaseIds": SARIFArtifactLocation.originalUriBaseIds]
        let artifacts = SARIFArtifactLocation.artifacts(
            standardInputUsed: findings.contains { $0.diagnostic.path == SpecReader.standardInputName })
        if !artifacts.isEmpty { run["artifacts"] = artifacts }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        var data = try JSONSerialization.data(withJSONObject: log, options: [.sortedKeys, .prettyPrinted,
                                                                             .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }
}
