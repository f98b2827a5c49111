"""A minimal, deterministic PNG writer (every colour chunk written by hand) and a chunk walker.

Rows use filter type 0 and zlib level 9, so the bytes depend only on the pixels, the chunks
and the zlib version.
"""

import struct
import zlib

import numpy as np

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunk(kind, body):
    kind = kind.encode("ascii")
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def ihdr(width, height, depth, color_type=2):
    return chunk("IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 0))


def cicp(primaries, transfer, matrix=0, full_range=1):
    return chunk("cICP", bytes([primaries, transfer, matrix, full_range]))


def iccp(name, profile):
    return chunk("iCCP", name.encode("latin-1") + b"\x00\x00" + zlib.compress(profile, 9))


def srgb(intent=0):
    return chunk("sRGB", bytes([intent]))


def gama(value):
    return chunk("gAMA", struct.pack(">I", value))


def chrm(values):
    """values: white x, y, red x, y, green x, y, blue x, y, each x100000."""
    return chunk("cHRM", struct.pack(">8I", *values))


def encode(pixels, depth, color_chunks=()):
    """PNG bytes for an RGB image (H, W, 3) of integers 0..2^depth-1, truecolour, no alpha.

    color_chunks: chunk bytes placed after IHDR, before IDAT (cICP, iCCP, sRGB, gAMA, cHRM).
    """
    pixels = np.asarray(pixels)
    height, width, planes = pixels.shape
    if planes != 3 or depth not in (8, 16):
        raise ValueError("RGB 8- or 16-bit only")
    if pixels.min() < 0 or pixels.max() >= (1 << depth):
        raise ValueError("sample out of range for depth %d" % depth)
    dtype = ">u1" if depth == 8 else ">u2"
    rows = pixels.astype(dtype).reshape(height, width * 3)
    raw = b"".join(b"\x00" + row.tobytes() for row in rows)
    return (SIGNATURE + ihdr(width, height, depth) + b"".join(color_chunks)
            + chunk("IDAT", zlib.compress(raw, 9)) + chunk("IEND", b""))


def walk(data):
    """[(type, body)] of every chunk, checking the signature and each CRC."""
    if data[:8] != SIGNATURE:
        raise ValueError("not a PNG")
    out, pos = [], 8
    while pos < len(data):
        length, = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise ValueError("bad CRC in %r" % kind)
        out.append((kind.decode("latin-1"), body))
        pos += 12 + length
    return out
