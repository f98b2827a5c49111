"""The screens: iOS- and Android-like layouts written as HTML, each region's colour mostly
solved so its true ratio lands within 2-15% of its threshold (either side).

Categories a builder tags: the surface under the mark (solid, gradient, photo, material,
scrim, stripes, two-tone), text effects (text-shadow, halo, blend-mode, translucent-text),
type (thin, large-bold, multi-line) and controls (icon, border, text-field, switch,
segmented). The screen kind is a category too.
"""

import numpy as np

from .page import Page, hsl, css_rgba

WORDS = ("Wi-Fi Bluetooth Cellular Battery Privacy Display Sounds Focus General Photos Camera Music Maps Wallet "
         "Notes Weather Calendar Messages Mail Health Fitness Home Files Safari Travel Reading Podcasts News "
         "Storage Updates Family Keyboard Language Region Backup Account Payments Shared Library Albums").split()
SENT = ("Your package arrives today between 2 and 4 pm. Reply STOP to opt out of delivery updates. "
        "The meeting moved to Thursday at 10:30 in room B. Photos from the trip are ready to share with everyone. "
        "Battery is low: 12% remaining. Turn on Low Power Mode to keep going until tomorrow morning.").split()


def words(rng, n):
    return " ".join(rng.choice(WORDS, n))


def sentence(rng, n):
    i = int(rng.integers(0, len(SENT) - n))
    return " ".join(SENT[i:i + n])


def surface(p):
    return "#1C1C1E" if p.dark else "#FFFFFF"


def secondary_hue(p):
    return hsl(p.rng.uniform(0.55, 0.7), p.rng.uniform(0, 0.15), 0.5)


def switch(p, x, y, surface_cats, on=None, listed=True, scale_=1.0):
    """An iOS switch: track (level 1) and thumb with a shadow (level 2); measured both ways."""
    rng = p.rng
    on = rng.random() < 0.7 if on is None else on
    w, h = 51 * scale_, 31 * scale_
    if on:
        hue = [hsl(0.36, 0.65, 0.5), hsl(0.58, 0.9, 0.5), hsl(0.08, 0.9, 0.5)][int(rng.integers(0, 3))]
        # a track stays a colour (never near the white thumb): at most 4:1 against the surface
        solve = {"hue": hue, "alpha": 1.0, "mode": "normal", "target": min(4.0, p.target(3.0, 0.6)),
                 "side": "dark" if not p.dark or rng.random() < 0.5 else "light"}
        track = p.fill(x, y, w, h, "#34C759", radius=h / 2, solve=solve)
        tx = x + w - h + 2 * scale_
    else:
        track = p.fill(x, y, w, h, "#39393D" if p.dark else "#E9E9EA", radius=h / 2)
        tx = x + 2 * scale_
    thumb = p.fill(tx, y + 2 * scale_, h - 4 * scale_, h - 4 * scale_, "#FFFFFF", radius=h / 2, level=2,
                   style="box-shadow:0 3px 8px rgba(0,0,0,0.15),0 3px 1px rgba(0,0,0,0.06);")
    if listed:
        p.region(track, "nonText", [track, thumb], cats=("switch",) + tuple(surface_cats), pairs="track-thumb")
    return track


def nt_solve(p, hue=None, near=0.7, side=None):
    return {"hue": hue if hue is not None else hsl(p.rng.random(), p.rng.uniform(0.2, 0.9), 0.5), "alpha": 1.0,
            "mode": "normal", "target": p.target(3.0, near), "side": side or p.ink_side()}


def icon(p, x, y, size, cats, name=None, level=1, listed=True, hue=None, near=0.7):
    name = name or p.rng.choice(["bell", "heart", "star", "gear", "wifi", "camera", "plus", "search", "flash"])
    el = p.icon(x, y, size, name, solve=nt_solve(p, hue, near), level=level)
    if listed:
        p.region(el, "nonText", [el], cats=("icon",) + tuple(cats))
    return el


