import Foundation
import Testing

/// `render -o NAME.html` (the explorer page, docs/explorer.md) driven in real headless Chromium:
/// a deep link opens the arithmetic `explain` writes, a hover shows it, a layer's checkbox hides
/// the layer, and the scroll control moves a pinned header where `render --viewport` draws it.
///
/// Every wait is on a condition the page reaches (its readiness promise, then the state read
/// back), never on time: a loaded machine makes them slower, not wrong.
/// Set `LAYOUT_DIAGRAM_SKIP_BROWSER=1` to skip them where no Chromium can run.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUT_DIAGRAM_SKIP_BROWSER"] != "1",
                "LAYOUT_DIAGRAM_SKIP_BROWSER=1 skips the browser tests"))
struct ExplorerBrowserTests {
    /// Pinned section headers over badged items: cells, groups, badges, gaps, inset bands and pins.
    static let example = LabelCollisionTests.examplesDirectory.appendingPathComponent("pinned-headers-badges.yaml").path

    /// The page of `spec` (``example`` unless told) in a scratch folder.
    private func page(_ extra: [String] = [], spec: String = Self.example) async throws -> (folder: URL, page: URL) {
        let folder = try ScratchFolder.make("explorer")
        let page = folder.appendingPathComponent("page.html")
        let run = try await CommandProcess.run(["render", spec, "-o", page.path] + extra)
        #expect(run.status == 0, "\(run.error)")
        return (folder, page)
    }

    /// `explain --element ELEMENT`'s text for ``example``.
    private func explain(_ element: String) async throws -> String {
        let run = try await CommandProcess.run(["explain", Self.example, "--element", element])
        #expect(run.status == 0, "\(run.error)")
        return run.text
    }

    /// Opens `url` at 1400×1000, waits for the page's readiness promise, and hands the browser over.
    private func withPage<T>(_ url: URL, scratch: URL, _ read: (HeadlessChromium) throws -> T) throws -> T {
        let chromium = try #require(ReportBrowserTests.chromium(), Comment(rawValue: ReportBrowserTests.missingChromium))
        let browser = try HeadlessChromium(binary: chromium, scratch: scratch)
        defer { browser.close() }
        try browser.open(url, width: 1400, height: 1000)
        let ready = try browser.evaluate("window.layoutDiagramExplorerReady.then(function () { return true; })") as? Bool
        guard ready == true else { throw HeadlessChromium.Failure(description: "the page never signalled it was ready") }
        return try read(browser)
    }

    /// A promise, as script text, that resolves with the explanation's text once the page explains `selector`.
    private static func explanation(once selector: String) -> String {
        """
        new Promise(function (resolve) {
          (function check() {
            if (document.body.getAttribute("data-explained") === \(quoted(selector))) {
              resolve(document.getElementById("explorer-text").textContent);
            } else { setTimeout(check, 20); }
          })();
        })
        """
    }

    private static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// The key of the target whose selector is `selector`, in the page's data (script text).
    private static func targetID(of selector: String) -> String {
        """
        (function () {
          var device = JSON.parse(document.getElementById("explorer-data").textContent).devices[0];
          var key = Object.keys(device.targets).sort().filter(function (k) {
            return !device.targets[k].frame && device.targets[k].sel === \(quoted(selector));
          })[0];
          return device.salt + "-" + key;
        })()
        """
    }

    /// Script text: `read` (a function of a node id) of cards 0.0 and 0.1, section 0's second rest
    /// offset, then `read` of the two again once section 0's control is moved there.
    private static func cardsAtSecondRest(read: String) -> String {
        """
        (function () {
          var read = \(read);
          var input = document.querySelector('input[data-track="0"]');
          var rests = Array.prototype.map.call(document.getElementById(input.getAttribute("list")).options,
            function (o) { return Number(o.value); });
          var before = [read("ld-s0-i0"), read("ld-s0-i1")];
          input.value = String(rests[1]);
          input.dispatchEvent(new Event("input"));
          return before.concat([rests[1], read("ld-s0-i0"), read("ld-s0-i1")]);
        })()
        """
    }

