#!/usr/bin/env python3
"""Naive ring-median contrast, the comparison point for scripts/bench.

For every PNG given (sidecar beside it: x.png -> x.json), load the whole image
with Pillow, and for every region: background = per-channel median of a ring of
pixels just outside the box (1 point thick); foreground = the pixel inside the
box farthest (RGB distance) from that background; WCAG 2.x contrast ratio of
the two. Prints one summary line. Exit 0 ok, 2 on an unreadable input.

Usage: naive_ring_median.py FILE.png...
"""
import json
import os
import sys

import numpy as np
from PIL import Image


def srgb_to_linear(c):
    c = np.asarray(c, dtype=np.float64) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def luminance(rgb):
    r, g, b = srgb_to_linear(rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def wcag_ratio(a, b):
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def region_ratio(img, x0, y0, x1, y1, ring):
    h, w, _ = img.shape
    x0, y0 = max(0, x0), max(0, y0)
    x1, y1 = min(w, x1), min(h, y1)
    if x1 <= x0 or y1 <= y0:
        return None
    ox0, oy0 = max(0, x0 - ring), max(0, y0 - ring)
    ox1, oy1 = min(w, x1 + ring), min(h, y1 + ring)
    strips = [
        img[oy0:y0, ox0:ox1],  # above
        img[y1:oy1, ox0:ox1],  # below
        img[y0:y1, ox0:x0],    # left
        img[y0:y1, x1:ox1],    # right
    ]
    ring_px = np.concatenate([s.reshape(-1, 3) for s in strips], axis=0)
    if ring_px.shape[0] == 0:  # box covers the whole image: no ring
        return None
    bg = np.median(ring_px, axis=0)
    inside = img[y0:y1, x0:x1].reshape(-1, 3).astype(np.float64)
    d = ((inside - bg) ** 2).sum(axis=1)
    fg = inside[int(np.argmax(d))]
    return wcag_ratio(fg, bg)


def main(paths):
    if not paths:
        sys.stderr.write(__doc__)
        return 2
    regions = failing = skipped = 0
    worst = float("inf")
    for p in paths:
        sidecar = os.path.splitext(p)[0] + ".json"
        try:
            with open(sidecar) as f:
                meta = json.load(f)
            img = np.asarray(Image.open(p).convert("RGB"))
        except Exception as e:  # noqa: BLE001 - report and fail like the others
            sys.stderr.write("naive_ring_median: %s: %s\n" % (p, e))
            return 2
        scale = float(meta.get("scale", 1))
        ring = max(1, int(round(scale)))  # 1 point of pixels
        for r in meta.get("regions", []):
            rect = r["rect"]
            x0 = int(np.floor(rect["x"] * scale))
            y0 = int(np.floor(rect["y"] * scale))
            x1 = int(np.ceil((rect["x"] + rect["width"]) * scale))
            y1 = int(np.ceil((rect["y"] + rect["height"]) * scale))
            ratio = region_ratio(img, x0, y0, x1, y1, ring)
            if ratio is None:
                skipped += 1
                continue
            regions += 1
            worst = min(worst, ratio)
            if ratio < 4.5:
                failing += 1
    print("naive ring median: %d files, %d regions (%d skipped), %d below 4.5:1, worst %.2f:1"
          % (len(paths), regions, skipped, failing, worst if regions else 0.0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