# ---------------------------------------------------------------- list (settings)
def list_screen(p):
    rng = p.rng
    sf = surface(p)
    p.label(16, 50, "Settings", 34, 700, ("solid", "large-bold"), near=0.4)
    fld = p.fill(16, 100, 358, 36, "#2C2C2E" if p.dark else "#E3E3E8", radius=10)
    p.icon(24, 108, 20, "search", color="#8E8E93", level=2)
    p.label(50, 108, "Search", 17, 400, ("solid", "text-field"), level=2, hue=secondary_hue(p))
    y = 160
    for g in range(2):
        p.label(32, y, words(rng, 2).upper(), 13, 400, ("solid",), hue=secondary_hue(p))
        y += 24
        rows = int(rng.integers(3, 5))
        p.box(16, y, 358, rows * 44, "background:%s;border-radius:10px" % sf)
        for r in range(rows):
            ry = y + r * 44
            tile = p.fill(32, ry + 7, 30, 30, css_rgba(hsl(rng.random(), 0.7, 0.5)), radius=7,
                          solve=nt_solve(p, near=0.5, side="dark" if not p.dark else "light"))
            glyph = p.icon(36, ry + 11, 22, rng.choice(["gear", "bell", "wifi", "star"]), color="#FFFFFF", level=2)
            if rng.random() < 0.5:
                p.region(tile, "nonText", [tile, glyph], cats=("icon", "solid"))
            p.label(74, ry + 12, words(rng, 1), 17, 400, ("solid",), near=0.5)
            if rng.random() < 0.35:
                switch(p, 307, ry + 6, ("solid",))
            else:
                p.label(250, ry + 12, rng.choice(["On", "Off", "Home-5G", "78%", "Never"]), 17, 400, ("solid",),
                        hue=secondary_hue(p))
                if rng.random() < 0.5:
                    icon(p, 352, ry + 15, 14, ("solid",), "chevron", hue=secondary_hue(p))
            if r < rows - 1:
                p.box(74, ry + 43.5, 300, 0.5, "background:%s" % ("#38383A" if p.dark else "#C6C6C8"))
        y += rows * 44 + 24
    p.label(32, y, sentence(rng, 14), 13, 400, ("solid", "multi-line"), width=320, hue=secondary_hue(p))


# ---------------------------------------------------------------- card feed
def card_screen(p):
    rng = p.rng
    p.label(16, 44, "Feed", 28, 700, ("solid", "large-bold"), near=0.3)
    y = 90
    for c in range(3):
        ch = 170
        fill = surface(p)
        card = p.border(12, y, 366, ch, "#C6C6C8", width=rng.choice([1, 1.5, 2]), radius=14, fill=fill,
                        solve=nt_solve(p, hsl(0.6, 0.1, 0.5), near=0.6))
        if rng.random() < 0.6:
            p.region(card, "nonText", [card], cats=("border", "solid"))
        p.photo(24, y + 12, 40, 40, rng.choice(["mesh", "sky", "bokeh"]), "border-radius:20px")
        p.label(74, y + 14, words(rng, 2), 16, 700, ("solid",), near=0.4)
        p.label(74, y + 34, "@" + words(rng, 1).lower() + " · 2h", 13, 400, ("solid",), hue=secondary_hue(p))
        p.label(24, y + 60, sentence(rng, 12), 15, 400, ("solid", "multi-line"), width=340, lh=20, near=0.5)
        cx = 24
        for k in range(2):
            tint = hsl(rng.random(), 0.7, 0.5)
            t = words(rng, 1)
            wch = 14 + 8.2 * len(t)
            chip = p.fill(cx, y + ch - 36, wch, 24, css_rgba(tint, 0.15), radius=12)
            p.label(cx + 8, y + ch - 32, t, 13, 700 if k else 400, ("solid",), hue=tint, level=2)
            cx += wch + 8
        icon(p, 320, y + ch - 34, 20, ("solid",), "heart")
        icon(p, 348, y + ch - 34, 20, ("solid",), "star", listed=rng.random() < 0.5)
        y += ch + 12


