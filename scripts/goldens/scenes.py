"""Scene builders. Each takes (name, wpt, hpt, scale, rng, bench) and returns a Canvas.

Golden scenes use fixed content; with bench=True labels, rows and some colours are
drawn from rng so every benchmark screenshot differs.
"""

from .core import Canvas, color_for_ratio, composite, contrast, gray_for_ratio
from .photo import landscape

LIGHT = dict(bg="#F2F2F7", cell="#FFFFFF", label="#000000", secondary="#8E8E93", header="#6D6D72",
             chevron="#C4C4C7", separator="#C6C6C8", search="#E3E3E8", search_border="#C7C7CC",
             placeholder="#8E8E93", red="#FF3B30", toggle_off="#E9E9EA", toggle_on="#34C759",
             knob="#FFFFFF", home="#000000", glyph="#FFFFFF")
DARK = dict(bg="#000000", cell="#1C1C1E", label="#FFFFFF", secondary="#8E8E93", header="#8D8D93",
            chevron="#5A5A5F", separator="#38383A", search="#1C1C1E", search_border="#3A3A3C",
            placeholder="#8E8E93", red="#FF453A", toggle_off="#39393D", toggle_on="#30D158",
            knob="#FFFFFF", home="#FFFFFF", glyph="#FFFFFF")

ICON_COLORS = ["#FF9500", "#007AFF", "#34C759", "#FF3B30", "#8E8E93", "#5856D6", "#FF2D55", "#AF52DE", "#5AC8FA"]

GOLDEN_SECTIONS = [
    ("CONNECTIVITY", [
        dict(label="Airplane Mode", icon="#FF9500", toggle=False),
        dict(label="Wi-Fi", icon="#007AFF", value="Home-5G", chevron=True),
        dict(label="Bluetooth", icon="#007AFF", value="On", chevron=True),
        dict(label="Cellular", icon="#34C759", chevron=True),
    ]),
    ("GENERAL", [
        dict(label="General", icon="#8E8E93", chevron=True),
        dict(label="Display & Brightness", icon="#007AFF", chevron=True),
        dict(label="Notifications", icon="#FF3B30", value="Banners", chevron=True),
        dict(label="Battery", icon="#34C759", value="87%", chevron=True),
        dict(label="Focus", icon="#5856D6", toggle=True),
    ]),
    ("ACCOUNT", [
        dict(label="Apple ID", icon="#8E8E93", value="J. Appleseed", chevron=True),
        dict(label="Sign Out", destructive=True),
    ]),
]

LABEL_POOL = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics",
              "Focus", "Screen Time", "General", "Control Center", "Display & Brightness", "Home Screen",
              "Accessibility", "Wallpaper", "Siri & Search", "Face ID & Passcode", "Emergency SOS",
              "Exposure Notifications", "Battery", "Privacy & Security", "App Store", "Wallet", "Passwords",
              "Mail", "Contacts", "Calendar", "Notes", "Reminders", "Messages", "Safari", "Photos", "Camera"]
VALUE_POOL = ["On", "Off", "Home-5G", "Banners", "87%", "Never", "Automatic", "English", "2 min", "Default",
              "Always", "Low", "Medium", "iCloud", "None", "5 GB"]
HEADER_POOL = ["CONNECTIVITY", "GENERAL", "ACCOUNT", "PRIVACY", "APPS", "DISPLAY", "SOUNDS", "STORAGE", "NETWORK"]


def _role_for(size, weight):
    return "largeText" if (size >= 18 or (size >= 14 and weight >= 700)) else "text"


def status_bar(c, color, bg, kind, prefix="status", battery=True):
    c.text(prefix + "-time", 24, 14, "9:41", 16, 700, color, bg, kind)
    if battery:
        x, y = c.wpt - 24 - 27, 18
        c.border(x, y, 25, 12, color, px_width=max(1, c.scale), radius=3)
        c.fill(x + 2, y + 2, 18, 8, color, radius=1.5)
        c.fill(x + 25.5, y + 4, 1.5, 4, color, radius=0.7)
        c.add_shape_region(prefix + "-battery", x, y, 27, 12, "decorative", color, bg, kind)


