"""Photo-like images made from a seed (no downloads): skies with a sun, dusk with a bright
sun on dark purple, two-tone landscapes, diagonal colour stripes, bokeh, soft mesh wallpapers
and night cities with small bright windows. Each is an (H, W, 3) float array of encoded sRGB
values, turned into a PNG data URL for the pages."""

import base64

import numpy as np
from PIL import Image

from accuracy_corpus import pngout

KINDS = ["sky", "dusk", "landscape", "stripes", "bokeh", "mesh", "city", "two-tone"]


def _noise(rng, h, w, cells, octaves=3):
    out = np.zeros((h, w))
    amp, total = 1.0, 0.0
    for o in range(octaves):
        gh, gw = max(2, cells * 2 ** o * h // max(h, w)), max(2, cells * 2 ** o * w // max(h, w))
        g = rng.random((gh, gw)).astype(np.float32)
        up = np.asarray(Image.fromarray(g, mode="F").resize((w, h), Image.BICUBIC), dtype=np.float64)
        out += amp * up
        total += amp
        amp *= 0.5
    out /= total
    return np.clip((out - out.mean()) / (out.std() + 1e-9) * 0.25 + 0.5, 0, 1)


def _blob(h, w, cx, cy, r, soft):
    yy, xx = np.mgrid[0:h, 0:w]
    d = np.hypot(xx - cx, yy - cy) / r
    return np.clip(1 - (d - 1 + soft) / (2 * soft), 0, 1) if soft > 0 else (d <= 1).astype(float)


def _mix(a, b, t):
    return a * (1 - t[..., None]) + b * t[..., None]


def _c(*v):
    return np.array(v, dtype=np.float64) / 255.0


def make(kind, rng, w, h):
    """A photo of `kind`, w x h pixels."""
    yy = np.linspace(0, 1, h)[:, None] * np.ones((1, w))
    xx = np.ones((h, 1)) * np.linspace(0, 1, w)[None, :]
    n = _noise(rng, h, w, 6)
    if kind == "sky":
        top, bottom = _c(40, 110, 200) * rng.uniform(0.8, 1.1), _c(170, 205, 235)
        img = _mix(np.broadcast_to(top, (h, w, 3)), np.broadcast_to(bottom, (h, w, 3)), yy)
        clouds = np.clip((_noise(rng, h, w, 5, 4) - 0.52) * 4, 0, 1)
        img = _mix(img, np.broadcast_to(_c(245, 245, 250), (h, w, 3)), clouds * 0.9)
        sun = _blob(h, w, rng.uniform(0.2, 0.8) * w, rng.uniform(0.1, 0.5) * h, rng.uniform(0.06, 0.14) * w, 0.4)
        img = _mix(img, np.broadcast_to(_c(255, 250, 225), (h, w, 3)), sun)
    elif kind == "dusk":
        top, bottom = _c(45, 20, 70), _c(110, 40, 90)
        img = _mix(np.broadcast_to(top, (h, w, 3)), np.broadcast_to(bottom, (h, w, 3)), yy ** 1.5)
        img = img * (0.8 + 0.4 * n[..., None])
        sun = _blob(h, w, rng.uniform(0.3, 0.7) * w, rng.uniform(0.3, 0.7) * h, rng.uniform(0.08, 0.16) * w, 0.25)
        img = _mix(img, np.broadcast_to(_c(255, 240, 200), (h, w, 3)), sun)
    elif kind in ("landscape", "two-tone"):
        horizon = rng.uniform(0.35, 0.65) + 0.05 * (_noise(rng, 1, w, 4)[0] - 0.5)
        sky = _mix(np.broadcast_to(_c(60, 130, 215), (h, w, 3)), np.broadcast_to(_c(150, 195, 235), (h, w, 3)), yy)
        ground = _c(50, 130, 60) if rng.random() < 0.6 else _c(190, 150, 70)
        land = np.broadcast_to(ground, (h, w, 3)) * (0.75 + 0.5 * n[..., None])
        edge = 0.004 if kind == "two-tone" else 0.02
        t = np.clip((yy - horizon[None, :]) / edge + 0.5, 0, 1)
        img = _mix(sky, land, t)
        if kind == "two-tone":  # flat halves: green above, blue below, or the reverse
            a, b = (_c(60, 170, 80), _c(40, 90, 200)) if rng.random() < 0.5 else (_c(40, 90, 200), _c(230, 190, 60))
            img = _mix(np.broadcast_to(a, (h, w, 3)), np.broadcast_to(b, (h, w, 3)), t) * (0.94 + 0.12 * n[..., None])
    elif kind == "stripes":
        period = rng.uniform(0.08, 0.2) * w
        colours = [_c(*rng.integers(20, 240, 3)) for _ in range(int(rng.integers(3, 6)))]
        phase = ((xx * w + yy * h * rng.uniform(0.6, 1.4)) / period) % len(colours)
        idx = np.floor(phase).astype(int)
        frac = phase - idx
        a = np.stack([colours[i] for i in range(len(colours))])[idx]
        b = np.stack([colours[(i + 1) % len(colours)] for i in range(len(colours))])[idx]
        img = _mix(a, b, np.clip((frac - 0.92) / 0.08, 0, 1))
    elif kind == "bokeh":
        img = _mix(np.broadcast_to(_c(15, 20, 45), (h, w, 3)), np.broadcast_to(_c(60, 30, 80), (h, w, 3)), xx)
        for _ in range(int(rng.integers(8, 16))):
            col = _c(*rng.integers(150, 256, 3))
            b = _blob(h, w, rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.03, 0.12) * w, 0.2)
            img = _mix(img, np.broadcast_to(col, (h, w, 3)), b * rng.uniform(0.4, 0.95))
    elif kind == "mesh":
        img = np.zeros((h, w, 3))
        wsum = np.zeros((h, w))
        for _ in range(4):
            col = _c(*rng.integers(30, 256, 3))
            wgt = np.exp(-((xx - rng.random()) ** 2 + (yy - rng.random()) ** 2) / rng.uniform(0.05, 0.2))
            img += wgt[..., None] * col
            wsum += wgt
        img /= wsum[..., None] + 1e-9
    elif kind == "city":
        img = _mix(np.broadcast_to(_c(10, 15, 35), (h, w, 3)), np.broadcast_to(_c(35, 30, 60), (h, w, 3)), yy)
        win = (rng.random((h // 6 + 1, w // 6 + 1)) < 0.15).astype(np.float32)
        win = np.asarray(Image.fromarray(win, mode="F").resize((w, h), Image.NEAREST), dtype=np.float64)
        skyline = yy > (0.35 + 0.3 * _noise(rng, 1, w, 10)[0][None, :])
        img = _mix(img, np.broadcast_to(_c(255, 220, 140), (h, w, 3)), win * skyline)
    else:
        raise ValueError(kind)
    grain = (rng.random((h, w, 1)) - 0.5) * 0.02
    return np.clip(img + grain, 0, 1)


def data_url(img):
    px = np.clip(np.floor(img * 255 + 0.5), 0, 255).astype(np.uint8)
    return "data:image/png;base64," + base64.b64encode(pngout.encode(px, 8)).decode("ascii")
