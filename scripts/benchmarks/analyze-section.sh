# scripts/benchmarks/analyze-section.sh — `analyze` against the decoders it is built on (sourced
# by scripts/bench; see common.sh). Every contender is ONE process over the same COUNT full-size
# screenshots, REPEAT times interleaved after an untimed warm-up.
#
#   inflate-only        inflate-baseline.c: zlib inflate of the IDAT data alone (the floor of any PNG tool)
#   libpng-raw          decode-baseline.c --raw: libpng, no transforms, Adler-32 not checked
#   libpng-rgba8        decode-baseline.c: libpng full read API to RGBA8 (the baseline: 1.00x)
#   contrastscan        contrastscan analyze FILES... --format json --output /dev/null
#   contrastscan-detect contrastscan detect FILES... (decode and find the text lines, no sidecars)
#   naive-ring-median   naive_ring_median.py: Pillow + numpy, ring median per region
#
# Figures: analyze <= 0.95x libpng-rgba8, analyze peak RSS <= 26 MiB; detect <= 2x (issue 8).

"$PYTHON" -c 'import PIL, numpy' 2>/dev/null || { echo "bench: $PYTHON has no Pillow or numpy (scripts/accuracy_corpus/ensure-deps installs them)" >&2; exit 2; }
PNG_FLAGS="$(pkg-config --cflags --libs libpng 2>/dev/null || echo -lpng)"
# shellcheck disable=SC2086  # PNG_FLAGS is a flag list
cc -O2 -o "$WORK/decode-baseline" "$ROOT/scripts/benchmarks/decode-baseline.c" $PNG_FLAGS \
    || { echo "bench: compiling decode-baseline.c failed" >&2; exit 2; }
cc -O2 -o "$WORK/inflate-baseline" "$ROOT/scripts/benchmarks/inflate-baseline.c" -lz \
    || { echo "bench: compiling inflate-baseline.c failed" >&2; exit 2; }

ANALYZE_NAMES=(inflate-only libpng-raw libpng-rgba8 contrastscan contrastscan-detect naive-ring-median)
analyze_run() {
    case "$1" in
        inflate-only) timed "$1" 0 "$WORK/inflate-baseline" "${FILES[@]}" ;;
        libpng-raw) timed "$1" 0 "$WORK/decode-baseline" --raw "${FILES[@]}" ;;
        libpng-rgba8) timed "$1" 0 "$WORK/decode-baseline" "${FILES[@]}" ;;
        contrastscan) timed "$1" 1 "$CS_BIN" analyze "${FILES[@]}" --format json --output /dev/null ;;
        contrastscan-detect) timed "$1" 0 "$CS_BIN" detect "${FILES[@]}" ;;
        naive-ring-median) timed "$1" 0 "$PYTHON" "$ROOT/scripts/benchmarks/naive_ring_median.py" "${FILES[@]}" ;;
    esac
}

echo
echo "== analyze: ${#FILES[@]} full-size screenshots, $REGIONS regions; warm-up, then $REPEAT runs interleaved"
interleaved analyze_run "${ANALYZE_NAMES[@]}"
BASE_MED="$(median_s libpng-rgba8)"
printf '%-20s %10s %10s %12s %12s %13s\n' contender "median s" "min s" "x libpng" "paired x" "peak RSS MiB"
for n in "${ANALYZE_NAMES[@]}"; do
    printf '%-20s %10s %10s %12s %12s %13s\n' "$n" "$(median_s "$n")" "$(min_s "$n")" "$(ratio "$(median_s "$n")" "$BASE_MED")" \
        "$(paired_ratio "$n" libpng-rgba8)" "$(peak_mib "$n")"
done
echo "(x libpng: ratio of the medians, against libpng-rgba8, libpng's full read API to RGBA8; paired x: median of the"
echo " per-round ratios, which the figures use; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown))"
CS_RATIO="$(paired_ratio contrastscan libpng-rgba8)"
figure "$CS_RATIO" "<=" 0.95 "analyze time: ${CS_RATIO}x a bare libpng decode to RGBA8, whole process (target <= 0.95x)"
figure "$(peak_mib contrastscan)" "<=" 26 "analyze memory: peak RSS $(peak_mib contrastscan) MiB (target <= 26 MiB)"
DET_RATIO="$(paired_ratio contrastscan-detect libpng-rgba8)"
figure "$DET_RATIO" "<=" 2.0 "detect: decode + text detection ${DET_RATIO}x libpng-rgba8 (issue 8's target <= 2x)"