# ---------------------------------------------------------------- header over a photo
def header_photo_screen(p):
    rng = p.rng
    kind = rng.choice(["sky", "dusk", "landscape", "bokeh", "city", "two-tone"])
    p.photo(0, 0, p.w, 300, kind)
    scrim = rng.random() < 0.5
    cats = ("photo", "scrim") if scrim else ("photo",)
    if scrim:
        p.box(0, 120, p.w, 180, "background:linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,%.2f))"
              % rng.uniform(0.35, 0.7))
    shadow = rng.random() < 0.5
    sh = "text-shadow:0 1px 4px rgba(0,0,0,%.2f);" % rng.uniform(0.3, 0.7) if shadow else ""
    extra = ("text-shadow",) if shadow else ()
    p.label(20, 200, words(rng, 2), 30, 700, cats + ("large-bold",) + extra, hue=hsl(0.1, 0.2, 0.5), side="light",
            style=sh, near=0.5)
    p.label(20, 244, sentence(rng, 5), 15, 400, cats + extra, side="light", style=sh, hue=hsl(0.6, 0.1, 0.5))
    p.label(20, 268, "Updated 10:08", 12, 400, cats + extra, side="light", style=sh, hue=hsl(0.6, 0.1, 0.5))
    icon(p, 340, 56, 26, ("photo",), "heart", hue=hsl(0, 0, 0.5), near=0.5)
    y = 320
    for r in range(int(rng.integers(3, 5))):
        p.label(20, y, words(rng, 2), 17, 400, ("solid",), near=0.5)
        p.label(20, y + 22, sentence(rng, 5), 13, 400, ("solid",), hue=secondary_hue(p))
        y += 56


# ---------------------------------------------------------------- lock screen
def material(p, x, y, w, h, radius=18, thick=None):
    rng = p.rng
    thick = rng.uniform(0.2, 0.7) if thick is None else thick
    tint = (30, 30, 30) if p.dark else (245, 245, 245)
    return p.box(x, y, w, h, "border-radius:%dpx;backdrop-filter:blur(%dpx) saturate(%d%%);"
                 "-webkit-backdrop-filter:blur(%dpx) saturate(%d%%);background:rgba(%d,%d,%d,%.2f)" % (
                     radius, rng.integers(8, 30), rng.integers(120, 200), 20, 180, *tint, thick))


def lock_screen(p):
    rng = p.rng
    kind = rng.choice(["sky", "dusk", "mesh", "bokeh", "stripes", "two-tone", "landscape"])
    p.photo(0, 0, p.w, p.h, kind)
    bgcat = {"stripes": "stripes", "two-tone": "two-tone"}.get(kind, "photo")
    p.label(130, 60, "Friday 14 June", 17, 700, (bgcat,), hue=hsl(0, 0, 0.5), side="light", alpha=rng.uniform(0.7, 1))
    thin = rng.random() < 0.5
    p.label(80, 84, "10:08", 80 if thin else 72, 200 if thin else 700, (bgcat, "thin" if thin else "large-bold"),
            hue=hsl(0.6, 0.3, 0.5), side="light", alpha=rng.uniform(0.6, 1.0))
    y = 250
    for n in range(int(rng.integers(2, 4))):
        material(p, 10, y, 370, 84)
        p.fill(22, y + 14, 28, 28, css_rgba(hsl(rng.random(), 0.7, 0.5)), radius=7)
        p.label(60, y + 12, words(rng, 1).upper(), 12, 400, ("material",), hue=secondary_hue(p),
                alpha=rng.uniform(0.5, 1), mode=rng.choice(["normal", "normal", "plus-lighter" if p.dark else "multiply"]))
        p.label(60, y + 30, words(rng, 3), 15, 700, ("material",), near=0.4)
        p.label(60, y + 50, sentence(rng, 6), 15, 400, ("material",), near=0.6)
        p.label(320, y + 12, "%dm ago" % rng.integers(1, 59), 12, 400, ("material", "translucent-text"),
                hue=secondary_hue(p), alpha=rng.uniform(0.4, 0.8))
        y += 96
    for x, name in ((40, "flash"), (300, "camera")):
        material(p, x, p.h - 100, 50, 50, radius=25, thick=rng.uniform(0.1, 0.4))
        icon(p, x + 13, p.h - 87, 24, ("material",), name, hue=hsl(0, 0, 0.5), near=0.5)


