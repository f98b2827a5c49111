"""Deterministic photo-like landscape backgrounds (sky, clouds, ridges, lake, trees).

Built at quarter resolution from smooth value noise and upscaled, so the result is
busy at the scale of text but compresses well as PNG (no per-pixel noise).
"""

import numpy as np
from PIL import Image, ImageFilter

PALETTES = [
    # sky top, sky horizon, sun, far ridge, mid ridge, near ridge, water tint, trees
    ("#1F4E8C", "#F4B77C", "#FFE2A8", "#7A83A8", "#4C5B7A", "#2F3F3A", "#2A4A6A", "#1B2A1E"),
    ("#0F2C59", "#E98A6B", "#FFD0A0", "#8B6F8E", "#5A4A6E", "#2E2C3C", "#3A3050", "#151820"),
    ("#3C7CC4", "#CFE6F5", "#FFFFFF", "#8FA9BF", "#5E7F73", "#3D5E3A", "#4C7A8F", "#22361F"),
    ("#23395B", "#F7C873", "#FFF1C1", "#A37B73", "#6C4F57", "#3B2F33", "#4A3B3F", "#1E1616"),
]


def _hex(h):
    h = h.lstrip("#")
    return np.array([int(h[i:i + 2], 16) for i in (0, 2, 4)], dtype=np.float64)


def value_noise(rng, h, w, cells_y, cells_x):
    g = rng.random((cells_y + 3, cells_x + 3)).astype(np.float32)
    im = Image.fromarray(g, "F").resize((w, h), Image.BICUBIC)
    return np.asarray(im, dtype=np.float64)


def noise1d(rng, n, octaves):
    x = np.linspace(0, 1, n)
    out = np.zeros(n)
    amp = 1.0
    for o in range(octaves):
        k = 3 * 2 ** o
        pts = rng.random(k + 2)
        out += amp * np.interp(x * k, np.arange(k + 2), pts)
        amp *= 0.5
    return out / (2 - 2 ** (1 - octaves))


def landscape(width, height, rng, palette=None):
    if palette is None:
        palette = PALETTES[int(rng.integers(len(PALETTES)))]
    sky0, sky1, sun, far, mid, near, water, trees = [_hex(c) for c in palette]
    lw, lh = width // 4, height // 4
    ys, xs = np.mgrid[0:lh, 0:lw].astype(np.float64)
    yn, xn = ys / lh, xs / lw
    horizon = 0.52 + 0.06 * rng.random()

    # sky
    t = np.clip(yn / horizon, 0, 1) ** 0.9
    img = sky0 * (1 - t[..., None]) + sky1 * t[..., None]
    sx, sy = 0.2 + 0.6 * rng.random(), horizon - 0.05
    d = np.sqrt(((xn - sx) * lw / lh) ** 2 + (yn - sy) ** 2)
    glow = np.exp(-(d / 0.12) ** 2)[..., None]
    img = img * (1 - 0.7 * glow) + sun * 0.7 * glow

    # clouds: thresholded value noise, stretched horizontally
    cl = 0.65 * value_noise(rng, lh, lw, 10, 3) + 0.35 * value_noise(rng, lh, lw, 28, 8)
    dens = np.clip((cl - 0.52) * 3.0, 0, 1) * np.clip(1.2 - yn / horizon, 0, 1)
    cloud_col = sky1 * 0.5 + np.array([255, 255, 255.0]) * 0.5
    shade = 0.85 + 0.15 * value_noise(rng, lh, lw, 24, 12)
    img = img * (1 - dens[..., None] * 0.85) + (cloud_col * shade[..., None]) * dens[..., None] * 0.85

    # ridges, far to near
    for i, (col, base, amp) in enumerate(((far, horizon - 0.14, 0.10), (mid, horizon - 0.06, 0.08), (near, horizon + 0.0, 0.05))):
        ridge = base + amp * (noise1d(rng, lw, 5) - 0.5) * 2
        below = yn > ridge[None, :]
        depth = np.clip((yn - ridge[None, :]) / 0.25, 0, 1)
        tex = value_noise(rng, lh, lw, 40, 30)
        c = col[None, None, :] * (0.9 + 0.25 * tex[..., None]) * (1 - 0.25 * depth[..., None])
        haze = 0.35 * (2 - i) / 2
        c = c * (1 - haze) + sky1 * haze
        img = np.where(below[..., None], c, img)

    # lake with a blurred, darkened reflection of the sky/ridges
    lake = horizon + 0.02 + 0.03 * rng.random()
    src = img.copy()
    yy = np.clip((2 * lake - yn) * lh, 0, lh - 1).astype(int)
    refl = src[yy, xs.astype(int)]
    ripple = value_noise(rng, lh, lw, 60, 4)
    refl = refl * (0.55 + 0.2 * ripple[..., None]) + water * 0.3
    shore = lake + 0.16 + 0.05 * (noise1d(rng, lw, 4) - 0.5)
    is_lake = (yn > lake) & (yn < shore[None, :])
    img = np.where(is_lake[..., None], refl, img)

    # foreground shore and trees
    fg_tex = value_noise(rng, lh, lw, 50, 25)
    ground = near * 0.6 * (0.8 + 0.5 * fg_tex[..., None])
    img = np.where((yn >= shore[None, :])[..., None], ground, img)
    for _ in range(int(18 + rng.integers(10))):
        tx = rng.random()
        base_y = shore[min(lw - 1, int(tx * lw))] + rng.random() * 0.25
        th = 0.05 + 0.12 * rng.random()
        tw = th * 0.18
        half_w = tw * (base_y - yn) / th
        edge = np.clip((half_w - np.abs(xn - tx) * lw / lh) * lh + 0.5, 0, 1)
        cov = (edge * ((yn < base_y) & (yn > base_y - th)))[..., None]
        img = img * (1 - cov) + trees * (0.8 + 0.4 * rng.random()) * cov

    img = np.clip(np.floor(img + 0.5), 0, 255).astype(np.uint8)
    im = Image.fromarray(img, "RGB").filter(ImageFilter.GaussianBlur(0.7))
    im = im.resize((width, height), Image.BICUBIC).filter(ImageFilter.GaussianBlur(1.2))
    return im
