# Shared by callgrind.sh and atomics.sh (sourced, not run): builds the release runner and names the
# function to profile. Both scripts run from Benchmarks/.

# Builds the release runner and sets `binary` to a copy without debug info: valgrind 3.19 cannot read
# the DWARF 5 that Swift 6 emits (the symbol table stays, so functions keep their names).
prepare_profiled_binary() {
    command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 2; }
    swift build -c release --product Benchmarks >&2
    out=.build/callgrind
    mkdir -p "$out"
    binary="$out/Benchmarks"
    cp .build/release/Benchmarks "$binary"
    strip --strip-debug "$binary"
}

# Prints the mangled name of MODULE's top-level function FUNCTION in `binary`: the scenario's own
# function, not its closures (a nested match would toggle collection off again).
scenario_symbol() {
    local module=$1 function=$2 symbol
    symbol=$(nm "$binary" | awk -v pattern="^[$]s[0-9]+${module}[0-9]+${function}[0-9].*F$" '$3 ~ pattern { print $3 }' | head -1)
    [ -n "$symbol" ] || { echo "no symbol for $module.$function" >&2; exit 1; }
    echo "$symbol"
}
