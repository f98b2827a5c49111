"""The colour fixtures: which pixels, which chunks, and how each must be read."""

import numpy as np

from . import colorimetry as C
from . import icc
from . import pngio
from . import scene as S
from . import search

WHITE8, BLACK8 = (255, 255, 255), (0, 0, 0)
WHITE16, BLACK16 = (65535, 65535, 65535), (0, 0, 0)

ADOBE_RGB_CHRM = (31270, 32900, 64000, 33000, 21000, 71000, 15000, 6000)
GAMA_22 = 45455
GAMA_LINEAR = 100000

P3_ICC_NAME = icc.PROFILE_NAME

SPACES = {
    "srgb": C.SRGB,
    "display-p3": C.DISPLAY_P3,
    "png-gamma-1.0-rec709": C.REC709_D65.with_transfer("png-gamma-1.0-rec709", C.png_gamma(GAMA_LINEAR)),
    "png-gamma-2.2-rec709": C.REC709_D65.with_transfer("png-gamma-2.2-rec709", C.png_gamma(GAMA_22)),
    "png-gamma-2.2-adobe-rgb": C.chrm_space("png-gamma-2.2-adobe-rgb", ADOBE_RGB_CHRM, C.png_gamma(GAMA_22)),
}


class Reading:
    """One way a test runs the tool on a fixture: the --assume-profile value (None for
    none) and the colour space whose colorimetry the expected values use."""

    def __init__(self, assume, space):
        self.assume, self.space = assume, space


class Fixture:
    def __init__(self, name, scene, chunk_names, chunks, readings, note):
        self.name, self.scene = name, scene
        self.chunk_names, self.chunks = chunk_names, chunks
        self.readings, self.note = readings, note

    def png(self):
        return pngio.encode(self.scene.pixels, self.scene.depth, self.chunks)


def _region_list(prefix, pairs):
    """[(id, text, fontSize, fg, bg)] from [(text, fontSize, fg, bg)]."""
    return [("%s%d" % (prefix, i + 1), text, size, fg, bg) for i, (text, size, fg, bg) in enumerate(pairs)]


# ---------------------------------------------------------------- Display P3 (cases 1, 6, 7)

def p3_pairs():
    """Ordinary P3 reds, then verdict flips between the P3 and the naive sRGB reading."""
    p3 = C.DISPLAY_P3
    sat = search.saturated_candidates(seed=3, count=1500)
    grey = search.greys()
    pick = []

    def flips(fgs, bgs, threshold, true_passes, count=1):
        found = search.best_flips(p3, fgs, bgs, threshold, true_passes, count, avoid=[p[2] for p in pick] + [p[3] for p in pick])
        return [(f, b) for f, b, *_ in found]

    pick.append(("ALERTS", 15, (255, 0, 0), BLACK8))
    pick.append(("ERRORS", 15, (255, 0, 0), WHITE8))
    (f, b), = flips(sat, sat, 4.5, True)
    pick.append(("SEARCH", 15, f, b))
    (f, b), = flips(sat, grey, 4.5, True)
    pick.append(("UPLOAD", 15, f, b))
    (f, b), = flips(sat, sat, 4.5, False)
    pick.append(("DELETE", 15, f, b))
    (f, b), = flips(sat, grey, 4.5, False)
    pick.append(("FILTER", 15, f, b))
    (f, b), = flips(sat, sat, 3.0, True)
    pick.append(("TITLE", 20, f, b))
    (f, b), = flips(sat, grey, 3.0, False)
    pick.append(("SHARE", 24, f, b))
    return pick


def p3_scene():
    return S.banded(_region_list("r", p3_pairs()), depth=8)


def p3_icc(profile):
    return Fixture("p3-icc", p3_scene(), ["iCCP"], [pngio.iccp(P3_ICC_NAME, profile)],
                   [Reading(None, "display-p3")],
                   "8-bit, iCCP 'Display P3' (the same profile as DisplayP3.icc); P3-encoded pixels.")


def cicp_p3():
    return Fixture("cicp-p3", p3_scene(), ["cICP"], [pngio.cicp(12, 13, 0, 1)],
                   [Reading(None, "display-p3")],
                   "Same pixels and sidecar as p3-icc; only a cICP chunk (12 P3-D65, 13 sRGB transfer, 0, 1).")


