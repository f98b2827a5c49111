# scripts/benchmarks/common.sh — what every section of scripts/bench uses (sourced by it).
#
# Variables set by scripts/bench before any section runs:
#   ROOT WORK REPEAT COUNT CS_BIN TIME_BIN PYTHON CORES  and  FILES (the COUNT full-size
#   screenshots with sidecars), IMG_DIR (where they are; --keep reuses it across runs).
# A section reports each figure of issue 16's "Done when" with `figure` (PASS/MISS against its
# target, collected for the summary at the end); times are medians of REPEAT interleaved runs.

# timed NAME OK CMD...: one run of CMD, stdout to $WORK/NAME.out, stderr to $WORK/NAME.err;
# appends "microseconds peak-KiB cpu-seconds" to $WORK/NAME.times. OK is the highest exit
# status that is not a failure (1 for contrastscan: a region fails, which is normal).
timed() {
    local name="$1" ok="$2" t0 t1 rc; shift 2
    t0="$(date +%s%N)"
    set +e
    "$TIME_BIN" -f '%M %U %S' -o "$WORK/$name.time" "$@" >"$WORK/$name.out" 2>"$WORK/$name.err"
    rc=$?
    set -e
    t1="$(date +%s%N)"
    if [ "$rc" -gt "$ok" ]; then
        echo "bench: $name exited with status $rc: $*" >&2
        tail -n 20 "$WORK/$name.err" >&2 || true
        exit 2
    fi
    echo "$(( (t1 - t0) / 1000 )) $(tail -n1 "$WORK/$name.time" | awk '{print $1, $2 + $3}')" >>"$WORK/$name.times"
}

# interleaved RUN NAME...: the timing loop of a section comparing contenders. RUN NAME runs
# contender NAME once (with `timed NAME ...`). Each NAME is run once untimed (a warm-up: its
# times are dropped), then REPEAT rounds run every NAME in turn, so a slow spell of the machine
# falls on all of them alike; a dot per round.
interleaved() {
    local run="$1" n r; shift
    for n in "$@"; do "$run" "$n"; rm -f "$WORK/$n.times"; done
    for ((r = 1; r <= REPEAT; r++)); do
        for n in "$@"; do "$run" "$n"; done
        printf '.'
    done
    echo
}

# median_s NAME: median wall seconds of $WORK/NAME.times
median_s() {
    awk '{print $1}' "$WORK/$1.times" | sort -n |
        awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.3f", m / 1e6 }'
}
min_s() { awk '{print $1}' "$WORK/$1.times" | sort -n | head -n1 | awk '{printf "%.3f", $1 / 1e6}'; }
# peak_mib NAME: the highest peak RSS of $WORK/NAME.times, MiB
peak_mib() { sort -k2 -n "$WORK/$1.times" | tail -n1 | awk '{printf "%.1f", $2 / 1024}'; }
# cpu_ms NAME N: median CPU (user + sys) per item, ms
cpu_ms() {
    awk '{print $3}' "$WORK/$1.times" | sort -n |
        awk -v n="$2" '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m * 1000 / n }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
# paired_ratio A B: the median over rounds of A's wall time / B's in the same round. `interleaved`
# runs every contender once per round, so a busy minute on a shared machine slows both runs of a
# round; the ratio of two medians can pair a quiet run with a busy one. The figures use this.
paired_ratio() {
    paste -d' ' "$WORK/$1.times" "$WORK/$2.times" | awk '$4 > 0 { print $1 / $4 }' | sort -g |
        awk '{ v[NR] = $1 } END { if (NR == 0) { print "n/a"; exit } m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f", m }'
}

# figure VALUE OP LIMIT TEXT: PASS when VALUE OP LIMIT (OP is <= or >=), MISS otherwise (also
# when VALUE is not a number: a figure that could not be measured is a miss, with TEXT saying why).
figure() {
    local value="$1" op="$2" limit="$3" text="$4" v
    if awk -v x="$value" -v y="$limit" -v op="$op" 'BEGIN{
            if (x !~ /^-?[0-9.]+$/) exit 1
            exit !((op == "<=") ? (x + 0 <= y + 0) : (x + 0 >= y + 0)) }'; then
        v=PASS
    else
        v=MISS
        MISSED=1
    fi
    echo "$v  $text" | tee -a "$WORK/figures.txt"
}

# copy_set N DIR SOURCES...: DIR holds N screenshots shot-00000.png + .json, copies (not links:
# a batch may count a hard-linked file once) of SOURCES (PNG paths with a sidecar), round robin.
copy_set() {
    local n="$1" dir="$2" i src name; shift 2
    local -a sources=("$@")
    if [ -f "$dir/.complete-$n" ]; then return; fi
    rm -rf "$dir"
    mkdir -p "$dir"
    for ((i = 0; i < n; i++)); do
        src="${sources[$((i % ${#sources[@]}))]}"
        name="$(printf 'shot-%05d' "$i")"
        cp "$src" "$dir/$name.png"
        cp "${src%.png}.json" "$dir/$name.json"
    done
    touch "$dir/.complete-$n"
}

# png_bytes DIR: total bytes of the PNGs in DIR
png_bytes() { find "$1" -maxdepth 1 -name '*.png' -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }

# supports SUBCOMMAND OPTION: whether contrastscan SUBCOMMAND --help lists --OPTION
supports() { "$CS_BIN" "$1" --help 2>/dev/null | grep -q -- "--$2"; }