# ---------------------------------------------------------------- materials over bright photos
def material_screen(p):
    rng = p.rng
    kind = rng.choice(["sky", "bokeh", "city", "dusk", "mesh"])
    p.photo(0, 0, p.w, p.h, kind)
    material(p, 0, 0, p.w, 96, radius=0)
    p.label(16, 52, words(rng, 1), 28, 700, ("material", "large-bold"), near=0.5)
    y = 120
    for c in range(2):
        material(p, 16, y, 358, 150)
        p.label(32, y + 16, words(rng, 2), 20, 700, ("material",), near=0.5)
        vib = rng.choice(["normal", "overlay", "multiply", "plus-lighter", "screen"])
        cats = ("material", "blend-mode") if vib != "normal" else ("material",)
        p.label(32, y + 46, sentence(rng, 12), 15, 400, cats + ("multi-line",), width=320, lh=20, mode=vib,
                alpha=rng.uniform(0.6, 1.0))
        p.label(32, y + 120, words(rng, 2), 13, 400, ("material", "translucent-text"), hue=secondary_hue(p),
                alpha=rng.uniform(0.45, 0.85))
        btn = p.fill(260, y + 108, 96, 32, css_rgba(hsl(0.6, 0.9, 0.5)), radius=16,
                     solve=nt_solve(p, hsl(0.6, 0.9, 0.5), near=0.5))
        p.region(btn, "nonText", [btn], cats=("material",))
        p.label(282, y + 115, "Open", 15, 700, ("material",), level=2, hue=hsl(0, 0, 0.5), side="light", near=0.5)
        y += 170
    material(p, 0, p.h - 84, p.w, 84, radius=0)
    for i, name in enumerate(["star", "search", "bell", "gear"]):
        x = 30 + i * 95
        icon(p, x + 10, p.h - 74, 26, ("material",), name, hue=hsl(0.6, 0.1, 0.5))
        p.label(x, p.h - 44, ["Today", "Search", "Alerts", "More"][i], 11, 400, ("material",),
                hue=secondary_hue(p), listed=rng.random() < 0.6)


# ---------------------------------------------------------------- form
def form_screen(p):
    rng = p.rng
    sf = surface(p)
    p.label(16, 44, "New account", 28, 700, ("solid", "large-bold"), near=0.3)
    seg_y = 96
    plat = p.fill(16, seg_y, 358, 32, "#767680" if p.dark else "#E3E3E8", radius=9,
                  solve=nt_solve(p, hsl(0.66, 0.05, 0.5), near=0.6, side="dark" if not p.dark else "light"))
    sel_i = int(rng.integers(0, 3))
    sel = p.fill(18 + sel_i * 118, seg_y + 2, 118, 28, "#636366" if p.dark else "#FFFFFF", radius=7, level=2,
                 style="box-shadow:0 3px 8px rgba(0,0,0,0.12)")
    p.region(plat, "nonText", [plat, sel], cats=("segmented", "solid"), pairs="track-thumb")
    for i, t in enumerate(["Day", "Week", "Month"]):
        p.label(18 + i * 118 + 40, seg_y + 7, t, 13, 700 if i == sel_i else 400, ("segmented",),
                level=3 if i == sel_i else 2, listed=(i == sel_i) or rng.random() < 0.4, near=0.5)
    y = 150
    for f in range(3):
        p.label(20, y, words(rng, 1), 13, 400, ("solid",), hue=secondary_hue(p))
        fld = p.border(16, y + 20, 358, 44, "#C6C6C8", width=rng.choice([1, 1, 2]), radius=10, fill=sf,
                       solve=nt_solve(p, hsl(0.6, 0.05, 0.5)))
        p.region(fld, "nonText", [fld], cats=("border", "text-field", "solid"))
        p.label(30, y + 32, rng.choice(["Required", "name@example.com", "Optional", "+1 555 0100"]), 17, 400,
                ("text-field", "solid"), hue=secondary_hue(p))
        y += 84
    box = p.border(20, y, 22, 22, "#8E8E93", width=1.5, radius=5, solve=nt_solve(p))
    p.region(box, "nonText", [box], cats=("border", "solid"))
    p.label(52, y + 2, "I agree to the terms", 15, 400, ("solid",), near=0.5)
    y += 44
    btn = p.fill(16, y, 358, 50, css_rgba(hsl(0.6, 0.9, 0.5)), radius=12, solve=nt_solve(p, hsl(0.6, 0.9, 0.5)))
    p.region(btn, "nonText", [btn], cats=("solid",))
    p.label(150, y + 14, "Continue", 17, 700, ("solid",), level=2, hue=hsl(0, 0, 0.5), side="light")
    y += 62
    ob = p.border(16, y, 358, 50, "#007AFF", width=1.5, radius=12, solve=nt_solve(p, hsl(0.6, 0.9, 0.5)))
    p.region(ob, "nonText", [ob], cats=("border", "solid"))
    p.label(140, y + 14, "Sign in instead", 17, 400, ("solid",), hue=hsl(0.6, 0.9, 0.5))
    y += 66
    p.label(20, y + 6, "Notifications", 17, 400, ("solid",), near=0.4)
    switch(p, 323, y, ("solid",))


