#!/usr/bin/env python3
"""Measure filled rectangles (cells, headers, decorations) in a screenshot, sub-pixel.

Usage: measure-cells.py IMAGE --scale S [--background auto|#RRGGBB] [--min-size PTS]
                        [--offset-x PT --offset-y PT] [--outline #RRGGBB:W] [--corners]
       measure-cells.py --self-test

What it does
------------
1. Finds the fill colours: every colour covering at least a (min-size x min-size)
   square's worth of pixels, except the background (or the colours given with --fill).
2. For each fill colour, takes the connected components (4-connected) of the pixels
   within --tolerance of it. Text drawn on a cell is another colour, so it leaves holes
   in the component, and the component's bounding box ignores them. A component is kept
   when it is at least --min-size points on both axes and is rectangular: with its holes
   filled (each row from its first to its last pixel, or each column, whichever fills
   more) it covers at least --rectangularity of its bounding box, and its own pixels
   cover at least 60% of the box. Glyphs of text fail one of these tests. A piece that
   lies inside the bounding box of a larger element of its colour (a corner cut off by
   text overflowing from a badge) is dropped.
3. Refines each of the 4 edges of the bounding box from anti-aliasing (below).
4. With --outline COLOUR:WIDTH, elements drawn as a border of that colour and width (in
   points) around a differently coloured interior (e.g. a decoration view with
   layer.borderWidth) are found from their interiors instead, because the borders of
   neighbouring elements touch and merge: each region of non-outline pixels enclosed by
   outline pixels (or the image border) is measured, and grown by WIDTH on every side.
5. With --corners, an element with rounded corners that touches the left or right image
   border gets that edge from the arc of its corner: how deep the arc cuts into each
   column next to the border is fitted with a circle (radius and edge position), which
   places the edge even when it is on or just beyond the border ("fromCorner").

How coverage works
------------------
A renderer that anti-aliases draws a pixel straddling an edge as a blend of the fill
colour F and the colour O behind it: P = O + c (F - O), where c is the fraction of the
pixel covered. So c = (P - O).(F - O) / |F - O|^2 (a projection, in RGB).

For a leading edge (left or top) whose first nearly pure fill pixel is at index k,
the edge lies within pixels k-1 and k, which are covered together by (k + 1 - E)
pixels, so  E = k + 1 - (c[k-1] + c[k]).  For a trailing edge whose last nearly pure
pixel is k,  E = k + c[k] + c[k+1].  E is then a pixel boundary plus or minus the
partial coverage. O is sampled 3 pixels outside the edge at each position along it, so
an edge against another element (a header touching a cell) is measured against that
element's colour. Positions along the edge are used where both pixels lie on the blend
line between O and F (which leaves out text crossing the edge and places covered by
something else), and where O is the background or an element's fill, never text. A
rounded corner only cuts into the element, so the value is the median of the outermost
cluster of estimates (within 0.1 px of the outermost): the straight part of the edge.
Pixels become points by dividing by --scale.

Limits: where two elements share a boundary inside a pixel, the background shows
through that pixel and the boundary is off by up to its coverage (UIKit draws view edges
on whole pixels, so this does not arise there). A part of an element shorter than its
corner radius (a sliver cut by the screen or by something on top) has a bounding box
narrower than the element.

Output: JSON, a list of {"fill", "x", "y", "width", "height", "clipped"} sorted by y
then x, in points with 3 decimals, plus where they apply: "adjacent", "fromCorner",
"outline". "clipped" lists the edges touching the image border (their true position is
unknown; x/y/width/height then describe only the visible part). "adjacent" maps an edge
to the colour of another element touching it with no gap: that edge may be an occlusion
(something drawn on top) rather than the element's own edge. "fromCorner" lists edges
placed from a corner arc (--corners). Outline elements have "outline": true.
--offset-x/--offset-y (points) are added to every x/y: --offset-y -44 turns screen points
into content coordinates of a vertical collection view resting under a 44-pt inset.

Exit status: 0 on success, 2 on bad input (unreadable image, bad option), 1 if the
--self-test fails.
"""

import argparse
import json
import sys

try:
    import numpy as np
    from PIL import Image
except ImportError as error:  # pragma: no cover
    sys.stderr.write(f"measure-cells: needs numpy and Pillow (pip install numpy pillow): {error}\n")
    sys.exit(2)


class InputError(Exception):
    """Bad input: reported with exit status 2."""


# ----------------------------------------------------------------------------- colours

def parse_colour(text):
    value = text.strip().lstrip("#")
    if len(value) != 6:
        raise InputError(f"bad colour {text!r}: expected #RRGGBB")
    try:
        return np.array([int(value[i:i + 2], 16) for i in (0, 2, 4)], dtype=np.float64)
    except ValueError:
        raise InputError(f"bad colour {text!r}: expected #RRGGBB") from None


