#!/usr/bin/env bash
# Counts the atomic read-modify-write instructions (lock-prefixed, or xchg with memory) that one
# scenario executes per operation, with valgrind's callgrind (independent of load), and which functions
# execute them. At a few ns each, they are most of the time callgrind's instruction counts do not show.
#
#   Benchmarks/Scripts/atomics.sh S4 20000      # S4 on Signals, 20,000 cycles
#   Benchmarks/Scripts/atomics.sh S1            # S1, 100,000 events
#
# Signals only (S1, S3, S4). Like callgrind.sh, only the scenario function is counted.
set -euo pipefail
cd "$(dirname "$0")/.."
scenario=$(echo "${1:?usage: atomics.sh S1|S3|S4 [size]}" | tr a-z A-Z)
size=${2:-100000}
case "$scenario" in
S1) function=chain ;;
S3) function=churn ;;
S4) function=oneShot ;;
*) echo "unsupported scenario: $scenario" >&2; exit 2 ;;
esac
source Scripts/profile-binary.sh
prepare_profiled_binary
symbol=$(scenario_symbol SignalsScenarios "$function")
profile="$out/callgrind.out.atomics.$scenario"
valgrind --tool=callgrind --toggle-collect="$symbol" --dump-instr=yes --compress-pos=no --compress-strings=no \
    --callgrind-out-file="$profile" "$binary" --only "$scenario" --library signals --size "$scenario=$size" \
    --reps 1 --no-warmup >/dev/null 2>&1
python3 - "$profile" "$size" <<'PY'
import collections, re, subprocess, sys
profile, operations = sys.argv[1], int(sys.argv[2])
counts = collections.defaultdict(collections.Counter)  # object -> address -> executions
function_of = {}
obj = function = None
after_call = False
for line in open(profile):
    if line.startswith('ob='):
        obj = line[3:].strip()
    elif line.startswith('fn='):
        function = line[3:].strip()
    elif line.startswith('calls='):
        after_call = True  # the next cost line is the call's inclusive cost
    elif line.startswith('0x'):
        if after_call:
            after_call = False
            continue
        address, _, cost = line.split()
        counts[obj][int(address, 16)] += int(cost)
        function_of[(obj, int(address, 16))] = function
atomic = re.compile(r'^\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*\t(lock\b|xchg\s+.*\()')
total, by_function = 0, collections.Counter()
for obj, addresses in counts.items():
    listing = subprocess.run(['objdump', '-d', '-w', obj], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        match = atomic.match(line)
        if match and int(match.group(1), 16) in addresses:
            executed = addresses[int(match.group(1), 16)]
            total += executed
            by_function[function_of[(obj, int(match.group(1), 16))]] += executed
print(f"{total / operations:.2f} atomic read-modify-writes per operation ({total} for {operations})")
for name, executed in by_function.most_common(25):
    print(f"{executed / operations:8.2f}  {name[:150]}")
PY