def chevron(c, x, y, color, w=8, h=13, stroke=2.0):
    s = stroke / 2 + 0.2
    c.polyline([(x + s, y + s), (x + w - s, y + h / 2), (x + s, y + h - s)], stroke, color, (x, y, w, h))


def magnifier(c, x, y, size, color, stroke=1.8):
    r = size * 0.34
    cx, cy = x + r + stroke / 2 + 0.3, y + r + stroke / 2 + 0.3
    c.circle(cx, cy, r, color, stroke=stroke)
    k = 0.7071 * r
    c.polyline([(cx + k, cy + k), (x + size - stroke / 2 - 0.3, y + size - stroke / 2 - 0.3)], stroke, color,
               (x, y, size, size))


def toggle(c, x, y, on, pal):
    c.fill(x, y, 51, 31, pal["toggle_on"] if on else pal["toggle_off"], radius=15.5)
    kx = x + 51 - 2 - 27 if on else x + 2
    c.circle(kx + 13.5, y + 15.5 + 0.6, 13.8, "#000000", alpha=0.08)  # soft shadow
    c.circle(kx + 13.5, y + 15.5, 13.5, pal["knob"])


def settings(name, wpt, hpt, scale, rng, bench, dark=False):
    pal = DARK if dark else LIGHT
    c = Canvas(name, wpt, hpt, scale, pal["bg"], scheme="dark" if dark else "light")
    status_bar(c, pal["label"], pal["bg"], "solid")
    c.text("title", 16, 92, "Settings", 34, 700, pal["label"], pal["bg"], "solid")

    # search field with a 1px border
    sx, sy, sw, sh = 16, 142, wpt - 32, 36
    c.fill(sx, sy, sw, sh, pal["search"], radius=10)
    c.border(sx, sy, sw, sh, pal["search_border"], px_width=1, radius=10)
    c.add_shape_region("search-field", sx, sy, sw, sh, "nonText", pal["search_border"], pal["bg"], "solid")
    magnifier(c, sx + 9, sy + 10, 16, pal["placeholder"])
    c.add_shape_region("search-icon", sx + 9, sy + 10, 16, 16, "nonText", pal["placeholder"], pal["search"], "solid")
    c.text("search-placeholder", sx + 31, sy + 8, "Search", 17, 400, pal["placeholder"], pal["search"], "solid")

    if bench:
        sections = []
        pool = list(LABEL_POOL)
        rng.shuffle(pool)
        heads = list(HEADER_POOL)
        rng.shuffle(heads)
        for si in range(4):
            rows = []
            for ri in range(int(rng.integers(2, 6))):
                lab = pool.pop()
                kind = rng.random()
                row = dict(label=lab, icon=ICON_COLORS[int(rng.integers(len(ICON_COLORS)))])
                if kind < 0.15:
                    row["toggle"] = bool(rng.random() < 0.5)
                else:
                    row["chevron"] = True
                    if kind < 0.6:
                        row["value"] = VALUE_POOL[int(rng.integers(len(VALUE_POOL)))]
                rows.append(row)
            sections.append((heads[si], rows))
        sections[-1][1].append(dict(label="Sign Out", destructive=True))
    else:
        sections = GOLDEN_SECTIONS

    y = 196
    cx0, cw = 16, wpt - 32
    row_h = 44
    n_regions_budget = 40
    recorded_chev = recorded_icon = 0
    row_no = 0
    limit_y = hpt - 40
    for si, (head, rows) in enumerate(sections):
        if y + 22 + row_h * 2 > limit_y:
            break
        c.text("section-%d-header" % (si + 1), cx0 + 16, y, head, 13, 400, pal["header"], pal["bg"], "solid")
        y += 22
        fit = min(len(rows), int((limit_y - y) // row_h))
        rows = rows[:fit]
        gh = row_h * len(rows)
        c.fill(cx0, y, cw, gh, pal["cell"], radius=10)
        for ri, row in enumerate(rows):
            row_no += 1
            ry = y + ri * row_h
            rid = "row-%d" % row_no
            lx = cx0 + 16
            if row.get("icon"):
                c.fill(cx0 + 15, ry + 7.5, 29, 29, row["icon"], radius=7)
                # simple glyph: a white ring with a dot
                c.circle(cx0 + 29.5, ry + 22, 7.5, pal["glyph"], stroke=2.0)
                c.circle(cx0 + 29.5, ry + 22, 2.5, pal["glyph"])
                if ri == 0 or bench and rng.random() < 0.25:
                    recorded_icon += 1
                    c.add_shape_region(rid + "-icon", cx0 + 15, ry + 7.5, 29, 29, "nonText", row["icon"], pal["cell"], "solid")
                lx = cx0 + 59
            if ri < len(rows) - 1:
                # hairline separator (1 device px), inset to the label
                c.fill(lx, ry + row_h - 1 / scale, cx0 + cw - lx, 1 / scale, pal["separator"])
                if row_no == 2:
                    c.add_shape_region("separator-1", lx, ry + row_h - 1 / scale, cx0 + cw - lx, 1 / scale,
                                       "decorative", pal["separator"], pal["cell"], "solid")
            ty = ry + (row_h - c.line_height(17)) / 2
            ty = int(ty)
            if row.get("destructive"):
                c.text(rid + "-label", lx, ty, row["label"], 17, 400, pal["red"], pal["cell"], "solid")
                continue
            c.text(rid + "-label", lx, ty, row["label"], 17, 400, pal["label"], pal["cell"], "solid")
            right = cx0 + cw - 16
            if "toggle" in row:
                toggle(c, right - 51, ry + 6.5, row["toggle"], pal)
                c.add_shape_region(rid + "-switch", right - 51, ry + 6.5, 51, 31, "nonText",
                                   pal["toggle_on"] if row["toggle"] else pal["toggle_off"], pal["cell"], "solid")
                continue
            if row.get("chevron"):
                chx = right - 8
                chevron(c, chx, ry + 15.5, pal["chevron"])
                if (ri % 2 == 0) if not bench else (rng.random() < 0.5):
                    recorded_chev += 1
                    c.add_shape_region(rid + "-chevron", chx, ry + 15.5, 8, 13, "nonText", pal["chevron"], pal["cell"], "solid")
                right = chx - 8
            if row.get("value"):
                c.text(rid + "-value", right, ty, row["value"], 17, 400, pal["secondary"], pal["cell"], "solid",
                       align="right")
        y += gh + 20

    if y - 12 + 16 < hpt - 24:
        c.text("footer", cx0 + 16, y - 12, "Version 17.4 (21E219)", 13, 400, pal["header"], pal["bg"], "solid")
    c.fill(wpt / 2 - 67, hpt - 13, 134, 5, pal["home"], radius=2.5)
    c.add_shape_region("home-indicator", wpt / 2 - 67, hpt - 13, 134, 5, "decorative", pal["home"], pal["bg"], "solid")
    return c


def material_card(name, wpt, hpt, scale, rng, bench):
    c = Canvas(name, wpt, hpt, scale, "#000000", scheme="light")
    photo = landscape(c.img.width, c.img.height, rng, None if bench else None)
    c.img.paste(photo, (0, 0))
    status_bar(c, "#FFFFFF", None, "photo", battery=True)
    c.text("photo-title", 16, 60, "Emerald Bay", 34, 700, "#FFFFFF", None, "photo")
    # hard case: caption directly on the busy photo, no material
    x, y, w, h = 16, round(hpt * 0.45), wpt - 32, 236
    c.text("photo-caption", 16, y - 36, "Sunset over the ridge, 6:42 PM", 15, 400, "#FFFFFF", None, "photo")

    # the card: regular material (blur + saturation + 60% white tint), 1px border
    c.material(x, y, w, h, 20, tint="#FFFFFF", tint_alpha=0.6, blur_px=20, saturation=1.2)
    c.border(x, y, w, h, "#D1D1D6", px_width=1, radius=20)
    c.add_shape_region("card", x, y, w, h, "nonText", "#D1D1D6", None, "material")
    c.circle(x + 36, y + 36, 20, "#5856D6")
    c.text("avatar-initials", x + 36, y + 36 - c.line_height(15, 700) / 2, "JA", 15, 700, "#FFFFFF", "#5856D6",
           "solid", align="center")
    c.add_shape_region("avatar", x + 16, y + 16, 40, 40, "nonText", "#5856D6", None, "material")
    c.text("card-title", x + 64, y + 16, "Account", 22, 700, "#000000", None, "material")
    c.text("card-subtitle", x + 64, y + 44, "Checking \u2022\u2022\u2022\u2022 4821", 13, 400, "#6E6E73", None, "material")
    c.text("balance", x + 16, y + 72, "Balance: $1,234", 28, 700, "#000000", None, "material")
    c.text("balance-detail", x + 16, y + 112, "Available to spend today", 15, 400, "#48484D", None, "material")
    c.fill(x + 16, y + 142, w - 32, 1 / scale, "#3C3C43", alpha=0.29)
    c.add_shape_region("card-divider", x + 16, y + 142, w - 32, 1 / scale, "decorative", "#3C3C43", None, "material")
    c.text("updated", x + 16, y + 152, "Updated 2 min ago", 13, 400, "#6E6E73", None, "material")
    bx, by, bw, bh = x + 16, y + h - 16 - 44, w - 32, 44
    c.fill(bx, by, bw, bh, "#007AFF", radius=12)
    c.add_shape_region("transfer-button", bx, by, bw, bh, "nonText", "#007AFF", None, "material")
    c.text("transfer-label", bx + bw / 2, by + (bh - c.line_height(17, 700)) / 2 // 1, "Transfer", 17, 700,
           "#FFFFFF", "#007AFF", "solid", align="center")

    # second card: recent transactions on the same regular material
    tx, ty, tw, th = 0, hpt - 83, wpt, 83
    y2 = y + h + 12
    h2 = ty - 12 - y2
    n_rows = int((h2 - 40) // 36)
    if n_rows >= 1:
        h2 = 40 + 36 * n_rows
        c.material(x, y2, w, h2, 16, tint="#FFFFFF", tint_alpha=0.6, blur_px=20, saturation=1.2)
        c.border(x, y2, w, h2, "#D1D1D6", px_width=1, radius=16)
        c.add_shape_region("recent-card", x, y2, w, h2, "nonText", "#D1D1D6", None, "material")
        c.text("recent-header", x + 16, y2 + 12, "RECENT", 13, 700, "#3C3C43", None, "material")
        pool = [("Coffee Roasters", "-$4.50", "#FF9500"), ("Salary", "+$2,400.00", "#34C759"),
                ("Grocery Market", "-$62.18", "#FF2D55"), ("Transit Pass", "-$30.00", "#5856D6"),
                ("Bookshop", "-$18.99", "#AF52DE"), ("Refund", "+$12.00", "#5AC8FA")]
        if bench:
            rng.shuffle(pool)
        for i in range(n_rows):
            nm, amt, dot = pool[i % len(pool)]
            ry = y2 + 36 + 36 * i
            c.circle(x + 26, ry + 14, 10, dot)
            c.add_shape_region("recent-%d-icon" % (i + 1), x + 16, ry + 4, 20, 20, "nonText", dot, None, "material")
            c.text("recent-%d-name" % (i + 1), x + 44, ry + 4, nm, 15, 400, "#000000", None, "material")
            c.text("recent-%d-amount" % (i + 1), x + w - 16, ry + 4, amt, 15, 400,
                   "#248A3D" if amt.startswith("+") else "#3C3C43", None, "material", align="right")

    # bottom toolbar: dark thin material
    c.material(tx, ty, tw, th, 0, tint="#1C1C1E", tint_alpha=0.7, blur_px=24, saturation=1.3)
    items = ["Library", "For You", "Albums", "Search"]
    for i, it in enumerate(items):
        cx = wpt * (i + 0.5) / len(items)
        col = "#0A84FF" if i == 0 else "#98989D"
        alpha = 1.0
        c.circle(cx, ty + 18, 10, col, stroke=2.0, alpha=alpha)
        c.add_shape_region("tab-%d-icon" % (i + 1), cx - 10 - 1, ty + 7, 22, 22, "nonText", col, None, "material")
        c.text("tab-%d-label" % (i + 1), cx, ty + 32, it, 10, 400, col, None, "material", alpha=alpha, align="center")
    return c


def gradient_header(name, wpt, hpt, scale, rng, bench):
    c = Canvas(name, wpt, hpt, scale, "#FFFFFF", scheme="light")
    if bench:
        pairs = [("#1E3C72", "#2A5298"), ("#0F2027", "#2C5364"), ("#4B134F", "#C94B4B"), ("#134E5E", "#71B280"),
                 ("#373B44", "#4286F4"), ("#8E2DE2", "#4A00E0")]
        g0, g1 = pairs[int(rng.integers(len(pairs)))]
    else:
        g0, g1 = "#1E3C72", "#2A5298"
    hh = 280
    c.gradient(0, 0, wpt, hh, [(0, g0), (1, g1)], direction=(0.6, 0.8))
    status_bar(c, "#FFFFFF", None, "gradient")
    c.text("title", 16, 96, "Good Morning", 34, 700, "#FFFFFF", None, "gradient")
    c.text("subtitle", 16, 140, "Tuesday, 12 March", 17, 400, "#C9D6EA", None, "gradient")
    c.text("header-note", 16, 168, "3 new messages \u00b7 2 reminders", 13, 400, "#8FA3C8", None, "gradient")
    # radial gradient badge
    bx, by, bs = wpt - 16 - 72, 92, 72
    c.gradient(bx, by, bs, bs, [(0, "#FFE259"), (0.6, "#FFC837"), (1, "#F7971E")], radius=bs / 2, radial=True)
    c.add_shape_region("badge", bx, by, bs, bs, "nonText", "#F7971E", None, "gradient")
    c.text("badge-label", bx + bs / 2, by + bs / 2 - c.line_height(15, 700) / 2, "NEW", 15, 700, "#5A3000", None,
           "gradient", align="center")
    # pill button on the header
    c.fill(16, 212, 128, 36, "#FFFFFF", radius=18, alpha=0.18)
    pill_bg = None
    c.text("header-button-label", 16 + 64, 212 + (36 - c.line_height(15, 700)) / 2 // 1, "View inbox", 15, 700,
           "#FFFFFF", pill_bg, "gradient", align="center")

    # body on white
    y = hh + 24
    c.text("section-title", 16, y, "Today", 22, 700, "#000000", "#FFFFFF", "solid")
    c.text("see-all", wpt - 16, y + 4, "See all", 15, 400, "#007AFF", "#FFFFFF", "solid", align="right")
    y += 36
    paras = ["Your order #4821 has shipped and", "should arrive by Thursday afternoon.",
             "Track it from the Orders tab at any time."]
    for i, p in enumerate(paras):
        c.text("body-%d" % (i + 1), 16, y, p, 15, 400, "#3C3C43", "#FFFFFF", "solid")
        y += 20
    y += 12
    items = [("#34C759", "Payment received", "#1C1C1E"), ("#FF9500", "Subscription renews in 3 days", "#1C1C1E"),
             ("#FF3B30", "Card expires soon", "#FF3B30")]
    if bench:
        extra = [("#007AFF", "New sign-in from iPad", "#1C1C1E"), ("#AF52DE", "Photos backed up", "#3C3C43"),
                 ("#FFCC00", "Storage almost full", "#1C1C1E"), ("#5AC8FA", "Weekly report ready", "#007AFF"),
                 ("#8E8E93", "2 updates available", "#8E8E93")]
        rng.shuffle(extra)
        items = items + extra[:int((hpt - 844) // 26)]
    for i, (dot, txt, col) in enumerate(items):
        c.circle(24, y + 10, 5, dot)
        c.add_shape_region("status-dot-%d" % (i + 1), 19, y + 5, 10, 10, "nonText", dot, "#FFFFFF", "solid")
        c.text("list-%d" % (i + 1), 36, y, txt, 15, 400, col, "#FFFFFF", "solid")
        y += 26
    y += 14
    # promo card: vertical purple -> orange gradient
    px_, pw, ph = 16, wpt - 32, 150
    c.gradient(px_, y, pw, ph, [(0, "#6A3093"), (1, "#FF8C42")], direction=(0, 1), radius=16)
    c.text("promo-title", px_ + 20, y + 18, "Summer Sale", 28, 700, "#FFFFFF", None, "gradient")
    c.text("promo-body", px_ + 20, y + 62, "Up to 40% off selected items", 15, 400, "#FFFFFF", None, "gradient")
    c.text("promo-footnote", px_ + 20, y + 118, "Ends Sunday. Terms apply.", 12, 400, "#FFE8D6", None, "gradient")
    y += ph + 20
    c.text("caption", 16, y, "Prices include VAT where applicable.", 12, 400, "#8E8E93", "#FFFFFF", "solid")

    # tab bar
    ty = hpt - 83
    c.fill(0, ty, wpt, 83, "#F9F9F9")
    c.fill(0, ty, wpt, 1 / scale, "#B2B2B2")
    c.add_shape_region("tabbar-separator", 0, ty, wpt, 1 / scale, "decorative", "#B2B2B2", "#F9F9F9", "solid")
    for i, it in enumerate(["Home", "Orders", "Profile"]):
        cx = wpt * (i + 0.5) / 3
        col = "#007AFF" if i == 0 else "#999999"
        c.circle(cx, ty + 18, 10, col, stroke=2.0)
        c.add_shape_region("tab-%d-icon" % (i + 1), cx - 11, ty + 7, 22, 22, "nonText", col, "#F9F9F9", "solid")
        c.text("tab-%d-label" % (i + 1), cx, ty + 32, it, 10, 400, col, "#F9F9F9", "solid", align="center")
    return c


THIN_TARGETS = [4.40, 4.47, 4.53, 4.60, 6.90, 6.97, 7.05]


def thin_text(name, wpt, hpt, scale, rng, bench):
    c = Canvas(name, wpt, hpt, scale, "#FFFFFF", scheme="light")
    half = hpt / 2
    dark_bg = "#1C1C1E"
    c.fill(0, half, wpt, hpt - half, dark_bg)
    status_bar(c, "#000000", "#FFFFFF", "solid", battery=False)
    targets = list(THIN_TARGETS)
    if bench:
        targets = [round(t + (rng.random() - 0.5) * 0.1, 2) for t in targets]
    sizes = [11, 12, 13]
    words = ["The quick brown fox", "jumps over the lazy dog", "Pack my box with", "five dozen liquor jugs",
             "Sphinx of black quartz", "judge my vow"]
    for part, (bg, fg_head, y0) in enumerate((("#FFFFFF", "#000000", 44), (dark_bg, "#FFFFFF", half + 8))):
        tag = "light" if part == 0 else "dark"
        c.text("%s-heading" % tag, 16, y0, "ExtraLight on %s" % bg, 17, 700, fg_head, bg, "solid")
        y = y0 + 24
        n = 0
        for ti, t in enumerate(targets):
            col = color_for_ratio(bg, t, below=None, base=gray_for_ratio(bg, t))
            for size in sizes:
                n += 1
                r = contrast(col, bg)
                s = "%s %.3f:1 %dpt %s" % (col, r, size, words[(ti + size) % len(words)])
                c.text("%s-%d" % (tag, n), 16, y, s, size, 200, col, bg, "solid")
                y += -(-c.line_height(size) // 1) + 2
    return c


# ---------------------------------------------------------------- small cards

CARD_THEMES = {
    "card-light": dict(scheme="light", contrast="standard", level="base", canvas="#F2F2F7", card="#FFFFFF",
                       border="#D1D1D6", title="#000000", secondary="#8E8E93", body="#3C3C43", accent="#007AFF",
                       avatar="#5856D6", onaccent="#FFFFFF"),
    "card-dark-elevated": dict(scheme="dark", contrast="standard", level="elevated", canvas="#1C1C1E",
                               card="#2C2C2E", border="#48484A", title="#FFFFFF", secondary="#98989F",
                               body=composite("#EBEBF5", "#2C2C2E", 0.6), accent="#0A84FF", avatar="#5E5CE6",
                               onaccent="#FFFFFF"),
    "card-increased": dict(scheme="light", contrast="increased", level="base", canvas="#F2F2F7", card="#FFFFFF",
                           border="#6C6C70", title="#000000", secondary="#6C6C70",
                           body=composite("#3C3C43", "#FFFFFF", 0.85), accent="#0040DD", avatar="#3634A3",
                           onaccent="#FFFFFF"),
    "card-failing": dict(scheme="light", contrast="standard", level="base", canvas="#FFFFFF", card="#FFFFFF",
                         border="#EFEFF4", title="#AAAAAA", secondary="#C7C7CC", body="#AAAAAA", accent="#FFCC00",
                         avatar="#E5E5EA", onaccent="#FFFFFF"),
}


def card(name, wpt, hpt, scale, rng, bench, theme):
    th = CARD_THEMES[theme]
    c = Canvas(name, wpt, hpt, scale, th["canvas"], scheme=th["scheme"], contrast_=th["contrast"], level=th["level"])
    x, y, w, h = 12, 12, wpt - 24, hpt - 24
    c.fill(x, y, w, h, th["card"], radius=12)
    c.border(x, y, w, h, th["border"], px_width=1 if scale < 2 else 2 if theme == "card-increased" else 1, radius=12)
    c.add_shape_region("card", x, y, w, h, "nonText", th["border"], th["canvas"], "solid")
    c.circle(x + 36, y + 36, 22, th["avatar"])
    c.add_shape_region("avatar", x + 14, y + 14, 44, 44, "nonText", th["avatar"], th["card"], "solid")
    c.text("avatar-initials", x + 36, y + 36 - c.line_height(17, 700) // 2, "JA", 17, 700, th["onaccent"],
           th["avatar"], "solid", align="center")
    c.text("name", x + 68, y + 14, "Jane Appleseed", 17, 700, th["title"], th["card"], "solid")
    c.text("handle", x + 68, y + 36, "@jane \u00b7 design team", 13, 400, th["secondary"], th["card"], "solid")
    c.text("timestamp", x + w - 14, y + 16, "2m", 13, 400, th["secondary"], th["card"], "solid", align="right")
    c.text("body-1", x + 14, y + 70, "Meeting moved to 3 PM in", 15, 400, th["body"], th["card"], "solid")
    c.text("body-2", x + 14, y + 90, "room Aurora. Bring the deck.", 15, 400, th["body"], th["card"], "solid")
    bw, bh = 96, 34
    bx, by = x + w - 14 - bw, y + h - 12 - bh
    c.fill(bx, by, bw, bh, th["accent"], radius=17)
    c.add_shape_region("reply-button", bx, by, bw, bh, "nonText", th["accent"], th["card"], "solid")
    c.text("reply-label", bx + bw / 2, by + (bh - c.line_height(15, 700)) // 2, "Reply", 15, 700, th["onaccent"],
           th["accent"], "solid", align="center")
    chevron(c, x + 14, by + 10.5, th["secondary"], w=8, h=13)
    c.add_shape_region("more-chevron", x + 14, by + 10.5, 8, 13, "nonText", th["secondary"], th["card"], "solid")
    c.text("more-label", x + 26, by + (bh - c.line_height(13)) // 2, "3 more", 13, 400, th["accent"], th["card"], "solid")
    return c


def card_translucent(name, wpt, hpt, scale, rng, bench):
    c = Canvas(name, wpt, hpt, scale, "#3A6EA5", scheme="light")
    c.text("title", 16, 14, "Now Playing", 22, 700, "#FFFFFF", "#3A6EA5", "solid")
    c.text("artist", 16, 44, "Translucent white 60% on blue", 15, 400, "#FFFFFF", "#3A6EA5", "solid", alpha=0.6)
    c.text("album", 16, 66, "White 85% on blue", 13, 400, "#FFFFFF", "#3A6EA5", "solid", alpha=0.85)
    c.text("elapsed", 16, 88, "1:24 / 3:57 (white 40%)", 12, 400, "#FFFFFF", "#3A6EA5", "solid", alpha=0.4)
    px_, py_, pw, ph = 16, 112, wpt - 32, hpt - 112 - 14
    c.fill(px_, py_, pw, ph, "#F5F5F5", radius=10)
    c.add_shape_region("panel", px_, py_, pw, ph, "decorative", "#F5F5F5", "#3A6EA5", "solid")
    c.text("panel-primary", px_ + 12, py_ + 10, "Black 60% on #F5F5F5", 15, 400, "#000000", "#F5F5F5", "solid",
           alpha=0.6)
    c.text("panel-secondary", px_ + 12, py_ + 32, "Black 30% on #F5F5F5 (fails)", 13, 400, "#000000", "#F5F5F5",
           "solid", alpha=0.3)
    yw = 124
    c.fill(px_ + pw - yw - 12, py_ + 8, yw, 28, "#FFD60A", radius=8)
    c.text("chip-label", px_ + pw - 12 - yw / 2, py_ + 8 + (28 - c.line_height(13, 700)) // 2, "Black 60%", 13, 700,
           "#000000", "#FFD60A", "solid", alpha=0.6, align="center")
    return c