def hex_colour(rgb):
    return "#%02x%02x%02x" % tuple(int(round(v)) for v in rgb)


def load_image(path):
    try:
        image = Image.open(path)
        image.load()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except Exception as error:
        raise InputError(f"{path}: not a readable image ({error})") from None
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        # Composite over white, as a viewer would.
        rgba = image.convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        image = Image.alpha_composite(white, rgba)
    return np.asarray(image.convert("RGB"), dtype=np.float64)


def colour_counts(pixels):
    flat = pixels.reshape(-1, 3).astype(np.int64)
    keys = (flat[:, 0] << 16) | (flat[:, 1] << 8) | flat[:, 2]
    values, counts = np.unique(keys, return_counts=True)
    order = np.argsort(-counts)
    return [(np.array([(v >> 16) & 255, (v >> 8) & 255, v & 255], dtype=np.float64), int(c))
            for v, c in zip(values[order], counts[order])]


def auto_background(pixels):
    """The most frequent colour of the top row (usually the empty status-bar area)."""
    return colour_counts(pixels[:1])[0][0]


# ------------------------------------------------------------------ connected components

def label_components(mask):
    """4-connected components of a boolean mask, from runs of pixels in each row.

    Returns a list of components, each a list of runs (row, start, end_exclusive)."""
    parent = []

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    runs = []
    previous = []  # (start, end, run id) of the previous row
    for y in range(mask.shape[0]):
        row = mask[y]
        if not row.any():
            previous = []
            continue
        padded = np.concatenate(([False], row, [False]))
        changes = np.flatnonzero(padded[1:] != padded[:-1])
        starts, ends = changes[0::2], changes[1::2]
        current = []
        j = 0
        for s, e in zip(starts.tolist(), ends.tolist()):
            rid = len(runs)
            runs.append((y, s, e))
            parent.append(rid)
            while j < len(previous) and previous[j][1] <= s:
                j += 1
            k = j
            while k < len(previous) and previous[k][0] < e:
                a, b = find(rid), find(previous[k][2])
                if a != b:
                    parent[max(a, b)] = min(a, b)
                k += 1
            current.append((s, e, rid))
        previous = current
    groups = {}
    for rid, run in enumerate(runs):
        groups.setdefault(find(rid), []).append(run)
    return list(groups.values())


def component_box(runs):
    ys = [r[0] for r in runs]
    x0 = min(r[1] for r in runs)
    x1 = max(r[2] for r in runs) - 1
    return min(ys), max(ys), x0, x1  # inclusive pixel indices


def filled_area(runs):
    """Area with holes filled: every row filled from its first to its last pixel, or every
    column from its first to its last, whichever is more. Text inside a cell, or text
    crossing two opposite edges of a small badge, is filled one way or the other."""
    rows, cols = {}, {}
    for y, s, e in runs:
        lo, hi = rows.get(y, (s, e))
        rows[y] = (min(lo, s), max(hi, e))
        for x in range(s, e):
            lo, hi = cols.get(x, (y, y))
            cols[x] = (min(lo, y), max(hi, y))
    by_rows = sum(hi - lo for lo, hi in rows.values())
    by_cols = sum(hi - lo + 1 for lo, hi in cols.values())
    return max(by_rows, by_cols)


# ------------------------------------------------------------------------ edge refinement

def coverage(p, outside, fill):
    """Fraction c of fill in p = outside + c (fill - outside), and the distance of p from that line."""
    d = fill - outside
    n2 = np.sum(d * d, axis=-1)
    rel = p - outside
    c = np.sum(rel * d, axis=-1) / np.maximum(n2, 1e-9)
    residual = np.linalg.norm(rel - c[..., None] * d, axis=-1)
    return c, residual, np.sqrt(n2)


def snap_to_surfaces(colours, surfaces, tolerance):
    """Each colour replaced by the nearest surface colour, and whether one was near enough."""
    distances = np.linalg.norm(colours[:, None, :] - surfaces[None, :, :], axis=-1)
    nearest = np.argmin(distances, axis=1)
    ok = distances[np.arange(len(colours)), nearest] <= tolerance
    return surfaces[nearest], ok