    @Test func deepLinksOpenTheArithmeticExplainWrites() async throws {
        let (folder, page) = try await page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cell = try await explain("0.3"), group = try await explain("s0-g0"), header = try await explain("section-header@0")
        // `--annotations first` outlines one group instance; the others are explained all the same.
        let undrawn = try await explain("s1-g2")
        var link = URLComponents(url: page, resolvingAgainstBaseURL: false)!
        link.fragment = "explain=0.3"
        let texts = try withPage(link.url!, scratch: folder) { browser -> [String] in
            var texts = [try browser.evaluate(Self.explanation(once: "0.3")) as? String ?? ""]
            for selector in ["s0-g0", "section-header@0", "s1-g2"] {
                _ = try browser.evaluate("location.hash = \(Self.quoted("explain=" + selector)); true")
                texts.append(try browser.evaluate(Self.explanation(once: selector)) as? String ?? "")
            }
            return texts
        }
        // The page holds explain's own text: the same engine's, byte for byte.
        #expect(texts == [cell, group, header, undrawn])
        #expect(cell.hasPrefix("item 0.3: "))
    }

    @Test func hoveringAnElementShowsItsArithmetic() async throws {
        let (folder, page) = try await page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try await explain("1.4"), group = try await explain("s1-g1")
        let (text, groupText) = try withPage(page, scratch: folder) { browser -> (String, String) in
            let centre = try browser.evaluate("""
                (function () {
                  var box = document.getElementById("ld-s1-i4").getBoundingClientRect();
                  return [box.left + box.width / 2, box.top + box.height / 2];
                })()
                """) as? [Double] ?? []
            guard centre.count == 2 else { throw HeadlessChromium.Failure(description: "no cell ld-s1-i4") }
            _ = try browser.evaluate("document.getElementById(\"ld-s1-i4\").scrollIntoView({block: \"center\"}); true")
            let moved = try browser.evaluate("""
                (function () {
                  var box = document.getElementById("ld-s1-i4").getBoundingClientRect();
                  return [box.left + box.width / 2, box.top + box.height / 2];
                })()
                """) as? [Double] ?? centre
            try browser.moveMouse(x: moved[0], y: moved[1])
            let text = try browser.evaluate(Self.explanation(once: "1.4")) as? String ?? ""
            // The cell covers its group: the panel links to it (items 3–5 of section 1 are instance 1).
            _ = try browser.evaluate("document.querySelector('#explorer-note a[href=\"#explain=s1-g1\"]').click(); true")
            try browser.moveMouse(x: 1, y: 1)
            return (text, try browser.evaluate(Self.explanation(once: "s1-g1")) as? String ?? "")
        }
        #expect(text == expected)
        #expect(groupText == group)
    }

