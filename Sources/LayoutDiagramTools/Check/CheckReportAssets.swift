/// The style sheet and script inlined into `report.html`, so the page needs no
/// other file and no network.
enum CheckReportAssets {
    /// The badge colours, one per verdict (also used by the browser test).
    static let failColor = "#cf222e"
    static let newColor = "#0969da"
    static let deletedColor = "#9a6700"
    static let passColor = "#1a7f37"

    static let css = """
        :root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa;
          --line: #d1d9e0; --fail: \(failColor); --new: \(newColor); --deleted: \(deletedColor); --pass: \(passColor); }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 16px 24px 48px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
          color: var(--fg); background: var(--bg); }
        h1 { font-size: 20px; margin: 0 0 8px; }
        h2 { font-size: 17px; margin: 0; display: inline; }
        h3 { font-size: 14px; margin: 0 0 4px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        code, pre, .name { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
        a { color: var(--new); }
        header { border-bottom: 1px solid var(--line); padding-bottom: 12px; margin-bottom: 16px; }
        .overall { margin: 0 0 8px; padding: 8px 12px; border-radius: 6px; border: 1px solid; font-size: 15px; }
        .overall-word { margin-right: 8px; letter-spacing: 0.04em; }
        .overall-failed { border-color: var(--fail); color: var(--fail);
          background: color-mix(in srgb, var(--fail) 8%, var(--bg)); }
        .overall-passed { border-color: var(--pass); color: var(--pass);
          background: color-mix(in srgb, var(--pass) 8%, var(--bg)); }
        .counts { list-style: none; display: flex; gap: 16px; padding: 0; margin: 0 0 8px; }
        .count a { text-decoration: none; color: inherit; }
        .count-failed strong { color: var(--fail); } .count-new strong { color: var(--new); }
        .count-deleted strong { color: var(--deleted); } .count-passed strong { color: var(--pass); }
        .count-zero { color: var(--muted); } .count-zero strong { color: inherit; }
        .meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; color: var(--muted); }
        .meta dd { margin: 0; }
        .warning { color: var(--deleted); font-weight: 600; }
        .group { margin: 0 0 24px; }
        .group > h2, .group summary { display: block; margin: 0 0 8px; cursor: default; }
        .group summary { cursor: pointer; }
        .group summary h2 { display: inline; }
        .group-failed > h2 { color: var(--fail); } .group-new > h2 { color: var(--new); }
        .group-deleted > h2 { color: var(--deleted); } .group-passed h2 { color: var(--pass); }
        .item { border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 6px;
          padding: 10px 12px; margin: 0 0 12px; background: var(--bg); }
        .item-failed { border-left-color: var(--fail); } .item-new { border-left-color: var(--new); }
        .item-deleted { border-left-color: var(--deleted); } .item-passed { border-left-color: var(--pass); }
        .badge { display: inline-block; min-width: 64px; padding: 2px 8px; border-radius: 4px; color: #ffffff;
          font: 700 12px/18px system-ui, sans-serif; text-align: center; letter-spacing: 0.05em; }
        .badge-failed { background: var(--fail); } .badge-new { background: var(--new); }
        .badge-deleted { background: var(--deleted); } .badge-passed { background: var(--pass); }
        .kind { color: var(--muted); font-size: 12px; font-weight: 400; }
        .summary { margin: 0 0 4px; }
        .files { margin: 0 0 8px; font-size: 12px; color: var(--muted); }
        .figures { display: flex; gap: 12px; align-items: flex-start; margin-bottom: 8px; }
        figure { margin: 0; flex: 1 1 0; min-width: 0; max-width: 960px; }
        figcaption { font-size: 12px; color: var(--muted); margin-bottom: 2px; }
        figure img, .stack img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line);
          background: repeating-conic-gradient(#e8e8e8 0 25%, #ffffff 0 50%) 0 0 / 16px 16px; }
        img.broken { min-width: 120px; min-height: 40px; border: 2px dashed var(--fail); }
        figure.broken figcaption::after { content: " (not found)"; color: var(--fail); font-weight: 600; }
        .overlay { margin-top: 12px; }
        .stack { position: relative; display: inline-block; max-width: min(100%, 960px); }
        .stack .over { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 var(--split)); }
        .stack::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split);
          border-left: 2px solid #ff00ff; pointer-events: none; }
        .slider { display: flex; align-items: center; gap: 8px; font-size: 12px; color: var(--muted); margin-top: 4px; }
        .slider input { width: 240px; }
        pre.diff { margin: 8px 0 0; padding: 8px; overflow-x: auto; background: var(--panel); border-radius: 6px;
          font-size: 12px; line-height: 1.4; }
        .line-add { color: var(--pass); } .line-del { color: var(--fail); }
        .line-hunk { color: var(--new); } .line-file { color: var(--muted); font-weight: 600; }
        .empty { color: var(--muted); }

        """

    static let script = """
        (function () {
          "use strict";
          var sliders = document.querySelectorAll(".overlay input[type=range]");
          Array.prototype.forEach.call(sliders, function (slider) {
            var stack = document.getElementById(slider.getAttribute("aria-controls"));
            function move() { stack.style.setProperty("--split", slider.value + "%"); }
            slider.addEventListener("input", move);
            move();
          });
          var images = Array.prototype.slice.call(document.images);
          function tally() {
            var loaded = 0, broken = 0;
            images.forEach(function (image) {
              if (!image.complete) return;
              if (image.naturalWidth > 0) { loaded += 1; return; }
              broken += 1;
              image.classList.add("broken");
              if (image.parentNode && image.parentNode.tagName === "FIGURE") image.parentNode.classList.add("broken");
            });
            document.body.setAttribute("data-images", String(images.length));
            document.body.setAttribute("data-images-loaded", String(loaded));
            document.body.setAttribute("data-images-broken", String(broken));
          }
          // The page's readiness signal, for tools that capture it (the browser tests do):
          // once every image has loaded or failed and the loaded ones are decoded, and two
          // frames later, so that they have been painted, <html data-ready="true"> is set and
          // the promise window.layoutDiagramReportReady resolves with the counts.
          function settled(image) {
            if (image.complete) return Promise.resolve();
            return new Promise(function (done) {
              image.addEventListener("load", done);
              image.addEventListener("error", done);
            });
          }
          function decoded(image) {
            return image.naturalWidth > 0 && image.decode ? image.decode().catch(function () {}) : null;
          }
          function painted() {
            return new Promise(function (done) {
              requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });
            });
          }
          images.forEach(function (image) {
            image.addEventListener("load", tally);
            image.addEventListener("error", tally);
          });
          window.addEventListener("load", tally);
          tally();
          window.layoutDiagramReportReady = Promise.all(images.map(settled))
            .then(function () { tally(); return Promise.all(images.map(decoded)); })
            .then(painted)
            .then(function () {
              document.documentElement.setAttribute("data-ready", "true");
              return {
                images: images.length,
                loaded: Number(document.body.getAttribute("data-images-loaded")),
                broken: Number(document.body.getAttribute("data-images-broken"))
              };
            });
        })();

        """
}
