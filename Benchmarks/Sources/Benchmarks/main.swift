import Foundation

// Signals vs OpenCombine: see Benchmarks/README.md.
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

if let library = options.memoryChild {
    MemoryProbe.runChild(library: library, subjects: options.childSubjects, sinks: options.childSinks)
}

var runner = Runner(options: options)
let clock = ContinuousClock()
let start = clock.now
let rows = runner.run()
let elapsed = clock.now - start
print(Table.render(rows))
print()
print(
    "Median of \(options.repetitions) runs (S5: \(options.memoryRepetitions) fresh process(es)) per library, "
        + "scale \(options.scale), release build; ratio = Signals/OpenCombine; "
        + "(floor) rows: the same work with a bare array of closures, no library. "
        + "Suite time: \(elapsed.components.seconds) s."
)
if !runner.failures.isEmpty {
    FileHandle.standardError.write(Data(("\nFAILED:\n" + runner.failures.joined(separator: "\n") + "\n").utf8))
    exit(1)
}
