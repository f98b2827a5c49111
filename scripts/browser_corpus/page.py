"""One screen as an HTML page whose marks (text, icons, borders, fills, switch parts) can be
shown as they are, made invisible, or drawn alone as a black coverage mask, without moving
anything: the three renders the truth is read from.

Every element is absolutely positioned in the body, in points (CSS px), and painted in DOM
order, so what is under what is exactly what the builder wrote. A mark carries
data-mark="LEVEL": level 1 sits on a surface that is not a mark; level 2 on a level-1 mark (a
switch's thumb on its track, a button's label on its fill); level 3 on a level-2 mark (a
segmented control's label on the selected segment). The render "bgL" hides every mark of level
L or more, so the true background of a level-L mark is render bgL under it.
"""

import colorsys
import html as H

import numpy as np

from accuracy_corpus.screen import threshold_for

from . import photos as P

MODE_CSS = """
html.bg1 [data-mark], html.bg2 [data-mark="2"], html.bg2 [data-mark="3"], html.bg3 [data-mark="3"] {
  color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  filter: none !important; }
html.bg1 [data-mark][data-kind=fill], html.bg2 [data-mark="2"][data-kind=fill], html.bg2 [data-mark="3"][data-kind=fill],
html.bg3 [data-mark="3"][data-kind=fill] { background: transparent !important; box-shadow: none !important; }
html.bg1 [data-mark][data-kind=border], html.bg2 [data-mark="2"][data-kind=border], html.bg3 [data-mark="3"][data-kind=border] {
  border-color: transparent !important; box-shadow: none !important; }
html.mask { background: #fff !important; }
html.mask body, html.mask body * { background: transparent !important; border-color: transparent !important;
  box-shadow: none !important; text-shadow: none !important; backdrop-filter: none !important;
  -webkit-backdrop-filter: none !important; filter: none !important; mix-blend-mode: normal !important;
  opacity: 1 !important; color: transparent !important; -webkit-text-fill-color: transparent !important; }
html.mask body [data-on][data-kind=text], html.mask body [data-on][data-kind=icon],
html.mask body [data-on][data-kind=icon] * {
  color: #000 !important; -webkit-text-fill-color: #000 !important; }
html.mask body [data-on][data-kind=fill] { background: #000 !important; }
html.mask body [data-on][data-kind=border] { border-color: #000 !important; }
"""

ICONS = {
    # 24x24 viewBox paths, filled with currentColor
    "bell": "M12 2a1.5 1.5 0 0 1 1.5 1.5v.7A6 6 0 0 1 18 10v5l2 2v1H4v-1l2-2v-5a6 6 0 0 1 4.5-5.8v-.7A1.5 1.5 0 0 1 12 2zm-2 17h4a2 2 0 0 1-4 0z",
    "heart": "M12 21s-7-4.5-9.3-9A5.2 5.2 0 0 1 12 6.3 5.2 5.2 0 0 1 21.3 12C19 16.5 12 21 12 21z",
    "star": "M12 2.5l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z",
    "gear": "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-1.5-6h3l.5 3 2 .9 2.5-1.8 2.1 2.1-1.8 2.5.9 2 3 .5v3l-3 .5-.9 2 1.8 2.5-2.1 2.1-2.5-1.8-2 .9-.5 3h-3l-.5-3-2-.9-2.5 1.8-2.1-2.1 1.8-2.5-.9-2-3-.5v-3l3-.5.9-2-1.8-2.5 2.1-2.1 2.5 1.8 2-.9z",
    "chevron": "M8.6 4.2l1.6-1.6L19.6 12l-9.4 9.4-1.6-1.6 7.8-7.8z",
    "wifi": "M12 18.5a2 2 0 1 1 0 .01zM4 10a11.5 11.5 0 0 1 16 0l-1.8 1.8a9 9 0 0 0-12.4 0zm3.4 3.4a6.7 6.7 0 0 1 9.2 0l-1.8 1.8a4.2 4.2 0 0 0-5.6 0z",
    "camera": "M4 7h3l1.5-2h7L17 7h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 2.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
    "plus": "M10.5 3h3v7.5H21v3h-7.5V21h-3v-7.5H3v-3h7.5z",
    "search": "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z",
    "flash": "M13 2L5 13h6l-1 9 8-11h-6z",
}


