/// The explorer page's script. It computes no layout: it looks a pointed-at node's target and
/// explanation up in the page's data (``ExplorerDevice``), toggles layers by a class on the
/// body, and moves nodes by the deltas of ``ExplorerMotion`` keyframes, interpolated linearly.
///
/// Deep links: `#explain=SELECTOR` (`0.3`, `s0-i3`, `s0-g0`, `section-header@0`, or a region's
/// node id such as `s0-gap-interItem0`), with `&device=N` (from 0) for another device. When it
/// is ready, `window.layoutDiagramExplorerReady` resolves (the browser tests wait on it).
enum ExplorerScript {
    /// The script of a page: the `plain` parts for a page whose controls only move nodes, the
    /// `looking` parts for one whose controls also change how visible items are drawn
    /// (``ExplorerMotion/looks``). A page without looks keeps the script it always had, byte for byte.
    static func source(looks: Bool) -> String {
        head + (looks ? lookingDelta : plainDelta) + tracks + (looks ? lookingMoveStart : plainMoveStart) + moveEach
            + (looks ? lookingMoveEnd : plainMoveEnd) + tail
    }

    /// Reading the data, pointing, explaining and deep links.
    static let head = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("explorer-data").textContent);
          var nameBox = document.getElementById("explorer-name");
          var noteBox = document.getElementById("explorer-note");
          var textBox = document.getElementById("explorer-text");
          var current = 0, kept = null, highlighted = [];

          function format(value) {
            var text = (Math.round(value * 100) / 100).toFixed(2).replace(/\.?0+$/, "");
            return text === "-0" ? "0" : text;
          }

          // The target an SVG id leads to: the id less its salt, an alias, then dropping "-part"s.
          function targetKey(device, svgID) {
            var prefix = device.salt + "-";
            if (!svgID || svgID.indexOf(prefix) !== 0) return null;
            var id = svgID.slice(prefix.length);
            if (Object.prototype.hasOwnProperty.call(device.aliases, id)) id = device.aliases[id];
            for (;;) {
              if (Object.prototype.hasOwnProperty.call(device.targets, id)) return id;
              var dash = id.lastIndexOf("-");
              if (dash <= 0) return null;
              id = id.slice(0, dash);
            }
          }

          // A selector as `explain` takes it, written as the page keys it: s0-i3 is 0.3, kind@0.0 is kind@0.
          function canonical(text) {
            var match = /^s(\d+)-i(\d+)$/.exec(text);
            if (match) return Number(match[1]) + "." + Number(match[2]);
            match = /^(\d+)\.(\d+)$/.exec(text);
            if (match) return Number(match[1]) + "." + Number(match[2]);
            match = /^(.+)@(\d+)(?:\.(\d+))?$/.exec(text);
            if (match) {
              var item = match[3] === undefined ? 0 : Number(match[3]);
              return match[1] + "@" + Number(match[2]) + (item === 0 ? "" : "." + item);
            }
            return text;
          }

          function keyForSelector(device, text) {
            var wanted = canonical(text);
            if (Object.prototype.hasOwnProperty.call(device.targets, text) && device.targets[text].frame) return text;
            var keys = Object.keys(device.targets).sort();
            for (var i = 0; i < keys.length; i++) {
              var target = device.targets[keys[i]];
              if (!target.frame && target.sel === wanted) return keys[i];
            }
            return null;
          }

          function highlight(device, key) {
            highlighted.forEach(function (node) { node.classList.remove("explorer-selected"); });
            highlighted = [];
            if (key === null) return;
            var id = device.salt + "-" + key;
            var node = document.getElementById(id);
            if (node) { node.classList.add("explorer-selected"); highlighted.push(node); }
            // A region (a gap's marker) is drawn in parts: its line and ticks.
            if (device.targets[key].frame) {
              document.querySelectorAll('[id^="' + id + '-"]:not(text)').forEach(function (part) {
                part.classList.add("explorer-selected");
                highlighted.push(part);
              });
            }
          }

          function show(key) {
            var device = data.devices[current];
            var target = key === null ? null : device.targets[key];
            highlight(device, target ? key : null);
            if (!target) {
              nameBox.textContent = "Point at an element";
              noteBox.textContent = "";
              textBox.textContent = "";
              document.body.removeAttribute("data-explained");
              return;
            }
            var text = target.sel ? device.explanations[target.sel] || "" : "";
            if (target.frame) {
              var f = target.frame;
              nameBox.textContent = target.title || key;
              noteBox.textContent = "x " + format(f[0]) + ", y " + format(f[1]) + ", width " + format(f[2]) +
                ", height " + format(f[3]) + (target.about ? ". Its arithmetic: " + target.about + "." : "");
            } else {
              nameBox.textContent = target.sel;
              noteBox.textContent = "As layout-diagram explain --element " + target.sel + " writes it (frames at rest).";
              if (target.parent) {
                var link = document.createElement("a");
                link.href = "#" + (current ? "device=" + current + "&" : "") + "explain=" + target.parent;
                link.textContent = target.parent;
                noteBox.appendChild(document.createTextNode(" In group "));
                noteBox.appendChild(link);
                noteBox.appendChild(document.createTextNode("."));
              }
            }
            textBox.textContent = text;
            document.body.setAttribute("data-explained", target.sel || key);
          }

          function fromHash() {
            var hash = decodeURIComponent(location.hash.replace(/^#/, ""));
            var fields = {};
            hash.split("&").forEach(function (part) {
              var eq = part.indexOf("=");
              if (eq > 0) fields[part.slice(0, eq)] = part.slice(eq + 1);
            });
            if (fields.device !== undefined && /^\d+$/.test(fields.device) && Number(fields.device) < data.devices.length) {
              selectDevice(Number(fields.device));
            }
            kept = fields.explain === undefined ? null : keyForSelector(data.devices[current], fields.explain);
            show(kept);
          }

          function selectDevice(index) {
            current = index;
            document.querySelectorAll(".explorer-device").forEach(function (section) {
              section.hidden = Number(section.getAttribute("data-index")) !== index;
            });
            var select = document.getElementById("explorer-device");
            if (select) select.value = String(index);
            kept = null;
            show(null);
          }


        """#

    /// The delta of a move between keyframes.
    static let plainDelta = #"""
          // The delta at `offset`, interpolated between the keyframes around it.
          function delta(keys, offset) {
            if (offset <= keys[0][0]) return [keys[0][1], keys[0][2]];
            var last = keys[keys.length - 1];
            if (offset >= last[0]) return [last[1], last[2]];
            var low = 0, high = keys.length - 1;
            while (high - low > 1) {
              var mid = (low + high) >> 1;
              if (keys[mid][0] <= offset) low = mid; else high = mid;
            }
            var a = keys[low], b = keys[high], t = (offset - a[0]) / (b[0] - a[0]);
            return [a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
          }


        """#

    /// A device's controls.
    static let tracks = #"""
          function tracks(index) {
            var device = data.devices[index];
            return (device.scroll ? [device.scroll] : []).concat(device.orthogonal);
          }


        """#

    /// The values of a keyframe (a move's delta, or a look) between keyframes.
    static let lookingDelta = #"""
          // The values at `offset` (a delta, or a look's matrix and opacity), interpolated between the keyframes around it.
          function delta(keys, offset) {
            if (offset <= keys[0][0]) return keys[0].slice(1);
            var last = keys[keys.length - 1];
            if (offset >= last[0]) return last.slice(1);
            var low = 0, high = keys.length - 1;
            while (high - low > 1) {
              var mid = (low + high) >> 1;
              if (keys[mid][0] <= offset) low = mid; else high = mid;
            }
            var a = keys[low], b = keys[high], t = (offset - a[0]) / (b[0] - a[0]);
            return a.slice(1).map(function (value, i) { return value + (b[i + 1] - value) * t; });
          }


        """#

    /// The start of `move`: its comment and what it sums.
    static let plainMoveStart = #"""
          // Every node each control of a device moves, by the sum of the controls' deltas.
          function move(index) {
            var moved = {};

        """#

    /// The start of `move` on a page with looks.
    static let lookingMoveStart = #"""
          // Every node each control of a device moves, by the sum of the controls' deltas; each
          // visible item's nodes take its look at its control's offset, within that move.
          function move(index) {
            var moved = {}, looked = {};

        """#

    /// Each control's offset, and the sum of its movers' deltas for each node it moves.
    static let moveEach = #"""
            tracks(index).forEach(function (track, number) {
              var input = document.getElementById("explorer-scroll-" + index + "-" + number);
              var offset = input ? Number(input.value) : track.initial;
              if (input) input.nextElementSibling.textContent = format(offset);
              track.movers.forEach(function (mover) {
                var d = delta(mover.keys, offset);
                mover.ids.forEach(function (id) {
                  var sum = moved[id] || [0, 0];
                  moved[id] = [sum[0] + d[0], sum[1] + d[1]];
                });
              });

        """#

    /// The end of `move`: nodes moved by the sum of the controls' deltas.
    static let plainMoveEnd = #"""
            });
            Object.keys(moved).forEach(function (id) {
              var node = document.getElementById(id);
              if (!node) return;
              var d = moved[id];
              if (d[0] === 0 && d[1] === 0) node.removeAttribute("transform");
              else node.setAttribute("transform", "translate(" + d[0] + " " + d[1] + ")");
            });
          }


        """#

    /// The end of `move` on a page with looks: each control's looks, then each node moved, and each
    /// visible item drawn with its look: its matrix (about its centre, as the scene draws it) inside
    /// the move, and its opacity.
    static let lookingMoveEnd = #"""
              (track.looks || []).forEach(function (look) {
                var values = delta(look.keys, offset);
                look.ids.forEach(function (id) {
                  looked[id] = values;
                  moved[id] = moved[id] || [0, 0];
                });
              });
            });
            Object.keys(moved).forEach(function (id) {
              var node = document.getElementById(id);
              if (!node) return;
              var d = moved[id], look = looked[id], parts = [];
              if (d[0] !== 0 || d[1] !== 0) parts.push("translate(" + d[0] + " " + d[1] + ")");
              var plain = !look || (look[0] === 1 && look[1] === 0 && look[2] === 0 && look[3] === 1 && look[4] === 0 && look[5] === 0);
              if (!plain) parts.push("matrix(" + look.slice(0, 6).join(" ") + ")");
              if (parts.length === 0) node.removeAttribute("transform");
              else node.setAttribute("transform", parts.join(" "));
              if (!look) return;
              if (look[6] < 1) node.setAttribute("opacity", String(look[6]));
              else node.removeAttribute("opacity");
            });
          }


        """#

    /// Wiring the controls, layers, devices and the hash; readiness.
    static let tail = #"""
          data.devices.forEach(function (device, index) {
            var section = document.getElementById("explorer-device-" + index);
            var picture = section.querySelector(".explorer-picture");
            picture.addEventListener("mouseover", function (event) {
              if (index !== current) return;
              var node = event.target.closest("[id]");
              var key = node ? targetKey(device, node.id) : null;
              if (key !== null) show(key);
            });
            picture.addEventListener("mouseleave", function () { show(kept); });
            picture.addEventListener("click", function (event) {
              var node = event.target.closest("[id]");
              var key = node ? targetKey(device, node.id) : null;
              if (key === null) return;
              var target = device.targets[key];
              var name = target.frame ? key : target.sel;
              history.replaceState(null, "", "#" + (current ? "device=" + current + "&" : "") + "explain=" + name);
              kept = key;
              show(key);
            });
            section.querySelectorAll(".explorer-scroll input").forEach(function (input) {
              input.addEventListener("input", function () { move(index); });
            });
            move(index);
          });
          document.querySelectorAll("#explorer-layers input").forEach(function (box) {
            box.addEventListener("change", function () {
              document.body.classList.toggle("hide-" + box.getAttribute("data-layer"), !box.checked);
            });
          });
          var select = document.getElementById("explorer-device");
          if (select) select.addEventListener("change", function () { selectDevice(Number(select.value)); });
          window.addEventListener("hashchange", fromHash);
          fromHash();
          window.layoutDiagramExplorerReady = new Promise(function (resolve) {
            requestAnimationFrame(function () { requestAnimationFrame(function () { resolve(true); }); });
          });
        })();

        """#

}
