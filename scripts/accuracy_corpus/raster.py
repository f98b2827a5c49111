"""Coverage masks: text from the real FreeType rasteriser (through Pillow), shapes by 4x4
supersampling, and a deterministic float Gaussian-like blur (three box passes).

A coverage mask is a float64 array in 0..1 plus its pixel origin (x0, y0). Nothing here
touches colour; the Screen composites paint through these masks.
"""

import os

import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONT_DIR = os.environ.get("CONTRASTSCAN_FONT_DIR", "/usr/share/fonts/truetype/dejavu")
FONT_FILES = {
    200: "DejaVuSans-ExtraLight.ttf",
    400: "DejaVuSans.ttf",
    700: "DejaVuSans-Bold.ttf",
}
SS = 4  # supersampling per axis for shapes


def missing_fonts():
    return [f for f in sorted(set(FONT_FILES.values())) if not os.path.isfile(os.path.join(FONT_DIR, f))]


_fonts = {}


def font(weight, px):
    key = (weight, px)
    if key not in _fonts:
        path = os.path.join(FONT_DIR, FONT_FILES[weight])
        # BASIC layout: no HarfBuzz/raqm, so the glyph positions do not depend on it.
        _fonts[key] = ImageFont.truetype(path, px, layout_engine=ImageFont.Layout.BASIC)
    return _fonts[key]


class TextLayout:
    """A label at a pixel size: its frame (what a UI framework reports: the widest line's
    advance x the line boxes, ascent + descent each, `line_px` apart) and its anti-aliased
    coverage. Lines are separated by newlines in `s`."""

    def __init__(self, s, weight, px, line_px=None):
        self.s, self.weight, self.px = s, weight, px
        self.lines = s.split("\n")
        f = font(weight, px)
        self.ascent, self.descent = f.getmetrics()
        self.line_px = line_px or (self.ascent + self.descent)
        self.advances = [f.getlength(line) for line in self.lines]
        self.advance = max(self.advances)
        self.height = self.line_px * (len(self.lines) - 1) + self.ascent + self.descent
        self.font = f

    def coverage(self, ox, oy, align="left"):
        """Coverage with the frame's top-left at pixel (ox, oy); lines aligned left, right or
        centre inside the frame. Returns (mask, (x0, y0)) covering the ink with a margin."""
        boxes = [self.font.getbbox(line, anchor="la") for line in self.lines]
        m = 3
        x0 = ox + min(0, min(b[0] for b in boxes)) - m
        y0 = oy + min(0, boxes[0][1]) - m
        w = int(np.ceil(self.advance)) + max(0, max(b[2] for b in boxes) - int(np.ceil(self.advance))) \
            + (ox - x0) + m
        h = self.height + max(0, boxes[-1][3] - self.ascent - self.descent) + (oy - y0) + m
        im = Image.new("L", (w, h), 0)
        d = ImageDraw.Draw(im)
        for i, (line, adv) in enumerate(zip(self.lines, self.advances)):
            dx = {"left": 0, "right": self.advance - adv, "center": (self.advance - adv) / 2}[align]
            d.text((ox - x0 + int(round(dx)), oy - y0 + i * self.line_px), line, font=self.font, fill=255,
                   anchor="la")
        return np.asarray(im, dtype=np.float64) / 255.0, (x0, y0)


class ShapeCanvas:
    """A supersampled drawing surface over the pixel box [x0, x1) x [y0, y1). Draw with
    Pillow in supersampled pixel coordinates via T(x_px, y_px); coverage() averages."""

    def __init__(self, x0, y0, x1, y1):
        self.x0, self.y0 = int(np.floor(x0)), int(np.floor(y0))
        self.x1, self.y1 = int(np.ceil(x1)), int(np.ceil(y1))
        self.im = Image.new("L", ((self.x1 - self.x0) * SS, (self.y1 - self.y0) * SS), 0)
        self.draw = ImageDraw.Draw(self.im)

    def T(self, x, y):
        return ((x - self.x0) * SS, (y - self.y0) * SS)

    def box(self, x0, y0, x1, y1):
        """Supersampled [left, top, right-1, bottom-1] of a pixel-space box, for Pillow."""
        a, b = self.T(x0, y0)
        c, d = self.T(x1, y1)
        return [round(a), round(b), round(c) - 1, round(d) - 1]

    def coverage(self):
        a = np.asarray(self.im, dtype=np.float64) / 255.0
        h, w = a.shape
        return a.reshape(h // SS, SS, w // SS, SS).mean(axis=(1, 3)), (self.x0, self.y0)


def rrect(x0, y0, x1, y1, radius, inset=None):
    """Coverage of a rounded rectangle in pixel coordinates; with `inset` (pixels), the ring
    between the outline and the same shape inset by that much (a border drawn inside)."""
    sc = ShapeCanvas(x0, y0, x1, y1)
    k = SS
    sc.draw.rounded_rectangle(sc.box(x0, y0, x1, y1), radius=radius * k, fill=255) if radius else \
        sc.draw.rectangle(sc.box(x0, y0, x1, y1), fill=255)
    if inset:
        i = inset
        b = sc.box(x0 + i, y0 + i, x1 - i, y1 - i)
        r = max(0.0, radius - i)
        sc.draw.rounded_rectangle(b, radius=r * k, fill=0) if r else sc.draw.rectangle(b, fill=0)
    return sc.coverage()


def ellipse(cx, cy, rx, ry, stroke=None):
    sc = ShapeCanvas(cx - rx - 2, cy - ry - 2, cx + rx + 2, cy + ry + 2)
    a, b = sc.T(cx - rx, cy - ry)
    c, d = sc.T(cx + rx, cy + ry)
    if stroke:
        sc.draw.ellipse([a, b, c, d], outline=255, width=max(1, int(round(stroke * SS))))
    else:
        sc.draw.ellipse([a, b, c, d], fill=255)
    return sc.coverage()


def polyline(points, width):
    """A stroked open path with round joins and caps, in pixel coordinates."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    m = width + 2
    sc = ShapeCanvas(min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m)
    P = [sc.T(x, y) for x, y in points]
    lw = max(1, int(round(width * SS)))
    sc.draw.line(P, fill=255, width=lw, joint="curve")
    r = lw / 2.0
    for p in P:
        sc.draw.ellipse([p[0] - r, p[1] - r, p[0] + r, p[1] + r], fill=255)
    return sc.coverage()


# ---------------------------------------------------------------- blur

def _box_axis(a, r, axis):
    """Box filter of radius r (window 2r+1) along axis, edges clamped."""
    if r <= 0:
        return a
    pad = [(0, 0)] * a.ndim
    pad[axis] = (r + 1, r)
    p = np.pad(a, pad, mode="edge")
    c = np.cumsum(p, axis=axis)
    n = a.shape[axis]
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return (hi - lo) / (2 * r + 1)


def blur(a, sigma):
    """Approximate Gaussian blur (three box passes per axis, as many GPU blurs do)."""
    if sigma <= 0:
        return a
    # box radius for 3 passes: variance 3 * ((2r+1)^2 - 1) / 12 = sigma^2
    r = max(1, int(round((np.sqrt(4 * sigma * sigma + 1) - 1) / 2)))
    out = a
    for _ in range(3):
        out = _box_axis(out, r, 0)
        out = _box_axis(out, r, 1)
    return out
