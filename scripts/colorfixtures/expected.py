"""expected.json: what a correct reading of each fixture must report, computed with
colorimetry.py only (never lcms2)."""

import json

import numpy as np

from . import colorimetry as C
from .cases import SPACES

SIG = 8  # significant digits kept


def num(v):
    """v to SIG significant digits; matrix round-off below 1e-12 (e.g. -4e-17) becomes 0."""
    v = float(v)
    if abs(v) < 1e-12:
        return 0.0
    v = float("%.*g" % (SIG, v))
    return 0.0 if v == 0 else v


def nums(vs):
    return [num(v) for v in vs]


def region_entry(region, space, depth):
    top = (1 << depth) - 1
    fg, bg = np.array(region.fg) / top, np.array(region.bg) / top
    yf, yb = float(space.luminance(fg)), float(space.luminance(bg))
    ratio = C.contrast_ratio(yf, yb)
    naive = C.contrast_ratio(float(C.naive_srgb_luminance(fg)), float(C.naive_srgb_luminance(bg)))
    t = region.threshold
    e = {"id": region.id, "text": region.text, "fontSize": region.font_size,
         "foreground": nums(fg), "background": nums(bg),
         "foregroundStored": list(region.fg), "backgroundStored": list(region.bg),
         "foregroundPixel": list(region.fg_pixel), "backgroundPixel": list(region.bg_pixel),
         "foregroundY": num(yf), "backgroundY": num(yb), "ratio": num(ratio),
         "naiveSRGBRatio": num(naive), "threshold": t,
         "truePasses": bool(ratio >= t), "naivePasses": bool(naive >= t),
         "foregroundLinearSRGB": nums(space.linear_srgb(fg)), "backgroundLinearSRGB": nums(space.linear_srgb(bg))}
    if depth == 16:
        for key, reduce in (("truncated8", lambda v: v >> 8), ("rounded8", lambda v: (v + 128) // 257)):
            f8 = reduce(np.array(region.fg)) / 255
            b8 = reduce(np.array(region.bg)) / 255
            r8 = C.contrast_ratio(float(space.luminance(f8)), float(space.luminance(b8)))
            e[key + "Ratio"] = num(r8)
            e[key + "Passes"] = bool(r8 >= t)
    return e


def fixture_entries(fx):
    sc = fx.scene
    out = []
    for reading in fx.readings:
        space = SPACES[reading.space]
        out.append({"image": fx.name + ".png", "sidecar": fx.name + ".json", "assumeProfile": reading.assume,
                    "sourceSpace": reading.space, "colorChunks": fx.chunk_names, "bitDepth": sc.depth,
                    "width": sc.width, "height": sc.height, "scale": sc.scale, "note": fx.note,
                    "regions": [region_entry(r, space, sc.depth) for r in sc.regions]})
    return out


def pixel_entries(image_rel, pixels, coords, space_name, extra=None):
    space = SPACES[space_name]
    out = []
    for x, y in coords:
        stored = [int(v) for v in pixels[y, x]]
        v = np.array(stored) / 255
        e = {"image": image_rel, "x": x, "y": y, "sourceSpace": space_name, "stored": stored,
             "normalized": nums(v), "Y": num(space.luminance(v)), "linearSRGB": nums(space.linear_srgb(v))}
        e.update(extra or {})
        out.append(e)
    return out


def spaces_entry():
    out = {}
    for name, sp in sorted(SPACES.items()):
        d = sp.describe()
        d["rgbToXYZ"] = [nums(row) for row in sp.matrix]
        d["toLinearSRGB"] = [nums(row) for row in np.linalg.inv(C.SRGB.matrix) @ sp.matrix]
        out[name] = d
    return out


def document(fixtures, pixels):
    doc = {"generator": "scripts/make-color-fixtures", "method": "see README.md: how the expected values were computed",
           "naiveReading": {"curve": "srgb-piecewise", "weights": list(C.WCAG_WEIGHTS)},
           "spaces": spaces_entry(),
           "fixtures": [e for fx in fixtures for e in fixture_entries(fx)], "pixels": pixels}
    return json.dumps(doc, sort_keys=True, indent=1, ensure_ascii=True) + "\n"