def refine_edge(pixels, axis, side, k, lo, hi, inside_colour=None, outside_colour=None,
                surfaces=None, inside_probe=3, outside_probe=3, tolerance=24.0):
    """Sub-pixel position (in pixels) of one edge.

    axis 1: a vertical edge (left/right), k is a column, positions lo..hi are rows.
    axis 0: a horizontal edge (top/bottom), k is a row, positions are columns.
    side -1: leading edge (k is the first inside index); +1: trailing (k is the last).
    inside_colour/outside_colour: fixed colours, or None to sample each position
    inside_probe/outside_probe pixels into/out of the element. A sampled colour must be
    one of the surfaces (the background or an element's fill), never text: it is replaced
    by that surface's exact colour, and positions where it is not one are left out.
    Returns (edge, number of positions used) or (integer boundary, 0) when nothing usable."""
    limit = pixels.shape[1] if axis == 1 else pixels.shape[0]
    boundary = k if side < 0 else k + 1
    a = k - 1 if side < 0 else k          # the two pixels straddling the edge:
    b = k if side < 0 else k + 1          # a then b in increasing index order
    out_index = k - outside_probe if side < 0 else k + outside_probe
    in_index = k + inside_probe if side < 0 else k - inside_probe
    if min(a, b, out_index) < 0 or max(a, b, out_index) >= limit:
        return float(boundary), 0
    positions = np.arange(lo, hi + 1)
    if positions.size == 0:
        return float(boundary), 0

    def take(index):
        return pixels[positions, index] if axis == 1 else pixels[index, positions]

    pa, pb = take(a), take(b)
    good = np.ones(len(positions), dtype=bool)
    if outside_colour is None:
        outside, ok = snap_to_surfaces(take(out_index), surfaces, tolerance)
        good &= ok
    else:
        outside = np.broadcast_to(outside_colour, pa.shape)
        good &= np.linalg.norm(take(out_index) - outside_colour, axis=-1) <= tolerance
    if inside_colour is None:
        in_index = min(max(in_index, 0), limit - 1)
        inside, ok = snap_to_surfaces(take(in_index), surfaces, tolerance)
        good &= ok
    else:
        inside = np.broadcast_to(inside_colour, pa.shape)
    ca, ra, span = coverage(pa, outside, inside)
    cb, rb, _ = coverage(pb, outside, inside)
    # The pixel next to the pair, on the inside, must be (nearly) the inside colour, and
    # both pixels of the pair must lie on the blend line between the outside and the
    # inside colour, between the two (text crossing the edge fails one of these).
    next_index = min(max(k + 1 if side < 0 else k - 1, 0), limit - 1)
    near_inside = np.linalg.norm(take(next_index) - inside, axis=-1) <= tolerance
    in_range = (ca >= -0.1) & (ca <= 1.1) & (cb >= -0.1) & (cb <= 1.1)
    good &= (span >= 20.0) & (ra <= 6.0) & (rb <= 6.0) & near_inside & in_range
    if not good.any():
        return float(boundary), 0
    total = np.clip(ca[good], 0, 1) + np.clip(cb[good], 0, 1)
    estimates = (b + 1 - total) if side < 0 else (a + total)
    # A rounded corner only ever cuts into the element, moving a leading edge's estimate
    # later and a trailing edge's earlier: the straight part is the outermost cluster.
    outer = estimates.min() if side < 0 else estimates.max()
    cluster = estimates[np.abs(estimates - outer) <= 0.1]
    if len(cluster) >= 3:
        return float(np.median(cluster)), int(len(cluster))
    return float(np.median(estimates)), int(good.sum())


# --------------------------------------------------------------------------- detection

def measure_fills(pixels, fills, tolerance, min_px, rectangularity):
    found = []
    height, width = pixels.shape[:2]
    for fill in fills:
        mask = np.linalg.norm(pixels - fill, axis=-1) <= tolerance
        for runs in label_components(mask):
            y0, y1, x0, x1 = component_box(runs)
            w, h = x1 - x0 + 1, y1 - y0 + 1
            if w < min_px or h < min_px:
                continue
            if filled_area(runs) < rectangularity * w * h:
                continue
            # Solid: a glyph such as "2" can fill its box once its holes are filled, but
            # its strokes cover well under half of it; a cell with a label covers most.
            if sum(e - s for _, s, e in runs) < 0.6 * w * h:
                continue
            found.append({"fill": fill, "box": (x0, y0, x1, y1), "mask": mask, "outline": False})
    # Text that overflows a small view (a badge's label) can cut a corner off the element
    # under it: a piece inside the bounding box of a larger element of its colour is dropped.
    def inside(a, b):
        return (a is not b and np.array_equal(a["fill"], b["fill"]) and a["box"][0] >= b["box"][0] - 1
                and a["box"][1] >= b["box"][1] - 1 and a["box"][2] <= b["box"][2] + 1 and a["box"][3] <= b["box"][3] + 1)
    return [e for e in found if not any(inside(e, other) for other in found)]


