"""Scoring: the tool's report and two naive baselines against the corpus truth.

A row of the table is one estimator over one group of regions (all, or one category; a
region counts in every category it is tagged with).
"""

import json
import os
import subprocess

import numpy as np

from . import colour as C

CATEGORY_ORDER = ["solid", "linear-gradient", "radial-gradient", "gradient", "photo", "scrim", "stripes", "two-tone",
                  "material", "material-photo", "material-no-fallback", "text-shadow", "halo", "blend-mode",
                  "translucent-text", "vibrancy", "thin", "large-bold", "multi-line", "non-text", "icon", "border",
                  "text-field", "switch", "segmented", "near-threshold", "light", "dark", "scale2", "scale3", "p3",
                  "16bit", "palette", "adam7", "increased-contrast",
                  "list", "card", "header-photo", "lock-screen", "form", "effects", "type", "backgrounds", "controls"]


class ToolError(Exception):
    pass


def load_corpus(corpus):
    with open(os.path.join(corpus, "index.json"), encoding="utf-8") as f:
        index = json.load(f)
    truths = {}
    for entry in index["images"]:
        with open(os.path.join(corpus, entry["truth"]), encoding="utf-8") as f:
            truths[entry["image"]] = json.load(f)
    return index, truths


def run_tool(binary, corpus, images, batch=12):
    """{image: {id: region report}} from `contrastscan analyze ... --format json`."""
    out = {}
    for i in range(0, len(images), batch):
        names = images[i:i + batch]
        try:
            p = subprocess.run([binary, "analyze"] + names + ["--format", "json"], cwd=corpus,
                               capture_output=True, text=True)
        except OSError as e:
            raise ToolError("cannot run %s: %s" % (binary, e.strerror or e))
        first = (p.stderr.strip().splitlines() or [""])[0]
        why = (": " + first) if first else ""
        if p.returncode not in (0, 1, 2):
            raise ToolError("%s exited %d%s" % (binary, p.returncode, why))
        try:
            doc = json.loads(p.stdout)
        except ValueError:
            raise ToolError("%s printed no JSON report (exit %d)%s" % (binary, p.returncode, why))
        for im in doc.get("images", []):
            if im.get("error"):
                raise ToolError("%s: %s" % (im["image"], im["error"]))
            out[im["image"]] = {r["id"]: r for r in im["regions"]}
    return out


# ---------------------------------------------------------------- naive baselines

def _read8(path):
    """The stored values as 8-bit sRGB, as naive tools read them (Pillow: 16-bit -> high byte,
    no colour management)."""
    from PIL import Image
    with Image.open(path) as im:
        return np.asarray(im.convert("RGB"), dtype=np.float64) / 255.0


def _box(rect, scale, W, H):
    eps = 1e-6
    x0 = int(np.floor(rect["x"] * scale + eps))
    y0 = int(np.floor(rect["y"] * scale + eps))
    x1 = int(np.ceil((rect["x"] + rect["width"]) * scale - eps))
    y1 = int(np.ceil((rect["y"] + rect["height"]) * scale - eps))
    return max(0, x0), max(0, y0), min(W, x1), min(H, y1)


def _farthest(inner, bgY):
    Y = C.luminance(inner.reshape(-1, 3))
    i = int(np.argmax(np.abs(Y - bgY)))
    return Y[i]


def baselines(corpus, truth):
    """{id: (ratioA, ratioB)} for one image."""
    img = _read8(os.path.join(corpus, truth["image"]))
    H, W = img.shape[:2]
    s = truth["scale"]
    sidecar_path = os.path.join(corpus, truth["image"][:-4] + ".json")
    with open(sidecar_path, encoding="utf-8") as f:
        rects = {r["id"]: r["rect"] for r in json.load(f)["regions"]}
    out = {}
    for r in truth["regions"]:
        x0, y0, x1, y1 = _box(rects[r["id"]], s, W, H)
        inner = img[y0:y1, x0:x1]
        # A: the centre pixel is the background
        cy, cx = (y0 + y1) // 2, (x0 + x1) // 2
        bgA = float(C.luminance(img[cy, cx]))
        a = float(C.ratio_y(_farthest(inner, bgA), bgA))
        # B: median of a ring 2-6 px outside the box
        X0, Y0, X1, Y1 = max(0, x0 - 6), max(0, y0 - 6), min(W, x1 + 6), min(H, y1 + 6)
        ys, xs = np.mgrid[Y0:Y1, X0:X1]
        gap = (xs >= x0 - 2) & (xs < x1 + 2) & (ys >= y0 - 2) & (ys < y1 + 2)
        ring = img[Y0:Y1, X0:X1][~gap]
        bgB = float(C.luminance(np.median(ring, axis=0)))
        b = float(C.ratio_y(_farthest(inner, bgB), bgB))
        out[r["id"]] = (a, b)
    return out


# ---------------------------------------------------------------- rows

class Item:
    """One region as one estimator answered it."""

    def __init__(self, image, truth, ratio, verdict, warnings=(), threshold=None):
        self.image, self.truth, self.threshold = image, truth, threshold
        self.ratio, self.verdict, self.warnings = ratio, verdict, list(warnings)

    @property
    def error(self):
        if self.ratio is None:
            return float("inf")
        return abs(self.ratio - self.truth["ratio"]) / self.truth["ratio"]