# ---------------------------------------------------------------- text effects
def effects_screen(p):
    rng = p.rng
    kind = rng.choice(["sky", "dusk", "landscape", "two-tone", "stripes", "bokeh"])
    p.photo(0, 0, p.w, 330, kind)
    bgcat = {"stripes": "stripes", "two-tone": "two-tone"}.get(kind, "photo")
    y = 40
    for i in range(4):
        style = rng.choice(["shadow", "halo", "plain"])
        if style == "shadow":
            css, cat = "text-shadow:0 %dpx %dpx rgba(0,0,0,%.2f);" % (rng.integers(1, 3), rng.integers(2, 8),
                                                                      rng.uniform(0.3, 0.8)), ("text-shadow",)
        elif style == "halo":
            c = "0,0,0" if rng.random() < 0.6 else "255,255,255"
            css, cat = "text-shadow:0 0 3px rgba(%s,0.8),0 0 8px rgba(%s,0.6);" % (c, c), ("halo",)
        else:
            css, cat = "", ()
        size = float(rng.choice([13, 15, 17, 22, 28]))
        wt = int(rng.choice([400, 700]))
        p.label(16 + rng.uniform(0, 40), y, words(rng, 3), size, wt, (bgcat,) + cat, style=css,
                hue=hsl(rng.random(), rng.uniform(0, 0.5), 0.5), side=rng.choice(["light", "dark"]), near=0.6)
        y += size * 1.4 + 22
    # blend-mode and translucent text over a material and a gradient
    material(p, 16, 340, 358, 160)
    y = 356
    for mode in rng.choice(["multiply", "overlay", "plus-lighter", "screen", "normal"], 4, replace=False):
        cats = ("material", "blend-mode") if mode != "normal" else ("material", "translucent-text")
        p.label(32, y, words(rng, 3), 15, int(rng.choice([400, 700])), cats, mode=str(mode),
                alpha=1.0 if mode != "normal" else rng.uniform(0.4, 0.8), hue=hsl(rng.random(), 0.3, 0.5),
                side=rng.choice(["light", "dark"]))
        y += 34
    g1, g2 = hsl(rng.random(), 0.6, 0.45), hsl(rng.random(), 0.6, 0.65)
    p.box(0, 520, p.w, p.h - 520, "background:linear-gradient(%ddeg,%s,%s)" % (rng.integers(0, 180), css_rgba(g1), css_rgba(g2)))
    y = 540
    for k in range(3):
        p.label(20, y, sentence(rng, 5), 15, 400, ("gradient", "translucent-text"),
                hue=hsl(0, 0, 0.5), side=rng.choice(["light", "dark"]), alpha=rng.uniform(0.5, 0.9))
        y += 34


# ---------------------------------------------------------------- thin and large type
def type_screen(p):
    rng = p.rng
    y = 40
    p.label(16, y, words(rng, 2), 34, 700, ("solid", "large-bold"))
    y += 56
    for k in range(6):
        size = float(rng.choice([11, 12, 13]))
        p.label(20, y, sentence(rng, 5), size, 200, ("solid", "thin"))
        y += 30
    g1, g2 = hsl(rng.random(), 0.5, 0.8 if not p.dark else 0.2), hsl(rng.random(), 0.5, 0.7 if not p.dark else 0.3)
    p.box(0, y, p.w, 200, "background:linear-gradient(90deg,%s,%s)" % (css_rgba(g1), css_rgba(g2)))
    y += 16
    for k in range(4):
        size = float(rng.choice([11, 12, 13, 20, 28]))
        wt = 200 if size < 20 else 700
        p.label(20, y, sentence(rng, 4), size, wt, ("gradient", "thin" if wt == 200 else "large-bold"))
        y += size * 1.3 + 14
    y = max(y, 0) + 40
    p.photo(0, y, p.w, p.h - y, "stripes")
    p.label(30, y + 20, "10:08", 34, 200, ("stripes", "thin"), hue=hsl(0, 0, 0.5), side=rng.choice(["light", "dark"]))
    p.label(30, y + 80, words(rng, 2), 13, 400, ("stripes",), hue=hsl(0, 0, 0.5), side=rng.choice(["light", "dark"]),
            near=0.4)


