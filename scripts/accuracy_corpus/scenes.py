"""Screen builders: realistic app layouts (lists, forms, heroes, photos under materials)
whose colours are partly chosen so the true ratio lands near a threshold.

Each builder is builder(scr, ctx) and draws onto a Screen; ctx carries the rng, the
palette and the policy for near-threshold colours. Layout is in points.
"""

import numpy as np

from . import colour as C
from .screen import threshold_for

LIGHT = dict(bg="#F2F2F7", cell="#FFFFFF", label="#000000", secondary="#3C3C43", secondary_a=0.6,
             gray="#8E8E93", separator="#C6C6C8", blue="#007AFF", red="#FF3B30", green="#34C759",
             field="#FFFFFF", field_border="#C7C7CC", chevron="#C4C4C7", fill="#E3E3E8",
             material_tint="#FFFFFF", on_accent="#FFFFFF", vibrant="plus-darker")
DARK = dict(bg="#000000", cell="#1C1C1E", label="#FFFFFF", secondary="#EBEBF5", secondary_a=0.6,
            gray="#8E8E93", separator="#38383A", blue="#0A84FF", red="#FF453A", green="#30D158",
            field="#1C1C1E", field_border="#3A3A3C", chevron="#5A5A5F", fill="#2C2C2E",
            material_tint="#1C1C1E", on_accent="#FFFFFF", vibrant="plus-lighter")

ACCENTS_LIGHT = ["#007AFF", "#FF3B30", "#34C759", "#FF9500", "#5856D6", "#AF52DE", "#FF2D55", "#00C7BE", "#8E8E93"]
ACCENTS_DARK = ["#0A84FF", "#FF453A", "#30D158", "#FF9F0A", "#5E5CE6", "#BF5AF2", "#FF375F", "#63E6E2", "#98989D"]

LABELS = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus",
          "Screen Time", "General", "Control Center", "Display & Brightness", "Home Screen", "Accessibility",
          "Wallpaper", "Siri & Search", "Face ID & Passcode", "Emergency SOS", "Battery", "Privacy & Security",
          "App Store", "Wallet & Apple Pay", "Passwords", "Mail", "Contacts", "Calendar", "Notes", "Reminders",
          "Messages", "Safari", "Photos", "Camera", "Health", "Weather", "Translate", "Maps", "Shortcuts"]
VALUES = ["On", "Off", "Home-5G", "Banners", "87%", "Never", "Automatic", "English", "2 min", "Default", "Always",
          "Low", "Medium", "iCloud", "None", "5 GB", "Daily", "12 hours"]
HEADERS = ["CONNECTIVITY", "GENERAL", "ACCOUNT", "PRIVACY", "APPS", "DISPLAY", "SOUNDS", "STORAGE", "NETWORK"]
SENTENCES = ["Your order has shipped and should", "arrive by Thursday afternoon.", "Track it from the Orders tab.",
             "Meeting moved to 3 PM in Aurora.", "Bring the quarterly deck, please.", "Storage is almost full.",
             "Backups run nightly over Wi-Fi.", "Updated 2 minutes ago", "Tap to see all 14 photos",
             "Sunrise 6:12 AM, sunset 8:41 PM", "Chance of rain after 4 PM", "Wind 12 km/h from the west",
             "Two-factor authentication is on", "Last sign-in from Safari on Mac", "Receipt sent to your email",
             "Free delivery on orders over $35", "Ends Sunday. Terms apply.", "Prices include VAT."]
GRADIENTS_LIGHT = [("#4FACFE", "#00F2FE"), ("#F6D365", "#FDA085"), ("#A1C4FD", "#C2E9FB"), ("#FBC2EB", "#A6C1EE"),
                   ("#84FAB0", "#8FD3F4"), ("#FAD0C4", "#FFD1FF"), ("#E0C3FC", "#8EC5FC")]
GRADIENTS_DARK = [("#1E3C72", "#2A5298"), ("#0F2027", "#2C5364"), ("#4B134F", "#C94B4B"), ("#134E5E", "#71B280"),
                  ("#373B44", "#4286F4"), ("#8E2DE2", "#4A00E0"), ("#232526", "#414345"), ("#3A1C71", "#D76D77")]
GRADIENTS_MID = [("#FF512F", "#DD2476"), ("#11998E", "#38EF7D"), ("#FC466B", "#3F5EFB"), ("#F7971E", "#FFD200"),
                 ("#00B4DB", "#0083B0"), ("#C33764", "#1D2671")]


def para(ctx, n):
    """n consecutive lines of body copy."""
    i = int(ctx.rng.integers(len(SENTENCES) - n))
    return "\n".join(SENTENCES[i:i + n])


class Ctx:
    def __init__(self, scr, rng, near=0.6):
        self.scr, self.rng, self.near = scr, rng, near
        self.pal = DARK if scr.scheme == "dark" else LIGHT
        self.accents = ACCENTS_DARK if scr.scheme == "dark" else ACCENTS_LIGHT
        self.n = 0

    def pick(self, seq):
        return seq[int(self.rng.integers(len(seq)))]

    def chance(self, p):
        return self.rng.random() < p

    def target(self, size=None, weight=None, role="text", p=None):
        """A ratio within +-2..15% of the region's threshold (either side), or None."""
        if self.rng.random() >= (self.near if p is None else p):
            return None
        thr = threshold_for(role, size, weight, self.scr.increased)
        f = self.rng.uniform(0.02, 0.15) * (1 if self.rng.random() < 0.5 else -1)
        return round(thr * (1 + f), 4)

    def free(self, lo, hi):
        """A ratio drawn log-uniformly from lo..hi (for paints that have no natural colour)."""
        return round(float(np.exp(self.rng.uniform(np.log(lo), np.log(hi)))), 4)

    def uid(self, base):
        self.n += 1
        return "%s-%d" % (base, self.n)


def status_bar(scr, ctx, color):
    scr.label("status-time", 24, 14, "9:41", 15, 700, color)
    scr.label(None, scr.wpt - 24, 14, "100%", 12, 700, color, align="right", record=False)


