import BenchmarkSupport
import Foundation

// Signals vs OpenCombine, then FlowKit's coordinators vs the bare navigation model: see
// Benchmarks/README.md.
let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

if options.showHelp {
    print(Options.usage)
    exit(0)
}

// Before anything is measured (S5's and the memory check's child processes included): glibc skips the
// atomic instructions of a `pthread_mutex_t` while a process has never started a thread, which would
// flatter OpenCombine's single-threaded figures (S1-S4) next to Signals' own atomics.
if options.multiThreaded {
    Threads.startIdleThread()
}

if let library = options.memoryChild {
    MemoryProbe.runChild(library: library, subjects: options.childSubjects, sinks: options.childSinks)
}

if let scenario = options.flowChild {
    FlowMemoryProbe.runChild(
        scenario, options.childVariant, warmUpCycles: options.childWarmUpCycles, cycles: options.childCycles)
}

var runner = Runner(options: options)
var flowRunner = FlowRunner(options: options)
let clock = ContinuousClock()
let start = clock.now
let rows = runner.run()
let flowRows = flowRunner.run()
let elapsed = clock.now - start
if !rows.isEmpty {
    print(Table.render(rows))
    print()
    print(
        "Median of \(options.repetitions) runs (S5: \(options.memoryRepetitions) fresh process(es)) per library, "
            + "scale \(options.scale), release build; ratio = Signals/OpenCombine; "
            + "(floor) rows: the same work with a bare array of closures, no library."
    )
}
if !flowRows.isEmpty {
    if !rows.isEmpty { print() }
    print(Table.render(header: FlowRow.header, lines: flowRows.map(\.cells), leftAligned: [7]))
    print()
    print(
        "FlowKit: median of \(options.repetitions) runs per variant; ratio = coordinators/bare, the median of "
            + "the repetitions' ratios (the two variants run back to back); "
            + "memory: resident-set growth in a fresh process per variant."
    )
    for note in flowRunner.memoryNotes {
        print("  " + note)
    }
}
print("Suite time: \(elapsed.components.seconds) s.")
let failures = runner.failures + flowRunner.failures
if !failures.isEmpty {
    FileHandle.standardError.write(Data(("\nFAILED:\n" + failures.joined(separator: "\n") + "\n").utf8))
    exit(1)
}
