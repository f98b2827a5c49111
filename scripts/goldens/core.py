"""Drawing core for make-goldens: a canvas that records sidecar regions and ground truth.

Everything is laid out in points and rendered at points x scale pixels.
All randomness comes from numpy Generators seeded by the caller, so output is
byte-for-byte reproducible for a given Pillow/FreeType/numpy version.
"""

import json
import math
import os

import numpy as np
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageFont

FONT_DIR = os.environ.get("CONTRASTSCAN_FONT_DIR", "/usr/share/fonts/truetype/dejavu")
FONT_FILES = {
    ("sans", 200): "DejaVuSans-ExtraLight.ttf",
    ("sans", 400): "DejaVuSans.ttf",
    ("sans", 700): "DejaVuSans-Bold.ttf",
    ("cond", 400): "DejaVuSansCondensed.ttf",
    ("cond", 700): "DejaVuSansCondensed-Bold.ttf",
}
SS = 4  # supersampling factor for anti-aliased shapes


def missing_fonts():
    return [f for f in sorted(set(FONT_FILES.values()))
            if not os.path.isfile(os.path.join(FONT_DIR, f))]


_font_cache = {}


def font(family, weight, px):
    key = (family, weight, px)
    if key not in _font_cache:
        path = os.path.join(FONT_DIR, FONT_FILES[(family, weight)])
        _font_cache[key] = ImageFont.truetype(path, px, layout_engine=ImageFont.Layout.BASIC)
    return _font_cache[key]


# ---------------------------------------------------------------- colour maths

def rgb(h):
    h = h.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def hexc(c):
    return "#%02X%02X%02X" % tuple(int(v) for v in c)


