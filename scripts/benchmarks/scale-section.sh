# scripts/benchmarks/scale-section.sh — the HTML report of a very large batch (sourced by
# scripts/bench; see common.sh).
#
# 'batch --html' over 500 and over 10,000 screenshots: copies (not links) of the five small
# golden cards (750x400) with their sidecars. With --html-images (when this contrastscan has it)
# set to 500, the report embeds pictures for the worst 500 and lists the rest in a table.
# Chromium's open time is headless Chromium taking a screenshot of the report (load, layout,
# paint), minus the same for an empty page (the browser's own start-up), best of a few runs.
#
# Figures: the 10,000 report is no larger than the 500 one plus a compact row (<= 512 bytes) per
# further image; Chromium opens it in under 5 s.

SMALL_SOURCES=()
for name in card-light card-dark-elevated card-increased card-failing card-translucent-text; do
    SMALL_SOURCES+=("$ROOT/Goldens/$name.png")
done
copy_set 500 "$SETS/small500" "${SMALL_SOURCES[@]}"
copy_set 10000 "$SETS/small10000" "${SMALL_SOURCES[@]}"
declare -a HTML_IMAGES=()
if supports batch html-images; then
    HTML_IMAGES=(--html-images 500)
    NOTE="--html-images 500"
else
    NOTE="this contrastscan has no --html-images: every image is embedded"
fi
CHROMIUM="$(command -v chromium || command -v chromium-browser || true)"

echo
echo "== scale: batch --html over 500 and 10,000 small screenshots (copies); $NOTE"
timed scale500 1 "$CS_BIN" batch "$SETS/small500" --jobs "$CORES" --quiet --jsonl "$WORK/scale500.jsonl" \
    --html "$WORK/scale500.html" "${HTML_IMAGES[@]}"
timed scale10000 1 "$CS_BIN" batch "$SETS/small10000" --jobs "$CORES" --quiet --jsonl "$WORK/scale10000.jsonl" \
    --html "$WORK/scale10000.html" "${HTML_IMAGES[@]}"
S500="$(wc -c <"$WORK/scale500.html")"
S10000="$(wc -c <"$WORK/scale10000.html")"
PER_ROW="$(awk -v a="$S10000" -v b="$S500" 'BEGIN{printf "%.0f", (a - b) / 9500}')"
printf '%-34s %10s %14s %13s\n' run "wall s" "HTML bytes" "peak RSS MiB"
printf '%-34s %10s %14s %13s\n' "500 screenshots" "$(median_s scale500)" "$S500" "$(peak_mib scale500)"
printf '%-34s %10s %14s %13s\n' "10,000 screenshots" "$(median_s scale10000)" "$S10000" "$(peak_mib scale10000)"
figure "$PER_ROW" "<=" 512 "HTML at scale: 10,000 screenshots $S10000 bytes = the 500 report + $PER_ROW bytes per further image (target <= 512)"

# open_time NAME FILE: seconds for headless Chromium to load, lay out and paint FILE (best of RUNS)
open_time() {
    local name="$1" file="$2" runs="$3" i t0 t1 best=""
    for ((i = 0; i < runs; i++)); do
        local profile
        profile="$(mktemp -d "$WORK/chromium.XXXXXX")"
        t0="$(date +%s%N)"
        timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" \
            --hide-scrollbars --window-size=1280,1600 --screenshot="$WORK/$name.png" "file://$file" \
            >"$WORK/$name.chromium.log" 2>&1 || { rm -rf "$profile"; echo "timeout"; return; }
        t1="$(date +%s%N)"
        rm -rf "$profile"
        best="$(awk -v t="$(( (t1 - t0) / 1000000 ))" -v b="$best" 'BEGIN{ if (b == "" || t / 1000 < b) printf "%.2f", t / 1000; else print b }')"
    done
    echo "$best"
}
if [ -z "$CHROMIUM" ]; then
    figure "none" "<=" 5 "Chromium open time: no chromium on this machine (apt-get install chromium)"
elif [ "$S10000" -gt $((300 * 1024 * 1024)) ]; then
    figure "none" "<=" 5 "Chromium open time: not tried, the report is $((S10000 / 1024 / 1024)) MiB (target < 5 s)"
else
    printf '<!doctype html><title>blank</title>\n' >"$WORK/blank.html"
    BLANK="$(open_time blank "$WORK/blank.html" 3)"
    OPEN="$(open_time report "$WORK/scale10000.html" 2)"
    NET="$(awk -v a="$OPEN" -v b="$BLANK" 'BEGIN{ if (a ~ /^[0-9.]+$/) printf "%.2f", a - b; else print "timeout" }')"
    figure "$NET" "<=" 5 "Chromium opens the 10,000-screenshot report in $NET s ($OPEN s, less $BLANK s for an empty page; target < 5 s)"
fi
