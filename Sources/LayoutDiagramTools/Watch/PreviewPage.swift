import Foundation
import LayoutDiagramPipeline

/// The page `render --watch --serve` shows: the drawing (an SVG inline, a PNG as an image) and,
/// while the spec is broken, the error above the last good drawing. It polls `/state` every 250 ms
/// and fetches the drawing again when the version changes.
enum PreviewPage {
    /// The page at `version`.
    static func html(version: Int, drawing: Data, error: String?, format: DiagramRendering.Format) -> String {
        let shown = format == .svg ? String(decoding: drawing, as: UTF8.self).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: "")
            : "<img src=\"/diagram.png?v=\(version)\" alt=\"diagram\">"
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>layout-diagram</title>
            <style>body{margin:16px;font:14px system-ui,sans-serif}#error{white-space:pre-wrap;color:#b91c1c;\
            background:#fef2f2;border:1px solid #fecaca;padding:8px;margin-bottom:12px}#error:empty{display:none}</style>
            </head><body>
            <div id="error">\(HTMLText.escaped(error ?? ""))</div>
            <div id="diagram" data-version="\(version)">\(shown)</div>
            <script>
            let version = \(version);
            async function poll() {
              try {
                const state = await (await fetch('/state', {cache: 'no-store'})).json();
                if (state.version !== version) {
                  document.getElementById('error').textContent = state.error || '';
                  if (!state.error) {
                    const diagram = document.getElementById('diagram');
                    \(format == .svg
                        ? "diagram.innerHTML = (await (await fetch('/diagram.svg', {cache: 'no-store'})).text()).replace(/^<\\?xml[^>]*>/, '');"
                        : "diagram.innerHTML = '<img src=\"/diagram.png?v=' + state.version + '\" alt=\"diagram\">';")
                    diagram.dataset.version = state.version;
                  }
                  version = state.version;
                }
              } catch (e) {}
              setTimeout(poll, 250);
            }
            setTimeout(poll, 250);
            </script>
            </body></html>
            """
    }
}
