"""Rendering one page in all its passes, solving the colours that aim at a target ratio, and
reading each region's truth from the renders.

Passes (identical layout, only paint changes):
  maskK   the marks of group K drawn black on white, everything else hidden: coverage
  bg1..3  the marks of level L and above invisible: the true background of a level-L mark
  asis    the page as it is
Marks are split into groups so that no two marks of a group lie within a few points of each
other; a mark's coverage is read only inside its own box (grown by 3 px), so a neighbour never
counts as its ink.
"""

import io
import json

import numpy as np
from PIL import Image

from accuracy_corpus import colour as C

CORE = 0.98     # coverage from which a pixel is fully glyph
UNDER = 0.5     # coverage from which a pixel is under the glyph


def _decode(png):
    with Image.open(io.BytesIO(png)) as im:
        return np.asarray(im.convert("RGB"), dtype=np.float64) / 255.0


def _rects(browser):
    js = ("JSON.stringify(Array.from(document.querySelectorAll('[id]')).map(e => {const r = e.getBoundingClientRect();"
          " return [e.id, r.x, r.y, r.width, r.height];}))")
    return {e[0]: tuple(e[1:]) for e in json.loads(browser.evaluate(js))}


def _groups(marks, rects, gap=6.0):
    """Greedy colouring: marks whose boxes (grown by `gap` points) meet go to different groups."""
    groups = []
    for el in marks:
        x, y, w, h = rects[el]
        placed = False
        for g in groups:
            if all(not (x - gap < rects[o][0] + rects[o][2] and rects[o][0] - gap < x + w and
                        y - gap < rects[o][1] + rects[o][3] and rects[o][1] - gap < y + h) for o in g):
                g.append(el)
                placed = True
                break
        if not placed:
            groups.append([el])
    return groups


def _set_mode(browser, mode, on=()):
    browser.evaluate("document.querySelectorAll('[data-on]').forEach(e => e.removeAttribute('data-on'));"
                     "%s.forEach(i => document.getElementById(i).setAttribute('data-on', ''));"
                     "document.documentElement.className = %s; true" % (json.dumps(list(on)), json.dumps(mode)))


PROP = {"text": "color", "icon": "color", "fill": "background-color", "border": "border-color"}


def _paint_at(hue, t):
    hue = np.asarray(hue, dtype=np.float64)
    return hue * (2 * t) if t < 0.5 else hue + (1 - hue) * (2 * t - 1)


def solve_paint(bg, spec):
    """8-bit paint whose composite over colour `bg` (alpha, blend mode of `spec`) reaches the
    target ratio on the requested side (or the other side when out of reach)."""
    alpha, mode, target = spec["alpha"], spec["mode"], spec["target"]
    Yb = float(C.luminance(bg))

    def Y(t):
        return float(C.luminance(C.composite(bg[None, :], _paint_at(spec["hue"], t), np.array([alpha]), mode)[0]))

    lo_y, hi_y = Y(0.0), Y(1.0)
    want = {"dark": (Yb + 0.05) / target - 0.05, "light": target * (Yb + 0.05) - 0.05}
    order = [spec["side"], "light" if spec["side"] == "dark" else "dark"]
    for side in order:
        goal = want[side]
        if lo_y <= goal <= hi_y:
            a, b = 0.0, 1.0
            for _ in range(40):
                m = (a + b) / 2
                if Y(m) < goal:
                    a = m
                else:
                    b = m
            return C.q8(_paint_at(spec["hue"], (a + b) / 2))
    # out of reach both ways (a blend mode that cannot go that far): the paint that gets nearest
    best = max((0.0, 1.0), key=lambda t: C.ratio_y(Y(t), Yb))
    return C.q8(_paint_at(spec["hue"], best))


class Rendered:
    """The renders of one page and each mark's coverage."""

    def __init__(self, page, rects, asis, bg, cov, paints):
        self.page, self.rects, self.asis, self.bg, self.cov, self.paints = page, rects, asis, bg, cov, paints


