# scripts/benchmarks/ocr-section.sh — what --ocr costs (sourced by scripts/bench; see common.sh).
# One process per contender over the same OCR_COUNT full-size screenshots (default 3, at most
# COUNT), REPEAT times interleaved after an untimed warm-up:
#
#   detect            contrastscan analyze FILES... --detect --format json (the baseline: 1.00x)
#   detect-ocr        the same with --ocr (every detected line cropped, normalised and read by Tesseract)
#   detect-ocr-omp1   the same with OMP_THREAD_LIMIT=1 (Debian's Tesseract is built with OpenMP;
#                     COCRBridge makes its parallel regions inactive, which should match this:
#                     before it did, --ocr cost 4x the CPU per line)
#
# OCR's cost is shown, not held to a target: it is opt-in, and it buys the words and icons told apart.

if ! "$CS_BIN" analyze --help 2>/dev/null | grep -q -- '--ocr'; then
    echo
    echo "== ocr: skipped ($CS_BIN has no --ocr)"
else
OCR_COUNT="${OCR_COUNT:-3}"
[ "$OCR_COUNT" -le "${#FILES[@]}" ] || OCR_COUNT="${#FILES[@]}"
OCR_FILES=("${FILES[@]:0:$OCR_COUNT}")
OCR_NAMES=(detect detect-ocr detect-ocr-omp1)
ocr_run() {
    case "$1" in
        detect) timed "$1" 1 "$CS_BIN" analyze "${OCR_FILES[@]}" --detect --format json --output "$WORK/$1.json" ;;
        detect-ocr) timed "$1" 1 "$CS_BIN" analyze "${OCR_FILES[@]}" --detect --ocr --format json --output "$WORK/$1.json" ;;
        detect-ocr-omp1) timed "$1" 1 env OMP_THREAD_LIMIT=1 "$CS_BIN" analyze "${OCR_FILES[@]}" --detect --ocr --format json --output "$WORK/$1.json" ;;
    esac
}

echo
echo "== ocr: analyze --detect with and without --ocr on ${#OCR_FILES[@]} full-size screenshots; warm-up, then $REPEAT runs interleaved"
for n in "${OCR_NAMES[@]}"; do ocr_run "$n"; rm -f "$WORK/$n.times"; done
for ((r = 1; r <= REPEAT; r++)); do
    for n in "${OCR_NAMES[@]}"; do ocr_run "$n"; done
    printf '.'
done
echo
OCR_LINES="$("$PYTHON" -c 'import json,sys; print(sum(len(i["regions"]) for i in json.load(open(sys.argv[1]))["images"]))' "$WORK/detect-ocr.json")"
OCR_BASE="$(median_s detect)"
printf '%-18s %10s %10s %10s %14s %13s\n' contender "median s" "min s" "x detect" "CPU ms/line" "peak RSS MiB"
for n in "${OCR_NAMES[@]}"; do
    printf '%-18s %10s %10s %10s %14s %13s\n' "$n" "$(median_s "$n")" "$(min_s "$n")" "$(ratio "$(median_s "$n")" "$OCR_BASE")" \
        "$(cpu_ms "$n" "$OCR_LINES")" "$(peak_mib "$n")"
done
echo "($OCR_LINES detected lines; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown))"
echo "OCR cost: analyze --detect --ocr takes $(ratio "$(median_s detect-ocr)" "$OCR_BASE")x analyze --detect ($(ratio "$(median_s detect-ocr-omp1)" "$OCR_BASE")x with OMP_THREAD_LIMIT=1), $(awk -v a="$(median_s detect-ocr)" -v b="$OCR_BASE" -v n="$OCR_LINES" 'BEGIN{ if (n > 0) printf "%.1f", (a - b) * 1000 / n; else print "n/a" }') ms wall per line" | tee -a "$WORK/figures.txt"
fi
