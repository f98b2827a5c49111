"""A synthetic app screen built in layers, so every region's truth is known per pixel.

The screen is a float64 image of gamma-encoded sRGB values (0..1). Every drawing call
composites a paint through a coverage mask, the way browsers and UIKit do (on encoded
values). A recorded region keeps, for the pixels it touches:

  bg    the render with the region invisible (everything drawn before it),
  cov   its anti-aliased coverage (FreeType for text, 4x4 supersampling for shapes),
  full  its paint composited over bg at full coverage (opacity and blend mode applied).

Truth is computed from these when the screen is finished, after checking that nothing
drawn later changed the region's pixels (text) or excluding the pixels that were (shapes,
e.g. a button's fill under its own label). Layout is in points, top-left origin; pixels
are points x scale.
"""

import json

import numpy as np

from . import colour as C
from . import raster as R

# What lies under each pixel, for the background categories.
KINDS = ["solid", "linear-gradient", "radial-gradient", "photo", "material-photo", "material-no-fallback"]
KIND = {k: i for i, k in enumerate(KINDS)}

CORE = 0.9       # coverage from which a glyph pixel is "core" (fully inside a stroke)
UNDER = 0.5      # coverage from which a pixel is "under the glyphs" for the background
RING = (2, 8)    # the tool's background ring, pixels outside the box (for the layout check)


def large_text(size, weight):
    return size >= 18 or (size >= 14 and weight >= 700)


def threshold_for(role, size, weight, increased):
    if role == "nonText":
        return 3.0
    large = role == "largeText" or (size is not None and large_text(size, weight or 400))
    if increased:
        return 4.5 if large else 7.0
    return 3.0 if large else 4.5


def _core(cov):
    """Glyph-core pixels: coverage >= CORE, or >= CORE x the maximum when fewer than 3."""
    core = cov >= CORE
    if core.sum() < 3:
        core = cov >= cov.max() * CORE
    return core


def _search(bg_core, bgY, target, side, hue, opacity, mode, vary, name, raise_opacity=True):
    """Paint (8-bit) and opacity whose median full-coverage composite over `bg_core` (the
    background under the glyph cores) has the WCAG ratio `target` against luminance bgY.

    vary='paint' moves the paint along black -> hue -> white at the given opacity (raised in
    steps of 0.1 when the target is out of reach, if allowed); vary='opacity' keeps the
    paint and searches the opacity in 0.25..1 ("black at 55%"), falling back to the paint.
    The composite is monotonic in both, so each search is a bisection. Raises ValueError
    when the target cannot be reached."""
    hue = np.asarray(hue, dtype=np.float64)
    n = len(bg_core)

    def paint_at(t):
        return hue * (2 * t) if t < 0.5 else hue + (1 - hue) * (2 * t - 1)

    def fgY(paint, a):
        full = C.composite(bg_core, paint, np.full(n, a), mode)
        return float(C.luminance(np.median(full, axis=0)))

    def want(sd):
        return (bgY + 0.05) / target - 0.05 if sd == "dark" else target * (bgY + 0.05) - 0.05

    def bisect(f, goal, a, b):
        fa = f(a)
        for _ in range(40):
            m = (a + b) / 2
            if (f(m) < goal) == (fa < goal):
                a = m
            else:
                b = m
        return (a + b) / 2

    if vary == "opacity":
        sd = "dark" if C.luminance(hue) < bgY else "light"
        g = want(sd)
        y0, y1 = fgY(hue, 0.25), fgY(hue, 1.0)
        if min(y0, y1) <= g <= max(y0, y1):
            a = round(bisect(lambda a: fgY(hue, a), g, 0.25, 1.0), 3)
            return C.q8(hue), a
    preferred = "dark" if bgY >= 0.2 else "light"
    sides = [side] if side else [preferred, "light" if preferred == "dark" else "dark"]
    steps = [opacity] + ([min(1.0, opacity + k * 0.1) for k in range(1, 8)] if raise_opacity else [])
    for op in steps:
        for sd in sides:
            g = want(sd)
            lo, hi = fgY(paint_at(0.0), op), fgY(paint_at(1.0), op)
            if not lo <= g <= hi:
                continue
            t = bisect(lambda t: fgY(paint_at(t), op), g, 0.0, 1.0)
            return C.q8(paint_at(t)), op
        if op >= 1.0:
            break
    raise ValueError("%s: ratio %.2f not reachable (bg Y %.3f, %s)" % (name, target, bgY, mode))


