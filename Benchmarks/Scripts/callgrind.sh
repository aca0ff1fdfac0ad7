#!/usr/bin/env bash
# Counts instructions of one scenario on one library with valgrind's callgrind (repeatable on a busy
# machine, unlike wall-clock time), and prints instructions per operation and the top functions.
#
#   Benchmarks/Scripts/callgrind.sh S1 signals            # S1 on Signals, 100,000 operations
#   Benchmarks/Scripts/callgrind.sh S4 opencombine 20000  # S4 on OpenCombine, 20,000 cycles
#   Benchmarks/Scripts/callgrind.sh C1 coordinators 5000  # FlowKit C1 through coordinators, 5,000 cycles
#   Benchmarks/Scripts/callgrind.sh C2 bare 5000          # FlowKit C2 on the bare navigation model
#   Benchmarks/Scripts/callgrind.sh C3 coordinators 2000 --c3-depth 400   # further flags go to the runner
#
# Only the scenario function is counted (setup of its subject and sinks included, the harness not; for
# C1/C2 only the cycle loop, not the window's set-up or the checks after it).
# S5 measures memory in child processes and is not supported here. S6 runs on two threads; callgrind
# serialises them, so its counts show the work, not the contention.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: callgrind.sh S1|S2|S3|S4|S6 [signals|opencombine] [size], or C1|C2|C3|C4 [coordinators|bare] [size] [runner flags]"
scenario=$(echo "${1:?$usage}" | tr a-z A-Z)
case "$scenario" in
C*) library=$(echo "${2:-coordinators}" | tr A-Z a-z) size=${3:-5000} ;;
*) library=$(echo "${2:-signals}" | tr A-Z a-z) size=${3:-100000} ;;
esac

case "$scenario" in
S1) function=chain operations=$size ;;
S2) function=fanOut operations=$((size * 1000)) ;;
S3) function=churn operations=$size ;;
S4) function=oneShot operations=$size ;;
S6) function=concurrency operations=$((size * 2 * 10)) ;;
C1 | C3) function=pushBack operations=$size ;;
C2) function=presentSwipeDown operations=$size ;;
C4) function=deepLink operations=$size ;;
*) echo "unsupported scenario: $scenario" >&2; exit 2 ;;
esac
extra=()
case "$scenario/$library" in
S*/signals) module=SignalsScenarios ;;
S*/opencombine) module=OpenCombineScenarios ;;
C*/coordinators) module=FlowKitScenarios function=${function}Coordinators extra=(--no-memory) ;;
C*/bare) module=FlowKitScenarios function=${function}Bare extra=(--no-memory) ;;
*) echo "unknown library for $scenario: $library" >&2; exit 2 ;;
esac

source Scripts/profile-binary.sh
prepare_profiled_binary
symbol=$(scenario_symbol "$module" "$function")

profile="$out/callgrind.out.$scenario.$library"
toggle=(--toggle-collect="$symbol")
[ "$scenario" = S6 ] && toggle=()   # the work runs on other threads
valgrind --tool=callgrind "${toggle[@]}" --callgrind-out-file="$profile" \
    "$binary" --only "$scenario" --library "$library" --size "$scenario=$size" --reps 1 --no-warmup "${extra[@]}" "${@:4}" \
    >/dev/null

total=$(callgrind_annotate "$profile" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "$scenario $library: $total instructions for $operations operations = $((total / operations)) per operation"
echo "profile: Benchmarks/$profile (callgrind_annotate --inclusive=yes, or kcachegrind)"
echo
echo "== self cost (top 25)"
callgrind_annotate "$profile" | sed -n '/file:function/,$p' | sed -n '3,27p' | cut -c1-180
echo
echo "== inclusive cost (top 25)"
callgrind_annotate --inclusive=yes "$profile" | sed -n '/file:function/,$p' | sed -n '3,27p' | cut -c1-180
