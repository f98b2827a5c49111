"""Synthetic screenshots: solid panels and blocky, un-anti-aliased "text".

Glyphs come from a 5x7 cell font whose strokes are whole cells (orthogonal bars, each
`stroke` pixels thick), so every ink pixel holds exactly the foreground value and every
other pixel of the panel exactly the background value.
"""

import numpy as np

FONT = {
    "A": ["XXXXX", "X...X", "X...X", "XXXXX", "X...X", "X...X", "X...X"],
    "B": ["XXXX.", "X...X", "X...X", "XXXX.", "X...X", "X...X", "XXXX."],
    "C": ["XXXXX", "X....", "X....", "X....", "X....", "X....", "XXXXX"],
    "D": ["XXXX.", "X...X", "X...X", "X...X", "X...X", "X...X", "XXXX."],
    "E": ["XXXXX", "X....", "X....", "XXXX.", "X....", "X....", "XXXXX"],
    "F": ["XXXXX", "X....", "X....", "XXXX.", "X....", "X....", "X...."],
    "G": ["XXXXX", "X....", "X....", "X.XXX", "X...X", "X...X", "XXXXX"],
    "H": ["X...X", "X...X", "X...X", "XXXXX", "X...X", "X...X", "X...X"],
    "I": ["XXXXX", "..X..", "..X..", "..X..", "..X..", "..X..", "XXXXX"],
    "K": ["X...X", "X...X", "X..X.", "XXX..", "X..X.", "X...X", "X...X"],
    "L": ["X....", "X....", "X....", "X....", "X....", "X....", "XXXXX"],
    "N": ["XXXX.", "X...X", "X...X", "X...X", "X...X", "X...X", "X...X"],
    "O": ["XXXXX", "X...X", "X...X", "X...X", "X...X", "X...X", "XXXXX"],
    "P": ["XXXXX", "X...X", "X...X", "XXXXX", "X....", "X....", "X...."],
    "R": ["XXXX.", "X...X", "X...X", "XXXX.", "X...X", "X...X", "X...X"],
    "S": ["XXXXX", "X....", "X....", "XXXXX", "....X", "....X", "XXXXX"],
    "T": ["XXXXX", "..X..", "..X..", "..X..", "..X..", "..X..", "..X.."],
    "U": ["X...X", "X...X", "X...X", "X...X", "X...X", "X...X", "XXXXX"],
    "Y": ["X...X", "X...X", "X...X", "XXXXX", "..X..", "..X..", "..X.."],
}
CELLS_W, CELLS_H = 5, 7
SPACE_CELLS = 3


def text_width(text, stroke, gap):
    widths = [(SPACE_CELLS if ch == " " else CELLS_W) * stroke for ch in text]
    return sum(widths) + gap * (len(text) - 1)


def text_mask(text, stroke, gap):
    """Boolean ink mask (7*stroke rows) of `text`; gap = pixels between letters."""
    mask = np.zeros((CELLS_H * stroke, text_width(text, stroke, gap)), dtype=bool)
    x = 0
    for ch in text:
        if ch == " ":
            x += SPACE_CELLS * stroke + gap
            continue
        rows = FONT[ch]
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                if cell == "X":
                    mask[r * stroke:(r + 1) * stroke, x + c * stroke:x + (c + 1) * stroke] = True
        x += CELLS_W * stroke + gap
    return mask


class Region:
    def __init__(self, rid, text, font_size, fg, bg, box, fg_pixel, bg_pixel, ink_fraction):
        self.id, self.text, self.font_size = rid, text, font_size
        self.fg, self.bg = tuple(int(v) for v in fg), tuple(int(v) for v in bg)
        self.box = box  # pixels: x, y, width, height (multiples of the scale)
        self.fg_pixel, self.bg_pixel = fg_pixel, bg_pixel
        self.ink_fraction = ink_fraction

    @property
    def threshold(self):
        return 3.0 if self.font_size >= 18 else 4.5


