import Foundation
import LayoutDiagramCairo
import LayoutDiagramPipeline
import LayoutSpec

/// Which check a report is of: a digest of what the check was given, so that `merge-reports`
/// joins only the parts of one check (``CheckReportMerge``).
///
/// The digest covers the spec list (each path as given, less `./` and trailing slashes, sorted,
/// with its bytes), the golden folder (its path likewise, and each file's name and size: not
/// the times, which a checkout sets), the tolerance, and the Cairo that draws the PNGs. It is FNV-1a 64 (``SourceDigest``):
/// it tells apart the parts of two checks that were set up differently, not a forged part.
public enum CheckInputsDigest {
    /// 16 hex digits.
    public static func digest(specs: [String], against: String, tolerance: Tolerance) -> String {
        var text = "layout-diagram check inputs 1\n"
        // Paths as given, but `./a.yaml` and `a.yaml`, `output/` and `output`, alike.
        let spelled = { (path: String) in (path as NSString).standardizingPath }
        for path in specs.sorted(by: { spelled($0) < spelled($1) }) {
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            text += "spec \(spelled(path)) \(SourceDigest.fnv1a64(bytes))\n"
        }
        text += "golden \(spelled(against))\n"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: against)) ?? []).sorted() {
            var info = stat()
            let size = stat((against as NSString).appendingPathComponent(name), &info) == 0 ? Int64(info.st_size) : -1
            text += "file \(name) \(size)\n"
        }
        text += "tolerance \(tolerance.summary) \(tolerance.allowed)\n"
        text += "cairo \(CairoRenderer.cairoVersion)\n"
        return SourceDigest.fnv1a64(text.utf8)
    }
}
