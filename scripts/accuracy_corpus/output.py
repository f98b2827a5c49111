"""What both corpus generators (scripts/make-accuracy-corpus, scripts/make-browser-corpus) do
the same way: the random stream of a screen, the files written per screen, the tally of
images, regions and bytes, and index.json."""

import json
import os
import zlib

import numpy as np

from .screen import sidecar_text, truth_text


def screen_rng(seed, name):
    """The random stream of one screen: from the seed and the screen's name, so a screen does
    not change when another is added to or taken from the plan."""
    return np.random.default_rng([seed, zlib.crc32(name.encode())])


def display_p3_profile(out):
    """Creates the folder `out` and returns the Display P3 ICC profile embedded in P3 screens."""
    from colorfixtures import icc
    profile = icc.display_p3_profile()
    os.makedirs(out, exist_ok=True)
    return profile


def write_screen(out, name, png, sidecar, truth):
    """NAME.png (the encoded bytes), its sidecar NAME.json and NAME.truth.json; returns the
    path without extension, for the files a generator writes beside them."""
    base = os.path.join(out, name)
    with open(base + ".png", "wb") as f:
        f.write(png)
    write_sidecar(base + ".json", sidecar)
    with open(base + ".truth.json", "w", encoding="utf-8") as f:
        f.write(truth_text(truth))
    return base


def write_sidecar(path, sidecar):
    with open(path, "w", encoding="utf-8") as f:
        f.write(sidecar_text(sidecar))


def write_json(path, doc):
    """`doc` as JSON with sorted keys, one space of indent and a final newline."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(doc, indent=1, sort_keys=True) + "\n")


class Tally:
    """The screens written so far: their index.json entries, the regions per category, the
    region count and the PNG bytes."""

    def __init__(self):
        self.images, self.counts, self.regions, self.bytes = [], {}, 0, 0

    def add(self, name, truth, nbytes, **entry):
        """Counts a screen; its index entry names its image, sidecar and truth files, its
        region count, and `entry` (scale, colour space, bit depth, appearance, ...)."""
        self.images.append(dict({"image": name + ".png", "sidecar": name + ".json", "truth": name + ".truth.json",
                                 "regions": len(truth["regions"])}, **entry))
        self.bytes += nbytes
        self.regions += len(truth["regions"])
        for r in truth["regions"]:
            for c in r["categories"]:
                self.counts[c] = self.counts.get(c, 0) + 1

    def write_index(self, out, generator, version, seed, slice_):
        """Writes OUT/index.json and returns what it holds."""
        doc = {"generator": generator, "version": version, "seed": seed, "slice": slice_,
               "images": self.images, "regions": self.regions, "categories": dict(sorted(self.counts.items()))}
        write_json(os.path.join(out, "index.json"), doc)
        return doc
