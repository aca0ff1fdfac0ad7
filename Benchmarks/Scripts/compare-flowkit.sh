#!/usr/bin/env bash
# FlowKit's C1–C4 before and after issue 16, from one session: builds the release benchmark binary of a
# "before" tree and of this tree, then runs both back to back and prints one table (ns per cycle,
# coordinators / bare, the ratio, C3/C1, and the load average when each run began).
#
#   Benchmarks/Scripts/compare-flowkit.sh                # build both (if needed), then measure
#   Benchmarks/Scripts/compare-flowkit.sh --no-build     # measure with the binaries already built
#   BEFORE_DIR=/tmp/fk-before Benchmarks/Scripts/compare-flowkit.sh --reps 3
#
# "Before" is main at be011ae with 96bb2ba on top (C3's shape as options; benchmark code only), which is
# the commit 96bb2ba itself (its parent is be011ae): it is checked out as a detached worktree in
# $BEFORE_DIR (default /tmp/flowkit-before), created if missing, and left there for the next run
# (remove it with `git worktree remove --force /tmp/flowkit-before`).
#
# The runs, each before then after: `--only C1,C2,C3,C4 --scale 0.5 --no-memory`, then
# `--only C1,C3 --c3-depth 400` and `--only C1,C3 --c3-depth 4000` (same scale, no memory check).
# Wall-clock times move with the machine's load (printed per run); callgrind.sh gives load-independent
# instruction counts.
set -euo pipefail
cd "$(dirname "$0")/.."
benchmarks=$(pwd)
repository=$(git rev-parse --show-toplevel)

before_commit=96bb2ba  # be011ae + "Benchmarks: C3 takes its shape as options"
before_dir=${BEFORE_DIR:-/tmp/flowkit-before}
build=1
reps=5
scale=0.5
while [ $# -gt 0 ]; do
    case "$1" in
    --no-build) build=0 ;;
    --reps) reps=${2:?--reps N}; shift ;;
    --scale) scale=${2:?--scale X}; shift ;;
    *) echo "usage: compare-flowkit.sh [--no-build] [--reps N] [--scale X]" >&2; exit 2 ;;
    esac
    shift
done

if [ ! -d "$before_dir" ]; then
    git -C "$repository" worktree add --detach "$before_dir" "$before_commit" >&2
fi
if [ -n "$(git -C "$before_dir" diff "$before_commit" --stat -- Sources Benchmarks Package.swift)" ]; then
    echo "$before_dir differs from $before_commit in Sources, Benchmarks or Package.swift" >&2
    exit 1
fi

before_binary=$before_dir/Benchmarks/.build/release/Benchmarks
after_binary=$benchmarks/.build/release/Benchmarks
if [ "$build" = 1 ]; then
    echo "building before ($before_dir)..." >&2
    swift build -c release --package-path "$before_dir/Benchmarks" --product Benchmarks >&2
    echo "building after ($benchmarks)..." >&2
    swift build -c release --package-path "$benchmarks" --product Benchmarks >&2
fi
for binary in "$before_binary" "$after_binary"; do
    [ -x "$binary" ] || { echo "missing $binary (run without --no-build)" >&2; exit 1; }
done

out=$(mktemp -d /tmp/compare-flowkit.XXXXXX)

# Prints one table line for a run's output: ns per cycle of C1–C4 (coordinators / bare, ratio) and C3/C1.
row() {
    local label=$1 file=$2
    awk -v label="$label" -F'|' '
        function trim(s) { gsub(/^ +| +$/, "", s); return s }
        $2 ~ /^ C[1-4] / && $3 ~ /ns\/cycle/ {
            id = substr(trim($2), 1, 2)
            cell[id] = trim($4) " / " trim($5) " (" trim($6) ")"
            coordinators[id] = trim($4)
        }
        /^C3\/C1 through coordinators:/ { ratio = $0; sub(/^C3\/C1 through coordinators: /, "", ratio); sub(/ .*/, "", ratio) }
        END {
            if (ratio == "" && coordinators["C1"] > 0 && coordinators["C3"] != "")
                ratio = sprintf("%.2f", coordinators["C3"] / coordinators["C1"])
            printf "| %s | %s | %s | %s | %s | %s |\n", label, cell["C1"], cell["C2"], cell["C3"], cell["C4"], ratio
        }' "$file"
}

table=()
run() {
    local name=$1; shift
    local side binary load
    for side in before after; do
        binary=$before_binary
        [ "$side" = after ] && binary=$after_binary
        load=$(cut -d' ' -f1 /proc/loadavg)
        echo "$side $name (load $load)..." >&2
        if ! "$binary" --scale "$scale" --reps "$reps" --no-memory "$@" >"$out/$side-$name.txt" 2>"$out/$side-$name.err"; then
            echo "$side $name FAILED: see $out/$side-$name.txt" >&2
            sed -n '/FAILED/,$p' "$out/$side-$name.txt" >&2
        fi
        table+=("$(row "$side $name, load $load" "$out/$side-$name.txt")")
    done
}

run "C1,C2,C3,C4" --only C1,C2,C3,C4
run "C1,C3 --c3-depth 400" --only C1,C3 --c3-depth 400
run "C1,C3 --c3-depth 4000" --only C1,C3 --c3-depth 4000

echo
echo "FlowKit before ($before_commit) and after ($(git -C "$repository" rev-parse --short HEAD)), --scale $scale --reps $reps --no-memory, $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "| Run (coordinators / bare, ns per cycle; ratio) | C1 | C2 | C3 | C4 | C3/C1 (coordinators) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
printf '%s\n' "${table[@]}"
echo
echo "full outputs: $out"