def untagged_p3():
    return Fixture("untagged-p3", p3_scene(), [], [],
                   [Reading(None, "srgb"), Reading("display-p3", "display-p3"), Reading("DisplayP3.icc", "display-p3")],
                   "Same pixels and sidecar as p3-icc, no colour chunk at all (a pipeline stripped the profile).")


def p3_screenshot(profile):
    """A 393x300 pt @3 settings-like screen: a vivid blue bar with its title, buttons in
    saturated P3 colours, a caption and a link on the white page."""
    W, H, s = 1179, 900, 3
    sc = S.Scene(W, H, s, 8, WHITE8)
    sc.fill(0, 0, W, 174, (0, 90, 255))
    title = "PROFILE"
    tw = S.text_width(title, 9, 18)
    sc.text("title", title, (W - tw) // 2 // s * s, 57, WHITE8, 28, stroke=9, gap=18)
    buttons = [
        ("delete", "DELETE", 17, WHITE8, (235, 0, 0)),
        ("safe", "SAFE", 17, BLACK8, (0, 210, 0)),
        ("share", "SHARE", 17, WHITE8, (0, 0, 255)),
        ("cancel", "CANCEL", 17, BLACK8, (255, 149, 0)),
        ("upload", "UPLOAD", 17, (255, 0, 243), (44, 44, 44)),
        ("filter", "FILTER", 17, (169, 0, 242), (240, 240, 240)),
        ("source", "SOURCE", 20, WHITE8, (0, 170, 160)),
        ("alert", "ALERTS", 20, (0, 110, 0), (255, 204, 0)),
    ]
    bw, bh, gx, top, gy = 522, 108, 45, 216, 36
    for i, (rid, text, size, fg, bg) in enumerate(buttons):
        col, row = i % 2, i // 2
        x, y = gx + col * (bw + gx), top + row * (bh + gy)
        sc.fill(x, y, bw, bh, bg)
        tw = S.text_width(text, 6, 12)
        sc.text(rid, text, x + (bw - tw) // 2 // s * s, y + 33, fg, size, stroke=6, gap=12)
    sc.text("caption", "HELP", 45, 813, (120, 0, 255), 17, stroke=6, gap=12)
    sc.text("link", "OPEN", 1179 - 45 - S.text_width("OPEN", 6, 12), 813, (0, 150, 255), 17, stroke=6, gap=12)
    return Fixture("p3-screenshot", sc, ["iCCP"], [pngio.iccp(P3_ICC_NAME, profile)],
                   [Reading(None, "display-p3")],
                   "1179x900 @3, iCCP 'Display P3'; saturated buttons and labels.")


# ---------------------------------------------------------------- 16-bit sRGB (case 3)

def srgb16():
    sp = C.SRGB
    rng = np.random.default_rng(16)
    g16 = search.greys(depth=16)
    col = rng.integers(0, 65536, (200000, 3))
    black, white = [BLACK16], [WHITE16]
    # A light grey background stored at the bottom of its 8-bit bucket (k*256) reads lighter
    # after truncation (k/255 > k*256/65535): with a dark fg that truncates darker, both raise
    # the 8-bit contrast. (Grey on white cannot flip that way: see README.)
    dark = g16[:40001]
    light = np.array([(k * 256, k * 256, k * 256) for k in range(200, 255)])
    lo_win, hi_win = (4.505, 4.53), (4.47, 4.495)
    picks = []
    for text, fgs, bgs, passes in (
            ("GREYS", g16, white, True),
            ("DARK", g16, black, True),
            ("FOLDER", dark, light, False),
            ("COLOR", col, white, True),
            ("BORDER", col, black, True),
            ("CLOSED", col, white, False),
            ("LABELS", col, black, False)):
        (fg, bg), = search.best_precision_flips(sp, fgs, bgs, passes, lo_win if passes else hi_win,
                                                avoid=[p[2] for p in picks])
        picks.append((text, 15, fg, bg))
    sc = S.banded(_region_list("r", picks), depth=16)
    return Fixture("srgb16", sc, ["sRGB"], [pngio.srgb(0)], [Reading(None, "srgb")],
                   "16-bit RGB, sRGB chunk (perceptual); exact 16-bit ratios just off 4.5, "
                   "8-bit truncation (v >> 8) flips each verdict.")


# ---------------------------------------------------------------- gAMA only (case 4)

def gama_linear():
    sp = SPACES["png-gamma-1.0-rec709"]
    sat = search.saturated_candidates(seed=10, count=800, with_greys=False)
    grey = search.greys()
    picks = [("GREYS", 15, (118, 118, 118), WHITE8), ("BLACK", 15, BLACK8, (100, 100, 100))]
    used = [p[2] for p in picks] + [p[3] for p in picks]
    bright = sat[sat.max(axis=1) >= 128]
    for text, fgs, bgs, t, passes in (("COLOR", bright, grey, 4.5, False), ("SOURCE", grey, bright, 4.5, True)):
        (f, b, *_), = search.best_flips(sp, fgs, bgs, t, passes, bounds=(2.0, 12.0), avoid=used)
        used += [f, b]
        picks.append((text, 15, f, b))
    sc = S.banded(_region_list("r", picks), depth=8)
    return Fixture("gama-only", sc, ["gAMA"], [pngio.gama(GAMA_LINEAR)], [Reading(None, "png-gamma-1.0-rec709")],
                   "8-bit, only gAMA 100000: stored values are linear light; Rec.709/sRGB primaries, D65.")


def gama_22():
    sp = SPACES["png-gamma-2.2-rec709"]
    sat = search.saturated_candidates(seed=22, count=1500)
    grey = search.greys()
    picks, used = [], []
    for text, size, fgs, bgs, t, passes in (
            ("GREYS", 15, grey, grey, 4.5, True),
            ("COLOR", 15, sat, grey, 4.5, True),
            ("DELETE", 15, sat, sat, 4.5, False),
            ("TITLE", 20, sat, grey, 3.0, True),
            ("SHARE", 20, sat, sat, 3.0, False)):
        (f, b, *_), = search.best_flips(sp, fgs, bgs, t, passes, avoid=used)
        used += [f, b]
        picks.append((text, size, f, b))
    sc = S.banded(_region_list("r", picks), depth=8)
    return Fixture("gama-22", sc, ["gAMA"], [pngio.gama(GAMA_22)], [Reading(None, "png-gamma-2.2-rec709")],
                   "8-bit, only gAMA 45455: a pure power law (exponent 100000/45455), not the sRGB curve; "
                   "Rec.709/sRGB primaries, D65.")


# ---------------------------------------------------------------- cHRM + gAMA (case 5)

def chrm_gama():
    sp = SPACES["png-gamma-2.2-adobe-rgb"]
    sat = search.saturated_candidates(seed=5, count=2500)
    greens = sat[(sat[:, 1] >= 120) & (sat[:, 0] * 2 <= sat[:, 1]) & (sat[:, 2] * 2 <= sat[:, 1])]
    grey = search.greys()
    picks, used = [], []
    for text, size, fgs, bgs, t, passes in (
            ("GREEN", 15, greens, grey, 4.5, True),
            ("SEARCH", 15, grey, greens, 4.5, False),
            ("DETAIL", 15, greens, sat, 4.5, False),
            ("TITLE", 20, greens, grey, 3.0, True),
            ("SHARE", 20, grey, greens, 3.0, False)):
        (f, b, *_), = search.best_flips(sp, fgs, bgs, t, passes, avoid=used)
        used += [f, b]
        picks.append((text, size, f, b))
    sc = S.banded(_region_list("r", picks), depth=8)
    return Fixture("chrm-gama", sc, ["gAMA", "cHRM"], [pngio.gama(GAMA_22), pngio.chrm(ADOBE_RGB_CHRM)],
                   [Reading(None, "png-gamma-2.2-adobe-rgb")],
                   "8-bit, gAMA 45455 + cHRM Adobe RGB (1998) primaries, D65; saturated greens.")


def all_fixtures(profile):
    return [p3_icc(profile), p3_screenshot(profile), srgb16(), gama_linear(), gama_22(), chrm_gama(),
            untagged_p3(), cicp_p3()]