def css_rgba(c, alpha=1.0):
    c = np.clip(np.floor(np.asarray(c) * 255 + 0.5), 0, 255).astype(int)
    if alpha >= 1:
        return "rgb(%d,%d,%d)" % tuple(c)
    return "rgba(%d,%d,%d,%.3f)" % (c[0], c[1], c[2], alpha)


def hsl(h, s, l):
    return np.array(colorsys.hls_to_rgb(h % 1.0, l, s))


class Mark:
    def __init__(self, el, kind, level, solve=None):
        self.el, self.kind, self.level, self.solve = el, kind, level, solve


class RegionSpec:
    def __init__(self, rid, frame, role, marks, text=None, size=None, weight=None, cats=(), pairs=None):
        self.id, self.frame, self.role, self.marks = rid, frame, role, marks
        self.text, self.size, self.weight = text, size, weight
        self.cats = set(cats)
        # compound controls: [(mark index, "what it is against")]; otherwise every mark is one part
        self.pairs = pairs


class Page:
    def __init__(self, kind, rng, w, h, scale, scheme, contrast):
        self.kind, self.rng, self.w, self.h, self.scale = kind, rng, w, h, scale
        self.scheme, self.contrast = scheme, contrast
        self.dark = scheme == "dark"
        self.body_bg = "#000000" if self.dark else "#F2F2F7"
        self.parts = []
        self.styles = []
        self.regions = []
        self.marks = {}
        self._n = 0
        self.photo_cache = {}

    # ------------------------------------------------------------ ids and colours
    def new_id(self, prefix="e"):
        self._n += 1
        return "%s%d" % (prefix, self._n)

    @property
    def increased(self):
        return self.contrast == "increased"

    def threshold(self, role, size=None, weight=None):
        return threshold_for(role, size, weight, self.increased)

    def target(self, threshold, near=0.7):
        """A ratio for a solved colour: mostly within 2-15% of the threshold, either side."""
        if self.rng.random() < near:
            side = 1 if self.rng.random() < 0.5 else -1
            return threshold * (1 + side * self.rng.uniform(0.02, 0.15))
        return float(np.exp(self.rng.uniform(np.log(1.25), np.log(14))))

    def ink_side(self):
        return "light" if self.dark else "dark"

    # ------------------------------------------------------------ elements
    def add(self, tag, x, y, w=None, h=None, style="", inner="", attrs=""):
        el = self.new_id()
        geo = "left:%.2fpx;top:%.2fpx;" % (x, y)
        if w is not None:
            geo += "width:%.2fpx;" % w
        if h is not None:
            geo += "height:%.2fpx;" % h
        self.parts.append('<%s id="%s" class="a" style="%s%s" %s>%s</%s>' % (tag, el, geo, style, attrs, inner, tag))
        return el

    def box(self, x, y, w, h, style):
        return self.add("div", x, y, w, h, style)

    def photo(self, x, y, w, h, kind, style=""):
        img = P.make(kind, self.rng, max(8, int(round(w * self.scale))), max(8, int(round(h * self.scale))))
        return self.box(x, y, w, h, "background-image:url(%s);background-size:100%% 100%%;%s" % (P.data_url(img), style))

    def _mark_attrs(self, kind, level):
        return 'data-mark="%d" data-kind="%s"' % (level, kind)

    def text(self, x, y, s, size=17, weight=400, color=None, style="", level=1, solve=None, width=None,
             family="DejaVu Sans", lh=None):
        """A label. `solve` = dict(hue, alpha, mode, target, side): its colour is solved after
        the background is rendered; otherwise `color` (CSS) is used."""
        fam = "font-family:'%s';" % family
        if weight <= 300:
            fam = "font-family:'DejaVu Sans Light','DejaVu Sans';font-weight:200;"
            wcss = ""
        else:
            wcss = "font-weight:%d;" % weight
        wrap = "white-space:nowrap;" if width is None else "white-space:normal;"
        lhcss = "line-height:%.2fpx;" % lh if lh else ""
        st = "%sfont-size:%.2fpx;%s%s%scolor:%s;%s" % (fam, size, wcss, wrap, lhcss, color or "#000", style)
        el = self.add("div", x, y, width, None, st, H.escape(s), self._mark_attrs("text", level))
        self.marks[el] = Mark(el, "text", level, solve)
        return el

    def icon(self, x, y, size, name, color=None, style="", level=1, solve=None):
        svg = '<svg width="%.2f" height="%.2f" viewBox="0 0 24 24" style="display:block"><path fill="currentColor" d="%s"/></svg>' % (
            size, size, ICONS[name])
        el = self.add("div", x, y, size, size, "color:%s;%s" % (color or "#000", style), svg,
                      self._mark_attrs("icon", level))
        self.marks[el] = Mark(el, "icon", level, solve)
        return el

    def fill(self, x, y, w, h, color, radius=0, style="", level=1, solve=None, inner=""):
        el = self.add("div", x, y, w, h, "background:%s;border-radius:%.2fpx;%s" % (color, radius, style), inner,
                      self._mark_attrs("fill", level))
        self.marks[el] = Mark(el, "fill", level, solve)
        return el

    def border(self, x, y, w, h, color, width=1, radius=8, fill=None, style="", level=1, solve=None):
        st = "box-sizing:border-box;border:%.2fpx solid %s;border-radius:%.2fpx;background-clip:padding-box;%s%s" % (
            width, color, radius, ("background-color:%s;" % fill) if fill else "", style)
        el = self.add("div", x, y, w, h, st, "", self._mark_attrs("border", level))
        self.marks[el] = Mark(el, "border", level, solve)
        return el

    # ------------------------------------------------------------ regions
    def region(self, frame, role, marks, text=None, size=None, weight=None, cats=(), pairs=None, rid=None):
        rid = rid or "r%02d" % (len(self.regions) + 1)
        r = RegionSpec(rid, frame, role, [self.marks[m] for m in marks], text, size, weight, cats, pairs)
        self.regions.append(r)
        return r

    def label(self, x, y, s, size=17, weight=400, cats=(), hue=None, alpha=1.0, mode="normal", target=None,
              side=None, color=None, style="", level=1, listed=True, width=None, lh=None, near=0.7):
        """A text mark, solved towards a target ratio (or given `color`), listed as a region."""
        solve = None
        if color is None:
            thr = self.threshold("text", size, weight)
            solve = {"hue": hue if hue is not None else hsl(self.rng.random(), self.rng.uniform(0, 0.7), 0.5),
                     "alpha": alpha, "mode": mode, "target": target or self.target(thr, near), "side": side or self.ink_side()}
        blend = "mix-blend-mode:%s;" % mode if mode != "normal" else ""
        el = self.text(x, y, s, size, weight, color or "#808080", blend + style, level, solve, width, lh=lh)
        if listed:
            self.region(el, "text", [el], s, size, weight, cats)
        return el

    # ------------------------------------------------------------ document
    def html(self):
        return ("<!doctype html><html><head><meta charset='utf-8'><style>"
                "html,body{margin:0;padding:0}"
                "body{width:%dpx;height:%dpx;position:relative;overflow:hidden;background:%s;"
                "font-family:'DejaVu Sans';-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision}"
                ".a{position:absolute;margin:0}%s%s</style></head><body>%s</body></html>") % (
            self.w, self.h, self.body_bg, "".join(self.styles), MODE_CSS, "".join(self.parts))
