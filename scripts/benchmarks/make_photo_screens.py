#!/usr/bin/env python3
"""Writes small photo-heavy screenshots with sidecars, for the HTML report figures of scripts/bench.

Usage: make_photo_screens.py DIR COUNT [WIDTH_PT HEIGHT_PT SCALE]   (default 390 844 1)

Each is the golden 'material card' scene (scripts/goldens/scenes.py): a photo landscape filling the
screen, a caption straight on it, cards of translucent material; a different photo per seed.
Default size 390x844 px: a phone screenshot as it reaches a support ticket, larger than the
report's 640-px thumbnails. Needs Pillow, numpy and the DejaVu fonts (as scripts/make-goldens).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv):
    if len(argv) not in (3, 6):
        sys.stderr.write(__doc__)
        return 64
    out, count = argv[1], int(argv[2])
    wpt, hpt, scale = (int(argv[3]), int(argv[4]), int(argv[5])) if len(argv) == 6 else (390, 844, 1)
    sys.path.insert(0, ROOT)
    import numpy as np
    from goldens import core, scenes
    missing = core.missing_fonts()
    if missing:
        sys.stderr.write("make_photo_screens: missing DejaVu fonts: %s\n" % ", ".join(missing))
        return 2
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        name = "photo-%04d" % (i + 1)
        canvas = scenes.material_card(name, wpt, hpt, scale, np.random.default_rng(7919 + i), True)
        canvas.save(out, truth=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
