"""scripts/accuracy: how close contrastscan's ratios and verdicts are to the ground truth.

Usage:
  scripts/accuracy [--corpus DIR] [--regenerate] [--seed N] [--binary PATH]
                   [--browser DIR] [--browser-seed N] [--only layered|browser]
                   [--json FILE] [--markdown FILE] [--strict] [--detect [--ocr]]

Scores two corpora: the layered one (scripts/make-accuracy-corpus, drawn with the layer model
the estimator assumes) and the browser one (scripts/make-browser-corpus: pages rendered by
headless Chromium, truth read from its renders), the latter with its tight sidecars and with
its loose ones (frames padded and stretched along their row, as view hierarchies report them).

Runs the release build (`contrastscan analyze IMAGES... --format json`, a dozen images per
process) over the accuracy corpus and prints, overall and per category (a region counts in
every category it is tagged with): n, median and p90 relative ratio error |tool-true|/true,
the share within 5% and 10%, verdict agreement among the regions the tool decided (not
review), false passes, dangerous false passes (true ratio more than 5% below the threshold,
tool passes), false fails and the share answered review. Two naive baselines run on the
same images, reading the stored values as 8-bit sRGB: (A) background = the box's centre
pixel, glyph = the inner pixel farthest from it in luminance; (B) background = median of a
ring 2-6 px outside the box, glyph = the inner pixel farthest from that. Then the 15 worst
regions, and the targets as PASS/MISS lines: >= 95% of regions within 5%, verdict agreement
>= 98%, no dangerous false pass, review <= 5%.

Options:
  --corpus DIR     the corpus to use; generated into DIR first when DIR has no index.json
                   (only a new or empty DIR: one holding other files is refused, exit 2)
                   (default: generated into a temporary directory, removed afterwards)
  --regenerate     regenerate DIR even if it exists
  --seed N         generator seed when generating (default 1)
  --binary PATH    the contrastscan to measure (default: this checkout's
                   release build, made first by scripts/build-release)
  --json FILE      also write the numbers as JSON
  --markdown FILE  also write the tables as GitHub Markdown
  --strict         exit 1 when a target is missed
  --detect         measure text detection instead (`analyze --detect` against every line
                   of text drawn, NAME.lines.json): recall and precision at IoU >= 0.5
                   (targets 90% and 85%), recall on faint lines (true ratio below
                   1.6:1, target 85%) and the ratio error on detected regions
  --ocr            with --detect: also read the lines (`--detect --ocr`) and score the share of
                   found lines read within 20% edit distance of their true text (target 80%)
  --browser DIR    the browser corpus; generated into DIR first when DIR has no index.json
                   (only a new or empty DIR, as for --corpus)
                   (default: .build/browser-corpus-seedN)
  --browser-seed N generator seed for the browser corpus (default 2; seed 101 was used to tune
                   the estimator, so any other seed is fresh)
  --only WHICH     score only the layered or only the browser corpus
  -h, --help       this help

Targets: layered >= 98% within 5%, agreement >= 98%, no far false pass (true ratio below 0.95x
the threshold), review <= 5%. Browser: >= 97% within 5%, >= 99% agreement on regions more than
2% from the threshold, no far false pass, review <= 3%, no visible mark answered "uniform", no
category below the ring-median baseline. Loose frames: >= 95% within 5%, >= 98% agreement (> 2%
from the threshold), no far false pass.

Exit status: 0 ok, 1 a target missed with --strict, 2 set-up or tool error, 64 usage error.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
ROOT = os.path.dirname(SCRIPTS)
PROG = "accuracy"


class Fail(Exception):
    def __init__(self, msg, code=2):
        super().__init__(msg)
        self.code = code


def parse(argv):
    opts = {"corpus": None, "regenerate": False, "seed": 1, "binary": None, "json": None, "markdown": None,
            "strict": False, "detect": False, "ocr": False, "browser": None, "browser-seed": 2, "only": None}
    args = list(argv)
    while args:
        a = args.pop(0)
        if a in ("-h", "--help"):
            sys.stdout.write(__doc__.split("\n", 1)[1].lstrip("\n"))
            sys.exit(0)
        if a in ("--regenerate", "--strict", "--detect", "--ocr"):
            opts[a[2:]] = True
            continue
        if a in ("--corpus", "--seed", "--binary", "--json", "--markdown", "--browser", "--browser-seed", "--only"):
            if not args:
                raise Fail("Error: %s needs a value" % a, 64)
            v = args.pop(0)
            if a == "--only" and v not in ("layered", "browser"):
                raise Fail("Error: --only takes layered or browser, got %r" % v, 64)
            if a in ("--seed", "--browser-seed"):
                try:
                    v = int(v)
                except ValueError:
                    raise Fail("Error: --seed needs an integer, got %r" % v, 64)
            opts[a[2:]] = v
            continue
        raise Fail("Error: unknown argument %r" % a, 64)
    if opts["ocr"] and not opts["detect"]:
        raise Fail("Error: --ocr measures the reading of detected lines: pass --detect too", 64)
    if opts["regenerate"] and not opts["corpus"]:
        raise Fail("Error: --regenerate needs --corpus DIR (without it the corpus is always fresh)", 64)
    return opts


def ensure_binary(path):
    if path:
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            raise Fail("%s: error: not an executable file (--binary)" % path)
        return os.path.abspath(path)
    if not shutil.which("swift"):
        raise Fail("%s: error: no Swift toolchain on PATH to build contrastscan; install Swift 6 or pass --binary PATH"
                   % PROG)
    sys.stderr.write("%s: building contrastscan (scripts/build-release)\n" % PROG)
    p = subprocess.run([os.path.join(ROOT, "scripts", "build-release"), "--quiet"], cwd=ROOT,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-4000:])
        raise Fail("%s: error: scripts/build-release failed (exit %d)" % (PROG, p.returncode))
    b = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
    if not os.path.isfile(b):
        raise Fail("%s: error: the build left no %s" % (PROG, b))
    return b


def ensure_corpus(opts):
    """(directory, is_temporary)"""
    from . import corpus as K

    def gen(d):
        sys.stderr.write("%s: generating the accuracy corpus into %s\n" % (PROG, d))
        K.generate(d, seed=opts["seed"], log=lambda s: None)

    d = opts["corpus"]
    if d is None:
        tmp = tempfile.mkdtemp(prefix="contrastscan-accuracy-")
        gen(tmp)
        return tmp, True
    if opts["regenerate"] or not os.path.isfile(os.path.join(d, "index.json")):
        old = os.path.join(d, "index.json")
        if not os.path.isfile(old):
            refuse_foreign_directory(d, "accuracy corpus")
        if opts["regenerate"] and os.path.isfile(old):
            # remove only what the previous generation wrote (index.json says what)
            try:
                with open(old, encoding="utf-8") as f:
                    prev = json.load(f)
                names = [e[k] for e in prev.get("images", []) for k in ("image", "sidecar", "truth")]
            except (OSError, ValueError, KeyError, TypeError):
                raise Fail("%s: error: %s is not an accuracy corpus index; not regenerating over it" % (PROG, old))
            for name in names + ["index.json", "README.md"]:
                p = os.path.join(d, os.path.basename(name))
                if os.path.isfile(p):
                    os.remove(p)
        gen(d)
    return d, False


def main(argv):
    try:
        opts = parse(argv)
    except Fail as e:
        sys.stderr.write("%s\nUsage: scripts/accuracy [--corpus DIR] [--regenerate] [--seed N] [--binary PATH] "
                         "[--json FILE] [--markdown FILE] [--strict]\nSee 'scripts/accuracy --help'.\n" % e)
        return e.code
    tmp = None
    try:
        binary = ensure_binary(opts["binary"])
        codes = []
        docs = {}
        if opts["only"] != "browser":
            corpus, is_tmp = ensure_corpus(opts)
            tmp = corpus if is_tmp else None
            codes.append(evaluate(corpus, binary, opts, "layered", docs))
        if opts["only"] != "layered" and not opts["detect"]:
            bdir = ensure_browser(opts)
            codes.append(evaluate(bdir, binary, opts, "browser", docs))
            from browser_corpus import corpus as BK
            ldir = BK.loose_view(bdir, bdir.rstrip("/") + "-loose")
            codes.append(evaluate(ldir, binary, opts, "loose", docs))
        if opts["json"]:
            with open(opts["json"], "w", encoding="utf-8") as f:
                f.write(json.dumps(docs, indent=1, sort_keys=True) + "\n")
        if opts["markdown"]:
            with open(opts["markdown"], "w", encoding="utf-8") as f:
                f.write("\n".join(docs[k]["markdown"] for k in ("layered", "browser", "loose") if k in docs))
        return max(codes) if codes else 0
    except Fail as e:
        sys.stderr.write("%s\n" % e)
        return e.code
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


def refuse_foreign_directory(d, what):
    """Generating writes hundreds of files: never into a directory that holds other things.
    A directory with no index.json is generated into only when it is new or empty (a corpus's
    parent, given by mistake, would otherwise get a second corpus written among its files)."""
    if os.path.exists(d) and not os.path.isdir(d):
        raise Fail("%s: error: %s is not a directory; give a corpus directory, or a new or empty one to generate "
                   "the %s into" % (PROG, d, what))
    if os.path.isdir(d) and os.listdir(d):
        raise Fail("%s: error: %s holds no index.json, so it is no %s, and it is not empty: not generating into it; "
                   "give the corpus directory itself, or a new or empty one" % (PROG, d, what))


def ensure_browser(opts):
    d = opts["browser"] or os.path.join(ROOT, ".build", "browser-corpus-seed%d" % opts["browser-seed"])
    if not os.path.isfile(os.path.join(d, "index.json")):
        refuse_foreign_directory(d, "browser corpus")
        sys.stderr.write("%s: generating the browser corpus (seed %d) into %s\n" % (PROG, opts["browser-seed"], d))
        p = subprocess.run([os.path.join(SCRIPTS, "make-browser-corpus"), "--seed", str(opts["browser-seed"]),
                            "--out", d], stdout=subprocess.DEVNULL)
        if p.returncode:
            raise Fail("%s: error: scripts/make-browser-corpus failed (exit %d)" % (PROG, p.returncode))
    return d


def evaluate(corpus, binary, opts, kind="layered", docs=None):
    from . import evaluate as E
    from . import report as R
    try:
        index, truths = E.load_corpus(corpus)
    except (OSError, ValueError, KeyError) as e:
        raise Fail("%s: error: cannot read the corpus in %s: %s" % (PROG, corpus, e))
    from .corpus import VERSION
    if kind == "layered" and index.get("version") != VERSION:
        sys.stderr.write("%s: warning: %s was made by generator v%s, this one is v%s; rerun with --regenerate\n"
                         % (PROG, corpus, index.get("version"), VERSION))
    images = [e["image"] for e in index["images"]]
    if opts["detect"]:
        from . import detection as D
        try:
            result = D.evaluate(binary, corpus, images, ocr=opts["ocr"])
        except (OSError, ValueError, RuntimeError) as e:
            raise Fail("%s: error: %s (a corpus from before generator v2 has no .lines.json: --regenerate)" % (PROG, e))
        sys.stdout.write(D.text(result))
        if opts["json"]:
            with open(opts["json"], "w", encoding="utf-8") as f:
                f.write(json.dumps({k: v for k, v in result.items() if k not in ("misses", "extras", "misread")},
                                   indent=1, sort_keys=True) + "\n")
        missed = [k for k, goal in D.TARGETS + (D.OCR_TARGETS if opts["ocr"] else ()) if result[k] < goal]
        return 1 if (missed and opts["strict"]) else 0
    try:
        reports = E.run_tool(binary, corpus, images)
    except E.ToolError as e:
        raise Fail("%s: error: %s" % (PROG, e))
    items = {"tool": E.tool_items(truths, reports), "A": E.baseline_items(truths, corpus, 0),
             "B": E.baseline_items(truths, corpus, 1)}
    cats = E.categories_present(truths)
    tab = E.table(items, cats)
    worst = E.worst(items["tool"])
    targets = {"layered": E.TARGETS, "browser": E.BROWSER_TARGETS, "loose": E.LOOSE_TARGETS}[kind]
    checks = E.check_targets(tab["tool"]["all"], targets)
    below = E.below_baseline(tab) if kind == "browser" else []
    if kind == "browser":
        checks.append((not below, "categoriesBelowBaseline", len(below), "<=", 0,
                       "categories below the ring-median baseline (within 5%)"))
    target_lines = []
    for ok, key, v, op, goal, label in checks:
        pcts = ("within5", "agreement", "review", "agreementClear")
        shown = R.pct(v) if key in pcts else str(v)
        goal_s = R.pct(goal, 0) if key in pcts else str(goal)
        target_lines.append("%s  %s: %s (target %s %s)" % ("PASS" if ok else "MISS", label, shown,
                                                          "\u2265" if op == ">=" else "\u2264", goal_s))
    title = {"layered": "layered corpus (scripts/make-accuracy-corpus)",
             "browser": "browser corpus (scripts/make-browser-corpus), tight frames",
             "loose": "browser corpus (scripts/make-browser-corpus), loose frames"}[kind]
    for c, t, b in below:
        target_lines.append("      %s: %s within 5%%, ring median %s" % (c, R.pct(t), R.pct(b)))
    summary = "contrastscan accuracy, %s: %d regions in %d images (seed %s, generator v%s), binary %s" % (
        title, len(items["tool"]), len(images), index.get("seed"), index.get("version"), os.path.relpath(binary, ROOT)
        if binary.startswith(ROOT) else binary)
    sys.stdout.write(R.text(tab, cats, worst, target_lines, summary) + "\n")
    for i in E.threshold_mismatches(items["tool"]):
        sys.stderr.write("%s: warning: %s %s: the tool holds it to %g, the truth to %g\n" % (
            PROG, i.image, i.truth["id"], i.threshold, i.truth["threshold"]))
    if docs is not None:
        doc = {"regions": len(items["tool"]), "images": len(images), "seed": index.get("seed"),
               "table": tab, "targets": [{"key": k, "value": v, "goal": g, "op": op, "met": ok}
                                         for ok, k, v, op, g, _ in checks],
               "worst": [{"image": i.image, "id": i.truth["id"], "categories": i.truth["categories"],
                          "trueRatio": i.truth["ratio"], "toolRatio": i.ratio, "verdict": i.verdict,
                          "warnings": i.warnings} for i in worst]}
        doc["markdown"] = R.markdown(tab, cats, worst, target_lines, summary.split(", binary")[0])
        docs[kind] = doc
    missed = [c for c in checks if not c[0]]
    return 1 if (missed and opts["strict"]) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
