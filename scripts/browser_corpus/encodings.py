"""How a frame is stored: 8-bit sRGB, 16-bit, Display P3 (with its ICC profile), a 256-colour
palette, or Adam7-interlaced. Chunks come from scripts/colorfixtures/pngio and the filtered
truecolour writer from scripts/accuracy_corpus/pngout; this adds only the palette and the
interlaced scanline layouts.

A palette changes the pixels: the frame and every background render are mapped to the same
palette (nearest colour), and the truth is read from the mapped renders, so it describes the
pixels as stored. The other encodings keep the sRGB colours (P3 numbers are the same colours).
"""

import struct
import zlib

import numpy as np
from PIL import Image

from accuracy_corpus import colour as C
from accuracy_corpus import pngout
from colorfixtures import pngio

ENCODINGS = ["srgb", "p3", "16bit", "palette", "adam7", "p3-16bit"]

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def palette_of(img8):
    """256 colours for an (H, W, 3) uint8 frame (median cut, no dithering)."""
    q = Image.fromarray(img8).quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    pal = np.array(q.getpalette()[:768], dtype=np.int64)
    return pal[: len(pal) // 3 * 3].reshape(-1, 3)


def map_to(img8, pal):
    """Index of the nearest palette colour for every pixel (squared RGB distance)."""
    flat = img8.reshape(-1, 3).astype(np.int64)
    key = (flat[:, 0] << 16) | (flat[:, 1] << 8) | flat[:, 2]
    uniq, inv = np.unique(key, return_inverse=True)
    cols = np.stack([(uniq >> 16) & 255, (uniq >> 8) & 255, uniq & 255], axis=1)
    best = np.empty(len(cols), dtype=np.int64)
    for i in range(0, len(cols), 4096):
        d = ((cols[i:i + 4096, None, :] - pal[None, :, :]) ** 2).sum(axis=2)
        best[i:i + 4096] = d.argmin(axis=1)
    return best[inv].reshape(img8.shape[:2])


def to8(img):
    return np.clip(np.floor(img * 255 + 0.5), 0, 255).astype(np.uint8)


def _idat_rows(rows):
    return b"".join(b"\x00" + r.tobytes() for r in rows)


def encode_palette(indices, pal):
    h, w = indices.shape
    head = pngio.chunk("IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0))
    plte = pngio.chunk("PLTE", pal.astype(np.uint8).tobytes())
    raw = _idat_rows(indices.astype(np.uint8))
    return pngio.SIGNATURE + head + plte + pngio.chunk("IDAT", zlib.compress(raw, 9)) + pngio.chunk("IEND", b"")


def encode_adam7(img8):
    h, w, _ = img8.shape
    head = pngio.chunk("IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 1))
    raw = b""
    for x0, y0, dx, dy in ADAM7:
        sub = img8[y0::dy, x0::dx]
        if sub.size:
            raw += _idat_rows(sub.reshape(sub.shape[0], -1))
    return pngio.SIGNATURE + head + pngio.chunk("IDAT", zlib.compress(raw, 9)) + pngio.chunk("IEND", b"")


def store(asis, bgs, encoding, profile):
    """(PNG bytes, as-is as stored in sRGB floats, backgrounds as stored, bit depth, colour space)."""
    a8 = to8(asis)
    if encoding == "palette":
        pal = palette_of(a8)
        idx = map_to(a8, pal)
        stored = pal[idx] / 255.0
        mapped = {k: pal[map_to(to8(v), pal)] / 255.0 for k, v in bgs.items()}
        return encode_palette(idx, pal), stored, mapped, 8, "srgb"
    if encoding == "adam7":
        return encode_adam7(a8), asis, bgs, 8, "srgb"
    if encoding == "16bit":
        return pngout.encode(a8.astype(np.uint32) * 257, 16), asis, bgs, 16, "srgb"
    if encoding in ("p3", "p3-16bit"):
        depth = 16 if encoding == "p3-16bit" else 8
        top = (1 << depth) - 1
        p3 = np.clip(np.floor(C.srgb_to_p3(asis) * top + 0.5), 0, top).astype(np.uint32)
        return pngout.encode(p3, depth, [pngout.iccp("Display P3", profile)]), asis, bgs, depth, "display-p3"
    return pngout.encode(a8, 8), asis, bgs, 8, "srgb"