def toggle(scr, ctx, rid, x, y, on):
    """A UISwitch: the track (the non-text region, its frame the switch's) and the knob.

    Recorded only in light mode, where the white knob sits on a white cell, so the knob
    against the track and the track against the cell are the same pair of colours. In dark
    mode they differ (a white knob on a dark track on a dark cell) and WCAG 1.4.11 can be
    read either way, so the switch is drawn but not listed."""
    pal = ctx.pal
    if scr.scheme != "light":
        rid = None
    if on:
        track = ctx.pick([pal["green"], pal["blue"]])
    else:
        track = "#E9E9EA" if scr.scheme == "light" else "#39393D"
    t = ctx.target(role="nonText", p=0.4 if on else 0.3)
    scr.filled(rid, x, y, 51, 31, track, radius=15.5, target=t, hue=track)
    kx = x + 51 - 2 - 27 if on else x + 2
    scr.fill(kx, y + 2, 27, 27, "#FFFFFF", radius=13.5)


def segmented(scr, ctx, rid, x, y, w, items, selected):
    """A segmented control: a track, the selected segment raised, a label per segment."""
    pal = ctx.pal
    dark = scr.scheme == "dark"
    track = "#767680"
    scr.fill(x, y, w, 32, track, radius=9, opacity=0.24 if dark else 0.12)
    sw = (w - 4) / len(items)
    sx = x + 2 + sw * selected
    sel = "#636366" if dark else "#FFFFFF"
    scr.filled(rid + "-selected" if rid and ctx.chance(0.5) else None, sx, y + 2, sw, 28, sel, radius=7,
               target=ctx.target(role="nonText", p=0.3), hue=sel)
    for i, it in enumerate(items):
        cx = x + 2 + sw * (i + 0.5)
        weight = 700 if i == selected else 400
        scr.label(("%s-%d" % (rid, i + 1)) if rid else None, cx, y + 16 - scr.line_height(13, weight) / 2, it, 13,
                  weight, pal["label"], align="center", target=ctx.target(13, weight, p=0.4), hue=pal["gray"])


# ---------------------------------------------------------------- solid: settings list