def measure_outlines(pixels, outline, width_px, tolerance, min_px, background):
    """Elements drawn as a border: measured from the regions the border encloses.

    Each side of an interior is where its rows (or columns) end against the outline colour,
    the commonest such place; cells drawn over the border (an orthogonally scrolling
    section's cells cross its background's edge) leave rows that run on, which are ignored.
    A side with no such rows must be on the image border (it is then clipped); otherwise
    the region is not enclosed (it is the background around elements) and is skipped."""
    height, width = pixels.shape[:2]
    fill_cover, residual, _ = coverage(pixels, background, outline)
    outline_mask = (fill_cover >= 0.5) & (residual <= 40)
    found = []
    for runs in label_components(~outline_mask):
        y0, y1, x0, x1 = component_box(runs)
        w, h = x1 - x0 + 1, y1 - y0 + 1
        if w < min_px or h < min_px:
            continue
        if (x0 == 0 and x1 == width - 1) or (y0 == 0 and y1 == height - 1):
            continue  # the open background
        rows, cols = {}, {}
        for y, s, e in runs:
            lo, hi = rows.get(y, (s, e - 1))
            rows[y] = (min(lo, s), max(hi, e - 1))
            for x in range(s, e):
                lo, hi = cols.get(x, (y, y))
                cols[x] = (min(lo, y), max(hi, y))

        def side(spans, which, step, limit, is_outline):
            """The commonest end of the spans that meets the outline, or None."""
            ends = [span[which] for line, span in spans.items()
                    if 0 <= span[which] + step < limit and is_outline(line, span[which] + step)]
            if len(ends) < max(min_px, 0.2 * len(spans)):
                return None
            values, counts = np.unique(ends, return_counts=True)
            return int(values[np.argmax(counts)])

        left = side(rows, 0, -1, width, lambda y, x: outline_mask[y, x])
        right = side(rows, 1, +1, width, lambda y, x: outline_mask[y, x])
        top = side(cols, 0, -1, height, lambda x, y: outline_mask[y, x])
        bottom = side(cols, 1, +1, height, lambda x, y: outline_mask[y, x])
        at = {"left": left is None, "right": right is None, "top": top is None, "bottom": bottom is None}
        box = (x0 if left is None else left, y0 if top is None else top,
               x1 if right is None else right, y1 if bottom is None else bottom)
        # A side without the outline must be the image border.
        if (at["left"] and box[0] != 0) or (at["top"] and box[1] != 0) or \
                (at["right"] and box[2] != width - 1) or (at["bottom"] and box[3] != height - 1):
            continue
        if (at["left"] and at["right"]) or (at["top"] and at["bottom"]):
            continue
        bw, bh = box[2] - box[0] + 1, box[3] - box[1] + 1
        if bw < min_px or bh < min_px:
            continue
        found.append({"fill": outline, "box": box, "interior": True,
                      "outline": True, "grow": width_px, "at": at})
    return found


def refine(pixels, element, tolerance, surfaces, corners=False):
    """Edges in pixels: (left, top, right, bottom) floats, the clipped edges, and the edges
    found from a rounded corner (with corners=True)."""
    height, width = pixels.shape[:2]
    x0, y0, x1, y1 = element["box"]
    if element.get("interior"):
        clipped = [name for name in ("left", "top", "right", "bottom") if element["at"][name]]
    else:
        touches = {"left": x0 == 0, "top": y0 == 0, "right": x1 == width - 1, "bottom": y1 == height - 1}
        clipped = [name for name in ("left", "top", "right", "bottom") if touches[name]]
    # Every position along each edge is tried; rounded corners, text and neighbours are
    # left out by the tests in refine_edge, and the median ignores the few that pass.
    rows = (y0, y1)
    cols = (x0, x1)
    if element.get("interior"):
        # Inside: the interior's own colour, sampled; outside: the outline colour.
        kw = dict(inside_colour=None, outside_colour=element["fill"], tolerance=tolerance,
                  surfaces=surfaces)
    else:
        kw = dict(inside_colour=element["fill"], outside_colour=None, tolerance=tolerance,
                  surfaces=surfaces)
    left, _ = refine_edge(pixels, 1, -1, x0, rows[0], rows[1], **kw)
    right, _ = refine_edge(pixels, 1, +1, x1, rows[0], rows[1], **kw)
    top, _ = refine_edge(pixels, 0, -1, y0, cols[0], cols[1], **kw)
    bottom, _ = refine_edge(pixels, 0, +1, y1, cols[0], cols[1], **kw)
    fitted = []
    if element.get("interior"):
        g = element["grow"]
        left, top, right, bottom = left - g, top - g, right + g, bottom + g
    elif corners:
        # A rounded element on the left or right border: its corner arc shows where the edge is.
        edges = {"top": top, "bottom": bottom}
        for side in ("left", "right"):
            if side not in clipped:
                continue
            found = [corner_edge(pixels, element["fill"], surfaces, side, corner, element["box"], edges, tolerance)
                     for corner in ("top", "bottom") if corner not in clipped]
            found = [f for f in found if f is not None]
            if found:
                value = float(np.mean(found))
                if side == "left":
                    left = value
                else:
                    right = value
                clipped = [c for c in clipped if c != side]
                fitted.append(side)
    return (left, top, right, bottom), clipped, fitted


