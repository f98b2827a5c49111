#!/usr/bin/env python3
"""Writes a large 16-bit RGB PNG, row by row (never held whole), for the decoder's memory figures.

Usage: make_big_png.py OUT.png [WIDTH HEIGHT]   (default 10000 x 10000)

The picture is smooth gradients, Sub-filtered (so the file stays a few MB while the
decoded image is 600 MB); zlib level 1; IDAT chunks of 1 MiB. Needs numpy.
"""
import struct
import sys
import zlib

import numpy as np


def chunk(out, kind, data):
    out.write(struct.pack(">I", len(data)) + kind + data)
    out.write(struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def main(argv):
    if len(argv) not in (2, 4):
        sys.stderr.write(__doc__)
        return 64
    path = argv[1]
    width, height = (int(argv[2]), int(argv[3])) if len(argv) == 4 else (10000, 10000)
    xs = np.arange(width, dtype=np.uint32)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        chunk(out, b"IHDR", struct.pack(">IIBBBBB", width, height, 16, 2, 0, 0, 0))
        z = zlib.compressobj(1)
        pending = b""
        for y in range(height):
            row = np.empty((width, 3), dtype=">u2")
            row[:, 0] = (xs * 6 + y) & 0xFFFF
            row[:, 1] = (y * 6 + (xs >> 3)) & 0xFFFF
            row[:, 2] = ((xs + y) * 3) & 0xFFFF
            raw = np.frombuffer(row.tobytes(), dtype=np.uint8)
            sub = raw.copy()
            sub[6:] = raw[6:] - raw[:-6]  # filter type 1: each byte minus the one a pixel before
            pending += z.compress(b"\x01" + sub.tobytes())
            while len(pending) >= 1 << 20:
                chunk(out, b"IDAT", pending[:1 << 20])
                pending = pending[1 << 20:]
        pending += z.flush()
        if pending:
            chunk(out, b"IDAT", pending)
        chunk(out, b"IEND", b"")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
