#!/usr/bin/env bash
# scripts/benchmarks/estimator-identity.sh OUT_DIR [CORPUS_DIR…] — writes, with the release
# EstimatorBench (scripts/benchmarks/estimator), every region's estimate at full precision for
# each corpus folder of IMAGE.png + IMAGE.json pairs, one file per folder in OUT_DIR. Run it
# before and after a change to the estimator and `diff -r` the two OUT_DIRs: a speed-up that
# keeps the answers leaves no difference.
# Default corpora: the kept bench screenshots (/work/benchkeep) and any corpus folders given.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 OUT_DIR [CORPUS_DIR…]" >&2; exit 64; }
OUT="$1"; shift
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
EST_DIR="$ROOT/scripts/benchmarks/estimator"
swift build -c release --package-path "$EST_DIR" >/dev/null
BIN="$(swift build -c release --package-path "$EST_DIR" --show-bin-path)/EstimatorBench"
mkdir -p "$OUT"
for dir in "$@"; do
    files=()
    for png in "$dir"/*.png; do
        [ -f "${png%.png}.json" ] && files+=("$png")
    done
    [ ${#files[@]} -gt 0 ] || { echo "$dir: no IMAGE.png with IMAGE.json" >&2; continue; }
    name="$(basename "$dir")"
    "$BIN" --dump "$OUT/$name.txt" "${files[@]}"
    echo "$name: $(wc -l < "$OUT/$name.txt") regions"
done