# ---------------------------------------------------------------- gradients, stripes, two-tone
def backgrounds_screen(p):
    rng = p.rng
    g1, g2 = hsl(rng.random(), 0.7, 0.4), hsl(rng.random(), 0.7, 0.6)
    p.box(0, 0, p.w, 240, "background:%s" % rng.choice([
        "linear-gradient(160deg,%s,%s)" % (css_rgba(g1), css_rgba(g2)),
        "radial-gradient(circle at 30%% 30%%,%s,%s)" % (css_rgba(g2), css_rgba(g1))]))
    p.label(20, 60, words(rng, 2), 30, 700, ("gradient", "large-bold"), side=rng.choice(["light", "dark"]))
    p.label(20, 110, sentence(rng, 6), 15, 400, ("gradient",), side=rng.choice(["light", "dark"]))
    icon(p, 330, 60, 28, ("gradient",))
    p.photo(0, 240, p.w, 200, "two-tone")
    p.label(20, 260 + rng.uniform(0, 50), words(rng, 3), float(rng.choice([15, 17, 22])), int(rng.choice([400, 700])),
            ("two-tone",), hue=hsl(0, 0, 0.5), side=rng.choice(["light", "dark"]))
    p.label(200, 350 + rng.uniform(0, 50), "10:08", 20, 200, ("two-tone", "thin"), hue=hsl(0, 0, 0.5),
            side=rng.choice(["light", "dark"]))
    p.photo(0, 440, p.w, p.h - 440, "stripes")
    p.label(20, 470, words(rng, 2), 17, 700, ("stripes",), hue=hsl(0, 0, 0.5), side=rng.choice(["light", "dark"]))
    p.label(20, 520, "10:08", 28, 200, ("stripes", "thin"), hue=hsl(0, 0, 0.5), side=rng.choice(["light", "dark"]))
    p.label(200, 520, words(rng, 2), 13, 400, ("stripes",), hue=hsl(0, 0, 0.5), side=rng.choice(["light", "dark"]))


# ---------------------------------------------------------------- controls
def controls_screen(p):
    rng = p.rng
    kind = rng.choice(["sky", "mesh", "bokeh", "dusk"])
    p.photo(0, 0, p.w, p.h, kind)
    y = 40
    for blk in range(3):
        material(p, 16, y, 358, 170, thick=rng.uniform(0.4, 0.85))
        p.label(32, y + 14, words(rng, 2), 17, 700, ("material",), near=0.5)
        for r in range(2):
            p.label(32, y + 54 + r * 46, words(rng, 1), 15, 400, ("material",))
            switch(p, 307, y + 46 + r * 46, ("material",))
        y += 186
    plat = p.fill(16, y, 358, 32, "rgba(118,118,128,0.24)", radius=9)
    sel = p.fill(18, y + 2, 118, 28, "#FFFFFF" if not p.dark else "#636366", radius=7, level=2,
                 style="box-shadow:0 3px 8px rgba(0,0,0,0.12)")
    p.region(plat, "nonText", [plat, sel], cats=("segmented", "photo"), pairs="track-thumb")
    p.label(60, y + 7, "Auto", 13, 700, ("segmented",), level=3, near=0.5)
    y += 52
    trk = p.fill(30, y + 14, 330, 4, css_rgba(hsl(0.6, 0.9, 0.5)), radius=2, solve=nt_solve(p, hsl(0.6, 0.9, 0.5)))
    p.fill(30 + rng.uniform(60, 270), y + 2, 28, 28, "#FFFFFF", radius=14, level=2,
           style="box-shadow:0 2px 6px rgba(0,0,0,0.2)")
    p.region(trk, "nonText", [trk], cats=("photo",))


BUILDERS = {
    "list": list_screen, "card": card_screen, "header-photo": header_photo_screen, "lock-screen": lock_screen,
    "material": material_screen, "form": form_screen, "effects": effects_screen, "type": type_screen,
    "backgrounds": backgrounds_screen, "controls": controls_screen,
}