def luminance(c):
    def lin(v):
        v = v / 255.0
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = rgb(c) if isinstance(c, str) else c
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def composite(fg, bg, alpha):
    """Colour of fg drawn at alpha over bg, rounded like the renderer does."""
    f, b = rgb(fg), rgb(bg)
    a = int(alpha * 255 + 0.5)
    return hexc(tuple((fv * a + bv * (255 - a) + 127) // 255 for fv, bv in zip(f, b)))


def gray_for_ratio(bg, target, tint=(0, 0, 0)):
    """Gray (optionally tinted) whose contrast against bg is closest to target."""
    best = None
    for g in range(256):
        c = tuple(max(0, min(255, g + t)) for t in tint)
        d = abs(contrast(c, bg) - target)
        if best is None or d < best[0]:
            best = (d, c)
    return hexc(best[1])


def color_for_ratio(bg, target, below, base="#777777"):
    """Search near `base` for the colour whose ratio is closest to target (3-channel tweak);
    below=True/False restricts to ratios under / at-or-over the target."""
    r0, g0, b0 = rgb(base)
    best = None
    for dr in range(-3, 4):
        for db in range(-3, 4):
            for dg in range(-2, 3):
                c = (max(0, min(255, r0 + dr)), max(0, min(255, g0 + dg)), max(0, min(255, b0 + db)))
                r = contrast(c, bg)
                if (below is True and r >= target) or (below is False and r < target):
                    continue
                d = abs(r - target)
                key = (d, c)
                if best is None or key < best:
                    best = key
    return hexc(best[1])


# ---------------------------------------------------------------- canvas


class Canvas:
    def __init__(self, name, wpt, hpt, scale, bg, scheme="light", contrast_="standard", level="base"):
        self.name = name
        self.scale = scale
        self.wpt, self.hpt = wpt, hpt
        self.img = Image.new("RGB", (int(round(wpt * scale)), int(round(hpt * scale))), rgb(bg))
        self.appearance = {"colorScheme": scheme, "contrast": contrast_, "level": level}
        self.regions = []
        self.truth = {}
        self.warnings = []
        # rect grid: 1/scale when that is a short decimal (scale 1, 2), else whole points
        self.grid_px = scale if scale not in (1, 2) else 1

    # -- units
    def px(self, v):
        return int(math.floor(v * self.scale + 0.5))

    def _snap_out(self, x0, y0, x1, y1):
        g = self.grid_px
        x0 = max(0, (x0 // g) * g)
        y0 = max(0, (y0 // g) * g)
        x1 = min(self.img.width, -((-x1) // g) * g)
        y1 = min(self.img.height, -((-y1) // g) * g)
        return x0, y0, x1, y1

    def _pts(self, v):
        q = v / self.scale
        return int(q) if q == int(q) else q

    def _rect_json(self, box):
        x0, y0, x1, y1 = box
        return {"x": self._pts(x0), "y": self._pts(y0), "width": self._pts(x1 - x0), "height": self._pts(y1 - y0)}

    # -- regions
    def add_region(self, rid, box_px, role, fg, bg, kind, text=None, size=None, weight=None):
        if rid in self.truth:
            raise ValueError("duplicate region id %s in %s" % (rid, self.name))
        r = {"id": rid, "rect": self._rect_json(box_px), "role": role}
        if text is not None:
            r["text"] = text
            r["fontSize"] = size
            r["fontWeight"] = weight
        self.regions.append(r)
        self.truth[rid] = {"foreground": fg.upper() if fg else fg,
                           "background": bg.upper() if bg else None,
                           "backgroundKind": kind}

    def add_shape_region(self, rid, x, y, w, h, role, fg, bg, kind):
        box = self._snap_out(self.px(x), self.py(y), self.px(x + w), self.py(y + h))
        self.add_region(rid, box, role, fg, bg, kind)

    py = px

    # -- painting primitives
    def paint_mask(self, mask, origin, color, alpha=1.0):
        """Composite solid `color` through L-mode `mask` placed at pixel origin."""
        ox, oy = origin
        box = (ox, oy, ox + mask.width, oy + mask.height)
        if alpha < 1.0:
            a = int(alpha * 255 + 0.5)
            mask = mask.point([(v * a + 127) // 255 for v in range(256)])
        region = self.img.crop(box)
        solid = Image.new("RGB", region.size, rgb(color) if isinstance(color, str) else color)
        self.img.paste(Image.composite(solid, region, mask), box)

    def shape_mask(self, x, y, w, h, fn, pad=1.0):
        """Supersampled AA mask over the point box (x,y,w,h)+pad. fn(draw, T, k) draws with
        T(xpt, ypt) -> supersampled coords and k = supersampled px per point."""
        x0, y0 = self.px(x - pad), self.px(y - pad)
        x1, y1 = self.px(x + w + pad), self.px(y + h + pad)
        x0, y0 = max(0, x0), max(0, y0)
        x1, y1 = min(self.img.width, x1), min(self.img.height, y1)
        m = Image.new("L", ((x1 - x0) * SS, (y1 - y0) * SS), 0)
        d = ImageDraw.Draw(m)
        k = self.scale * SS

        def T(X, Y):
            return ((X * self.scale - x0) * SS, (Y * self.scale - y0) * SS)
        fn(d, T, k)
        return m.reduce(SS), (x0, y0)

    def fill(self, x, y, w, h, color, radius=0, alpha=1.0):
        m, o = self.rrect_mask(x, y, w, h, radius)
        self.paint_mask(m, o, color, alpha)
        return m, o

    def rrect_mask(self, x, y, w, h, radius):
        def fn(d, T, k):
            (a, b), (c, e) = T(x, y), T(x + w, y + h)
            if radius:
                d.rounded_rectangle([a, b, c - 1, e - 1], radius=radius * k, fill=255)
            else:
                d.rectangle([a, b, c - 1, e - 1], fill=255)
        return self.shape_mask(x, y, w, h, fn, pad=0)

    def border(self, x, y, w, h, color, px_width=1, radius=0):
        """A border of px_width device pixels inside the frame (x,y,w,h)."""
        iw = px_width / self.scale

        def fn(d, T, k):
            (a, b), (c, e) = T(x, y), T(x + w, y + h)
            (a2, b2), (c2, e2) = T(x + iw, y + iw), T(x + w - iw, y + h - iw)
            if radius:
                d.rounded_rectangle([a, b, c - 1, e - 1], radius=radius * k, fill=255)
                d.rounded_rectangle([a2, b2, c2 - 1, e2 - 1], radius=max(0, radius - iw) * k, fill=0)
            else:
                d.rectangle([a, b, c - 1, e - 1], fill=255)
                d.rectangle([a2, b2, c2 - 1, e2 - 1], fill=0)
        m, o = self.shape_mask(x, y, w, h, fn, pad=0)
        self.paint_mask(m, o, color)

    def circle(self, cx, cy, r, color, stroke=None, alpha=1.0):
        def fn(d, T, k):
            (a, b), (c, e) = T(cx - r, cy - r), T(cx + r, cy + r)
            if stroke:
                d.ellipse([a, b, c, e], outline=255, width=max(1, int(round(stroke * k))))
            else:
                d.ellipse([a, b, c, e], fill=255)
        m, o = self.shape_mask(cx - r, cy - r, 2 * r, 2 * r, fn)
        self.paint_mask(m, o, color, alpha)

    def polyline(self, pts, width, color, bbox):
        x, y, w, h = bbox

        def fn(d, T, k):
            P = [T(px_, py_) for px_, py_ in pts]
            lw = max(1, int(round(width * k)))
            d.line(P, fill=255, width=lw, joint="curve")
            r = lw / 2.0
            for p in (P[0], P[-1]):
                d.ellipse([p[0] - r, p[1] - r, p[0] + r, p[1] + r], fill=255)
        m, o = self.shape_mask(x, y, w, h, fn)
        self.paint_mask(m, o, color)

    def gradient(self, x, y, w, h, stops, direction=(0.0, 1.0), radius=0, radial=False):
        """Linear (direction vector in points) or radial gradient with colour stops [(t, hex)]."""
        m, (ox, oy) = self.rrect_mask(x, y, w, h, radius)
        W, H = m.size
        ys, xs = np.mgrid[0:H, 0:W].astype(np.float64)
        xs = (xs + ox + 0.5) / self.scale - x
        ys = (ys + oy + 0.5) / self.scale - y
        if radial:
            t = np.sqrt((xs - w / 2) ** 2 + (ys - h / 2) ** 2) / (min(w, h) / 2)
        else:
            dx, dy = direction
            L = dx * dx * w * w + dy * dy * h * h
            t = (xs * dx * w + ys * dy * h) / L if L else xs * 0
        t = np.clip(t, 0, 1)
        ts = np.array([s[0] for s in stops])
        cs = np.array([rgb(s[1]) for s in stops], dtype=np.float64)
        out = np.stack([np.interp(t, ts, cs[:, i]) for i in range(3)], axis=-1)
        grad = Image.fromarray(np.floor(out + 0.5).astype(np.uint8), "RGB")
        region = self.img.crop((ox, oy, ox + W, oy + H))
        self.img.paste(Image.composite(grad, region, m), (ox, oy))

    def material(self, x, y, w, h, radius, tint="#FFFFFF", tint_alpha=0.6, blur_px=20, saturation=1.2):
        """iOS-like material: blur what is underneath, boost saturation, mix a translucent tint."""
        m, (ox, oy) = self.rrect_mask(x, y, w, h, radius)
        W, H = m.size
        mg = blur_px * 3
        bx0, by0 = max(0, ox - mg), max(0, oy - mg)
        bx1, by1 = min(self.img.width, ox + W + mg), min(self.img.height, oy + H + mg)
        under = self.img.crop((bx0, by0, bx1, by1)).filter(ImageFilter.GaussianBlur(blur_px))
        under = ImageEnhance.Color(under).enhance(saturation)
        arr = np.asarray(under, dtype=np.float64)
        arr = arr * (1 - tint_alpha) + np.array(rgb(tint), dtype=np.float64) * tint_alpha
        mat = Image.fromarray(np.floor(arr + 0.5).astype(np.uint8), "RGB")
        mat = mat.crop((ox - bx0, oy - by0, ox - bx0 + W, oy - by0 + H))
        region = self.img.crop((ox, oy, ox + W, oy + H))
        self.img.paste(Image.composite(mat, region, m), (ox, oy))

    # -- text
    def text(self, rid, x, y, s, size, weight, color, bg, kind, role=None, alpha=1.0,
             align="left", family="sans", record=True):
        """Draw a single-line label. (x, y): top-left of the line box in points (for
        align='right', x is the right edge; for 'center', the centre). Returns the label
        frame as (x0, y0, x1, y1) pixels."""
        sc = self.scale
        f = font(family, weight, int(round(size * sc)))
        asc, desc = f.getmetrics()
        l, t, r, b = f.getbbox(s, anchor="la")
        pad = sc  # ~1pt
        oy = self.py(y)
        if align == "left":
            ox = self.px(x) + pad - l
        elif align == "right":
            ox = self.px(x) - pad - r
        else:
            ox = self.px(x) - (l + r) // 2
        fx0, fy0 = ox + l - pad, min(oy, oy + t)
        fx1, fy1 = ox + r + pad, max(oy + asc + desc, oy + b)
        frame = self._snap_out(fx0, fy0, fx1, fy1)
        # Truth check: a "solid" background must be exactly that colour under the whole frame.
        if record and kind == "solid":
            a = np.asarray(self.img.crop(frame))
            bad = np.any(a != np.array(rgb(bg), dtype=np.uint8), axis=-1).sum()
            if bad:
                self.warnings.append("%s/%s: %d px under frame differ from solid bg %s" % (self.name, rid, bad, bg))
        # render the glyph mask locally
        mx0, my0 = ox + l - 2, oy + min(t, 0) - 2
        mw, mh = (r - l) + 4, max(b, asc + desc) - min(t, 0) + 4
        mask = Image.new("L", (mw, mh), 0)
        ImageDraw.Draw(mask).text((ox - mx0, oy - my0), s, font=f, fill=255, anchor="la")
        ink = mask.getbbox()
        if ink:
            ix0, iy0, ix1, iy1 = ink[0] + mx0, ink[1] + my0, ink[2] + mx0, ink[3] + my0
            if ix0 < frame[0] or iy0 < frame[1] or ix1 > frame[2] or iy1 > frame[3]:
                self.warnings.append("%s/%s: ink %s outside frame %s" % (self.name, rid, (ix0, iy0, ix1, iy1), frame))
        # clip to image
        cx0, cy0 = max(0, mx0), max(0, my0)
        mask = mask.crop((cx0 - mx0, cy0 - my0, min(mw, self.img.width - mx0), min(mh, self.img.height - my0)))
        self.paint_mask(mask, (cx0, cy0), color, alpha)
        if record:
            if role is None:
                role = "largeText" if (size >= 18 or (size >= 14 and weight >= 700)) else "text"
            # translucent text on a solid background: truth is the composited colour;
            # on a non-solid background the nominal colour is the best single answer.
            fg = composite(color, bg, alpha) if (alpha < 1.0 and bg) else color
            self.add_region(rid, frame, role, fg, bg, kind, text=s, size=size, weight=weight)
        return frame

    def text_width(self, s, size, weight, family="sans"):
        f = font(family, weight, int(round(size * self.scale)))
        l, t, r, b = f.getbbox(s, anchor="la")
        return (r - l) / self.scale + 2

    def line_height(self, size, weight=400, family="sans"):
        f = font(family, weight, int(round(size * self.scale)))
        a, d = f.getmetrics()
        return (a + d) / self.scale

    # -- output
    def sidecar_text(self):
        lines = ["{",
                 '  "version": 1,',
                 '  "scale": %d,' % self.scale,
                 '  "appearance": %s,' % json.dumps(self.appearance, separators=(", ", ": ")),
                 '  "regions": [']
        for i, r in enumerate(self.regions):
            lines.append("    " + json.dumps(r, ensure_ascii=False, separators=(", ", ": "))
                         + ("," if i < len(self.regions) - 1 else ""))
        lines += ["  ]", "}"]
        return "\n".join(lines) + "\n"

    def truth_text(self):
        return json.dumps({"regions": self.truth}, indent=2, sort_keys=True, ensure_ascii=False) + "\n"

    def save(self, directory, truth=True):
        os.makedirs(directory, exist_ok=True)
        base = os.path.join(directory, self.name)
        img = self.img.convert("RGB")
        img.save(base + ".png", format="PNG", optimize=True)
        with open(base + ".json", "w", encoding="utf-8") as fh:
            fh.write(self.sidecar_text())
        if truth:
            with open(base + ".truth.json", "w", encoding="utf-8") as fh:
                fh.write(self.truth_text())
