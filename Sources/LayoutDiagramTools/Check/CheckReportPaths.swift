import Foundation

/// How a report names the files it shows: paths relative to the report's own
/// folder, so the report and the folders beside it can be moved or uploaded
/// together (as a CI artifact) and still find each other.
///
/// ```swift
/// CheckReportPaths.relativePath(from: URL(fileURLWithPath: "/ci/report"),
///                               to: URL(fileURLWithPath: "/ci/golden"))   // "../golden"
/// CheckReportPaths.urlPath("../golden/a b#1.png")                         // "../golden/a%20b%231.png"
/// ```
///
/// Paths are compared as given, made absolute and standardized (`.` and `..`
/// resolved); symbolic links are not followed, so pass the folders the same way.
enum CheckReportPaths {
    /// The path of the folder `target` seen from the folder `base`: `"expected"`,
    /// `"../golden"`, or `"."` when they are the same folder.
    static func relativePath(from base: URL, to target: URL) -> String {
        let baseComponents = components(of: base)
        let targetComponents = components(of: target)
        var common = 0
        while common < baseComponents.count, common < targetComponents.count,
              baseComponents[common] == targetComponents[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: baseComponents.count - common)
        let downs = targetComponents[common...]
        let parts = ups + downs
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `name` inside `directory`, where `directory` is a relative path from
    /// ``relativePath(from:to:)``: `"expected/grid.png"`, or `"grid.png"` for `"."`.
    static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory + "/" + name
    }

    /// A relative path made safe for `src` and `href`: each segment is
    /// percent-encoded (UTF-8), keeping only letters, digits and `-._~`, so that
    /// `#`, `?`, `%`, spaces and quotes in file names stay part of the path.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { percentEncoded(String($0)) }
            .joined(separator: "/")
    }

    private static func components(of url: URL) -> [String] {
        url.absoluteURL.standardizedFileURL.pathComponents.filter { $0 != "/" && !$0.isEmpty }
    }

    private static func percentEncoded(_ segment: String) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
