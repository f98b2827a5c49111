"""The browser corpus: which screens, their rendering, truth, sidecars (tight and loose),
encodings, index.json and README.md."""

import json
import os

import numpy as np

from accuracy_corpus import colour as C
from accuracy_corpus import output as O

from . import encodings as E
from . import render as RD
from .cdp import Browser
from .page import Page
from .pages import BUILDERS

VERSION = 1
ORDER = ["list", "card", "header-photo", "lock-screen", "material", "form", "effects", "type", "backgrounds",
         "controls"]


class Spec:
    def __init__(self, builder, scheme, scale, contrast, encoding, height=720):
        self.builder, self.scheme, self.scale = builder, scheme, scale
        self.contrast, self.encoding, self.height = contrast, encoding, height

    def name(self, i):
        parts = ["%03d" % i, self.builder, self.scheme, "%dx" % self.scale]
        if self.contrast == "increased":
            parts.append("hc")
        if self.encoding != "srgb":
            parts.append(self.encoding)
        return "-".join(parts)


def full_plan(count=100):
    """`count` screens cycling through the builders, light/dark, @2/@3, increased contrast
    (1 in 4) and the encodings (P3 1 in 6, 16-bit, palette, Adam7 and P3 16-bit 1 in 12 each)."""
    specs = []
    for k in range(count):
        b = ORDER[k % len(ORDER)]
        rep = k // len(ORDER)
        scheme = "dark" if (k + rep) % 2 else "light"
        scale = 3 if (k // 2 + rep) % 2 else 2
        contrast = "increased" if k % 4 == 3 else "standard"
        enc = {1: "p3", 4: "16bit", 7: "palette", 10: "adam7", 5: "p3", 11: "p3-16bit"}.get(k % 12, "srgb")
        specs.append(Spec(b, scheme, scale, contrast, enc))
    return specs


def slice_plan():
    """Small screens for the Swift regression slice: every builder once, @2, a few encodings."""
    encs = ["srgb", "p3", "srgb", "16bit", "palette", "srgb", "adam7", "srgb", "p3", "srgb"]
    return [Spec(b, "dark" if i % 2 else "light", 2, "increased" if i == 5 else "standard", encs[i], height=640)
            for i, b in enumerate(ORDER)]


def _hex(c):
    return C.hexc(c)


def _r(v, n=6):
    return float(round(float(v), n))


def _rect(rects, el):
    x, y, w, h = rects[el]
    return {"x": round(x, 3), "y": round(y, 3), "width": round(w, 3), "height": round(h, 3)}


def loose_rect(rd, region, page):
    """The frame a view hierarchy would report: padded towards the line height and, for text,
    stretched along its row up to the next mark or its container's padding."""
    x, y, w, h = rd.rects[region.frame]
    own = {m.el for m in region.marks}

    def contains(r, slack=2.0):
        # (a label may overhang its chip by a point or two: the chip still holds it)
        ex, ey, ew, eh = r
        return ex <= x + slack and ey <= y + slack and ex + ew >= x + w - slack and ey + eh >= y + h - slack
    # Every other element that does not hold the frame stops it: a sibling label, icon,
    # switch or image view (an avatar); containers (cards, photos behind, materials) do not.
    marks = [r for el, r in rd.rects.items() if el not in own and el != region.frame and not contains(r)]
    # the smallest element that contains the frame and is not a mark of this region
    cx0, cy0, cx1, cy1 = 0.0, 0.0, float(page.w), float(page.h)
    best = None
    for el, (ex, ey, ew, eh) in rd.rects.items():
        if el in own or ew * eh <= w * h:
            continue
        if contains((ex, ey, ew, eh)):
            if el in page.marks and page.marks[el].kind == "text":
                continue
            if best is None or ew * eh < best[2] * best[3]:
                best = (ex, ey, ew, eh)
    if best:
        cx0, cy0, cx1, cy1 = best[0], best[1], best[0] + best[2], best[1] + best[3]
    inset = 8.0 if region.role == "text" else 0.0
    x0, x1 = (max(cx0 + inset, x - 150), min(cx1 - inset, x + w + 150)) if region.role == "text" else (x - 4, x + w + 4)
    y0, y1 = max(cy0 + 1, y - 6), min(cy1 - 1, y + h + 6)
    for (mx, my, mw, mh) in marks:
        if mw * mh <= 0:
            continue
        if my < y + h and my + mh > y:  # same row
            if mx + mw <= x:
                x0 = max(x0, mx + mw + 2)
            elif mx >= x + w:
                x1 = min(x1, mx - 2)
    for (mx, my, mw, mh) in marks:
        if mw * mh <= 0 or not (mx < x1 and mx + mw > x0):
            continue
        if my + mh <= y:
            y0 = max(y0, my + mh + 1)
        elif my >= y + h:
            y1 = min(y1, my - 1)
    x0, y0 = min(x0, x), min(y0, y)
    x1, y1 = max(x1, x + w), max(y1, y + h)
    return {"x": round(x0, 3), "y": round(y0, 3), "width": round(x1 - x0, 3), "height": round(y1 - y0, 3)}


def region_truth(rd, region, page, asis, bgs):
    own_levels = {m.el: m.level for m in region.marks}
    parts = []
    names = []
    for i, m in enumerate(region.marks):
        higher = [el for el, mk in page.marks.items() if mk.level > m.level and el != m.el]
        t = RD.part_truth(rd, m, higher, asis, bgs)
        if t is None:
            continue
        parts.append(t)
        names.append("track against the surface" if (region.pairs and i == 0) else
                     "thumb against the track" if region.pairs else m.kind)
    if not parts:
        return None
    k = int(np.argmin([t["ratio"] for t in parts]))
    t = parts[k]
    thr = page.threshold(region.role, region.size, region.weight)
    cats = set(region.cats) | {page.kind, page.scheme, "scale%d" % page.scale}
    if region.role == "nonText":
        cats.add("non-text")
    if page.increased:
        cats.add("increased-contrast")
    if abs(t["ratio"] / thr - 1) <= 0.15:
        cats.add("near-threshold")
    m0 = region.marks[0]
    paint = rd.paints.get(m0.el)
    out = {"id": region.id, "role": region.role, "categories": sorted(cats), "threshold": thr,
           "ratio": _r(t["ratio"]), "truePasses": bool(t["ratio"] >= thr), "worstRatio": _r(t["worst"]),
           "foreground": _hex(t["fg"]), "background": _hex(t["bg"]),
           "foregroundValue": [_r(v) for v in t["fg"]], "backgroundValue": [_r(v) for v in t["bg"]],
           "backgroundLuminance": {"p5": _r(t["bgY5"]), "p95": _r(t["bgY95"])},
           "ratioAgainstP5Background": _r(t["bgRatio5"]),
           "corePixels": t["core"], "coveredPixels": t["covered"],
           "paint": None if paint is None else {"color": _hex(paint[0]), "opacity": _r(paint[1], 3), "blend": paint[2]},
           "targetRatio": None if not (m0.solve) else _r(m0.solve["target"], 4)}
    if region.pairs:
        out["pairs"] = {n: _r(p["ratio"]) for n, p in zip(names, parts)}
        out["measured"] = names[k]
    return out


def build_page(spec, name, seed):
    rng = O.screen_rng(seed, name)
    p = Page(spec.builder, rng, 390, spec.height, spec.scale, spec.scheme, spec.contrast)
    BUILDERS[spec.builder](p)
    return p


def write_screen(browser, spec, name, seed, out, profile):
    page = build_page(spec, name, seed)
    rd = RD.render(browser, page)
    data, asis, bgs, depth, space = E.store(rd.asis, rd.bg, spec.encoding, profile)
    appearance = {"colorScheme": spec.scheme, "contrast": spec.contrast, "level": "base"}
    enc_cats = {"p3": ["p3"], "16bit": ["16bit"], "palette": ["palette"], "adam7": ["adam7"],
                "p3-16bit": ["p3", "16bit"]}.get(spec.encoding, [])
    sidecar = {"version": 1, "scale": spec.scale, "appearance": appearance, "regions": []}
    loose = {"version": 1, "scale": spec.scale, "appearance": appearance, "regions": []}
    truths = []
    for region in page.regions:
        t = region_truth(rd, region, page, asis, bgs)
        if t is None:
            continue
        t["categories"] = sorted(set(t["categories"]) | set(enc_cats))
        entry = {"id": region.id, "rect": _rect(rd.rects, region.frame), "role": region.role}
        if region.text:
            entry["text"] = region.text
        if region.size:
            entry["fontSize"] = region.size
            entry["fontWeight"] = region.weight
        sidecar["regions"].append(entry)
        le = dict(entry)
        le["rect"] = loose_rect(rd, region, page)
        loose["regions"].append(le)
        truths.append(t)
    truth = {"image": name + ".png", "scale": spec.scale, "appearance": appearance, "bitDepth": depth,
             "colorSpace": space, "encoding": spec.encoding, "regions": truths}
    base = O.write_screen(out, name, data, sidecar, truth)
    O.write_sidecar(base + ".loose.json", loose)
    return truth, len(data)


def generate(out, seed=1, slice_=False, count=100, log=print):
    profile = O.display_p3_profile(out)
    specs = slice_plan() if slice_ else full_plan(count)
    tally = O.Tally()
    with Browser() as browser:
        for i, spec in enumerate(specs, 1):
            name = spec.name(i)
            truth, nbytes = write_screen(browser, spec, name, seed, out, profile)
            tally.add(name, truth, nbytes, looseSidecar=name + ".loose.json", scale=spec.scale,
                      colorSpace=truth["colorSpace"], bitDepth=truth["bitDepth"], encoding=spec.encoding,
                      appearance=truth["appearance"])
            log("%-44s %2d regions %8d bytes" % (name, len(truth["regions"]), nbytes))
    doc = tally.write_index(out, "scripts/make-browser-corpus", VERSION, seed, slice_)
    log("%d images, %d regions (%d within 15%% of a threshold), %d bytes"
        % (len(tally.images), tally.regions, tally.counts.get("near-threshold", 0), tally.bytes))
    return doc


def loose_view(corpus, out):
    """A folder where every image's sidecar is its loose variant (images hard-linked)."""
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(corpus, "index.json"), encoding="utf-8") as f:
        index = json.load(f)
    for e in index["images"]:
        dst = os.path.join(out, e["image"])
        if not os.path.exists(dst):
            try:
                os.link(os.path.join(corpus, e["image"]), dst)
            except OSError:
                import shutil
                shutil.copyfile(os.path.join(corpus, e["image"]), dst)
        with open(os.path.join(corpus, e["looseSidecar"]), encoding="utf-8") as f:
            side = f.read()
        with open(os.path.join(out, e["sidecar"]), "w", encoding="utf-8") as f:
            f.write(side)
        with open(os.path.join(corpus, e["truth"]), encoding="utf-8") as f:
            tr = f.read()
        with open(os.path.join(out, e["truth"]), "w", encoding="utf-8") as f:
            f.write(tr)
    doc = dict(index)
    doc["variant"] = "loose"
    O.write_json(os.path.join(out, "index.json"), doc)
    return out