def settings(scr, ctx):
    pal, rng = ctx.pal, ctx.rng
    status_bar(scr, ctx, pal["label"])
    scr.label("title", 16, 52, ctx.pick(["Settings", "General", "Privacy", "Account"]), 34, 700, pal["label"],
              target=ctx.target(34, 700, p=0.3), hue=ctx.pick(ctx.accents))
    # search field: filled, with a border (non-text) and a placeholder
    sx, sy, sw, sh = 16, 104, scr.wpt - 32, 36
    scr.fill(sx, sy, sw, sh, pal["field"], radius=10)
    bw = int(ctx.pick([1, 1, 2, 3]))
    t = ctx.target(role="nonText", p=0.7)
    scr.border("search-border", sx, sy, sw, sh, pal["field_border"], px_width=bw, radius=10, target=t,
               hue=pal["gray"])
    scr.ring_icon(None, sx + 16, sy + 17, 6, pal["gray"], stroke=1.6)
    t = ctx.target(17, 400)
    scr.label("search-placeholder", sx + 28, sy + 8, "Search", 17, 400, pal["gray"], target=t)
    y = 160
    labels = list(LABELS)
    rng.shuffle(labels)
    heads = list(HEADERS)
    rng.shuffle(heads)
    sec = 0
    limit = scr.hpt - 40
    while y + 22 + 44 * 2 < limit:
        sec += 1
        t = ctx.target(13, 400)
        scr.label("section-%d-header" % sec, 32, y, heads[sec % len(heads)], 13, 400, pal["gray"], target=t,
                  hue=pal["gray"])
        y += 24
        n = int(min(rng.integers(2, 5), (limit - y) // 44))
        if n < 1:
            break
        scr.fill(16, y, scr.wpt - 32, 44 * n, pal["cell"], radius=10)
        for i in range(n):
            ry = y + 44 * i
            rid = "s%d-row-%d" % (sec, i + 1)
            lx = 32
            if ctx.chance(0.6):
                acc = ctx.pick(ctx.accents)
                scr.fill(32, ry + 7.5, 29, 29, acc, radius=7)
                glyph = ctx.pick(["ring", "check", "plus", "chev"])
                rec = ctx.chance(0.35)
                rid_i = rid + "-icon" if rec else None
                if glyph == "ring":
                    scr.ring_icon(rid_i, 46.5, ry + 22, 8, "#FFFFFF", stroke=2, record=rec)
                elif glyph == "check":
                    scr.checkmark(rid_i, 37.5, ry + 13, 18, "#FFFFFF", stroke=2.2, record=rec)
                elif glyph == "plus":
                    scr.plus_icon(rid_i, 38.5, ry + 14, 16, "#FFFFFF", stroke=2.2, record=rec)
                else:
                    scr.chevron(rid_i, 43, ry + 15.5, "#FFFFFF", w=7, h=13, stroke=2.2, record=rec)
                lx = 74
            if i < n - 1:
                scr.fill(lx, ry + 44 - 1 / scr.scale, scr.wpt - 16 - lx, 1 / scr.scale, pal["separator"])
            ty = ry + (44 - scr.line_height(17)) / 2
            ty = int(ty * scr.scale) / scr.scale
            scr.label(rid + "-label", lx, ty, labels.pop(), 17, 400, pal["label"])
            right = scr.wpt - 32
            if ctx.chance(0.2):
                toggle(scr, ctx, rid + "-switch" if ctx.chance(0.6) else None, right - 51, ry + 6.5,
                       ctx.chance(0.5))
                continue
            if ctx.chance(0.7):
                t = ctx.target(role="nonText", p=0.5)
                scr.chevron(rid + "-chevron" if ctx.chance(0.5) else None, right - 8, ry + 15.5, pal["chevron"],
                            target=t, hue=pal["gray"])
                right -= 20
            if ctx.chance(0.6):
                t = ctx.target(17, 400)
                scr.label(rid + "-value", right, ty, ctx.pick(VALUES), 17, 400, pal["gray"], align="right",
                          target=t, hue=pal["gray"])
        y += 44 * n + 16
    t = ctx.target(13, 400)
    if y + 20 < scr.hpt - 8:
        scr.label("footer", 32, y, "Version 17.4 (21E219)", 13, 400, pal["gray"], target=t)


# ---------------------------------------------------------------- solid: a form

def form(scr, ctx):
    pal, rng = ctx.pal, ctx.rng
    scr.fill(0, 0, scr.wpt, scr.hpt, pal["cell"])
    status_bar(scr, ctx, pal["label"])
    scr.label("title", 20, 56, ctx.pick(["Create account", "Sign in", "Checkout", "Shipping"]), 28, 700, pal["label"],
              target=ctx.target(28, 700, p=0.3), hue=ctx.pick(ctx.accents))
    t = ctx.target(15, 400)
    if scr.hpt >= 700:
        segmented(scr, ctx, "segment", 20, 126, scr.wpt - 40, ctx.pick([["Personal", "Business"],
                                                                     ["Card", "Bank", "Wallet"]]),
                  int(ctx.rng.integers(2)))
    scr.label("subtitle", 20, 96, ctx.pick(["It takes less than a minute.", "Use your work email.",
                                            "We never share your details."]), 15, 400, pal["gray"], target=t)
    y = 176 if scr.hpt >= 700 else 136
    fields = [("Email", "name@example.com"), ("Password", "At least 8 characters"), ("Name", "Jane Appleseed"),
              ("Phone", "+1 555 0100"), ("Address", "1 Infinite Loop")]
    rng.shuffle(fields)
    w = scr.wpt - 40
    nf = 3 if scr.hpt >= 560 else 2
    for i, (cap, ph) in enumerate(fields[:nf]):
        t = ctx.target(13, 400)
        scr.label("field-%d-caption" % (i + 1), 20, y, cap, 13, 600 if False else 400, pal["gray"], target=t,
                  hue=pal["secondary"])
        y += 22
        fh = 44
        radius = ctx.pick([0, 6, 10])
        scr.fill(20, y, w, fh, pal["field"] if ctx.chance(0.6) else pal["fill"], radius=radius)
        bw = int(ctx.pick([1, 1, 2, 3]))
        t = ctx.target(role="nonText", p=0.8)
        focused = i == 0 and ctx.chance(0.5)
        if focused:
            # a focus ring: 3 px of accent, 2 pt outside the field (its own frame)
            scr.border("field-%d-focus" % (i + 1), 20 - 4, y - 4, w + 8, fh + 8, pal["blue"], px_width=3,
                       radius=radius + 4 if radius else 0, target=ctx.target(role="nonText", p=0.5), hue=pal["blue"])
        scr.border("field-%d-border" % (i + 1) if not focused else None, 20, y, w, fh, pal["field_border"],
                   px_width=bw, radius=radius, target=t, hue=pal["gray"])
        filled_in = ctx.chance(0.35)
        t = None if filled_in else ctx.target(17, 400)
        scr.label("field-%d-%s" % (i + 1, "value" if filled_in else "placeholder"), 32,
                  y + (fh - scr.line_height(17)) / 2, ph, 17, 400, pal["label"] if filled_in else pal["gray"],
                  target=t, hue=pal["gray"])
        y += fh + 18
    # checkbox + label
    bx = 20
    if y + 22 > scr.hpt - 10:
        return
    on = ctx.chance(0.6)
    if on:
        scr.fill(bx, y, 22, 22, pal["blue"], radius=5)
        scr.checkmark("checkbox-mark", bx + 2, y + 2, 18, "#FFFFFF", stroke=2.2)
    else:
        t = ctx.target(role="nonText", p=0.8)
        scr.border("checkbox-box", bx, y, 22, 22, pal["field_border"], px_width=2 if scr.scale == 2 else 3,
                   radius=5, target=t, hue=pal["gray"])
    scr.label("checkbox-label", bx + 34, y + 11 - scr.line_height(15) / 2, "Remember me on this device", 15, 400,
              pal["label"])
    y += 46
    # primary filled button
    if y + 50 > scr.hpt - 10:
        return
    acc = ctx.pick(ctx.accents[:7])
    t = ctx.target(role="nonText", p=0.5)
    fillc = scr.filled("primary-button", 20, y, w, 50, acc, radius=12, target=t, hue=acc)
    bg_y = C.luminance(fillc)
    t = ctx.target(17, 700 if ctx.chance(0.5) else 600)
    weight = 700
    scr.label("primary-label", 20 + w / 2, y + (50 - scr.line_height(17, weight)) / 2,
              ctx.pick(["Continue", "Sign in", "Pay now", "Save"]), 17, weight,
              "#FFFFFF" if bg_y < 0.4 else "#000000", align="center", target=t)
    y += 50 + 14
    # outlined secondary button
    if y + 50 > scr.hpt - 10:
        return
    t = ctx.target(role="nonText", p=0.7)
    paint = scr.border("secondary-border", 20, y, w, 50, pal["blue"], px_width=int(ctx.pick([1, 2, 3])), radius=12,
                       target=t, hue=pal["blue"])
    t = ctx.target(17, 400)
    scr.label("secondary-label", 20 + w / 2, y + (50 - scr.line_height(17)) / 2, "Use a passkey", 17, 400,
              C.hexc(paint), align="center", target=t, hue=C.hexc(paint))
    y += 50 + 16
    if y + 40 < scr.hpt:
        t = ctx.target(12, 400)
        scr.label("help", 20, y, para(ctx, 2), 12, 400, pal["gray"], target=t, leading=1.3)
        y += 40
    if y + 30 < scr.hpt:
        t = ctx.target(13, 400)
        scr.label("error", 20, y, "Password must contain a digit.", 13, 400, pal["red"], target=t, hue=pal["red"])


# ---------------------------------------------------------------- linear gradients

def gradient_hero(scr, ctx):
    pal, rng = ctx.pal, ctx.rng
    g0, g1 = ctx.pick(GRADIENTS_DARK + GRADIENTS_MID)
    stops = [(0, g0), (1, g1)]
    if ctx.chance(0.4):
        stops = [(0, g0), (0.55, ctx.pick([g1, "#6A3093", "#FF8C42", "#2193B0"])), (1, g1)]
    hh = 300
    direction = ctx.pick([(0.6, 0.8), (1, 0), (0, 1), (0.8, 0.4)])
    scr.gradient(0, 0, scr.wpt, hh, stops, direction=direction)
    status_bar(scr, ctx, "#FFFFFF")
    scr.label("hero-title", 20, 80, ctx.pick(["Good Morning", "Your Trips", "Summer Sale", "Wallet"]), 34, 700,
              "#FFFFFF", target=ctx.target(34, 700, p=0.4), side="light", hue="#FFFFFF")
    scr.label("hero-subtitle", 20, 130, ctx.pick(["Tuesday, 12 March", "3 upcoming bookings", "Up to 40% off"]),
              17, 400, "#FFFFFF", opacity=0.85, target=ctx.target(17, 400), side="light", hue="#FFFFFF",
              vary="opacity" if ctx.chance(0.5) else "paint")
    scr.label("hero-note", 20, 160, ctx.pick(SENTENCES), 13, 400, "#FFFFFF", target=ctx.target(13, 400),
              side="light", hue="#DDE6F5")
    # pill on the gradient: translucent white fill, bold label
    pw = 150
    scr.fill(20, 200, pw, 36, "#FFFFFF", radius=18, opacity=ctx.pick([0.18, 0.25, 0.3]))
    scr.label("hero-button-label", 20 + pw / 2, 200 + (36 - scr.line_height(15, 700)) / 2,
              ctx.pick(["View inbox", "See details", "Shop now"]), 15, 700, "#FFFFFF", align="center",
              target=ctx.target(15, 700), side="light", hue="#FFFFFF")
    t = ctx.target(role="nonText", p=0.6)
    scr.ring_icon("hero-icon", scr.wpt - 44, 96, 14, "#FFFFFF", stroke=2.0, target=t, side="light", hue="#FFFFFF")
    scr.plus_icon("hero-plus", scr.wpt - 58, 200, 28, "#FFFFFF", stroke=2.5,
                  target=ctx.target(role="nonText", p=0.6), side="light", hue="#FFFFFF")
    # body
    y = hh + 24
    scr.label("section-title", 20, y, "Today", 22, 700, pal["label"], target=ctx.target(22, 700, p=0.5),
              hue=ctx.pick(ctx.accents))
    scr.label("see-all", scr.wpt - 20, y + 4, "See all", 15, 400, pal["blue"], align="right",
              target=ctx.target(15, 400), hue=pal["blue"])
    y += 40
    # a card with a vertical or diagonal gradient
    cg = ctx.pick(GRADIENTS_LIGHT if ctx.chance(0.5) else GRADIENTS_MID)
    ch = 170
    scr.gradient(20, y, scr.wpt - 40, ch, [(0, cg[0]), (1, cg[1])], direction=ctx.pick([(0, 1), (1, 1), (1, 0)]),
                 radius=16)
    cy = C.luminance(C.from_hex(cg[0])) * 0.5 + C.luminance(C.from_hex(cg[1])) * 0.5
    ink = "#000000" if cy > 0.35 else "#FFFFFF"
    scr.label("card-title", 40, y + 20, ctx.pick(["Weekend in Lisbon", "Premium Plan", "Daily Mix"]), 22, 700, ink,
              target=ctx.target(22, 700, p=0.5))
    scr.label("card-body", 40, y + 58, para(ctx, 2), 15, 400, ink, target=ctx.target(15, 400),
              leading=ctx.pick([1.25, 1.33, 1.4]))
    scr.label("card-footnote", 40, y + 130, ctx.pick(SENTENCES), 12, 400, ink, opacity=0.7,
              target=ctx.target(12, 400), vary="opacity")
    y += ch + 24
    for i in range(3):
        if y + 30 > scr.hpt - 10:
            break
        acc = ctx.pick(ctx.accents)
        scr.dot("list-%d-dot" % (i + 1) if ctx.chance(0.5) else None, 26, y + 11, 5, acc,
                target=ctx.target(role="nonText", p=0.5), hue=acc)
        scr.label("list-%d" % (i + 1), 40, y, ctx.pick(SENTENCES), 15, 400, pal["label"],
                  target=ctx.target(15, 400, p=0.5), hue=pal["gray"])
        y += 34


# ---------------------------------------------------------------- radial gradients

def radial(scr, ctx):
    pal, rng = ctx.pal, ctx.rng
    dark = scr.scheme == "dark"
    if dark:
        stops = [(0, ctx.pick(["#3A6073", "#5B247A", "#1F4037", "#4B6CB7"])), (1, ctx.pick(["#000000", "#0B0B1A", "#10151F"]))]
    else:
        stops = [(0, ctx.pick(["#FFFFFF", "#FFF6E0", "#E8F4FF"])), (1, ctx.pick(["#A1C4FD", "#F6D365", "#C3CFE2", "#FBC2EB"]))]
    cx, cy = rng.uniform(0.3, 0.7), rng.uniform(0.15, 0.4)
    scr.gradient(0, 0, scr.wpt, scr.hpt, stops, radial=(cx, cy, rng.uniform(0.9, 1.4)))
    ink = "#FFFFFF" if dark else "#000000"
    status_bar(scr, ctx, ink)
    scr.label("city", scr.wpt / 2, 70, ctx.pick(["Cupertino", "Lisbon", "Reykjavik", "Kyoto"]), 30, 700, ink,
              align="center", target=ctx.target(30, 700, p=0.4))
    scr.label("temperature", scr.wpt / 2, 112, ctx.pick(["21\u00b0", "8\u00b0", "-3\u00b0", "30\u00b0"]), 64, 200, ink,
              align="center")
    scr.label("condition", scr.wpt / 2, 196, ctx.pick(["Mostly Sunny", "Light Rain", "Clear", "Cloudy"]), 17, 400,
              ink, align="center", opacity=0.8, target=ctx.target(17, 400), vary="opacity")
    scr.label("high-low", scr.wpt / 2, 224, "H:24\u00b0  L:14\u00b0", 15, 400, ink, align="center", opacity=0.6,
              target=ctx.target(15, 400), vary=ctx.pick(["opacity", "paint"]))
    y = 280
    for i in range(4):
        x = 40 + i * (scr.wpt - 80) / 3
        scr.label("hour-%d" % (i + 1), x, y, ["Now", "10AM", "11AM", "12PM"][i], 13, 700 if i == 0 else 400, ink,
                  align="center", opacity=1.0 if i == 0 else 0.7, target=ctx.target(13, 400, p=0.4),
                  vary="opacity")
        if i % 2 == 0:
            scr.ring_icon("hour-%d-icon" % (i + 1), x, y + 40, 10, ink, stroke=2.0,
                          target=ctx.target(role="nonText", p=0.6))
        else:
            scr.dot("hour-%d-icon" % (i + 1), x, y + 40, 7, ctx.pick(["#FFD60A", "#FF9F0A", "#64D2FF"]),
                    target=ctx.target(role="nonText", p=0.8))
        scr.label("hour-%d-temp" % (i + 1), x, y + 62, "%d\u00b0" % (18 + i), 17, 700, ink, align="center")
    y += 120
    # a badge: its own small radial gradient, text inside
    bs = 96
    bx = scr.wpt / 2 - bs / 2
    scr.gradient(bx, y, bs, bs, [(0, "#FFE259"), (0.6, "#FFC837"), (1, "#F7971E")], radial=(0.5, 0.5, 0.5),
                 radius=bs / 2)
    scr.label("badge-label", scr.wpt / 2, y + bs / 2 - scr.line_height(15, 700) / 2, "UV 7", 15, 700, "#5A3000",
              align="center", target=ctx.target(15, 700), hue="#5A3000")
    y += bs + 24
    for i in range(2):
        if y + 60 > scr.hpt - 10:
            break
        scr.label("detail-%d" % (i + 1), 24, y, para(ctx, 2), 15, 400, ink, leading=ctx.pick([1.2, 1.3]),
                  frame_w=scr.wpt - 48 if ctx.chance(0.5) else None,
                  opacity=ctx.pick([1.0, 0.8, 0.6]), target=ctx.target(15, 400), vary="opacity")
        y += 60


# ---------------------------------------------------------------- photos under materials

def _photo(scr, ctx):
    """A landscape (scripts/goldens/photo.py) with fine texture added below the horizon
    (foliage, rock, ripples: 2.5-6 pt value noise, about +-10%), which that smooth, upscaled
    landscape lacks and real photos have."""
    from goldens.photo import landscape, value_noise
    from PIL import Image
    im = np.asarray(landscape(scr.W, scr.H, ctx.rng), dtype=np.float64)
    h, w = im.shape[:2]
    tex = value_noise(ctx.rng, h, w, int(scr.hpt / 6), int(scr.wpt / 6)) + \
        0.4 * value_noise(ctx.rng, h, w, int(scr.hpt / 2.5), int(scr.wpt / 2.5))
    tex = (tex - tex.mean()) / (tex.std() + 1e-9)
    yy = np.linspace(0, 1, h)[:, None]
    amount = 0.10 * np.clip((yy - 0.5) / 0.1, 0, 1)
    im = np.clip(im * (1 + amount[..., None] * np.clip(tex, -2, 2)[..., None] / 2), 0, 255)
    scr.photo(Image.fromarray(np.floor(im + 0.5).astype(np.uint8), "RGB"))


def _material(scr, ctx, x, y, w, h, radius, thickness, kind="material-photo"):
    """thickness: 'thin' | 'regular' | 'thick' (tint opacity), light or dark by scheme."""
    dark = scr.scheme == "dark"
    tint = {"thin": 0.45, "regular": 0.62, "thick": 0.78}[thickness] + ctx.rng.uniform(-0.04, 0.04)
    scr.material(x, y, w, h, radius=radius, blur_pt=ctx.rng.uniform(18, 30), saturation=ctx.rng.uniform(1.5, 2.0),
                 tint="#1C1C1E" if dark else "#F9F9F9", tint_alpha=tint, kind=kind)


def photo_material(scr, ctx):
    pal = ctx.pal
    dark = scr.scheme == "dark"
    _photo(scr, ctx)
    status_bar(scr, ctx, "#FFFFFF")
    # navigation bar
    _material(scr, ctx, 0, 44, scr.wpt, 52, 0, "thick")
    scr.chevron("nav-back", 14, 44 + 19.5, pal["blue"], w=9, h=15, stroke=2.4,
                target=ctx.target(role="nonText", p=0.3), hue=pal["blue"])
    scr.label("nav-back-label", 30, 44 + 16, "Albums", 17, 400, pal["blue"], target=ctx.target(17, 400, p=0.3),
              hue=pal["blue"])
    scr.label("nav-title", scr.wpt / 2 + 20, 44 + 16, ctx.pick(["Lake Tahoe", "Big Sur", "Yosemite"]), 17, 700,
              pal["label"], align="center")
    # a caption straight on the photo (no scrim, no material), white as photo apps draw it
    scr.label("photo-caption", 16, 112, ctx.pick(["Sunset, 6:42 PM", "Live", "12 photos \u00b7 2 videos"]), 15,
              700 if ctx.chance(0.5) else 400, "#FFFFFF")
    # a card on regular material
    x, y, w, h = 16, 150, scr.wpt - 32, 230
    _material(scr, ctx, x, y, w, h, 20, ctx.pick(["regular", "thick"]))
    scr.label("card-title", x + 20, y + 18, ctx.pick(["Memories", "Trip Summary", "Shared Album"]), 22, 700,
              pal["label"], target=ctx.target(22, 700, p=0.4), hue=ctx.pick(ctx.accents))
    scr.label("card-subtitle", x + 20, y + 54, ctx.pick(SENTENCES), 15, 400, pal["secondary"],
              opacity=pal["secondary_a"], target=ctx.target(15, 400), vary="opacity")
    scr.label("card-body", x + 20, y + 80, para(ctx, 2), 15, 400, pal["label"], target=ctx.target(15, 400),
              hue=pal["gray"], leading=1.3)
    mode = pal["vibrant"]
    scr.label("card-vibrant", x + 20, y + 128, ctx.pick(SENTENCES), 13, 400, "#7F7F7F" if not dark else "#8C8C8C",
              mode=mode, target=ctx.target(13, 400), hue="#808080")
    scr.ring_icon("card-icon", x + w - 36, y + 36, 12, pal["label"], stroke=2.0,
                  target=ctx.target(role="nonText", p=0.6), hue=pal["gray"])
    bw_, bh_ = 120, 40
    bx, by = x + 20, y + h - 20 - bh_
    scr.fill(bx, by, bw_, bh_, pal["blue"], radius=bh_ / 2)
    scr.label("card-button", bx + bw_ / 2, by + (bh_ - scr.line_height(15, 700)) / 2, "Play", 15, 700,
              "#FFFFFF", align="center", target=ctx.target(15, 700, p=0.4), hue="#FFFFFF")
    # list card on thick material
    y2 = y + h + 16
    rows = int(min(3, (scr.hpt - 100 - y2 - 20) // 44))
    if rows >= 1:
        _material(scr, ctx, x, y2, w, rows * 44 + 8, 14, "thick")
        for i in range(rows):
            ry = y2 + 4 + 44 * i
            ty = ry + (44 - scr.line_height(17)) / 2
            scr.label("list-%d-label" % (i + 1), x + 16, ty, ctx.pick(LABELS), 17, 400, pal["label"])
            scr.label("list-%d-value" % (i + 1), x + w - 16, ty, ctx.pick(VALUES), 17, 400, pal["secondary"],
                      opacity=0.6, align="right", target=ctx.target(17, 400), vary="opacity")
    # tab bar on thin/regular material
    ty = scr.hpt - 83
    _material(scr, ctx, 0, ty, scr.wpt, 83, 0, ctx.pick(["thin", "regular"]))
    for i, it in enumerate(["Library", "For You", "Albums", "Search"]):
        cx = scr.wpt * (i + 0.5) / 4
        sel = i == 0
        col = pal["blue"] if sel else pal["gray"]
        scr.ring_icon("tab-%d-icon" % (i + 1) if i < 2 else None, cx, ty + 18, 11, col, stroke=2.0,
                      target=ctx.target(role="nonText", p=0.5), hue=col)
        scr.label("tab-%d-label" % (i + 1), cx, ty + 34, it, 10, 400, col, align="center",
                  target=ctx.target(10, 400, p=0.5), hue=col)


def photo_thin(scr, ctx):
    """Thin materials where the photo still shows through strongly, and a scrim."""
    pal = ctx.pal
    dark = scr.scheme == "dark"
    _photo(scr, ctx)
    status_bar(scr, ctx, "#FFFFFF")
    y = 70
    sh = 200
    for k in range(3):
        x, w, h = 12, scr.wpt - 24, 78
        if y + h > scr.hpt - sh - 8:
            break
        tint = ctx.rng.uniform(0.12, 0.32)
        scr.material(x, y, w, h, radius=18, blur_pt=ctx.rng.uniform(5, 10), saturation=1.8,
                     tint="#1C1C1E" if dark else "#FFFFFF", tint_alpha=tint, kind="material-no-fallback")
        ink = pal["label"]
        scr.label("banner-%d-app" % (k + 1), x + 14, y + 10, ctx.pick(["MESSAGES", "CALENDAR", "MAIL", "PHOTOS"]),
                  12, 400, ink, opacity=0.65, target=ctx.target(12, 400), vary="opacity")
        scr.label("banner-%d-time" % (k + 1), x + w - 14, y + 10, ctx.pick(["now", "2m ago", "9:12"]), 12, 400,
                  "#8C8C8C" if dark else "#7F7F7F", mode=pal["vibrant"], align="right",
                  target=ctx.target(12, 400), hue="#808080")
        scr.label("banner-%d-title" % (k + 1), x + 14, y + 30, ctx.pick(["Lunch tomorrow?", "Flight delayed",
                                                                      "Payment received", "New photos"]),
                  15, 700, ink)
        scr.label("banner-%d-body" % (k + 1), x + 14, y + 52, ctx.pick(SENTENCES), 14, 400, ink,
                  target=ctx.target(14, 400, p=0.5), hue=pal["gray"])
        y += h + 12
    # caption on a scrim over the photo
    scr.scrim(0, scr.hpt - sh, scr.wpt, sh, "#000000", 0.0, ctx.rng.uniform(0.45, 0.75))
    scr.label("scrim-title", 20, scr.hpt - 120, ctx.pick(["Emerald Bay", "Half Dome", "Glacier Point"]), 28, 700,
              "#FFFFFF")
    scr.label("scrim-caption", 20, scr.hpt - 80, ctx.pick(SENTENCES), 15, 400, "#FFFFFF", opacity=0.85,
              target=ctx.target(15, 400, p=0.5), vary="opacity")
    scr.label("scrim-credit", 20, scr.hpt - 50, "Photo: J. Appleseed", 12, 400, "#FFFFFF", opacity=0.7,
              target=ctx.target(12, 400), vary="opacity")


def vibrancy(scr, ctx):
    """Control-centre-like modules on a heavy material, labels and glyphs in blend modes."""
    dark = scr.scheme == "dark"
    _photo(scr, ctx)
    scr.material(0, 0, scr.wpt, scr.hpt, blur_pt=ctx.rng.uniform(25, 35), saturation=1.9,
                 tint="#000000" if dark else "#F2F2F7", tint_alpha=ctx.rng.uniform(0.35, 0.55) if dark else
                 ctx.rng.uniform(0.45, 0.65))
    modes = ["plus-lighter", "overlay", "screen"] if dark else ["plus-darker", "multiply", "overlay"]
    paints = {"plus-lighter": "#5A5A5A", "overlay": "#FFFFFF" if dark else "#000000", "screen": "#6E6E6E",
              "plus-darker": "#6A6A6A", "multiply": "#6E6E73"}
    status_bar(scr, ctx, "#FFFFFF" if dark else "#000000")
    y = 64
    n = 0
    while y + 120 < scr.hpt:
        for col in range(2):
            x = 16 + col * (scr.wpt - 32 + 12) / 2
            w = (scr.wpt - 32 - 12) / 2
            # module: a lighter/darker rounded rect (itself vibrant: a plus-lighter/-darker wash)
            scr.wash(x, y, w, 104, 22, "#FFFFFF" if dark else "#000000", 0.14 if dark else 0.07,
                     "plus-lighter" if dark else "plus-darker")
            n += 1
            mode = modes[(n + col) % len(modes)]
            opacity = 0.7 if mode == "overlay" else 1.0
            scr.ring_icon("module-%d-icon" % n, x + 30, y + 30, 13, paints[mode], stroke=2.2, mode=mode,
                          opacity=opacity, target=ctx.target(role="nonText", p=0.5) or ctx.free(1.8, 6),
                          hue=paints[mode])
            scr.label("module-%d-title" % n, x + 14, y + 54, ctx.pick(["Focus", "Wi-Fi", "Timer", "Camera", "Notes",
                                                                      "Music", "Home", "Alarm"]), 15, 700,
                      "#FFFFFF" if dark else "#000000")
            scr.label("module-%d-detail" % n, x + 14, y + 76, ctx.pick(VALUES), 13, 400, paints[mode], mode=mode,
                      opacity=opacity, target=ctx.target(13, 400) or ctx.free(2.5, 9), hue=paints[mode])
        y += 104 + 14


# ---------------------------------------------------------------- thin type

def thin_text(scr, ctx):
    """ExtraLight 11-13 pt lines, mostly near the threshold, on solid panels and a gradient band."""
    pal = ctx.pal
    status_bar(scr, ctx, pal["label"])
    dark = scr.scheme == "dark"
    panels = [(pal["bg"], None), (pal["cell"], None),
              (None, ctx.pick(GRADIENTS_DARK if dark else GRADIENTS_LIGHT))]
    y = 48
    n = 0
    ph = (scr.hpt - 60) / 3 - 10
    for bg, grad in panels:
        if grad:
            scr.gradient(0, y, scr.wpt, ph, [(0, grad[0]), (1, grad[1])], direction=ctx.pick([(1, 0), (1, 1)]))
        else:
            scr.fill(0, y, scr.wpt, ph, bg)
        ly = y + 14
        while ly + 24 < y + ph - 8:
            n += 1
            size = int(ctx.pick([11, 12, 13]))
            t = ctx.target(size, 200, p=0.85)
            scr.label("thin-%d" % n, 20, ly, ctx.pick(SENTENCES), size, 200, pal["label"], target=t,
                      hue=ctx.pick([pal["gray"], pal["gray"], pal["blue"]]))
            ly += 30
        y += ph + 10


# ---------------------------------------------------------------- solid: a social feed

def feed(scr, ctx):
    """Cards with an avatar, name, handle, a multi-line body, chips (text in filled pills)
    and action icons: dense, the way feeds are."""
    pal, rng = ctx.pal, ctx.rng
    dark = scr.scheme == "dark"
    card = "#2C2C2E" if dark else "#FFFFFF"
    status_bar(scr, ctx, pal["label"])
    scr.label("title", 16, 48, ctx.pick(["Activity", "Following", "Inbox"]), 28, 700, pal["label"],
              target=ctx.target(28, 700, p=0.3), hue=ctx.pick(ctx.accents))
    y = 96
    k = 0
    while y + 190 < scr.hpt:
        k += 1
        x, w = 12, scr.wpt - 24
        h = 178
        scr.fill(x, y, w, h, card, radius=14)
        if ctx.chance(0.5):
            scr.border("c%d-card" % k, x, y, w, h, "#48484A" if dark else "#D1D1D6", px_width=1, radius=14,
                       target=ctx.target(role="nonText", p=0.6), hue=pal["gray"])
        acc = ctx.pick(ctx.accents)
        scr.dot("c%d-avatar" % k if ctx.chance(0.4) else None, x + 34, y + 34, 20, acc,
                target=ctx.target(role="nonText", p=0.6), hue=acc)
        scr.label(None, x + 34, y + 34 - scr.line_height(15, 700) / 2, "JA", 15, 700, "#FFFFFF", align="center",
                  record=False)
        scr.label("c%d-name" % k, x + 64, y + 14, ctx.pick(["Jane Appleseed", "Kai Tanaka", "Ana Souza"]), 15, 700,
                  pal["label"])
        scr.label("c%d-handle" % k, x + 64, y + 34, ctx.pick(["@jane \u00b7 design", "@kai \u00b7 2h",
                                                                  "@ana \u00b7 Lisbon"]), 13, 400, pal["gray"],
                  target=ctx.target(13, 400), hue=pal["gray"])
        scr.label("c%d-time" % k, x + w - 14, y + 16, ctx.pick(["2m", "1h", "Yesterday"]), 12, 400, pal["gray"],
                  align="right", target=ctx.target(12, 400), hue=pal["gray"])
        lines = int(ctx.pick([2, 3]))
        lead = ctx.pick([1.2, 1.28, 1.35])
        scr.label("c%d-body" % k, x + 14, y + 66, para(ctx, lines), 15, 400, pal["label"], leading=lead,
                  frame_w=w - 28 if ctx.chance(0.5) else None,
                  opacity=ctx.pick([1.0, 1.0, 0.85]), target=ctx.target(15, 400, p=0.4), hue=pal["gray"],
                  vary="opacity")
        cy = y + h - 36
        cx = x + 14
        for j in range(int(ctx.pick([1, 2, 3]))):
            word = ctx.pick(["design", "travel", "#photo", "news", "urgent", "music"])
            tw = scr.text_width(word, 12, 700) + 20
            chip = ctx.pick(ctx.accents)
            # chips: tinted (accent at 15-20%) with accent text, or filled with white text
            if ctx.chance(0.5):
                scr.fill(cx, cy, tw, 24, chip, radius=12, opacity=ctx.pick([0.15, 0.2]))
                scr.label("c%d-chip-%d" % (k, j + 1), cx + tw / 2, cy + 12 - scr.line_height(12, 700) / 2, word,
                          12, 700, chip, align="center", target=ctx.target(12, 700), hue=chip)
            else:
                scr.fill(cx, cy, tw, 24, chip, radius=12)
                scr.label("c%d-chip-%d" % (k, j + 1), cx + tw / 2, cy + 12 - scr.line_height(12, 700) / 2, word,
                          12, 700, "#FFFFFF", align="center", target=ctx.target(12, 700), side="light",
                          hue="#FFFFFF")
            cx += tw + 8
        icx = x + w - 30
        scr.ring_icon("c%d-like" % k if ctx.chance(0.5) else None, icx, cy + 12, 10, pal["gray"], stroke=1.8,
                      target=ctx.target(role="nonText", p=0.6), hue=pal["gray"])
        scr.plus_icon(None, icx - 44, cy + 2, 20, pal["gray"], stroke=2)
        y += h + 12


# ---------------------------------------------------------------- solid: a dense mail list

def mail(scr, ctx):
    """Mail-style rows: sender, date, subject and a two-line preview as separate labels a
    point or two apart, so each region's ring meets its neighbours' ascenders and descenders."""
    pal, rng = ctx.pal, ctx.rng
    bg = pal["cell"]
    scr.fill(0, 0, scr.wpt, scr.hpt, bg)
    status_bar(scr, ctx, pal["label"])
    scr.label("title", 16, 48, ctx.pick(["Inbox", "VIPs", "Archive"]), 32, 700, pal["label"],
              target=ctx.target(32, 700, p=0.3), hue=ctx.pick(ctx.accents))
    y = 100
    k = 0
    senders = ["Apple", "Jane Appleseed", "Kai Tanaka", "Ana Souza", "Travel Desk", "GitHub", "Bank"]
    subjects = ["Your receipt", "Lunch tomorrow?", "Itinerary changed", "Build failed on main", "Statement ready",
                "Re: quarterly deck", "Welcome aboard"]
    gap = ctx.pick([0.5, 1.0, 2.0])
    while y + 96 < scr.hpt:
        k += 1
        unread = ctx.chance(0.5)
        if unread:
            scr.dot("m%d-unread" % k if ctx.chance(0.5) else None, 10, y + 16, 5, pal["blue"],
                    target=ctx.target(role="nonText", p=0.5), hue=pal["blue"])
        lh = scr.line_height(16, 700)
        scr.label("m%d-sender" % k, 24, y + 6, ctx.pick(senders), 16, 700 if unread else 400, pal["label"])
        scr.label("m%d-date" % k, scr.wpt - 30, y + 8, ctx.pick(["9:41", "Yesterday", "Monday", "12/03/24"]), 14,
                  400, pal["gray"], align="right", target=ctx.target(14, 400), hue=pal["gray"])
        scr.chevron(None, scr.wpt - 24, y + 10, pal["chevron"], w=7, h=12, stroke=1.8)
        sy = y + 6 + lh + gap
        scr.label("m%d-subject" % k, 24, sy, ctx.pick(subjects), 15, 400, pal["label"],
                  target=ctx.target(15, 400, p=0.3), hue=pal["gray"])
        py = sy + scr.line_height(15) + gap
        scr.label("m%d-preview" % k, 24, py, para(ctx, 2), 14, 400, pal["gray"], leading=1.2,
                  frame_w=scr.wpt - 40 if ctx.chance(0.5) else None, target=ctx.target(14, 400), hue=pal["gray"],
                  opacity=ctx.pick([1.0, 0.6]), vary="opacity")
        y = py + scr.line_height(14) + 14 * 1.2 + 10
        scr.fill(24, y, scr.wpt - 24, 1 / scr.scale, pal["separator"])
        y += 1


# ---------------------------------------------------------------- solid: faint text

def faint(scr, ctx):
    """The text users write in about: labels at 1.04-1.6:1 (white on #F2F2F7, grey on grey)
    among ordinary ones, in a grouped list, its section footers and a tinted banner. For text
    detection (scripts/accuracy --detect counts lines below 1.6:1 apart); the estimator meets
    such text too."""
    pal = ctx.pal
    dark = scr.scheme == "dark"
    status_bar(scr, ctx, pal["label"])
    scr.label("title", 16, 52, ctx.pick(["Control Center", "Wi-Fi", "Display", "Privacy"]), 34, 700, pal["label"])
    y, k = 108, 0
    while y + 260 < scr.hpt:  # a section is at most 24 + 4 x 44 + 48 pt
        # A section header straight on the grouped background, faint or not.
        k += 1
        faint_header = ctx.chance(0.6)
        scr.label("h%d" % k, 20, y, ctx.pick(HEADERS), 13, 400, pal["gray"],
                  target=ctx.free(1.04, 1.6) if faint_header else None, side=ctx.pick(["light", "dark", None]),
                  hue=pal["gray"])
        y += 24
        surface = pal["cell"] if ctx.chance(0.6) else ctx.pick(ctx.accents)
        rows = int(ctx.pick([2, 3, 3, 4]))
        scr.fill(16, y, scr.wpt - 32, rows * 44, surface, radius=10)
        for r in range(rows):
            k += 1
            size = int(ctx.pick([15, 17, 17, 20]))
            ly = y + r * 44 + 22 - scr.line_height(size) / 2
            target = ctx.free(1.04, 1.6) if ctx.chance(0.6) else None
            scr.label("l%d" % k, 32, ly, ctx.pick(LABELS), size, ctx.pick([400, 400, 700]),
                      "#FFFFFF" if dark or surface != pal["cell"] else pal["label"], target=target,
                      hue=ctx.pick(["#FFFFFF", pal["gray"], surface]))
        y += rows * 44 + 8
        # A footer on the grouped background.
        k += 1
        scr.label("f%d" % k, 20, y, ctx.pick(SENTENCES), 13, 400, pal["gray"],
                  target=ctx.free(1.04, 1.6) if ctx.chance(0.5) else None, hue=pal["gray"])
        y += 40
