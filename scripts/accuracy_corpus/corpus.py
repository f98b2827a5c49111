"""The corpus plan (which screens, at which scale, colour space and bit depth), its
generation, and the files written beside the images: index.json and README.md."""

import os

from . import output as O
from . import pngout
from . import readme
from . import scenes as SC
from .screen import Screen

BUILDERS = {
    "settings": SC.settings,
    "form": SC.form,
    "gradient": SC.gradient_hero,
    "radial": SC.radial,
    "material": SC.photo_material,
    "thin-material": SC.photo_thin,
    "vibrancy": SC.vibrancy,
    "thin-type": SC.thin_text,
    "feed": SC.feed,
    "mail": SC.mail,
    "faint": SC.faint,
}

VERSION = 3  # 2: NAME.lines.json, every line of text drawn; 3: each line's true ratio


class Spec:
    def __init__(self, builder, scheme, scale, depth=8, space="srgb", contrast="standard", size=(390, 700),
                 budget=None):
        self.builder, self.scheme, self.scale, self.budget = builder, scheme, scale, budget
        self.depth, self.space, self.contrast, self.size = depth, space, contrast, size

    def name(self, i):
        parts = ["%02d" % i, self.builder, self.scheme, "%dx" % self.scale]
        if self.contrast == "increased":
            parts.append("hc")
        if self.space == "display-p3":
            parts.append("p3")
        if self.depth == 16:
            parts.append("16bit")
        return "-".join(parts)


def full_plan():
    """66 screens: every builder in light and dark, three times, cycling through @2/@3,
    Display P3 (1 in 6), 16-bit (1 in 7) and Increase Contrast (the text-heavy builders), then six of faint text."""
    specs = []
    order = ["settings", "form", "gradient", "radial", "material", "thin-material", "vibrancy", "thin-type", "feed", "mail"]
    k = 0
    for rep in range(3):
        for b in order:
            for scheme in ("light", "dark"):
                scale = 3 if (k + rep) % 2 == 0 else 2
                depth = 16 if k % 7 == 3 else 8
                space = "display-p3" if k % 6 == 3 else "srgb"
                contrast = "increased" if (b in ("settings", "form", "thin-type", "gradient", "feed", "mail") and k % 3 == 1) \
                    else "standard"
                specs.append(Spec(b, scheme, scale, depth, space, contrast))
                k += 1
    # Faint text (v3), for text detection: two screens a round, listed sparingly so the
    # estimator's figures keep their balance.
    for rep in range(3):
        for scheme in ("light", "dark"):
            specs.append(Spec("faint", scheme, 3 if rep % 2 == 0 else 2, budget=3))
    return specs


def slice_plan():
    """A small subset for the Swift regression test: every category, small canvases."""
    small = (360, 480)
    return [
        Spec("settings", "light", 2, size=small),
        Spec("settings", "dark", 3, space="display-p3", size=(360, 420)),
        Spec("form", "light", 2, contrast="increased", depth=16, size=small),
        Spec("form", "dark", 2, depth=16, size=small),
        Spec("gradient", "light", 2, size=(360, 560)),
        Spec("gradient", "dark", 3, depth=16, space="display-p3", size=(340, 500)),
        Spec("radial", "dark", 2, size=small),
        Spec("radial", "light", 2, space="display-p3", size=small),
        Spec("material", "light", 2, size=(360, 560)),
        Spec("material", "dark", 2, size=(340, 520)),
        Spec("thin-material", "light", 2, size=(340, 520), budget=10),
        Spec("thin-material", "dark", 2, size=(340, 520), budget=10),
        Spec("vibrancy", "dark", 2, size=(360, 420), budget=10),
        Spec("vibrancy", "light", 2, size=(360, 420), budget=10),
        Spec("thin-type", "light", 2, size=(360, 420)),
        Spec("thin-type", "dark", 3, contrast="increased", size=(360, 420)),
        Spec("feed", "light", 3, size=(360, 500)),
        Spec("feed", "dark", 2, depth=16, size=(360, 500)),
        Spec("mail", "light", 2, space="display-p3", size=(360, 420)),
        Spec("mail", "dark", 3, size=(360, 420)),
    ]


def build(spec, name, seed):
    bgc = SC.DARK["bg"] if spec.scheme == "dark" else SC.LIGHT["bg"]
    scr = Screen(name, spec.size[0], spec.size[1], spec.scale, bgc, scheme=spec.scheme, contrast=spec.contrast,
                 depth=spec.depth, space=spec.space)
    rng = O.screen_rng(seed, name)
    BUILDERS[spec.builder](scr, SC.Ctx(scr, rng))
    return scr, rng


def write_screen(scr, out, profile, budget, rng):
    sidecar, truth = scr.finish(budget, rng)
    chunks = [pngout.iccp("Display P3", profile)] if scr.space == "display-p3" else []
    data = pngout.encode(scr.pixels(), scr.depth, chunks)
    base = O.write_screen(out, scr.name, data, sidecar, truth)
    # Every line of text on the screen, in pixels: the truth for --detect.
    O.write_json(base + ".lines.json", {"scale": scr.scale, "lines": scr.text_lines})
    return sidecar, truth, len(data)


def generate(out, seed=1, slice_=False, log=print):
    profile = O.display_p3_profile(out)
    specs = slice_plan() if slice_ else full_plan()
    tally = O.Tally()
    for i, spec in enumerate(specs, 1):
        name = spec.name(i)
        scr, rng = build(spec, name, seed)
        sidecar, truth, nbytes = write_screen(scr, out, profile, spec.budget or (7 if slice_ else 8), rng)
        for w in scr.warnings:
            log("warning: " + w)
        tally.add(name, truth, nbytes, scale=spec.scale, colorSpace=spec.space, bitDepth=spec.depth,
                  appearance=sidecar["appearance"])
        log("%-40s %4dx%-4d %2d regions %7d bytes" % (name, scr.W, scr.H, len(truth["regions"]), nbytes))
    doc = tally.write_index(out, "scripts/make-accuracy-corpus", VERSION, seed, slice_)
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme.text(doc))
    log("%d images, %d regions, %d bytes" % (len(tally.images), tally.regions, tally.bytes))
    return doc