def tool_items(truths, reports):
    items = []
    for image, truth in truths.items():
        rep = reports.get(image, {})
        for t in truth["regions"]:
            r = rep.get(t["id"])
            if r is None:
                items.append(Item(image, t, None, "missing", ["region missing from the report"]))
                continue
            verdict = r["verdict"] if not r.get("error") else "error"
            items.append(Item(image, t, r.get("ratio"), verdict, r.get("warnings") or [], r.get("threshold")))
    return items


def baseline_items(truths, corpus, which):
    items = []
    for image, truth in truths.items():
        b = baselines(corpus, truth)
        for t in truth["regions"]:
            ratio = b[t["id"]][which]
            items.append(Item(image, t, ratio, "pass" if ratio >= t["threshold"] else "fail"))
    return items


def row(items):
    n = len(items)
    if not n:
        return None
    errs = np.array([i.error for i in items])
    decided = [i for i in items if i.verdict in ("pass", "fail")]
    agree = sum(1 for i in decided if (i.verdict == "pass") == i.truth["truePasses"])
    fp = sum(1 for i in decided if i.verdict == "pass" and not i.truth["truePasses"])
    dfp = sum(1 for i in decided if i.verdict == "pass" and i.truth["ratio"] < 0.95 * i.truth["threshold"])
    ff = sum(1 for i in decided if i.verdict == "fail" and i.truth["truePasses"])
    review = sum(1 for i in items if i.verdict not in ("pass", "fail"))
    # Verdicts on regions clearly on one side (true ratio more than 2% from the threshold).
    clear = [i for i in decided if abs(i.truth["ratio"] / i.truth["threshold"] - 1) > 0.02]
    agree_clear = sum(1 for i in clear if (i.verdict == "pass") == i.truth["truePasses"])
    # Visible marks (true ratio >= 1.05 with coverage) answered "the box is uniform".
    uniform = sum(1 for i in items if i.truth["ratio"] >= 1.05 and i.truth.get("corePixels", 1) > 0
                  and any("uniform" in w for w in i.warnings))
    capped = np.where(np.isfinite(errs), errs, 1e9)  # no ratio at all counts as the worst error
    return {"n": n, "medianError": float(np.median(capped)), "p90Error": float(np.percentile(capped, 90)),
            "within5": float(np.mean(errs <= 0.05)), "within10": float(np.mean(errs <= 0.10)),
            "decided": len(decided),
            "agreement": (agree / len(decided)) if decided else None,
            "falsePasses": fp, "dangerousFalsePasses": dfp, "falseFails": ff,
            "review": review / n,
            "agreementClear": (agree_clear / len(clear)) if clear else None, "uniformVisible": uniform}


def table(estimators, categories):
    """{estimator: {"all": row, category: row}} for the given {estimator: items}."""
    out = {}
    for name, items in estimators.items():
        rows = {"all": row(items)}
        for c in categories:
            sel = [i for i in items if c in i.truth["categories"]]
            if sel:
                rows[c] = row(sel)
        out[name] = rows
    return out


def categories_present(truths):
    seen = set()
    for t in truths.values():
        for r in t["regions"]:
            seen.update(r["categories"])
    order = [c for c in CATEGORY_ORDER if c in seen]
    return order + sorted(seen - set(order))


TARGETS = [("within5", ">=", 0.98, "regions within 5% of the true ratio"),
           ("agreement", ">=", 0.98, "verdict agreement (decided regions)"),
           ("dangerousFalsePasses", "<=", 0, "far false passes (true ratio < 0.95 x threshold)"),
           ("review", "<=", 0.05, "regions answered review")]

BROWSER_TARGETS = [("within5", ">=", 0.97, "regions within 5% of the true ratio"),
                   ("agreementClear", ">=", 0.99, "verdict agreement, regions > 2% from the threshold"),
                   ("dangerousFalsePasses", "<=", 0, "far false passes (true ratio < 0.95 x threshold)"),
                   ("review", "<=", 0.03, "regions answered review"),
                   ("uniformVisible", "<=", 0, "visible marks answered 'uniform'")]

LOOSE_TARGETS = [("within5", ">=", 0.95, "regions within 5% of the true ratio"),
                 ("agreementClear", ">=", 0.98, "verdict agreement, regions > 2% from the threshold"),
                 ("dangerousFalsePasses", "<=", 0, "far false passes (true ratio < 0.95 x threshold)")]


def below_baseline(tab):
    """Categories where the tool's share within 5% is below the ring-median baseline's."""
    out = []
    for c, r in tab["tool"].items():
        b = tab.get("B", {}).get(c)
        if b and r["within5"] < b["within5"] - 1e-12:
            out.append((c, r["within5"], b["within5"]))
    return out


def check_targets(r, targets=None):
    res = []
    for key, op, goal, label in (targets or TARGETS):
        v = r[key]
        ok = v is not None and (v >= goal if op == ">=" else v <= goal)
        res.append((ok, key, v, op, goal, label))
    return res


def worst(items, k=15):
    return sorted(items, key=lambda i: (-i.error, i.image, i.truth["id"]))[:k]


def threshold_mismatches(items):
    """Tool items whose threshold differs from the truth's (a generator or tool bug)."""
    return [i for i in items if i.threshold is not None and abs(i.threshold - i.truth["threshold"]) > 1e-9]
