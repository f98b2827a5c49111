"""The generated part of Tests/Fixtures/color/README.md: a table of every region's values,
between two marker lines; the prose around it is written by hand."""

import json

BEGIN = "<!-- make-color-fixtures: regions begin -->"
END = "<!-- make-color-fixtures: regions end -->"


def _hex(stored, depth):
    digits = 2 if depth == 8 else 4
    return "#" + "".join("%0*X" % (digits, v) for v in stored)


def table(expected_json):
    doc = json.loads(expected_json)
    lines = ["| image | reading | id | fg | bg | t | ratio | naive sRGB | true / naive | 8-bit trunc. |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    seen = {}
    for fx in doc["fixtures"]:
        if fx["assumeProfile"]:
            reading = "`--assume-profile %s`" % fx["assumeProfile"]
        else:
            reading = "+".join(fx["colorChunks"]) or "untagged → sRGB"
        key = json.dumps([fx["sourceSpace"], fx["regions"]], sort_keys=True)
        if key in seen:
            lines.append("| %s | %s | | same regions and values as %s | | | | | | |" % (fx["image"], reading, seen[key]))
            continue
        seen[key] = fx["image"]
        for r in fx["regions"]:
            verdict = "%s / %s" % ("pass" if r["truePasses"] else "**fail**", "pass" if r["naivePasses"] else "**fail**")
            trunc = "%.4f" % r["truncated8Ratio"] if "truncated8Ratio" in r else ""
            lines.append("| %s | %s | %s | `%s` | `%s` | %g | %.4f | %.4f | %s | %s |" % (
                fx["image"], reading, r["id"], _hex(r["foregroundStored"], fx["bitDepth"]),
                _hex(r["backgroundStored"], fx["bitDepth"]), r["threshold"], r["ratio"], r["naiveSRGBRatio"],
                verdict, trunc))
    return "\n".join(lines)


def splice(readme_text, expected_json):
    """README text with the section between the markers replaced by a fresh table."""
    head, sep, rest = readme_text.partition(BEGIN)
    if not sep or END not in rest:
        raise ValueError("README.md lacks the %s / %s markers" % (BEGIN, END))
    tail = rest.split(END, 1)[1]
    return head + BEGIN + "\n" + table(expected_json) + "\n" + END + tail
