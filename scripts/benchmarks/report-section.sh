# scripts/benchmarks/report-section.sh — what the HTML report and annotated copies cost on top of
# the batch (sourced by scripts/bench; see common.sh).
#
# Two sets, each analysed with 'batch --jobs <all cores>' REPEAT times, interleaved with the same
# batch plus --html (and, on the full-size set, plus --annotate):
#   full-size   16 copies of the COUNT generated 1290x2796 screenshots
#   photo       100 small photo-heavy screenshots (make_photo_screens.py: 390x844, a photo
#               filling the screen, as screenshots reach a support ticket)
#
# Figures: batch --html <= 1.15x the batch on each set; the HTML <= 0.5x the bytes of the PNGs it
# shows; batch --annotate <= 1.25x the batch. The table also shows each run's CPU time and its
# ratio to the batch's (what one core sees).

PHOTO_DIR="$SETS/photo100"
if [ ! -f "$PHOTO_DIR/.complete-100" ]; then
    echo "generating 100 small photo-heavy screenshots in $PHOTO_DIR..."
    rm -rf "$PHOTO_DIR"
    "$PYTHON" "$ROOT/scripts/benchmarks/make_photo_screens.py" "$PHOTO_DIR" 100 \
        || { echo "bench: make_photo_screens.py failed" >&2; exit 2; }
    touch "$PHOTO_DIR/.complete-100"
fi
copy_set 16 "$SETS/full16" "${FILES[@]}"

# report_run NAME DIR [EXTRA...]: one batch run, with its own JSON lines (and report, copies)
report_run() {
    local name="$1" dir="$2"; shift 2
    rm -rf "$WORK/$name.annotated"
    timed "$name" 1 "$CS_BIN" batch "$dir" --jobs "$CORES" --quiet --jsonl "$WORK/$name.jsonl" "$@"
}
REPORT_NAMES=(full-batch full-html full-annotate photo-batch photo-html)
report_case() {
    case "$1" in
        full-batch) report_run "$1" "$SETS/full16" ;;
        full-html) report_run "$1" "$SETS/full16" --html "$WORK/full.html" ;;
        full-annotate) report_run "$1" "$SETS/full16" --annotate "$WORK/$1.annotated" ;;
        photo-batch) report_run "$1" "$PHOTO_DIR" ;;
        photo-html) report_run "$1" "$PHOTO_DIR" --html "$WORK/photo.html" ;;
    esac
}

echo
echo "== report: batch, batch --html, batch --annotate; 16 full-size and 100 small photo-heavy screenshots; --jobs $CORES"
interleaved report_case "${REPORT_NAMES[@]}"
[ -s "$WORK/full.html" ] && [ -s "$WORK/photo.html" ] || { echo "bench: batch --html wrote no report" >&2; exit 2; }
[ "$(find "$WORK/full-annotate.annotated" -name '*.png' | wc -l)" -eq 16 ] \
    || { echo "bench: batch --annotate did not write 16 copies" >&2; exit 2; }

FULL_PNG="$(png_bytes "$SETS/full16")"
PHOTO_PNG="$(png_bytes "$PHOTO_DIR")"
FULL_HTML="$(wc -c <"$WORK/full.html")"
PHOTO_HTML="$(wc -c <"$WORK/photo.html")"
# CPU (user + system, all threads) is shown beside the wall time: its ratio is what one core
# would see, the same whether or not the other core is busy elsewhere (no target).
printf '%-40s %10s %10s %10s %10s %10s %13s\n' run "median s" "x batch" "paired x" "CPU ms" "CPU x" "peak RSS MiB"
for n in "${REPORT_NAMES[@]}"; do
    case "$n" in full-*) base=full-batch ;; *) base=photo-batch ;; esac
    printf '%-40s %10s %10s %10s %10s %10s %13s\n' "$n" "$(median_s "$n")" "$(ratio "$(median_s "$n")" "$(median_s "$base")")" \
        "$(paired_ratio "$n" "$base")" \
        "$(cpu_ms "$n" 1)" "$(ratio "$(cpu_ms "$n" 1)" "$(cpu_ms "$base" 1)")" "$(peak_mib "$n")"
done
echo "HTML: full-size $FULL_HTML bytes for $FULL_PNG bytes of PNG; photo $PHOTO_HTML bytes for $PHOTO_PNG bytes of PNG"
R="$(paired_ratio full-html full-batch)"
figure "$R" "<=" 1.15 "batch --html on 16 full-size screenshots: ${R}x the batch (target <= 1.15x)"
R="$(paired_ratio photo-html photo-batch)"
figure "$R" "<=" 1.15 "batch --html on 100 small photo-heavy screenshots: ${R}x the batch (target <= 1.15x)"
R="$(ratio "$PHOTO_HTML" "$PHOTO_PNG")"
figure "$R" "<=" 0.5 "HTML size, photo-heavy: $PHOTO_HTML bytes = ${R}x the PNGs it shows (target <= 0.5x)"
R="$(ratio "$FULL_HTML" "$FULL_PNG")"
figure "$R" "<=" 0.5 "HTML size, full-size: $FULL_HTML bytes = ${R}x the PNGs it shows (target <= 0.5x)"
R="$(paired_ratio full-annotate full-batch)"
figure "$R" "<=" 1.25 "batch --annotate on 16 full-size screenshots: ${R}x the batch (target <= 1.25x)"
