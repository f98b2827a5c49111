"""The accuracy table as aligned text (terminal) or GitHub Markdown (README)."""

ESTIMATORS = [("tool", "contrastscan"), ("A", "naive A: centre pixel"), ("B", "naive B: ring median")]

FOOTNOTES = [
    "error: |tool - true| / true on the WCAG ratio; a region with no ratio counts as the worst error.",
    "agree: verdict agreement among the regions the estimator decided (pass or fail, not review); "
    "the naive baselines always decide.",
    "FP: false passes (truth fails, estimator passes); dFP: dangerous false passes (true ratio more than 5% "
    "below the threshold, estimator passes); FF: false fails.",
    "review: share answered review (or skipped/error).",
    "agree >2%: verdict agreement on the decided regions whose true ratio is more than 2% from the threshold; "
    "uniform: visible marks (true ratio >= 1.05, coverage present) answered 'the box is uniform'.",
    "A region counts in every category it is tagged with.",
]


def pct(v, digits=1):
    if v is None:
        return "-"
    if v >= 10:
        return ">999%"
    return "%.*f%%" % (digits, 100 * v)


def _main_cells(r):
    return [str(r["n"]), pct(r["medianError"]), pct(r["p90Error"]), pct(r["within5"], 0), pct(r["within10"], 0),
            pct(r["agreement"], 1), str(r["falsePasses"]), str(r["dangerousFalsePasses"]), str(r["falseFails"]),
            pct(r["review"], 0), pct(r.get("agreementClear"), 1), str(r.get("uniformVisible", 0))]


MAIN_HEAD = ["n", "median err", "p90 err", "<=5%", "<=10%", "agree", "FP", "dFP", "FF", "review", "agree >2%",
             "uniform"]


def overall_rows(tab):
    return [[label] + _main_cells(tab[key]["all"]) for key, label in ESTIMATORS if key in tab]


def category_rows(tab, categories):
    rows = []
    for c in categories:
        r = tab["tool"].get(c)
        if not r:
            continue
        a, b = tab.get("A", {}).get(c), tab.get("B", {}).get(c)
        rows.append([c] + _main_cells(r) + [
            "%s / %s" % (pct(a["within5"], 0) if a else "-", pct(b["within5"], 0) if b else "-"),
            "%s / %s" % (pct(a["agreement"], 0) if a else "-", pct(b["agreement"], 0) if b else "-")])
    return rows


CAT_HEAD = ["category"] + MAIN_HEAD + ["<=5% A / B", "agree A / B"]


def _align(head, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    line = lambda cells: "  ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    return [line(head), "  ".join("-" * w for w in widths)] + [line(r) for r in rows]


def _md(head, rows):
    head = [h.replace("<=", "\u2264 ") for h in head]
    out = ["| " + " | ".join(head) + " |", "|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|"]
    out += ["| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |" for r in rows]
    return out


def worst_rows(items):
    rows = []
    for it in items:
        t = it.truth
        rows.append([it.image[:-4], t["id"], ",".join(c for c in t["categories"] if c not in ("light", "dark")),
                     "%.3f" % t["ratio"], "-" if it.ratio is None else "%.3f" % it.ratio,
                     pct(it.error if it.ratio is not None else None), it.verdict,
                     "; ".join(it.warnings) or "-"])
    return rows


WORST_HEAD = ["image", "id", "categories", "true", "tool", "error", "verdict", "warnings"]


def text(tab, categories, worst, targets, summary):
    out = [summary, "", "Overall"]
    out += _align(["estimator"] + MAIN_HEAD, overall_rows(tab))
    out += ["", "contrastscan per category (last two columns: naive baselines A / B)"]
    out += _align(CAT_HEAD, category_rows(tab, categories))
    out += [""] + ["  " + f for f in FOOTNOTES]
    out += ["", "Worst %d regions (contrastscan)" % len(worst)]
    out += _align(WORST_HEAD, worst_rows(worst))
    out += [""] + targets
    return "\n".join(out) + "\n"


def markdown(tab, categories, worst, targets, summary):
    out = [summary, "", "**Overall**", ""]
    out += _md(["estimator"] + MAIN_HEAD, overall_rows(tab))
    out += ["", "**contrastscan per category** (last two columns: the naive baselines A / B)", ""]
    out += _md(CAT_HEAD, category_rows(tab, categories))
    out += [""] + ["%s %s" % ("-", f) for f in FOOTNOTES]
    out += ["", "**Worst %d regions**" % len(worst), ""]
    out += _md(WORST_HEAD, worst_rows(worst))
    out += [""] + ["- " + t for t in targets]
    return "\n".join(out) + "\n"
