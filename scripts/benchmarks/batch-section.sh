# scripts/benchmarks/batch-section.sh — `batch` throughput and memory (sourced by scripts/bench;
# see common.sh).
#
# Throughput: 'contrastscan batch' over 100 screenshots (copies of the COUNT generated ones)
# with --jobs 1 and with --jobs <all cores>, REPEAT times each, interleaved; the speed-up is a
# ratio of two runs of the same script on the same files. Memory: peak RSS of
# 'batch --jobs <all cores>' over 1,000 copies against the highest peak of the runs over 100
# (a peak depends on whether two large images happen to be decoded at the same moment).
#
# Figures: speed-up >= 1.85x on 2 cores (0.925 x cores elsewhere); peak RSS for 1,000
# screenshots within 10% of the RSS for 100.

SPEEDUP_TARGET="$(awk -v c="$CORES" 'BEGIN{ t = (c == 2) ? 1.85 : 0.925 * c; if (t < 1) t = 1; printf "%.2f", t }')"

# batch_run NAME DIR JOBS: one timed run, checked to write one JSON line per image
batch_run() {
    local name="$1" dir="$2" jobs="$3" lines
    timed "$name" 1 "$CS_BIN" batch "$dir" --jobs "$jobs" --quiet --jsonl "$WORK/$name.jsonl"
    lines="$(wc -l <"$WORK/$name.jsonl")"
    [ "$lines" -eq "$(find "$dir" -name '*.png' | wc -l)" ] || { echo "bench: batch ($name) wrote $lines lines" >&2; exit 2; }
}

echo
echo "== batch: copies of the ${#FILES[@]} screenshots under 100 and 1,000 names; $CORES cores"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
copy_set 100 "$SETS/full100" "${FILES[@]}"
copy_set 1000 "$SETS/full1000" "${FILES[@]}"

batch_run warm "$SETS/full100" "$CORES"
echo "throughput: 100 screenshots, --jobs 1 and --jobs $CORES, $REPEAT runs each (interleaved)"
for ((r = 1; r <= REPEAT; r++)); do
    batch_run jobs1 "$SETS/full100" 1
    batch_run jobsN "$SETS/full100" "$CORES"
    printf '.'
done
echo
echo "memory: --jobs $CORES over 100 and over 1,000 screenshots"
batch_run mem100 "$SETS/full100" "$CORES"
batch_run mem1000 "$SETS/full1000" "$CORES"

T1="$(median_s jobs1)"
TN="$(median_s jobsN)"
SPEEDUP="$(ratio "$T1" "$TN")"
cat "$WORK/jobsN.times" "$WORK/mem100.times" >"$WORK/all100.times"
M100="$(peak_mib all100)"
M1000="$(peak_mib mem1000)"
MEMRATIO="$(awk -v a="$M1000" -v b="$M100" 'BEGIN{printf "%.3f", a / b}')"
printf '%-36s %10s %10s %14s %13s\n' run "median s" "images/s" "CPU ms/image" "peak RSS MiB"
printf '%-36s %10s %10s %14s %13s\n' "100 screenshots, --jobs 1" "$T1" "$(awk -v t="$T1" 'BEGIN{printf "%.2f", 100 / t}')" "$(cpu_ms jobs1 100)" "$(peak_mib jobs1)"
printf '%-36s %10s %10s %14s %13s\n' "100 screenshots, --jobs $CORES" "$TN" "$(awk -v t="$TN" 'BEGIN{printf "%.2f", 100 / t}')" "$(cpu_ms jobsN 100)" "$(peak_mib jobsN)"
printf '%-36s %10s %10s %14s %13s\n' "1,000 screenshots, --jobs $CORES" "$(median_s mem1000)" \
    "$(awk -v t="$(median_s mem1000)" 'BEGIN{printf "%.2f", 1000 / t}')" "$(cpu_ms mem1000 1000)" "$M1000"
figure "$SPEEDUP" ">=" "$SPEEDUP_TARGET" "batch on $CORES cores: ${SPEEDUP}x one core (target >= ${SPEEDUP_TARGET}x; CPU per image $(cpu_ms jobs1 100) ms with 1 job, $(cpu_ms jobsN 100) ms with $CORES)"
figure "$MEMRATIO" "<=" 1.10 "batch memory: peak RSS ${M1000} MiB for 1,000 screenshots vs ${M100} MiB for 100 (${MEMRATIO}x; target <= 1.10x, flat)"
echo "      The speed-up needs $CORES idle cores; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
