import FlowKitScenarios

/// Command-line options of the benchmark runner.
struct Options {
    /// Multiplies every scenario's default size (`--scale 0.1` for a quick run).
    var scale = 1.0
    /// Timed repetitions per scenario and library; the median is reported.
    var repetitions = 5
    /// Child processes per library for S5; the median is reported.
    var memoryRepetitions = 1
    /// Whether each scenario runs once at a tenth of its size before the timed repetitions.
    var warmUp = true
    /// Scenario identifiers to run (`S1`…`S6`, `C1`…`C3`); `nil` runs all.
    var only: Set<String>?
    /// Explicit sizes per scenario identifier, overriding the scaled default.
    var sizes: [String: Int] = [:]
    /// Run only this side: `signals`, `opencombine` (S rows) or `coordinators`, `bare` (C rows), for
    /// profiling one of them; the rows of the other family are skipped. `nil` runs every side.
    var library: String?
    /// Whether C1–C3 also run their memory check (fresh child processes); `--no-memory` turns it off.
    var memoryChecks = true
    /// Whether the runner starts an idle thread before measuring (the default), so that every library's
    /// locks pay for their atomic instructions; `--single-threaded` turns it off (see
    /// ``Threads/startIdleThread()``).
    var multiThreaded = true
    /// `--help`: print the usage and exit.
    var showHelp = false
    /// Set in a child process started for S5: the library to measure.
    var memoryChild: String?
    /// S5 child: subjects and sinks per subject.
    var childSubjects = 1000
    var childSinks = 1000
    /// Set in a child process started for the C1–C3 memory check: the scenario, the variant, and the
    /// cycles before and between the two readings.
    var flowChild: FlowScenario?
    var childVariant = FlowVariant.coordinators
    var childWarmUpCycles = 10_000
    var childCycles = 100_000

    /// Every scenario identifier `--only` and `--size` accept.
    static let knownIDs = ScenarioSpec.ids + FlowSpec.ids

    static let usage = """
        usage: Benchmarks [--scale X] [--only S1,C1] [--reps N] [--memory-reps N] [--size S3=200000]
                          [--no-warmup] [--no-memory] [--library signals|opencombine|coordinators|bare]
                          [--single-threaded]

          --scale X        multiply every default size by X (e.g. 0.1 for a quick run), the
                           C1-C3 memory check's 100,000 cycles included
          --only LIST      comma-separated scenarios to run: S1,S2,S3,S4,S5,S6,C1,C2,C3,C4 (default: all)
          --reps N         timed repetitions per scenario and library, median reported (default 5)
          --memory-reps N  fresh child processes per library for S5, median reported (default 1:
                   resident memory is deterministic here, to the byte)
          --size Sk=N      set one scenario's size explicitly (repeatable); the size is:
                             S1 sends, S2 sends (to 1,000 sinks), S3 cycles, S4 cycles,
                             S5 subjects (each with 1,000 sinks), S6 sends per thread (10 sinks),
                             C1, C2, C3 and C4 cycles per timed run
          --no-warmup      skip the warm-up run (one run at a tenth of the size)
          --no-memory      skip the C1-C3 memory check (its child processes)
          --library L      run one side only, e.g. under callgrind: signals or opencombine (the
                           S rows; floors are skipped), coordinators or bare (the C rows);
                           nothing is compared
          --single-threaded  do not start the idle thread before measuring (glibc then skips the
                           atomic instructions of pthread mutexes: OpenCombine's locks look cheaper)
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(for flag: String) throws -> String {
            guard let value = iterator.next() else { throw UsageError(description: "\(flag) needs a value") }
            return value
        }
        func number<T: LosslessStringConvertible>(_ text: String, for flag: String) throws -> T {
            guard let number = T(text) else { throw UsageError(description: "\(flag): not a number: \(text)") }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--scale":
                options.scale = try number(value(for: argument), for: argument)
                guard options.scale > 0 else { throw UsageError(description: "--scale must be positive") }
            case "--reps":
                options.repetitions = try number(value(for: argument), for: argument)
                guard options.repetitions >= 1 else { throw UsageError(description: "--reps must be at least 1") }
            case "--memory-reps":
                options.memoryRepetitions = try number(value(for: argument), for: argument)
                guard options.memoryRepetitions >= 1 else {
                    throw UsageError(description: "--memory-reps must be at least 1")
                }
            case "--only":
                let list = try value(for: argument).split(separator: ",").map { $0.uppercased() }
                for id in list where !knownIDs.contains(id) {
                    throw UsageError(description: "--only: unknown scenario \(id)")
                }
                options.only = Set(list)
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "=")
                guard parts.count == 2, knownIDs.contains(parts[0].uppercased()),
                    let size = Int(parts[1]), size > 0
                else { throw UsageError(description: "--size: expected Sk=N with a positive N, got \(text)") }
                options.sizes[parts[0].uppercased()] = size
            case "--library":
                let library = try value(for: argument).lowercased()
                guard ["signals", "opencombine", "coordinators", "bare"].contains(library) else {
                    throw UsageError(
                        description: "--library: expected signals, opencombine, coordinators or bare, got \(library)")
                }
                options.library = library
            case "--no-warmup":
                options.warmUp = false
            case "--no-memory":
                options.memoryChecks = false
            case "--single-threaded":
                options.multiThreaded = false
            case "--s5-child":
                options.memoryChild = try value(for: argument)
            case "--subjects":
                options.childSubjects = try number(value(for: argument), for: argument)
            case "--sinks":
                options.childSinks = try number(value(for: argument), for: argument)
            case "--flow-child":
                let id = try value(for: argument)
                guard let scenario = FlowScenario(rawValue: id.uppercased()) else {
                    throw UsageError(description: "--flow-child: unknown scenario \(id)")
                }
                options.flowChild = scenario
            case "--variant":
                let name = try value(for: argument)
                guard let variant = FlowVariant(rawValue: name.lowercased()) else {
                    throw UsageError(description: "--variant: expected coordinators or bare, got \(name)")
                }
                options.childVariant = variant
            case "--warm-up-cycles":
                options.childWarmUpCycles = try number(value(for: argument), for: argument)
            case "--cycles":
                options.childCycles = try number(value(for: argument), for: argument)
            case "--help", "-h":
                options.showHelp = true
            default:
                throw UsageError(description: "unknown argument \(argument)\n\(usage)")
            }
        }
        return options
    }

    func includes(_ id: String) -> Bool {
        only?.contains(id) ?? true
    }

    /// Whether the side at `index` (0 Signals, 1 OpenCombine) runs.
    func runsLibrary(_ index: Int) -> Bool {
        guard let library else { return true }
        return library == (index == 0 ? "signals" : "opencombine")
    }

    /// Whether a variant of the C rows runs.
    func runsVariant(_ variant: FlowVariant) -> Bool {
        guard let library else { return true }
        return library == variant.rawValue
    }

    func size(for spec: ScenarioSpec) -> Int {
        size(id: spec.id, defaultSize: spec.defaultSize)
    }

    /// The explicit `--size` of scenario `id`, or its default size scaled.
    func size(id: String, defaultSize: Int) -> Int {
        sizes[id] ?? scaled(defaultSize)
    }

    /// `count` times `--scale`, at least 1.
    func scaled(_ count: Int) -> Int {
        max(1, Int((Double(count) * scale).rounded()))
    }
}