def arc_depth(u, r, window):
    """How deep a rounded corner of radius r cuts into the column whose centre is u pixels
    from the straight edge: r - sqrt(r^2 - (r - u)^2) for 0 <= u < r, 0 beyond, the whole
    window (the column is empty) for u < 0; averaged over 4 samples across the column."""
    uu = u[..., None] + np.array([-0.375, -0.125, 0.125, 0.375])
    rr = r[..., None]
    arc = rr - np.sqrt(np.clip(rr ** 2 - (rr - uu) ** 2, 0, None))
    d = np.where(uu < 0, window, np.where(uu < rr, arc, 0.0))
    return d.mean(axis=-1)


def corner_edge(pixels, fill, surfaces, clipped, corner, box, edges, tolerance):
    """Where a clipped vertical edge lies, from the arc of a rounded corner next to it.

    clipped is "left" or "right" (the edge on the image border), corner is "top" or
    "bottom" (a measured edge). The corner's arc is cut into the columns next to the
    border; fitting a circle (radius r, edge position L) to how deep it cuts each column
    gives L even though the edge itself is on (or beyond) the border. Returns L in pixels,
    or None when there is no clear arc (a square corner, or one that is off the image)."""
    height, width = pixels.shape[:2]
    x0, y0, x1, y1 = box
    size = min(x1 - x0 + 1, y1 - y0 + 1)
    K = int(min(60, size // 2))
    if K < 4:
        return None
    # Orient the corner as the top-left one: flip the crop so that the border is column 0
    # and the measured edge is at the top.
    T = edges[corner]
    if corner == "top":
        ys = np.arange(int(np.floor(T)), int(np.floor(T)) + K + 1)
        T_rel = T - np.floor(T)
        probe = int(np.floor(T)) - 3
    else:
        ys = np.arange(int(np.ceil(T)) - 1, int(np.ceil(T)) - 1 - K - 1, -1)
        T_rel = np.ceil(T) - T
        probe = int(np.ceil(T)) - 1 + 3
    xs = np.arange(0, K) if clipped == "left" else np.arange(width - 1, width - 1 - K, -1)
    if ys.min() < 0 or ys.max() >= height or not 0 <= probe < height:
        return None
    region = pixels[np.ix_(ys, xs)]
    outside, ok = snap_to_surfaces(pixels[probe, xs], surfaces, tolerance)
    if not ok.all():
        return None
    c, residual, span = coverage(region, outside[None, :, :], fill)
    if (span < 20).any() or (residual > 12).mean() > 0.02:
        return None  # something else (text, another element) in the corner
    covered = np.clip(c, 0, 1).sum(axis=0)
    full = len(ys) - T_rel
    depth = full - covered
    if depth[0] < 0.5:
        return None  # no notch at the border column: a square corner, or the arc is off the image
    columns = np.arange(K, dtype=np.float64) + 0.5
    best = None
    for r_step, l_step, r_range, l_range in ((1.0, 0.2, None, None), (0.1, 0.02, 1.2, 0.25), (0.02, 0.005, 0.12, 0.03)):
        if best is None:
            rs = np.arange(2.0, 60.0, r_step)
            ls = np.arange(-30.0, 0.5, l_step)
        else:
            rs = np.arange(best[0] - r_range, best[0] + r_range, r_step)
            ls = np.arange(best[1] - l_range, best[1] + l_range, l_step)
        R, L = np.meshgrid(rs, ls, indexing="ij")
        u = columns[None, None, :] - L[..., None]
        model = arc_depth(u, np.broadcast_to(R[..., None], u.shape), full)
        err = np.sqrt(np.mean((model - depth[None, None, :]) ** 2, axis=-1))
        i, j = np.unravel_index(np.argmin(err), err.shape)
        best = (R[i, j], L[i, j], err[i, j])
    r, L, rms = best
    if rms > 0.2 or r < 3:
        return None
    # L is measured from the border inwards: the edge is L pixels inside (negative: outside).
    return float(L) if clipped == "left" else float(width - L)


def adjacency(elements, width, height):
    """For each element, the edges that touch another element (no gap between them)."""
    result = []
    for i, e in enumerate(elements):
        x0, y0, x1, y1 = e["box"]
        touching = {}
        for j, other in enumerate(elements):
            if i == j or other.get("interior") or e.get("interior"):
                continue
            ox0, oy0, ox1, oy1 = other["box"]
            overlap_x = min(x1, ox1) - max(x0, ox0) >= 0
            overlap_y = min(y1, oy1) - max(y0, oy0) >= 0
            if overlap_y and 0 <= x0 - ox1 <= 2 and ox0 < x0:
                touching["left"] = hex_colour(other["fill"])
            if overlap_y and 0 <= ox0 - x1 <= 2 and ox1 > x1:
                touching["right"] = hex_colour(other["fill"])
            if overlap_x and 0 <= y0 - oy1 <= 2 and oy0 < y0:
                touching["top"] = hex_colour(other["fill"])
            if overlap_x and 0 <= oy0 - y1 <= 2 and oy1 > y1:
                touching["bottom"] = hex_colour(other["fill"])
        result.append(touching)
    return result


def measure(pixels, scale, background=None, fills=None, outlines=(), min_size=4.0,
            tolerance=24.0, rectangularity=0.8, offset_x=0.0, offset_y=0.0, corners=False):
    """Every rectangle in the image, as dictionaries in points."""
    if background is None:
        background = auto_background(pixels)
    min_px = max(2, int(round(min_size * scale)))
    if fills is None:
        fills = []
        outline_colours = [o for o, _ in outlines]
        for colour, count in colour_counts(pixels):
            if count < min_px * min_px:
                break
            if np.linalg.norm(colour - background) <= tolerance:
                continue
            if any(np.linalg.norm(colour - o) <= tolerance for o in outline_colours):
                continue
            if any(np.linalg.norm(colour - f) <= tolerance for f in fills):
                continue
            fills.append(colour)
    elements = measure_fills(pixels, fills, tolerance, min_px, rectangularity)
    for colour, width_pt in outlines:
        elements += measure_outlines(pixels, colour, width_pt * scale, tolerance, min_px, background)
    height, width = pixels.shape[:2]
    touching = adjacency(elements, width, height)
    # The colours a pixel outside an edge may have: the background, and the colours of the
    # elements found (not text colours, which were candidates but made no rectangle).
    used = [e["fill"] for e in elements]
    surfaces = np.array([background] + used, dtype=np.float64)
    out = []
    for element, touch in zip(elements, touching):
        (left, top, right, bottom), clipped, fitted = refine(pixels, element, tolerance, surfaces, corners)
        record = {
            "fill": hex_colour(element["fill"]),
            "x": round(left / scale + offset_x, 3),
            "y": round(top / scale + offset_y, 3),
            "width": round((right - left) / scale, 3),
            "height": round((bottom - top) / scale, 3),
            "clipped": clipped,
        }
        if fitted:
            record["fromCorner"] = fitted
        if element.get("outline"):
            record["outline"] = True
        if touch:
            record["adjacent"] = touch
        out.append(record)
    out.sort(key=lambda r: (r["y"], r["x"]))
    return out


# ------------------------------------------------------------------------------ self-test

def render_rect(canvas, colour, x, y, w, h, radius=0.0, supersample=16):
    """Draw an anti-aliased rectangle given in pixels (floats), as a renderer would.

    Coverage is exact (area of the pixel inside the rectangle) away from rounded corners;
    the corners are supersampled."""
    height, width = canvas.shape[:2]
    edges_x = np.arange(width + 1, dtype=np.float64)
    edges_y = np.arange(height + 1, dtype=np.float64)
    cover_x = np.clip(np.minimum(edges_x[1:], x + w) - np.maximum(edges_x[:-1], x), 0, 1)
    cover_y = np.clip(np.minimum(edges_y[1:], y + h) - np.maximum(edges_y[:-1], y), 0, 1)
    cover = cover_y[:, None] * cover_x[None, :]
    if radius > 0:
        # Remove the part of each corner square that lies outside the quarter circle.
        for cx, cy, sx, sy in ((x + radius, y + radius, -1, -1), (x + w - radius, y + radius, 1, -1),
                               (x + radius, y + h - radius, -1, 1), (x + w - radius, y + h - radius, 1, 1)):
            px0, px1 = int(np.floor(min(cx, cx + sx * radius))), int(np.ceil(max(cx, cx + sx * radius)))
            py0, py1 = int(np.floor(min(cy, cy + sy * radius))), int(np.ceil(max(cy, cy + sy * radius)))
            px0, py0 = max(px0, 0), max(py0, 0)
            px1, py1 = min(px1, width), min(py1, height)
            sub = (np.arange((px1 - px0) * supersample) + 0.5) / supersample + px0
            suby = (np.arange((py1 - py0) * supersample) + 0.5) / supersample + py0
            gx, gy = np.meshgrid(sub, suby)
            in_square = ((gx - cx) * sx >= 0) & ((gx - cx) * sx <= radius) & \
                        ((gy - cy) * sy >= 0) & ((gy - cy) * sy <= radius)
            outside = in_square & ((gx - cx) ** 2 + (gy - cy) ** 2 > radius ** 2)
            cut = outside.reshape(py1 - py0, supersample, px1 - px0, supersample).mean(axis=(1, 3))
            cover[py0:py1, px0:px1] = np.clip(cover[py0:py1, px0:px1] - cut, 0, 1)
    canvas[:] = canvas * (1 - cover[..., None]) + np.asarray(colour, dtype=np.float64) * cover[..., None]


def self_test():
    """Synthetic anti-aliased rectangles at known fractional positions, measured back."""
    scale = 3.0
    canvas = np.full((360, 400, 3), 255.0)  # 133.333 x 120 pt
    gray = (128, 128, 128)
    light = (170, 170, 170)
    cyan = (0, 255, 255)
    expected = []  # (fill, (x, y, width, height) in pt, tolerance in pt, clipped, fromCorner)
    # 1. A rounded gray cell at a fractional position (x = 10.333 pt = 30.999 px), with
    #    "text" inside: thin glyph-like strokes, which must not split or shrink the cell.
    rect = (10.333, 20.667, 50.5, 30.25)
    render_rect(canvas, gray, *(v * scale for v in rect), radius=6 * scale)
    for i in range(4):
        render_rect(canvas, (0, 0, 0), (rect[0] + 15 + 5 * i) * scale, (rect[1] + 10) * scale,
                    1.2 * scale, 9 * scale)
    expected.append(("#808080", rect, 0.01, [], []))
    # 2. A light header touching a gray cell below it, with no gap, on a pixel boundary
    #    (a fractional shared boundary lets the background show through the shared pixel,
    #    as it does in a real renderer, and cannot be measured exactly).
    header = (5.1, 60.0, 80.0, 8.333)
    render_rect(canvas, light, *(v * scale for v in header))
    cell = (5.1, 68.333, 80.0, 9.2)
    render_rect(canvas, gray, *(v * scale for v in cell), radius=2 * scale)
    expected.append(("#aaaaaa", header, 0.01, [], []))
    expected.append(("#808080", cell, 0.01, [], []))
    # 3. A white decoration with a 2-pt cyan border.
    deco = (100.25, 5.5, 25.0, 60.2)
    render_rect(canvas, cyan, *(v * scale for v in deco))
    render_rect(canvas, (255, 255, 255), *((deco[0] + 2) * scale, (deco[1] + 2) * scale,
                                         (deco[2] - 4) * scale, (deco[3] - 4) * scale))
    expected.append(("#00ffff", deco, 0.01, [], []))
    # 4. Rounded cells on the left and right borders: their edges come from the corner arcs
    #    (the left one starts 0.4 pt off the image); a cell below the bottom is clipped.
    off_left = (-0.4, 85.2, 40.0, 20.0)
    render_rect(canvas, gray, *(v * scale for v in off_left), radius=6 * scale)
    expected.append(("#808080", off_left, 0.05, [], ["left"]))
    on_right = (95.0, 85.2, 400 / scale - 95.0, 20.0)
    render_rect(canvas, gray, *(v * scale for v in on_right), radius=6 * scale)
    expected.append(("#808080", on_right, 0.05, [], ["right"]))
    below = (20.5, 112.5, 30.0, 20.0)
    render_rect(canvas, gray, *(v * scale for v in below), radius=6 * scale)
    expected.append(("#808080", (20.5, 112.5, 30.0, 120.0 - 112.5), 0.01, ["bottom"], []))
    canvas = np.round(canvas)
    results = measure(canvas, scale, outlines=[(np.array(cyan, dtype=np.float64), 2.0)], corners=True)
    failures = []
    for fill, (x, y, w, h), tolerance, clipped, from_corner in expected:
        match = [r for r in results if r["fill"] == fill and abs(r["x"] - x) < 1 and abs(r["y"] - y) < 1]
        if len(match) != 1:
            failures.append(f"{fill} rectangle at ({x}, {y}): found {len(match)} matches")
            continue
        r = match[0]
        errors = [abs(r["x"] - x), abs(r["y"] - y), abs(r["width"] - w), abs(r["height"] - h)]
        ok = max(errors) <= tolerance and r["clipped"] == clipped and r.get("fromCorner", []) == from_corner
        print(f"self-test {'ok' if ok else 'FAIL'}: {fill} expected x={x:.3f} y={y:.3f} w={w:.3f} h={h:.3f}"
              f"{' clipped ' + str(clipped) if clipped else ''}"
              f"{' from corner ' + str(from_corner) if from_corner else ''}; measured x={r['x']} y={r['y']} "
              f"w={r['width']} h={r['height']} (max error {max(errors):.4f} pt, allowed {tolerance})")
        if not ok:
            failures.append(f"{fill} rectangle at ({x}, {y}): error {max(errors):.4f} pt, {r}")
    if len(results) != len(expected):
        failures.append(f"expected {len(expected)} rectangles, found {len(results)}: {results}")
    if failures:
        for failure in failures:
            print("self-test FAIL:", failure)
        return 1
    print("self-test passed: every edge within 0.01 pt (0.05 pt for edges from corner arcs)")
    return 0


# ----------------------------------------------------------------------------------- main

def parse_outline(text):
    try:
        colour, width = text.rsplit(":", 1)
        width = float(width)
    except ValueError:
        raise InputError(f"bad --outline {text!r}: expected #RRGGBB:WIDTH (width in points)") from None
    if not width > 0:
        raise InputError(f"bad --outline {text!r}: width must be > 0")
    return parse_colour(colour), width


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Find filled rectangles (cells, headers, decorations) in a screenshot and "
                    "print their frames in points, refined sub-pixel from anti-aliasing, as JSON.",
        epilog="Example: measure-cells.py shot.png --scale 3 --offset-y -44 "
               "--outline '#00ffff:5'")
    parser.add_argument("image", nargs="?", help="the screenshot (PNG or any format Pillow reads)")
    parser.add_argument("--scale", type=float, help="pixels per point (3 for an iPhone X screenshot)")
    parser.add_argument("--background", default="auto",
                        help="background colour #RRGGBB, or 'auto' (the commonest colour of the top row)")
    parser.add_argument("--fill", action="append", metavar="#RRGGBB",
                        help="only measure elements of this fill colour (repeatable); default: every "
                             "colour covering at least a min-size square")
    parser.add_argument("--outline", action="append", default=[], metavar="#RRGGBB:WIDTH",
                        help="elements drawn as a border of this colour and width in points "
                             "(measured from the interiors they enclose); repeatable")
    parser.add_argument("--min-size", type=float, default=4.0, metavar="PTS",
                        help="smallest element side in points (default 4)")
    parser.add_argument("--tolerance", type=float, default=24.0,
                        help="RGB distance within which a pixel counts as the fill colour (default 24)")
    parser.add_argument("--rectangularity", type=float, default=0.8,
                        help="smallest filled fraction of the bounding box (default 0.8)")
    parser.add_argument("--offset-x", type=float, default=0.0, metavar="PT",
                        help="added to every x, in points (content = screen + contentOffset)")
    parser.add_argument("--offset-y", type=float, default=0.0, metavar="PT",
                        help="added to every y, in points (e.g. -44 under a 44-pt top safe area)")
    parser.add_argument("--corners", action="store_true",
                        help="for a rounded element on the left or right image border, find that edge "
                             "from the arc of its corner (reported in fromCorner) instead of "
                             "reporting it clipped")
    parser.add_argument("--self-test", action="store_true",
                        help="measure synthetic anti-aliased rectangles at known fractional positions")
    args = parser.parse_args(argv)

    if args.self_test:
        return self_test()
    try:
        if not args.image:
            raise InputError("an IMAGE is required (or --self-test)")
        if args.scale is None or not args.scale > 0:
            raise InputError("--scale must be given and > 0")
        if args.min_size <= 0 or args.tolerance <= 0 or not 0 < args.rectangularity <= 1:
            raise InputError("--min-size and --tolerance must be > 0, --rectangularity in (0, 1]")
        pixels = load_image(args.image)
        background = None if args.background == "auto" else parse_colour(args.background)
        fills = [parse_colour(f) for f in args.fill] if args.fill else None
        outlines = [parse_outline(o) for o in args.outline]
    except InputError as error:
        sys.stderr.write(f"measure-cells: {error}\n")
        return 2
    results = measure(pixels, args.scale, background=background, fills=fills, outlines=outlines,
                      min_size=args.min_size, tolerance=args.tolerance,
                      rectangularity=args.rectangularity,
                      offset_x=args.offset_x, offset_y=args.offset_y, corners=args.corners)
    try:
        json.dump(results, sys.stdout, indent=1)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into head
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
