"""scripts/accuracy --detect: how well `contrastscan analyze --detect` finds text lines.

Truth is NAME.lines.json: every line of text the generator drew (listed in the sidecar or
not), as its line box in pixels (advance width x ascent + descent). A detected region matches
a true line when their intersection over union is >= 0.5 (each used once, best first).
Recall = matched true lines / true lines; precision = matched detections / detections. The
ratio error on detected regions is measured where a detection also matches a sidecar region
with truth (IoU >= 0.5 against the region's frame).

With --ocr (`analyze --detect --ocr`): of the found lines (detections matched to a true line),
the share whose OCR text is within 20% edit distance of the line's true text (Levenshtein
distance / the longer length; a line OCR turned into nonText has no text and counts as
unread). Target >= 80%. Also the share of the unmatched detections (icons, rules, stray
marks) that OCR turned into nonText.

Faint lines are those whose true ratio is below 1.6:1 — the text users write in about. A line's
true ratio is its `ratio` in NAME.lines.json (generator v3: the paint over the glyph cores
against the background under them, as drawn); a corpus from before v3 has none, and then a line
takes the ratio of the listed text region whose frame holds it (NAME.truth.json), and lines of
unlisted labels are left out of the faint count.
"""

import json
import os
import subprocess

TARGETS = (("recall", 0.90), ("precision", 0.85), ("faintRecall", 0.85))
FAINT = 1.6  # a line is faint below this true ratio
OCR_TARGETS = (("readWithin20", 0.80),)