    @Test func aLayerCheckboxHidesItsLayerAndOnlyIt() async throws {
        let (folder, page) = try await page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shown = try withPage(page, scratch: folder) { browser -> [String] in
            try browser.evaluate("""
                (function () {
                  function display(id) { return getComputedStyle(document.getElementById(id)).display === "none" ? "hidden" : "shown"; }
                  var ids = ["ld-s0-g0", "ld-s0-gap-interItem0-line", "ld-s0-inset-top", "ld-s0-i0-label", "ld-s0-i0"];
                  var states = [ids.map(display).join(" ")];
                  ["groups", "spacing", "insets", "labels"].forEach(function (layer) {
                    document.querySelector('#explorer-layers input[data-layer="' + layer + '"]').click();
                    states.push(ids.map(display).join(" "));
                  });
                  return states;
                })()
                """) as? [String] ?? []
        }
        // Each click hides its layer and keeps what it hid before; the cell itself stays.
        #expect(shown == [
            "shown shown shown shown shown",
            "hidden shown shown shown shown",
            "hidden hidden shown shown shown",
            "hidden hidden hidden shown shown",
            "hidden hidden hidden hidden shown",
        ])
    }

    @Test func theScrollControlMovesThePinnedHeaderAsViewportDrawsIt() async throws {
        let (folder, page) = try await page()
        defer { try? FileManager.default.removeItem(at: folder) }
        // render --viewport at 400: section 1's header pinned to the top of the visible area.
        let viewport = try await CommandProcess.run(["render", Self.example, "--viewport", "--content-offset", "400",
                                                     "-o", "-", "--format", "svg"])
        #expect(viewport.status == 0, "\(viewport.error)")
        let (id, moved) = try withPage(page, scratch: folder) { browser -> (String, Double) in
            let id = try browser.evaluate(Self.targetID(of: "section-header@1")) as? String ?? ""
            let y = try browser.evaluate("""
                (function () {
                  var input = document.getElementById("explorer-scroll-0-0");
                  input.value = "400";
                  input.dispatchEvent(new Event("input"));
                  var node = document.getElementById(\(Self.quoted(id)));
                  var shift = /translate\\(([-0-9.e]+) ([-0-9.e]+)\\)/.exec(node.getAttribute("transform") || "");
                  return Number(node.getAttribute("y")) + (shift ? Number(shift[2]) : 0);
                })()
                """) as? Double ?? .nan
            return (id, y)
        }
        let unsalted = String(id.dropFirst("ld-".count))
        let expected = try #require(Self.rectY(of: "ld-" + unsalted, in: viewport.text))
        #expect(abs(moved - expected) < 1e-6, "header at \(moved), --viewport draws it at \(expected)")
        // At rest it is elsewhere: the control moved it.
        let rest = try await CommandProcess.run(["render", Self.example, "-o", "-", "--format", "svg"])
        #expect(Self.rectY(of: "ld-" + unsalted, in: rest.text) != expected)
    }

    @Test func anOrthogonalSectionsControlPagesItsContent() async throws {
        let (folder, page) = try await page(
            spec: LabelCollisionTests.examplesDirectory.appendingPathComponent("orthogonal-group-paging.yaml").path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xs = try withPage(page, scratch: folder) { browser -> [Double] in
            try browser.evaluate(Self.cardsAtSecondRest(read: """
                function (id) {
                  var node = document.getElementById(id);
                  var shift = /translate\\(([-0-9.e]+) ([-0-9.e]+)\\)/.exec(node.getAttribute("transform") || "");
                  return Number(node.getAttribute("x")) + (shift ? Number(shift[1]) : 0);
                }
                """)) as? [Double] ?? []
        }
        // groupPaging with groups of 351 and interGroupSpacing 10: the second rest is 351 + 10 = 361,
        // and there item 0.1 (at rest 10 + 361 = 371) stands where item 0.0 stood at rest.
        #expect(xs.count == 5)
        #expect(xs.count == 5 && xs[2] == 361 && xs[1] - xs[0] == 361 && xs[4] == xs[0])
    }

    @Test func aCarouselsControlScalesItsCardsAsItsHandlerSet() async throws {
        let (folder, page) = try await page(
            spec: LabelCollisionTests.examplesDirectory.appendingPathComponent("carousel-scale.yaml").path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try withPage(page, scratch: folder) { browser -> [Double] in
            // The scale a card's transform gives it (translate then matrix: the matrix's a).
            try browser.evaluate(Self.cardsAtSecondRest(read: """
                function (id) {
                  var list = document.getElementById(id).transform.baseVal;
                  return list.numberOfItems === 0 ? 1 : list.consolidate().matrix.a;
                }
                """)) as? [Double] ?? []
        }
        // The handler: max(0.8, 1 − distance from the screen's centre / 390). At rest (0) card 0.0 is
        // centred (1) and 0.1, a 273-point group away, is 0.8; at the second rest, 273, 0.1 is centred
        // (1) and 0.0 is 273 away (0.8).
        #expect(read.count == 5)
        guard read.count == 5 else { return }
        #expect(abs(read[0] - 1) < 1e-6 && abs(read[1] - 0.8) < 1e-6)
        #expect(read[2] == 273)
        #expect(abs(read[3] - 0.8) < 1e-6 && abs(read[4] - 1) < 1e-6)
    }

    @Test func severalDevicesShareOnePageAndSwitch() async throws {
        let (folder, page) = try await page(["--device", "iphone-15", "--device", "ipad-mini"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let states = try withPage(page, scratch: folder) { browser -> [String] in
            try browser.evaluate("""
                (function () {
                  function shown() {
                    return Array.prototype.map.call(document.querySelectorAll(".explorer-device"),
                      function (s) { return s.hidden ? "hidden" : "shown"; }).join(" ");
                  }
                  var states = [shown()];
                  var select = document.getElementById("explorer-device");
                  select.value = "1";
                  select.dispatchEvent(new Event("change"));
                  states.push(shown());
                  // The first device has the SVG's own ids, the second its salted ones.
                  states.push([document.getElementById("ld-s0-i0"), document.getElementById("ld-d1-s0-i0")]
                    .map(function (n) { return n ? n.closest(".explorer-device").id : "none"; }).join(" "));
                  return states.concat(Array.prototype.map.call(select.options, function (o) { return o.textContent; }));
                })()
                """) as? [String] ?? []
        }
        #expect(states == ["shown hidden", "hidden shown", "explorer-device-0 explorer-device-1", "iPhone 15", "iPad mini"])
    }

    /// The `y` of the `<rect id="ID">` in `svg`.
    private static func rectY(of id: String, in svg: String) -> Double? {
        guard let start = svg.range(of: "<rect id=\"\(id)\""),
              let end = svg.range(of: ">", range: start.upperBound..<svg.endIndex) else { return nil }
        let tag = svg[start.lowerBound..<end.upperBound]
        guard let y = tag.range(of: " y=\"") else { return nil }
        return Double(tag[y.upperBound...].prefix { $0 != "\"" })
    }
}
