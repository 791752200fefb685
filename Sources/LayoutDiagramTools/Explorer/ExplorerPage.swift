import Foundation
import LayoutDiagram

/// `render -o NAME.html`: one self-contained page that shows a layout's diagram and lets a
/// reader point at any element to see its frame's arithmetic, as `explain` writes it.
///
/// ```swift
/// let page = ExplorerPage(title: "Grid", devices: [device])   // from SpecRendering.explorerPage(for:)
/// let html = page.html()                                      // UTF-8, deterministic
/// ```
///
/// The page loads nothing: the SVG, its style, the script and the data are inline, and a
/// Content-Security-Policy forbids every fetch. The data (``ExplorerDevice``) is JSON in a
/// `<script type="application/json">`; the script (``ExplorerScript``) only looks targets and
/// explanations up and interpolates keyframes. See `docs/explorer.md`.
public struct ExplorerPage: Sendable {
    /// The page's title: the diagram's.
    public var title: String
    /// One part per device; the page switches between them.
    public var devices: [ExplorerDevice]

    /// A page titled `title` holding `devices`.
    public init(title: String, devices: [ExplorerDevice]) {
        self.title = title
        self.devices = devices
    }

    /// The page as UTF-8. The same devices always give the same bytes.
    public func html() throws -> Data {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
            script-src 'unsafe-inline'">
            <title>\(HTMLText.escaped(title))</title>
            <style>
            \(ExplorerStyle.css)
            """
        for (index, device) in devices.enumerated() {
            for layer in ExplorerLayer.allCases {
                let scoped = layer.selectors(salt: DiagramSalt(device.salt)).map { "body.hide-\(layer.rawValue) #explorer-device-\(index) \($0)" }
                page += scoped.joined(separator: ",\n") + " { display: none; }\n"
            }
        }
        page += """
            </style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.escaped(title))</h1>
            <div class="explorer-controls">

            """
        if devices.count > 1 {
            page += "<label>Device <select id=\"explorer-device\">"
            for (index, device) in devices.enumerated() {
                page += "<option value=\"\(index)\">\(HTMLText.escaped(device.name))</option>"
            }
            page += "</select></label>\n"
        }
        page += "<fieldset id=\"explorer-layers\"><legend>Layers</legend>"
        for layer in ExplorerLayer.allCases {
            page += "<label><input type=\"checkbox\" data-layer=\"\(layer.rawValue)\" checked> \(layer.title)</label>"
        }
        page += "</fieldset>\n</div>\n</header>\n<main>\n<div id=\"explorer-devices\">\n"
        for (index, device) in devices.enumerated() {
            page += "<section class=\"explorer-device\" id=\"explorer-device-\(index)\" data-index=\"\(index)\""
                + (index == 0 ? "" : " hidden") + ">\n"
            if devices.count > 1 { page += "<h2>\(HTMLText.escaped(device.name))</h2>\n" }
            let motions = (device.scroll.map { [$0] } ?? []) + device.orthogonal
            if !motions.isEmpty {
                page += "<div class=\"explorer-scroll\">\n"
                for (track, motion) in motions.enumerated() {
                    page += control(motion, id: "explorer-scroll-\(index)-\(track)")
                }
                page += "</div>\n"
            }
            page += "<div class=\"explorer-picture\">\n" + device.svg + "</div>\n</section>\n"
        }
        page += """
            </div>
            <aside id="explorer-explanation" aria-live="polite">
            <h2 id="explorer-name">Point at an element</h2>
            <p id="explorer-note">Hover over a cell, view, group, gap or inset band to see how its frame is computed; \
            click to keep it, and to link to it.</p>
            <pre id="explorer-text"></pre>
            </aside>
            </main>
            <script type="application/json" id="explorer-data">
            """
        page += try dataJSON() + "</script>\n<script>\n"
            + ExplorerScript.source(looks: devices.contains { $0.hasLooks }) + "</script>\n</body>\n</html>\n"
        return Data(page.utf8)
    }

    /// A range input for `motion`, with its value beside it and its marks in a datalist.
    private func control(_ motion: ExplorerMotion, id: String) -> String {
        let f = DiagramNumber.format
        var html = "<label class=\"explorer-track\">\(HTMLText.escaped(motion.label)) "
        html += "<input type=\"range\" id=\"\(id)\" data-track=\"\(motion.section.map(String.init) ?? "main")\" "
            + "min=\"\(f(motion.minimum))\" max=\"\(f(motion.maximum))\" step=\"\(motion.step.map(f) ?? "any")\" value=\"\(f(motion.initial))\""
        if !motion.marks.isEmpty { html += " list=\"\(id)-marks\"" }
        html += "> <output for=\"\(id)\">\(f(motion.initial))</output></label>\n"
        if !motion.marks.isEmpty {
            html += "<datalist id=\"\(id)-marks\">" + motion.marks.map { "<option value=\"\(f($0))\"></option>" }.joined()
                + "</datalist>\n"
        }
        return html
    }

    /// The devices as JSON, keys sorted, with `<` escaped so that no string can close the script.
    private func dataJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(Document(devices: devices)), as: UTF8.self)
        return json.replacingOccurrences(of: "<", with: "\\u003c") + "\n"
    }

    private struct Document: Encodable {
        let devices: [ExplorerDevice]
    }
}