def levenshtein(a, b):
    """Single-character insertions, deletions and substitutions turning a into b."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def edit_share(read, true):
    """Levenshtein distance / the longer length: 0 identical, 1 nothing in common."""
    longest = max(len(read), len(true))
    return levenshtein(read, true) / longest if longest else 0.0


def iou(a, b):
    ix = max(0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union if union > 0 else 0.0


def match(truth_boxes, found_boxes):
    """Greedy one-to-one matching by IoU >= 0.5: [(truth index, found index)]."""
    pairs = sorted(((iou(t, f), i, j) for i, t in enumerate(truth_boxes) for j, f in enumerate(found_boxes)),
                   reverse=True)
    used_t, used_f, out = set(), set(), []
    for score, i, j in pairs:
        if score < 0.5:
            break
        if i in used_t or j in used_f:
            continue
        used_t.add(i)
        used_f.add(j)
        out.append((i, j))
    return out


def line_ratio(line, sidecar, truth):
    """A true line's ratio: its own (generator v3), else that of the listed text region whose
    frame holds it, else None."""
    if "ratio" in line:
        return line["ratio"]
    k = sidecar["scale"]
    for r in sidecar["regions"]:
        if r["id"] not in truth or r.get("role", "text") not in ("text", "largeText"):
            continue
        x0, y0 = r["rect"]["x"] * k, r["rect"]["y"] * k
        x1, y1 = x0 + r["rect"]["width"] * k, y0 + r["rect"]["height"] * k
        if x0 - 1 <= line["x0"] and y0 - 1 <= line["y0"] and line["x1"] <= x1 + 1 and line["y1"] <= y1 + 1:
            return truth[r["id"]]["ratio"]
    return None


def run(binary, corpus, images, batch=12, ocr=False):
    reports = {}
    for k in range(0, len(images), batch):
        names = images[k:k + batch]
        p = subprocess.run([binary, "analyze"] + names + ["--detect", "--format", "json"] + (["--ocr"] if ocr else []), cwd=corpus,
                           capture_output=True, text=True)
        if p.returncode not in (0, 1, 2):
            raise RuntimeError("%s exited %d: %s" % (binary, p.returncode, p.stderr.strip()[:200]))
        for im in json.loads(p.stdout).get("images", []):
            reports[im["image"]] = im
    return reports


def evaluate(binary, corpus, images, ocr=False):
    reports = run(binary, corpus, images, ocr=ocr)
    true_lines = found = matched = 0
    faint_lines = faint_matched = unknown = 0
    errors, misses, extras = [], [], []
    read_well, misread, extras_non_text = 0, [], 0
    for name in images:
        base = os.path.join(corpus, name[:-4])
        with open(base + ".lines.json", encoding="utf-8") as f:
            lines = json.load(f)["lines"]
        with open(base + ".json", encoding="utf-8") as f:
            sidecar = json.load(f)
        with open(base + ".truth.json", encoding="utf-8") as f:
            truth = {r["id"]: r for r in json.load(f)["regions"]}
        im = reports.get(name) or {"regions": []}
        dets = [r for r in im["regions"]]
        dboxes = [(r["pixelRect"]["x"], r["pixelRect"]["y"], r["pixelRect"]["x"] + r["pixelRect"]["width"],
                   r["pixelRect"]["y"] + r["pixelRect"]["height"]) for r in dets]
        tboxes = [(l["x0"], l["y0"], l["x1"], l["y1"]) for l in lines]
        pairs = match(tboxes, dboxes)
        true_lines += len(tboxes)
        found += len(dboxes)
        matched += len(pairs)
        hit_t = {i for i, _ in pairs}
        hit_f = {j for _, j in pairs}
        misses += [(name, lines[i]["text"]) for i in range(len(lines)) if i not in hit_t]
        for i, line in enumerate(lines):
            ratio = line_ratio(line, sidecar, truth)
            if ratio is None:
                unknown += 1
            elif ratio < FAINT:
                faint_lines += 1
                faint_matched += i in hit_t
        extras += [(name, dets[j]["id"]) for j in range(len(dets)) if j not in hit_f]
        if ocr:
            for i, j in pairs:
                read, true = dets[j].get("text") or "", lines[i]["text"]
                if edit_share(read, true) <= 0.20:
                    read_well += 1
                else:
                    misread.append((name, true, read))
            extras_non_text += sum(dets[j].get("role") == "nonText" for j in range(len(dets)) if j not in hit_f)
        # Ratio error where a detection lands on a listed text region with truth.
        k = sidecar["scale"]
        regions = [r for r in sidecar["regions"] if r.get("role", "text") in ("text", "largeText") and r["id"] in truth]
        rboxes = [(r["rect"]["x"] * k, r["rect"]["y"] * k, (r["rect"]["x"] + r["rect"]["width"]) * k,
                   (r["rect"]["y"] + r["rect"]["height"]) * k) for r in regions]
        for i, j in match(rboxes, dboxes):
            ratio, true_ratio = dets[j].get("ratio"), truth[regions[i]["id"]]["ratio"]
            if ratio:
                errors.append(abs(ratio - true_ratio) / true_ratio)
    recall = matched / true_lines if true_lines else 0.0
    faint_recall = faint_matched / faint_lines if faint_lines else 0.0
    precision = matched / found if found else 0.0
    errors.sort()
    within5 = sum(e <= 0.05 for e in errors) / len(errors) if errors else 0.0
    median = errors[len(errors) // 2] if errors else 0.0
    result = {"trueLines": true_lines, "detected": found, "matched": matched, "recall": recall,
              "precision": precision, "faintLines": faint_lines, "faintMatched": faint_matched,
              "faintRecall": faint_recall, "linesWithoutRatio": unknown, "ratioRegions": len(errors), "ratioWithin5": within5,
              "ratioMedianError": median, "misses": misses, "extras": extras}
    if ocr:
        result.update({"readWithin20": read_well / matched if matched else 0.0, "readWell": read_well,
                       "misread": misread, "extrasNonText": extras_non_text,
                       "extrasNonTextShare": extras_non_text / len(extras) if extras else 0.0})
    return result


def text(result):
    out = ["Text detection (analyze --detect) against every line drawn",
           "  true lines %d, detected %d, matched %d (IoU >= 0.5)" % (result["trueLines"], result["detected"], result["matched"]),
           "  recall %.1f%%, precision %.1f%%" % (100 * result["recall"], 100 * result["precision"]),
           "  faint lines (true ratio < %.1f:1): %d, matched %d, recall %.1f%%%s"
           % (FAINT, result["faintLines"], result["faintMatched"], 100 * result["faintRecall"],
              " (%d lines have no known ratio)" % result["linesWithoutRatio"] if result["linesWithoutRatio"] else ""),
           "  ratio on detected regions that land on a listed region: %d regions, median error %.1f%%, %.1f%% within 5%%"
           % (result["ratioRegions"], 100 * result["ratioMedianError"], 100 * result["ratioWithin5"]),
           "  missed (first 10): " + "; ".join("%s %r" % m for m in result["misses"][:10]),
           "  extra (first 10): " + "; ".join("%s %s" % e for e in result["extras"][:10])]
    if "readWithin20" in result:
        out += ["OCR (analyze --detect --ocr) on the found lines",
                "  read within 20%% edit distance of the true text: %d of %d (%.1f%%)"
                % (result["readWell"], result["matched"], 100 * result["readWithin20"]),
                "  unmatched detections taken as non-text (icons, marks): %d of %d (%.1f%%)"
                % (result["extrasNonText"], len(result["extras"]), 100 * result["extrasNonTextShare"]),
                "  misread (first 10): " + "; ".join("%s %r read %r" % m for m in result["misread"][:10])]
    for key, goal in TARGETS + (OCR_TARGETS if "readWithin20" in result else ()):
        v = result[key]
        out.append("%s  %s: %.1f%% (target \u2265 %d%%)" % ("PASS" if v >= goal else "MISS", key, 100 * v, 100 * goal))
    return "\n".join(out) + "\n"
