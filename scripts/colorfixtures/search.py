"""Seeded searches for colour pairs whose WCAG verdict depends on how the pixels are read."""

import numpy as np

from . import colorimetry as C


def saturated_candidates(seed, count, depth=8, with_greys=True):
    """`count` random colours, 60% of them with one channel forced to 0 (saturated), then
    (with_greys) all greys. Same seed, same list."""
    rng = np.random.default_rng(seed)
    top = (1 << depth) - 1
    c = rng.integers(0, top + 1, (count, 3))
    zero = rng.random(count) < 0.6
    channel = rng.integers(0, 3, count)
    c[zero, channel[zero]] = 0
    return np.vstack([c, greys(depth)]) if with_greys else c


def greys(depth=8, step=1):
    g = np.arange(0, 1 << depth, step)
    return np.stack([g, g, g], axis=1)


def _ratios(ya, yb):
    hi = np.maximum(ya[:, None], yb[None, :])
    lo = np.minimum(ya[:, None], yb[None, :])
    return (hi + 0.05) / (lo + 0.05)


def best_flips(space, fgs, bgs, threshold, true_passes, count=1, depth=8, bounds=(1.5, 12.0), avoid=()):
    """The `count` (fg, bg) pairs, fg from `fgs` and bg from `bgs`, whose verdict at
    `threshold` under `space` is `true_passes` while the naive sRGB reading gives the
    opposite, with the largest margin min(|ln(true/t)|, |ln(naive/t)|). Both ratios must
    lie within `bounds`. Pairs sharing a colour with `avoid` or an earlier pick are skipped.
    Returns [(fg, bg, true, naive, margin)]."""
    top = (1 << depth) - 1
    fa, ba = np.asarray(fgs), np.asarray(bgs)
    rt = _ratios(space.luminance(fa / top), space.luminance(ba / top))
    rn = _ratios(C.naive_srgb_luminance(fa / top), C.naive_srgb_luminance(ba / top))
    sign = 1.0 if true_passes else -1.0
    margin = np.minimum(sign * np.log(rt / threshold), -sign * np.log(rn / threshold))
    inside = (rt >= bounds[0]) & (rt <= bounds[1]) & (rn >= bounds[0]) & (rn <= bounds[1])
    margin = np.where(inside, margin, -np.inf)
    used = {tuple(int(v) for v in c) for c in avoid}
    picks = []
    for flat in np.argsort(-margin, axis=None, kind="stable"):
        i, j = np.unravel_index(flat, margin.shape)
        if margin[i, j] <= 0:
            break
        fg, bg = tuple(int(v) for v in fa[i]), tuple(int(v) for v in ba[j])
        if fg in used or bg in used:
            continue
        used.update((fg, bg))
        picks.append((fg, bg, float(rt[i, j]), float(rn[i, j]), float(margin[i, j])))
        if len(picks) == count:
            break
    if len(picks) < count:
        raise RuntimeError("search found %d of %d pairs" % (len(picks), count))
    return picks


def best_precision_flips(space, fgs, bgs, passes16, window, count=1, avoid=()):
    """16-bit pairs whose exact ratio under `space` (and under WCAG's rounded weights) lies in
    `window` on the `passes16` side of 4.5 while truncating each sample to 8 bits (v >> 8)
    gives the other verdict, largest truncation margin first. Returns [(fg, bg)]."""
    fa, ba = np.asarray(fgs), np.asarray(bgs)
    r16 = _ratios(space.luminance(fa / 65535), space.luminance(ba / 65535))
    r16w = _ratios(C.naive_srgb_luminance(fa / 65535), C.naive_srgb_luminance(ba / 65535))
    r8 = _ratios(space.luminance((fa >> 8) / 255), space.luminance((ba >> 8) / 255))
    lo, hi = np.minimum(r16, r16w), np.maximum(r16, r16w)
    ok = (lo >= window[0]) & (hi <= window[1])
    ok &= (r8 < 4.5) if passes16 else (r8 >= 4.5)
    margin = np.where(ok, np.abs(np.log(r8 / 4.5)), -np.inf)
    used = {tuple(int(v) for v in c) for c in avoid}
    picks = []
    for flat in np.argsort(-margin, axis=None, kind="stable"):
        i, j = np.unravel_index(flat, margin.shape)
        if margin[i, j] == -np.inf:
            break
        fg, bg = tuple(int(v) for v in fa[i]), tuple(int(v) for v in ba[j])
        if fg in used:
            continue
        used.add(fg)
        picks.append((fg, bg))
        if len(picks) == count:
            break
    if len(picks) < count:
        raise RuntimeError("16-bit search found %d of %d pairs" % (len(picks), count))
    return picks
