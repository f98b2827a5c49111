# scripts/benchmarks/batch-section.sh — the batch section of scripts/bench (sourced by it: uses
# CS_BIN, FILES, REPEAT, WORK, TIME_BIN, verdict and MISSED from there).
#
# Throughput: 'contrastscan batch' over 100 screenshots with --jobs 1 and with
# --jobs <all cores>, interleaved, REPEAT times each; the speed-up is a ratio of
# two runs of the same script, on the same files. Memory: peak RSS (KiB, from
# /usr/bin/time %M) of 'batch --jobs <all cores>' over 100 and over 1,000
# screenshots — the generated ones linked under more names, so the only thing
# that changes is how many there are.

CORES="$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc)"
SPEEDUP_TARGET="$(awk -v c="$CORES" 'BEGIN{ t = (c == 2) ? 1.8 : 0.9 * c; if (t < 1) t = 1; printf "%.2f", t }')"

# link_set N DIR: DIR holds N screenshots (shot-0000.png + .json …), hard links to FILES.
link_set() {
    local n="$1" dir="$2" i src name
    rm -rf "$dir"
    mkdir -p "$dir"
    for ((i = 0; i < n; i++)); do
        src="${FILES[$((i % ${#FILES[@]}))]}"
        name="$(printf 'shot-%04d' "$i")"
        ln "$src" "$dir/$name.png" 2>/dev/null || cp "$src" "$dir/$name.png"
        ln "${src%.png}.json" "$dir/$name.json" 2>/dev/null || cp "${src%.png}.json" "$dir/$name.json"
    done
}

# batch_run NAME DIR JOBS: one timed run; appends "microseconds kib cpu-seconds" to $WORK/NAME.times
batch_run() {
    local name="$1" dir="$2" jobs="$3" tf="$WORK/$1.time" rc t0 t1 lines
    t0="$(date +%s%N)"
    set +e
    "$TIME_BIN" -f '%e %M %U %S' -o "$tf" "$CS_BIN" batch "$dir" --jobs "$jobs" --quiet --jsonl "$WORK/$name.jsonl" \
        >"$WORK/$name.out" 2>"$WORK/$name.err"
    rc=$?
    set -e
    t1="$(date +%s%N)"
    if [ "$rc" -gt 1 ]; then
        echo "bench: batch ($name) exited with status $rc" >&2
        tail -n 20 "$WORK/$name.err" >&2 || true
        exit 2
    fi
    lines="$(wc -l <"$WORK/$name.jsonl")"
    [ "$lines" -eq "$(find "$dir" -name '*.png' | wc -l)" ] || { echo "bench: batch ($name) wrote $lines lines" >&2; exit 2; }
    echo "$(( (t1 - t0) / 1000 )) $(awk 'END{print $2, $3 + $4}' "$tf")" >>"$WORK/$name.times"
}

median_s() {  # median seconds of $WORK/NAME.times
    awk '{print $1}' "$WORK/$1.times" | sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.3f", m / 1e6 }'
}
cpu_ms_per_image() {  # median CPU (user + sys) per image, ms: $1 NAME, $2 images
    awk '{print $3}' "$WORK/$1.times" | sort -n | awk -v n="$2" '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m * 1000 / n }'
}
peak_mb() { sort -k2 -n "$WORK/$1.times" | tail -n1 | awk '{printf "%.1f", $2 * 1024 / 1e6}'; }

echo
echo "== batch: ${#FILES[@]} generated screenshots linked under 100 and 1,000 names; $CORES cores"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
link_set 100 "$WORK/batch100"
link_set 1000 "$WORK/batch1000"

echo "warm-up (untimed)..."
batch_run warm "$WORK/batch100" "$CORES"

echo "throughput: 100 screenshots, --jobs 1 and --jobs $CORES, $REPEAT runs each (interleaved)"
for ((r = 1; r <= REPEAT; r++)); do
    batch_run jobs1 "$WORK/batch100" 1
    batch_run jobsN "$WORK/batch100" "$CORES"
    printf '.'
done
echo
echo "memory: --jobs $CORES over 100 and over 1,000 screenshots"
batch_run mem100 "$WORK/batch100" "$CORES"
batch_run mem1000 "$WORK/batch1000" "$CORES"

T1="$(median_s jobs1)"
TN="$(median_s jobsN)"
IPS1="$(awk -v t="$T1" 'BEGIN{printf "%.2f", 100 / t}')"
IPSN="$(awk -v t="$TN" 'BEGIN{printf "%.2f", 100 / t}')"
SPEEDUP="$(awk -v a="$T1" -v b="$TN" 'BEGIN{printf "%.2f", a / b}')"
# Peak RSS depends on whether two large images happen to be decoded at the same moment, so the
# 1,000 run is compared with the highest peak of the four --jobs N runs over 100.
cat "$WORK/jobsN.times" "$WORK/mem100.times" >"$WORK/all100.times"
M100="$(peak_mb all100)"
M1000="$(peak_mb mem1000)"
T1000="$(median_s mem1000)"
MEMRATIO="$(awk -v a="$M1000" -v b="$M100" 'BEGIN{printf "%.3f", a / b}')"

echo
printf '%-34s %10s %10s %14s %12s\n' run "median s" "images/s" "CPU ms/image" "peak RSS MB"
printf '%-34s %10s %10s %14s %12s\n' ---------------------------------- ---------- ---------- -------------- ------------
printf '%-34s %10s %10s %14s %12s\n' "100 screenshots, --jobs 1" "$T1" "$IPS1" "$(cpu_ms_per_image jobs1 100)" "$(peak_mb jobs1)"
printf '%-34s %10s %10s %14s %12s\n' "100 screenshots, --jobs $CORES" "$TN" "$IPSN" "$(cpu_ms_per_image jobsN 100)" "$(peak_mb jobsN)"
printf '%-34s %10s %10s %14s %12s\n' "100 screenshots, --jobs $CORES (memory)" "$(median_s mem100)" "-" "$(cpu_ms_per_image mem100 100)" "$(peak_mb mem100)"
printf '%-34s %10s %10s %14s %12s\n' "1,000 screenshots, --jobs $CORES" "$T1000" \
    "$(awk -v t="$T1000" 'BEGIN{printf "%.2f", 1000 / t}')" "$(cpu_ms_per_image mem1000 1000)" "$M1000"
echo
v="$(verdict "$SPEEDUP_TARGET" "$SPEEDUP")"; [ "$v" = MISS ] && MISSED=1
echo "$v  batch throughput: --jobs $CORES is ${SPEEDUP}x --jobs 1 (${IPSN} vs ${IPS1} images/s; target >= ${SPEEDUP_TARGET}x)"
v="$(verdict "$MEMRATIO" 1.10)"; [ "$v" = MISS ] && MISSED=1
echo "$v  batch memory: peak RSS ${M1000} MB for 1,000 screenshots vs ${M100} MB for 100 (highest of $((REPEAT + 1)) runs; ${MEMRATIO}x; target <= 1.10x)"
C1="$(cpu_ms_per_image jobs1 100)"
CN="$(cpu_ms_per_image jobsN 100)"
echo "      CPU per image: ${C1} ms with --jobs 1, ${CN} ms with --jobs $CORES ($(awk -v a="$C1" -v b="$CN" 'BEGIN{printf "%.2f", a / b}')x; 1.00 = the workers add no work)."
echo "      The wall-clock speed-up also needs $CORES idle cores; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