def render(browser, page):
    browser.load(page.html(), page.w, page.h, page.scale)
    rects = _rects(browser)
    s = page.scale
    marks = list(page.marks)
    cov = {}
    for group in _groups(marks, rects):
        _set_mode(browser, "mask", group)
        m = 1.0 - _decode(browser.screenshot()).mean(axis=2)
        for el in group:
            x, y, w, h = rects[el]
            x0, y0 = max(0, int(np.floor(x * s)) - 3), max(0, int(np.floor(y * s)) - 3)
            x1, y1 = min(m.shape[1], int(np.ceil((x + w) * s)) + 3), min(m.shape[0], int(np.ceil((y + h) * s)) + 3)
            c = np.zeros(m.shape, dtype=np.float32)
            c[y0:y1, x0:x1] = m[y0:y1, x0:x1]
            cov[el] = (c, (y0, y1, x0, x1))
    levels = sorted({mk.level for mk in page.marks.values()})
    bg = {}
    paints = {}
    for level in (1, 2, 3):
        if level > max(levels):
            break
        _set_mode(browser, "bg%d" % level)
        bg[level] = _decode(browser.screenshot())
        for el, mk in page.marks.items():
            if mk.level != level or not mk.solve:
                continue
            c, (y0, y1, x0, x1) = cov[el]
            under = c[y0:y1, x0:x1] >= UNDER
            if not under.any():
                continue
            b = np.median(bg[level][y0:y1, x0:x1][under], axis=0)
            paint = solve_paint(b, mk.solve)
            paints[el] = (paint, mk.solve["alpha"], mk.solve["mode"])
            css = C.hexc(paint) if mk.solve["alpha"] >= 1 else "rgba(%d,%d,%d,%.3f)" % (
                tuple(int(round(v * 255)) for v in paint) + (mk.solve["alpha"],))
            browser.evaluate("document.getElementById(%s).style.setProperty(%s, %s, 'important'); true" % (
                json.dumps(el), json.dumps(PROP[mk.kind]), json.dumps(css)))
    for level in (2, 3):  # backgrounds that changed with the colours solved below them
        if level in bg:
            _set_mode(browser, "bg%d" % level)
            bg[level] = _decode(browser.screenshot())
    _set_mode(browser, "")
    asis = _decode(browser.screenshot())
    return Rendered(page, rects, asis, bg, cov, paints)


def _dilate(mask, r):
    if r <= 0:
        return mask
    out = mask.copy()
    for dy in range(-r, r + 1):
        for dx in range(-r, r + 1):
            if dx * dx + dy * dy > r * r:
                continue
            out |= np.roll(np.roll(mask, dy, axis=0), dx, axis=1)
    return out


def part_truth(rd, mark, exclude, asis=None, bgs=None):
    """Foreground, background and ratios of one mark against what is under it."""
    asis = rd.asis if asis is None else asis
    bgs = rd.bg if bgs is None else bgs
    c, (y0, y1, x0, x1) = rd.cov[mark.el]
    cv = c[y0:y1, x0:x1]
    ex = np.zeros(cv.shape, dtype=bool)
    r = int(np.ceil(3 * rd.page.scale))
    for o in exclude:
        oc = rd.cov[o][0][y0:y1, x0:x1] > 0.02
        if oc.any():
            ex |= _dilate(oc, r)
    usable = ~ex
    core = (cv >= CORE) & usable
    if core.sum() < 3:
        mx = cv[usable].max() if usable.any() else 0
        core = (cv >= 0.9 * mx) & usable & (cv > 0.2)
    covered = (cv >= UNDER) & usable
    if core.sum() == 0 or covered.sum() == 0:
        return None
    bg = bgs[mark.level][y0:y1, x0:x1]
    a = asis[y0:y1, x0:x1]
    k = np.maximum(cv[core], 0.2)[:, None]
    full = np.clip(bg[core] + (a[core] - bg[core]) / k, 0, 1)  # the anti-aliasing left in a core pixel undone
    fg = np.median(full, axis=0)
    bgc = np.median(bg[covered], axis=0)
    ratio = float(C.ratio(fg, bgc))
    per_pixel = C.ratio_y(C.luminance(full), C.luminance(bg[core]))
    bgY = C.luminance(bg[covered])
    return {"fg": fg, "bg": bgc, "ratio": ratio, "worst": float(np.percentile(per_pixel, 5)),
            "bgY5": float(np.percentile(bgY, 5)), "bgY95": float(np.percentile(bgY, 95)),
            "core": int(core.sum()), "covered": int(covered.sum()),
            "bgRatio5": float(C.ratio_y(C.luminance(fg), np.percentile(bgY, 5)))}
