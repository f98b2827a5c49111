"""Colour maths on gamma-encoded sRGB floats (0..1), as WCAG 2.x and the renderers use them.

Everything here is numpy-vectorised over a trailing axis of 3 channels. Blending is done on
the encoded values (what browsers, UIKit and Skia do), never in linear light.
"""

import numpy as np

WEIGHTS = np.array([0.2126, 0.7152, 0.0722])


def lin(v):
    """sRGB piecewise decode (IEC 61966-2-1, threshold 0.04045)."""
    v = np.asarray(v, dtype=np.float64)
    return np.where(v <= 0.04045, v / 12.92, ((np.maximum(v, 0) + 0.055) / 1.055) ** 2.4)


def enc(v):
    """sRGB piecewise encode, the inverse of lin."""
    v = np.asarray(v, dtype=np.float64)
    return np.where(v <= 0.0031308, v * 12.92, 1.055 * np.maximum(v, 0) ** (1 / 2.4) - 0.055)


def luminance(c):
    """WCAG 2.x relative luminance of encoded sRGB (..., 3)."""
    return lin(c) @ WEIGHTS


def ratio_y(y1, y2):
    hi, lo = np.maximum(y1, y2), np.minimum(y1, y2)
    return (hi + 0.05) / (lo + 0.05)


def ratio(a, b):
    return ratio_y(luminance(a), luminance(b))


def hexc(c):
    c = np.clip(np.floor(np.asarray(c, dtype=np.float64) * 255 + 0.5), 0, 255).astype(int)
    return "#%02X%02X%02X" % tuple(c)


def from_hex(h):
    h = h.lstrip("#")
    return np.array([int(h[i:i + 2], 16) for i in (0, 2, 4)], dtype=np.float64) / 255.0


def q8(c):
    """Round to the nearest 8-bit value (a colour a designer would write down)."""
    return np.floor(np.asarray(c, dtype=np.float64) * 255 + 0.5) / 255.0


# ---------------------------------------------------------------- blending

def blend(mode, bg, paint):
    """Separable blend B(Cb, Cs) of CSS Compositing Level 1 on encoded values."""
    if mode == "normal":
        return np.broadcast_to(paint, np.shape(bg))
    if mode == "multiply":
        return bg * paint
    if mode == "screen":
        return bg + paint - bg * paint
    if mode == "overlay":  # hard-light with the layers swapped
        return np.where(bg <= 0.5, 2 * bg * paint, 1 - 2 * (1 - bg) * (1 - paint))
    raise ValueError(mode)


def composite(bg, paint, alpha, mode="normal"):
    """Paint drawn with per-pixel effective alpha (coverage x opacity) over an opaque bg.

    Blend modes follow CSS: out = bg (1 - a) + B(bg, paint) a. plus-lighter and plus-darker
    are compositing operators: plus-lighter = min(1, bg + paint a); plus-darker (Apple's)
    = max(0, 1 - ((1 - bg) + (1 - paint) a)).
    """
    a = np.asarray(alpha, dtype=np.float64)[..., None]
    paint = np.asarray(paint, dtype=np.float64)
    if mode == "plus-lighter":
        return np.minimum(1.0, bg + paint * a)
    if mode == "plus-darker":
        return np.maximum(0.0, 1.0 - ((1.0 - bg) + (1.0 - paint) * a))
    return bg * (1 - a) + blend(mode, bg, paint) * a


def saturate(c, s):
    """Saturation like CSS saturate()/UIKit materials: move away from the Rec.601 grey."""
    grey = (c @ np.array([0.299, 0.587, 0.114]))[..., None]
    return np.clip(grey + (c - grey) * s, 0, 1)


# ---------------------------------------------------------------- Display P3

def _xyz_matrix(red, green, blue, white):
    def xyz(x, y):
        return np.array([x / y, 1.0, (1.0 - x - y) / y])
    p = np.column_stack([xyz(*red), xyz(*green), xyz(*blue)])
    return p * np.linalg.solve(p, xyz(*white))


D65 = (0.3127, 0.3290)
M_SRGB = _xyz_matrix((0.64, 0.33), (0.30, 0.60), (0.15, 0.06), D65)
M_P3 = _xyz_matrix((0.680, 0.320), (0.265, 0.690), (0.150, 0.060), D65)
SRGB_TO_P3 = np.linalg.inv(M_P3) @ M_SRGB


def srgb_to_p3(c):
    """Encoded sRGB -> encoded Display P3 (same sRGB curve, P3 primaries, D65): the same
    colours, other numbers. sRGB lies inside P3, so the result stays in 0..1."""
    return np.clip(enc(lin(c) @ SRGB_TO_P3.T), 0, 1)