class Record:
    """Everything needed to compute one region's truth at the end."""

    def __init__(self, rid, kind, origin, cov, bg, full, out, frame, tags, meta):
        self.rid, self.kind = rid, kind  # kind: "text" | "icon" | "border" | "fill"
        self.origin, self.cov, self.bg, self.full, self.out = origin, cov, bg, full, out
        self.frame = frame  # (x0, y0, x1, y1) pixels
        self.tags, self.meta = list(tags), meta


class Screen:
    def __init__(self, name, wpt, hpt, scale, bg, scheme="light", contrast="standard", depth=8,
                 space="srgb", tags=()):
        self.name, self.scale = name, scale
        self.wpt, self.hpt = wpt, hpt
        self.W, self.H = int(round(wpt * scale)), int(round(hpt * scale))
        self.img = np.empty((self.H, self.W, 3))
        self.img[:] = C.from_hex(bg) if isinstance(bg, str) else bg
        self.kind = np.zeros((self.H, self.W), dtype=np.uint8)
        self.ink = np.zeros((self.H, self.W))   # max coverage of all text and icon ink drawn
        self.scheme, self.contrast = scheme, contrast
        self.depth, self.space = depth, space
        self.tags = [scheme, "scale%d" % scale] + list(tags)
        if depth == 16:
            self.tags.append("16bit")
        if space == "display-p3":
            self.tags.append("p3")
        if contrast == "increased":
            self.tags.append("increased-contrast")
        self.records = []
        # Every line of text drawn, listed or not: the truth for text detection.
        self.text_lines = []
        self.ids = set()
        self.warnings = []

    # ------------------------------------------------------------ units
    def p(self, v):
        """Points -> nearest whole pixel."""
        return int(np.floor(v * self.scale + 0.5))

    @property
    def increased(self):
        return self.contrast == "increased"

    # ------------------------------------------------------------ compositing
    def _clip(self, cov, origin):
        x0, y0 = origin
        h, w = cov.shape
        cx0, cy0 = max(0, x0), max(0, y0)
        cx1, cy1 = min(self.W, x0 + w), min(self.H, y0 + h)
        return cov[cy0 - y0:cy1 - y0, cx0 - x0:cx1 - x0], (cx0, cy0)

    def composite(self, cov, origin, paint, opacity=1.0, mode="normal", kind=None, ink=False):
        """Composite `paint` ((3,) or per-pixel (h, w, 3)) through coverage `cov` at pixel
        `origin`. Returns (cov, origin, bg, full, out) clipped to the image."""
        x0, y0 = origin
        paint = np.asarray(paint, dtype=np.float64)
        if paint.ndim == 3:
            h, w = cov.shape
            cx0, cy0 = max(0, x0), max(0, y0)
            paint = paint[cy0 - y0:cy0 - y0 + min(self.H, y0 + h) - cy0, cx0 - x0:cx0 - x0 + min(self.W, x0 + w) - cx0]
        cov, (x0, y0) = self._clip(cov, origin)
        h, w = cov.shape
        win = (slice(y0, y0 + h), slice(x0, x0 + w))
        bg = self.img[win].copy()
        full = C.composite(bg, paint, np.full(cov.shape, opacity), mode)
        out = C.composite(bg, paint, cov * opacity, mode)
        self.img[win] = out
        if kind is not None:
            self.kind[win] = np.where(cov > 0.5, KIND[kind], self.kind[win])
        if ink:
            self.ink[win] = np.maximum(self.ink[win], cov)
        return cov, (x0, y0), bg, full, out

    # ------------------------------------------------------------ backgrounds
    def fill(self, x, y, w, h, color, radius=0, opacity=1.0, kind="solid"):
        cov, o = R.rrect(x * self.scale, y * self.scale, (x + w) * self.scale, (y + h) * self.scale,
                         radius * self.scale)
        self.composite(cov, o, C.from_hex(color) if isinstance(color, str) else color, opacity,
                       kind=kind if opacity >= 1 else None)
        return cov, o

    def gradient(self, x, y, w, h, stops, direction=(0.0, 1.0), radial=None, radius=0, opacity=1.0):
        """Linear gradient along `direction` (a vector in units of the box) or, with
        radial=(cx, cy, r) in box units of min(w, h), a radial one. stops: [(t, hex)]."""
        s = self.scale
        cov, (ox, oy) = R.rrect(x * s, y * s, (x + w) * s, (y + h) * s, radius * s)
        H, W = cov.shape
        ys, xs = np.mgrid[0:H, 0:W].astype(np.float64)
        u = ((xs + ox + 0.5) / s - x) / w
        v = ((ys + oy + 0.5) / s - y) / h
        if radial:
            cx, cy, r = radial
            m = min(w, h)
            t = np.sqrt(((u - cx) * w) ** 2 + ((v - cy) * h) ** 2) / (r * m)
        else:
            dx, dy = direction
            t = (u * dx + v * dy) / (dx * dx + dy * dy)
        t = np.clip(t, 0, 1)
        ts = np.array([a for a, _ in stops])
        cs = np.array([C.from_hex(c) for _, c in stops])
        field = np.stack([np.interp(t, ts, cs[:, i]) for i in range(3)], axis=-1)
        self.composite(cov, (ox, oy), field, opacity,
                       kind=("radial-gradient" if radial else "linear-gradient") if opacity >= 1 else None)

    def photo(self, image, x=0, y=0):
        """Paste a photo (PIL RGB image, already in pixels) at point (x, y)."""
        a = np.asarray(image, dtype=np.float64) / 255.0
        px, py = self.p(x), self.p(y)
        h, w = a.shape[:2]
        cov = np.ones((h, w))
        self.composite(cov, (px, py), a, kind="photo")

    def material(self, x, y, w, h, radius=0, blur_pt=20, saturation=1.8, tint="#FFFFFF", tint_alpha=0.7,
                 kind="material-photo"):
        """An iOS-like material: what is behind it blurred, saturated, then a translucent tint."""
        s = self.scale
        cov, (ox, oy) = R.rrect(x * s, y * s, (x + w) * s, (y + h) * s, radius * s)
        H, W = cov.shape
        sigma = blur_pt * s / 2
        m = int(3 * sigma) + 2
        bx0, by0 = max(0, ox - m), max(0, oy - m)
        bx1, by1 = min(self.W, ox + W + m), min(self.H, oy + H + m)
        under = R.blur(self.img[by0:by1, bx0:bx1], sigma)
        under = C.saturate(under, saturation)
        tint = C.from_hex(tint)
        under = under * (1 - tint_alpha) + tint * tint_alpha
        field = under[oy - by0:oy - by0 + H, ox - bx0:ox - bx0 + W]
        self.composite(cov, (ox, oy), field, kind=kind)

    def scrim(self, x, y, w, h, color, a0, a1):
        """A vertical wash of `color` whose opacity goes from a0 (top) to a1 (bottom)."""
        s = self.scale
        x0, y0, x1, y1 = self.p(x), self.p(y), self.p(x + w), self.p(y + h)
        t = (np.arange(y0, y1) + 0.5 - y0) / max(1, y1 - y0)
        cov = np.repeat((a0 + (a1 - a0) * t)[:, None], x1 - x0, axis=1)
        self.composite(cov, (x0, y0), C.from_hex(color))

    def wash(self, x, y, w, h, radius, color, opacity, mode):
        """A rounded rect composited with a blend mode (a vibrant platter)."""
        s = self.scale
        cov, o = R.rrect(x * s, y * s, (x + w) * s, (y + h) * s, radius * s)
        self.composite(cov, o, C.from_hex(color), opacity, mode)

    # ------------------------------------------------------------ regions
    def _new_id(self, rid):
        if rid in self.ids:
            raise ValueError("%s: duplicate region id %s" % (self.name, rid))
        self.ids.add(rid)

    def text_layout(self, s, size, weight):
        return R.TextLayout(s, weight, int(round(size * self.scale)))

    def line_height(self, size, weight=400):
        return self.text_layout("Ag", size, weight).height / self.scale

    def text_width(self, s, size, weight=400):
        return self.text_layout(s, size, weight).advance / self.scale

    def label(self, rid, x, y, s, size, weight=400, color="#000000", opacity=1.0, mode="normal", align="left",
              target=None, side=None, hue=None, vary="paint", tags=(), record=True, leading=None, frame_w=None):
        """A label (lines separated by newlines, `leading` x size apart, as one region, like a
        multi-line UILabel). (x, y): top-left of the frame in points (for align='right' x is
        the right edge, for 'center' the centre). With `target` (a WCAG ratio) the paint (or
        with vary='opacity' its opacity) is solved so the true ratio lands on it, `side` 'dark'
        or 'light' of the background (by the background's luminance when None). Returns the
        frame (x0, y0, x1, y1) in points."""
        line_px = int(round(leading * size * self.scale)) if leading else None
        lay = R.TextLayout(s, weight, int(round(size * self.scale)), line_px)
        adv = lay.advance
        px = x * self.scale
        ox = int(np.floor({"left": px, "right": px - adv, "center": px - adv / 2}[align] + 0.5))
        oy = self.p(y)
        cov, origin = lay.coverage(ox, oy, align)
        cov, origin = self._clip(cov, origin)
        # The label's frame: the line boxes, whole pixels (UIKit pixel-aligns frames).
        frame = (ox, oy, ox + int(np.ceil(adv)), oy + lay.height)
        if frame_w is not None and align == "left":
            # a frame wider than the text (SwiftUI .frame(maxWidth: .infinity), stack views)
            frame = (ox, oy, max(frame[2], self.p(x + frame_w)), oy + lay.height)
        paint = C.from_hex(color)
        if target is not None:
            try:
                paint, opacity = self._solve(cov, origin, target, side, C.from_hex(hue) if hue else paint,
                                             opacity, mode, vary)
            except ValueError:
                target = None  # out of reach on this background: keep the nominal paint
        cov, origin, bg, full, out = self.composite(cov, origin, paint, opacity, mode, ink=True)
        for i, (line, line_adv) in enumerate(zip(lay.lines, lay.advances)):
            if line.strip():
                lx = {"left": ox, "right": ox + int(np.ceil(adv - line_adv)), "center": ox + int(round((adv - line_adv) / 2))}[align]
                ly = oy + i * lay.line_px
                entry = {"text": line, "x0": lx, "y0": ly, "x1": lx + int(np.ceil(line_adv)),
                         "y1": ly + lay.ascent + lay.descent, "fontSize": size}
                ratio = self._line_ratio(cov, origin, bg, full, ly, ly + lay.line_px)
                if ratio is not None:
                    entry["ratio"] = round(ratio, 4)
                self.text_lines.append(entry)
        if record and rid:
            self._new_id(rid)
            meta = {"text": s, "fontSize": size, "fontWeight": weight, "paint": C.hexc(paint),
                    "opacity": opacity, "blend": mode, "target": target}
            self.records.append(Record(rid, "text", origin, cov, bg, full, out, frame, tags, meta))
        return tuple(v / self.scale for v in frame)

    @staticmethod
    def _line_ratio(cov, origin, bg, full, y0, y1):
        """The true ratio of one line of a label, as drawn: the median full-coverage paint over
        the glyph cores against the median background under the glyphs (the region truth's
        rule, restricted to the line's rows). None when the line left no ink on the canvas."""
        oy = origin[1]
        a, b = max(0, y0 - oy), max(0, min(cov.shape[0], y1 - oy))
        if b <= a:
            return None
        c = cov[a:b]
        if c.max() <= 0:
            return None
        core = _core(c)
        fg = np.median(full[a:b][core], axis=0)
        under = c >= UNDER
        if not under.any():
            under = c > 0
        back = np.median(bg[a:b][under], axis=0)
        return float(C.ratio_y(C.luminance(fg), C.luminance(back)))

    def _solve(self, cov, origin, target, side, hue, opacity, mode, vary="paint"):
        """Paint (8-bit) and opacity putting a text region's true ratio on `target`."""
        x0, y0 = origin
        h, w = cov.shape
        bg = self.img[y0:y0 + h, x0:x0 + w]
        core = _core(cov)
        bgY = float(C.luminance(np.median(bg[cov >= UNDER], axis=0)))
        return _search(bg[core], bgY, target, side, hue, opacity, mode, vary, self.name)

    def shape(self, rid, cov, origin, color, frame_pt, kind="icon", opacity=1.0, mode="normal", tags=(),
              record=True, role="nonText", target=None, side=None, hue=None, bgkind=None):
        """Composite a non-text shape (icon, border, filled control) and record it as a
        region whose rect is `frame_pt` (x, y, w, h in points: the element's frame)."""
        paint = C.from_hex(color) if isinstance(color, str) else color
        cov, origin = self._clip(cov, origin)
        if target is not None:
            try:
                paint = self._solve_shape(cov, origin, target, side, C.from_hex(hue) if hue else paint, kind,
                                          frame_pt, opacity, mode)
            except ValueError:
                target = None
        cov, origin, bg, full, out = self.composite(cov, origin, paint, opacity, mode, kind=bgkind,
                                                    ink=(kind == "icon"))
        if record and rid:
            self._new_id(rid)
            x, y, w, h = frame_pt
            frame = (self.p(x), self.p(y), self.p(x + w), self.p(y + h))
            meta = {"paint": C.hexc(paint), "opacity": opacity, "blend": mode, "target": target, "role": role}
            self.records.append(Record(rid, kind, origin, cov, bg, full, out, frame, tags, meta))
        return paint

    def _adjacent(self, cov, origin, frame, kind):
        """Pixels next to the shape (within scale+1 px of where it covers >= 0.5) that it does
        not touch; for borders and fills only those outside the element frame."""
        d = self.scale + 1
        solid = cov >= UNDER
        grown = solid.copy()
        for axis in (0, 1):
            g = grown.copy()
            for k in range(1, d + 1):
                g[tuple(slice(k, None) if a == axis else slice(None) for a in (0, 1))] |= \
                    grown[tuple(slice(None, -k) if a == axis else slice(None) for a in (0, 1))]
                g[tuple(slice(None, -k) if a == axis else slice(None) for a in (0, 1))] |= \
                    grown[tuple(slice(k, None) if a == axis else slice(None) for a in (0, 1))]
            grown = g
        adj = grown & (cov < 0.02)
        if kind in ("border", "fill"):
            x0, y0 = origin
            h, w = cov.shape
            ys, xs = np.mgrid[y0:y0 + h, x0:x0 + w]
            fx0, fy0, fx1, fy1 = frame
            adj &= ~((xs >= fx0) & (xs < fx1) & (ys >= fy0) & (ys < fy1))
        return adj

    def _solve_shape(self, cov, origin, target, side, hue, kind, frame_pt, opacity, mode):
        x, y, w, h = frame_pt
        frame = (self.p(x), self.p(y), self.p(x + w), self.p(y + h))
        pad = self.scale + 2
        # The adjacent ring can lie outside the coverage window: grow the window first.
        big = np.zeros((cov.shape[0] + 2 * pad, cov.shape[1] + 2 * pad))
        big[pad:-pad, pad:-pad] = cov
        big, bo = self._clip(big, (origin[0] - pad, origin[1] - pad))
        adj = self._adjacent(big, bo, frame, kind)
        x0, y0 = bo
        bg = self.img[y0:y0 + big.shape[0], x0:x0 + big.shape[1]]
        bgY = float(C.luminance(np.median(bg[adj], axis=0)))
        core = _core(big)
        paint, _ = _search(bg[core], bgY, target, side, hue, opacity, mode, "paint", self.name, raise_opacity=False)
        return paint

    # ------------------------------------------------------------ shapes (points)
    def border(self, rid, x, y, w, h, color, px_width=1, radius=0, **kw):
        s = self.scale
        cov, o = R.rrect(x * s, y * s, (x + w) * s, (y + h) * s, radius * s, inset=px_width)
        return self.shape(rid, cov, o, color, (x, y, w, h), kind="border", **kw)

    def filled(self, rid, x, y, w, h, color, radius=0, **kw):
        s = self.scale
        cov, o = R.rrect(x * s, y * s, (x + w) * s, (y + h) * s, radius * s)
        return self.shape(rid, cov, o, color, (x, y, w, h), kind="fill", bgkind="solid", **kw)

    def chevron(self, rid, x, y, color, w=8, h=13, stroke=2.0, **kw):
        s = self.scale
        k = stroke / 2 + 0.3
        pts = [((x + k) * s, (y + k) * s), ((x + w - k) * s, (y + h / 2) * s), ((x + k) * s, (y + h - k) * s)]
        cov, o = R.polyline(pts, stroke * s)
        return self.shape(rid, cov, o, color, (x, y, w, h), kind="icon", **kw)

    def checkmark(self, rid, x, y, size, color, stroke=2.0, **kw):
        s = self.scale
        pts = [((x + 0.18 * size) * s, (y + 0.52 * size) * s), ((x + 0.42 * size) * s, (y + 0.76 * size) * s),
               ((x + 0.84 * size) * s, (y + 0.26 * size) * s)]
        cov, o = R.polyline(pts, stroke * s)
        return self.shape(rid, cov, o, color, (x, y, size, size), kind="icon", **kw)

    def ring_icon(self, rid, cx, cy, r, color, stroke=2.0, **kw):
        s = self.scale
        cov, o = R.ellipse(cx * s, cy * s, (r - stroke / 2) * s, (r - stroke / 2) * s, stroke=stroke * s)
        return self.shape(rid, cov, o, color, (cx - r, cy - r, 2 * r, 2 * r), kind="icon", **kw)

    def dot(self, rid, cx, cy, r, color, **kw):
        s = self.scale
        cov, o = R.ellipse(cx * s, cy * s, r * s, r * s)
        return self.shape(rid, cov, o, color, (cx - r, cy - r, 2 * r, 2 * r), kind="icon", **kw)

    def plus_icon(self, rid, x, y, size, color, stroke=2.0, **kw):
        s = self.scale
        c = size / 2
        m = stroke / 2 + 0.5
        sc = R.ShapeCanvas(x * s - 2, y * s - 2, (x + size) * s + 2, (y + size) * s + 2)
        lw = max(1, int(round(stroke * s * R.SS)))
        sc.draw.line([sc.T((x + m) * s, (y + c) * s), sc.T((x + size - m) * s, (y + c) * s)], fill=255, width=lw)
        sc.draw.line([sc.T((x + c) * s, (y + m) * s), sc.T((x + c) * s, (y + size - m) * s)], fill=255, width=lw)
        cov, o = sc.coverage()
        return self.shape(rid, cov, o, color, (x, y, size, size), kind="icon", **kw)

    # ------------------------------------------------------------ truth
    # Weights for choosing which regions a screen lists: categories that are rare in a
    # screen or hard for an estimator are preferred, so every category gets enough regions.
    PREFER = {"near-threshold": 0.6, "non-text": 0.25, "translucent-text": 0.4, "vibrancy": 0.8,
              "large-bold": 0.6, "multi-line": 0.3, "photo": 0.8, "material-no-fallback": 0.3, "thin": 0.2}

    def finish(self, budget=None, rng=None):
        """Compute every region's truth; returns (sidecar, truth) dicts. With `budget`, about
        that many regions are listed (the rest stay drawn, unlisted), chosen at random with
        the PREFER weights."""
        done = [self._truth(rec) for rec in self.records]
        if budget is not None and len(done) > budget:
            scores = [rng.random() + sum(self.PREFER.get(c, 0) for c in t["categories"]) for _, t in done]
            records = self.records

            # A control listed without its label is not what an exporter writes (it lists
            # every label): a kept border or fill brings the labels inside its frame along.
            def inside(i):
                fx0, fy0, fx1, fy1 = records[i].frame
                return [j for j, r in enumerate(records) if r.kind == "text" and r.frame[0] >= fx0
                        and r.frame[1] >= fy0 and r.frame[2] <= fx1 and r.frame[3] <= fy1]
            keep = set()
            for i in np.argsort(-np.array(scores), kind="stable").tolist():
                if len(keep) >= budget:
                    break
                keep.add(i)
                if records[i].kind in ("border", "fill"):
                    keep.update(inside(i))
            done = [d for i, d in enumerate(done) if i in keep]
        regions = [r for r, _ in done]
        truths = [t for _, t in done]
        sidecar = {"version": 1, "scale": self.scale,
                   "appearance": {"colorScheme": self.scheme, "contrast": self.contrast, "level": "base"},
                   "regions": regions}
        truth = {"image": self.name + ".png", "scale": self.scale, "colorSpace": self.space,
                 "bitDepth": self.depth, "appearance": sidecar["appearance"], "regions": truths}
        return sidecar, truth

    def _rect(self, frame):
        x0, y0, x1, y1 = frame
        x0, y0 = max(0, x0), max(0, y0)
        x1, y1 = min(self.W, x1), min(self.H, y1)
        pt = lambda v: int(v // self.scale) if v % self.scale == 0 else v / self.scale
        return {"x": pt(x0), "y": pt(y0), "width": pt(x1 - x0), "height": pt(y1 - y0)}

    def _truth(self, rec):
        x0, y0 = rec.origin
        h, w = rec.cov.shape
        final = self.img[y0:y0 + h, x0:x0 + w]
        touched = rec.cov > 0
        changed = touched & (np.abs(final - rec.out).max(axis=-1) > 1e-9)
        if rec.kind == "text" and changed.any():
            raise ValueError("%s/%s: %d glyph pixels were drawn over after the text" % (self.name, rec.rid,
                                                                                         changed.sum()))
        cov = np.where(changed, 0.0, rec.cov)
        core = _core(cov)
        fg = np.median(rec.full[core], axis=0)
        if rec.kind == "text":
            sel = cov >= UNDER
            bgpix = rec.bg[sel]
            kinds = self.kind[y0:y0 + h, x0:x0 + w][sel]
        else:
            pad = self.scale + 2
            big = np.zeros((h + 2 * pad, w + 2 * pad))
            big[pad:-pad, pad:-pad] = cov
            big, bo = self._clip(big, (x0 - pad, y0 - pad))
            adj = self._adjacent(big, bo, rec.frame, rec.kind)
            bx, by = bo
            bh, bw = big.shape
            # the shape-invisible render next to it: the final image there, unless the shape
            # itself drew there (it did not: coverage < 0.02 -> use its recorded background)
            region = self.img[by:by + bh, bx:bx + bw].copy()
            inner = region[y0 - by:y0 - by + h, x0 - bx:x0 - bx + w]
            inner[touched] = rec.bg[touched]
            bgpix = region[adj]
            kinds = self.kind[by:by + bh, bx:bx + bw][adj]
        bg = np.median(bgpix, axis=0)
        fgY, bgY = C.luminance(fg), C.luminance(bg)
        ratio = float(C.ratio_y(fgY, bgY))
        if rec.kind == "text":
            per = C.ratio_y(C.luminance(rec.full[core]), C.luminance(rec.bg[core]))
        else:
            per = C.ratio_y(fgY, C.luminance(bgpix))
        worst = float(np.percentile(per, 5))
        bgYs = C.luminance(bgpix)
        meta = rec.meta
        if rec.kind == "text":
            role = "text"
            thr = threshold_for(role, meta["fontSize"], meta["fontWeight"], self.increased)
        else:
            role = meta["role"]
            thr = threshold_for(role, None, None, self.increased)
        cats = self._categories(rec, kinds, thr, ratio)
        r = {"id": rec.rid, "rect": self._rect(rec.frame), "role": role}
        if rec.kind == "text":
            r.update({"text": meta["text"], "fontSize": meta["fontSize"], "fontWeight": meta["fontWeight"]})
        t = {"id": rec.rid, "categories": cats, "role": role, "threshold": thr,
             "foreground": C.hexc(fg), "background": C.hexc(bg),
             "foregroundValue": [round(float(v), 6) for v in fg],
             "backgroundValue": [round(float(v), 6) for v in bg],
             "ratio": round(ratio, 6), "worstRatio": round(worst, 6),
             "backgroundLuminance": {"p5": round(float(np.percentile(bgYs, 5)), 6),
                                     "p95": round(float(np.percentile(bgYs, 95)), 6)},
             "truePasses": bool(ratio >= thr),
             "paint": {"color": meta["paint"], "opacity": round(meta["opacity"], 4), "blend": meta["blend"]},
             "targetRatio": meta["target"], "corePixels": int(core.sum()),
             "ringInk": round(self._ring_ink(rec), 4)}
        return r, t

    def _categories(self, rec, kinds, thr, ratio):
        cats = []
        if len(kinds):
            counts = np.bincount(kinds, minlength=len(KINDS))
            for i in np.argsort(-counts, kind="stable"):
                if counts[i] and (counts[i] >= 0.25 * len(kinds) or not cats):
                    cats.append(KINDS[i])
        meta = rec.meta
        if rec.kind == "text":
            if meta["blend"] != "normal":
                cats.append("vibrancy")
            elif meta["opacity"] < 1:
                cats.append("translucent-text")
            if meta["fontWeight"] <= 300 and meta["fontSize"] <= 13:
                cats.append("thin")
            if meta["fontWeight"] >= 700 and meta["fontSize"] >= 20:
                cats.append("large-bold")
            if "\n" in meta["text"]:
                cats.append("multi-line")
        else:
            cats.append("non-text")
        if abs(ratio / thr - 1) <= 0.15:
            cats.append("near-threshold")
        cats += self.tags + list(rec.tags)
        out = []
        for c in cats:
            if c not in out:
                out.append(c)
        return out

    def _ring_ink(self, rec):
        """Share of the tool's ring (2-8 px outside the box) covered by other ink."""
        x0, y0, x1, y1 = rec.frame
        a, b = RING
        X0, Y0, X1, Y1 = max(0, x0 - b), max(0, y0 - b), min(self.W, x1 + b), min(self.H, y1 + b)
        ink = self.ink[Y0:Y1, X0:X1].copy()
        ys, xs = np.mgrid[Y0:Y1, X0:X1]
        inside = (xs >= x0 - a) & (xs < x1 + a) & (ys >= y0 - a) & (ys < y1 + a)
        # remove this region's own ink
        ox, oy = rec.origin
        h, w = rec.cov.shape
        own = np.zeros_like(ink)
        sx0, sy0 = max(ox, X0), max(oy, Y0)
        sx1, sy1 = min(ox + w, X1), min(oy + h, Y1)
        if sx1 > sx0 and sy1 > sy0:
            own[sy0 - Y0:sy1 - Y0, sx0 - X0:sx1 - X0] = rec.cov[sy0 - oy:sy1 - oy, sx0 - ox:sx1 - ox]
        other = (ink > 0.25) & (own < 0.02) & ~inside
        n = (~inside).sum()
        return float(other.sum() / n) if n else 0.0

    # ------------------------------------------------------------ output
    def pixels(self):
        img = C.srgb_to_p3(self.img) if self.space == "display-p3" else self.img
        top = 255 if self.depth == 8 else 65535
        return np.clip(np.floor(img * top + 0.5), 0, top).astype(np.int64)


def sidecar_text(sidecar):
    """Sidecar JSON, one region per line (diff-friendly), keys in a fixed order."""
    lines = ["{", '  "version": 1,', '  "scale": %d,' % sidecar["scale"],
             '  "appearance": %s,' % json.dumps(sidecar["appearance"], separators=(", ", ": ")),
             '  "regions": [']
    rs = sidecar["regions"]
    for i, r in enumerate(rs):
        lines.append("    " + json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + ("," if i < len(rs) - 1 else ""))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def truth_text(truth):
    head = {k: v for k, v in truth.items() if k != "regions"}
    lines = ["{"]
    for k in sorted(head):
        lines.append('  "%s": %s,' % (k, json.dumps(head[k], sort_keys=True, separators=(", ", ": "))))
    lines.append('  "regions": [')
    rs = truth["regions"]
    for i, r in enumerate(rs):
        lines.append("    " + json.dumps(r, sort_keys=True, ensure_ascii=False, separators=(", ", ": "))
                     + ("," if i < len(rs) - 1 else ""))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"