class Scene:
    """An RGB canvas of integer samples plus the text regions drawn on it."""

    MIN_MARGIN = 12      # background ring the tool reads around each box
    MIN_SEPARATION = 30  # between region boxes
    INK_RANGE = (0.15, 0.35)

    def __init__(self, width, height, scale, depth, fill):
        if width % scale or height % scale:
            raise ValueError("image size must be a multiple of the scale")
        self.width, self.height, self.scale, self.depth = width, height, scale, depth
        self.pixels = np.empty((height, width, 3), dtype=np.int64)
        self.pixels[:, :] = fill
        self.regions = []
        self.panels = []  # (x, y, w, h) of solid fills, to check margins

    def fill(self, x, y, w, h, colour):
        self.pixels[y:y + h, x:x + w] = colour
        self.panels.append((x, y, w, h, tuple(colour)))

    def text(self, rid, text, x, y, fg, font_size, stroke, gap=None, pad=2):
        """Draw `text` with its top-left ink corner at pixel (x, y) on whatever is there,
        and record a region whose box surrounds the ink by `pad` pixels, rounded outward to
        whole points. The pixels under the box and its margin must be one solid colour."""
        gap = 2 * stroke if gap is None else gap
        mask = text_mask(text, stroke, gap)
        h, w = mask.shape
        s = self.scale
        x0, y0 = (x - pad) // s * s, (y - pad) // s * s
        x1, y1 = -(-(x + w + pad) // s) * s, -(-(y + h + pad) // s) * s
        m = self.MIN_MARGIN
        under = self.pixels[y0 - m:y1 + m, x0 - m:x1 + m].reshape(-1, 3)
        if y0 - m < 0 or x0 - m < 0 or y1 + m > self.height or x1 + m > self.width:
            raise ValueError("%s: box margin leaves the image" % rid)
        bg = under[0]
        if not (under == bg).all():
            raise ValueError("%s: background under the box and its margin is not solid" % rid)
        self.pixels[y:y + h, x:x + w][mask] = fg
        ink = mask.sum() / ((x1 - x0) * (y1 - y0))
        lo, hi = self.INK_RANGE
        if not lo <= ink <= hi:
            raise ValueError("%s: ink covers %.1f%% of the box, outside %d-%d%%" % (rid, 100 * ink, 100 * lo, 100 * hi))
        fy, fx = np.argwhere(mask)[0]
        region = Region(rid, text, font_size, fg, bg, (x0, y0, x1 - x0, y1 - y0),
                        (int(x + fx + stroke // 2), int(y + fy + stroke // 2)), (x0 - m // 2, y0 - m // 2), ink)
        for other in self.regions:
            if _gap(region.box, other.box) < self.MIN_SEPARATION:
                raise ValueError("%s and %s are closer than %d px" % (rid, other.id, self.MIN_SEPARATION))
        self.regions.append(region)
        return region

    def sidecar(self):
        s = self.scale
        return {"version": 1, "scale": s,
                "regions": [{"id": r.id, "role": "text", "fontSize": r.font_size, "text": r.text,
                             "rect": {"x": r.box[0] // s, "y": r.box[1] // s,
                                      "width": r.box[2] // s, "height": r.box[3] // s}}
                            for r in self.regions]}


def _gap(a, b):
    """Chebyshev-style separation between two boxes (0 if they overlap)."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0)
    return max(dx, dy)


def banded(regions, depth, scale=2, width=400, band=80, stroke=5):
    """A scene of full-width bands, one per (id, text, fontSize, fg, bg) entry, each band
    filled with its background and the text centred in it."""
    scene = Scene(width, band * len(regions), scale, depth, regions[0][4])
    for i, (rid, text, size, fg, bg) in enumerate(regions):
        scene.fill(0, i * band, width, band, bg)
        w = text_width(text, stroke, 2 * stroke)
        h = CELLS_H * stroke
        x = (width - w) // 2 // scale * scale
        y = (i * band + (band - h) // 2) // scale * scale
        scene.text(rid, text, x, y, fg, size, stroke)
    return scene
