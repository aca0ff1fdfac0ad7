import BenchmarkSupport
import FlowKitScenarios

/// Runs the FlowKit cycles (C1, C2, C3) through coordinators and on the bare model, checks that both end
/// in the same navigation state, runs the memory check, and builds the FlowKit table.
struct FlowRunner {
    var options: Options
    /// Everything that went wrong; fatal at the end.
    private(set) var failures: [String] = []
    /// The memory check's figures, one line per scenario and variant, and C3 against C1, printed under
    /// the table.
    private(set) var memoryNotes: [String] = []

    init(options: Options) {
        self.options = options
    }

    mutating func run() -> [FlowRow] {
        let variants = FlowVariant.allCases.filter(options.runsVariant)
        guard !variants.isEmpty else { return [] }
        var rows: [FlowRow] = []
        for spec in FlowSpec.all where options.includes(spec.id) {
            let cycles = options.size(id: spec.id, defaultSize: spec.defaultSize)
            progress("\(spec.id) \(spec.title(largeApp: options.largeApp)), \(cycles) cycles")
            let seconds = Stopwatch.measure {
                rows.append(runTimed(spec, cycles: cycles, variants: variants))
                if options.memoryChecks {
                    rows.append(runMemory(spec, variants: variants))
                }
            }
            progress("  (\(String(format1: seconds / 1e9)) s)")
        }
        if let note = Self.largeAppNote(rows) { memoryNotes.append(note) }
        return rows
    }

    /// C3 against C1 through coordinators, e.g. `C3/C1 through coordinators: 1.08 (goal ≤ 1.50: met)`;
    /// `nil` unless both ran.
    private static func largeAppNote(_ rows: [FlowRow]) -> String? {
        func coordinators(_ scenario: FlowScenario) -> Double? {
            rows.first { $0.scenario.hasPrefix(scenario.rawValue + " ") && $0.isTime }?.coordinators
        }
        guard let c1 = coordinators(.pushBack), let c3 = coordinators(.pushBackInLargeApp), c1 > 0 else { return nil }
        let ratio = c3 / c1
        let met = ratio <= FlowSpec.largeAppTargetRatio ? "met" : "not met"
        return "C3/C1 through coordinators: \(String(format2: ratio)) "
            + "(goal ≤ \(String(format2: FlowSpec.largeAppTargetRatio)): \(met))"
    }

    /// One timed run on the main actor (the runner runs on the main thread).
    private func run(_ scenario: FlowScenario, _ variant: FlowVariant, cycles: Int) -> FlowSample {
        let shape = options.largeApp
        return MainActor.assumeIsolated {
            FlowScenarios.run(scenario, variant, cycles: cycles, shape: shape)
        }
    }

    private mutating func runTimed(_ spec: FlowSpec, cycles: Int, variants: [FlowVariant]) -> FlowRow {
        if options.warmUp {
            for variant in variants {
                _ = run(spec.scenario, variant, cycles: max(1, cycles / 10))
            }
        }
        var samples: [FlowVariant: [FlowSample]] = [:]
        for repetition in 0..<options.repetitions {
            // Alternate the order, so drifting machine load hits both variants alike.
            for variant in repetition % 2 == 0 ? variants : variants.reversed() {
                let sample = run(spec.scenario, variant, cycles: cycles)
                samples[variant, default: []].append(sample)
                progress("  \(variant.rawValue): \(String(format1: sample.nanosecondsPerCycle)) ns/cycle")
            }
        }
        var outcomes: [FlowVariant: FlowOutcome] = [:]
        for (variant, list) in samples {
            for problem in list.compactMap(\.problem) {
                failures.append("\(spec.id) \(variant.rawValue): \(problem)")
            }
            if Set(list.map(\.outcome)).count > 1 {
                failures.append(
                    "\(spec.id) \(variant.rawValue): end state differs between repetitions: "
                        + list.map(\.outcome.description).joined(separator: " / "))
            }
            outcomes[variant] = list.first?.outcome
        }
        var ratio: Double?
        if let coordinators = samples[.coordinators], let bare = samples[.bare] {
            ratio = median(zip(coordinators, bare).map { $0.nanosecondsPerCycle / max($1.nanosecondsPerCycle, 1) })
        }
        return FlowRow(
            scenario: "\(spec.id) \(spec.title(largeApp: options.largeApp))",
            kind: .time(targetRatio: spec.targetRatio),
            coordinators: samples[.coordinators].map { median($0.map(\.nanosecondsPerCycle)) },
            bare: samples[.bare].map { median($0.map(\.nanosecondsPerCycle)) },
            ratio: ratio,
            outcome: endState("\(spec.id)", outcomes)
        )
    }

    private mutating func runMemory(_ spec: FlowSpec, variants: [FlowVariant]) -> FlowRow {
        let warmUpCycles = options.scaled(FlowSpec.memoryWarmUpCycles)
        let cycles = options.scaled(FlowSpec.memoryCycles)
        progress("  memory: \(warmUpCycles) warm-up cycles, then \(cycles) measured, one fresh process per variant")
        var growth: [FlowVariant: Double] = [:]
        var outcomes: [FlowVariant: FlowOutcome] = [:]
        for variant in variants {
            let label = "\(spec.id) memory (\(variant.rawValue))"
            let sample: FlowMemorySample
            do {
                sample = try FlowMemoryProbe.measure(
                    spec.scenario, variant, warmUpCycles: warmUpCycles, cycles: cycles, shape: options.largeApp)
            } catch {
                failures.append("\(error)")
                continue
            }
            growth[variant] = Double(sample.growth)
            outcomes[variant] = sample.outcome
            let bound = FlowSpec.memoryBound(cycles: cycles)
            let note = Self.describe(sample, label: label, bound: bound)
            memoryNotes.append(note)
            progress("  " + note)
            if let problem = sample.problem {
                failures.append("\(label): \(problem)")
            }
            if sample.growth > bound {
                failures.append(
                    "\(label): the resident set grew by \(sample.growth) bytes over \(cycles) cycles (bound \(bound))")
            }
            if let running = sample.running, Set(running).count != 1 {
                failures.append("\(label): running coordinators did not stay at the baseline: \(running)")
            }
            if let leakReports = sample.leakReports, leakReports != 0 {
                failures.append("\(label): the leak detector published \(leakReports) report(s)")
            }
        }
        return FlowRow(
            scenario: "\(spec.id) memory: RSS growth over \(cycles) cycles",
            kind: .memory(boundBytes: FlowSpec.memoryBound(cycles: cycles)),
            coordinators: growth[.coordinators],
            bare: growth[.bare],
            ratio: nil,
            outcome: endState("\(spec.id) memory", outcomes)
        )
    }

    /// The one end state both variants reached; records a failure when they differ.
    private mutating func endState(_ label: String, _ outcomes: [FlowVariant: FlowOutcome]) -> String {
        let distinct = Set(outcomes.values)
        guard distinct.count <= 1 else {
            failures.append(
                "\(label): the variants end in different states: "
                    + outcomes.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: "; "))
            return "differs (see FAILED)"
        }
        return distinct.first?.description ?? "n/a"
    }

    /// For example `C1 memory (coordinators): RSS 9.86 MiB after 10000 warm-up cycles, 9.86 MiB after
    /// 100000 more (+0 KiB, bound 256 KiB); running coordinators 1 → 1 → 1; leak reports 0`.
    private static func describe(_ sample: FlowMemorySample, label: String, bound: Int) -> String {
        func mebibytes(_ bytes: Int) -> String { String(format2: Double(bytes) / 1_048_576) + " MiB" }
        var text =
            "\(label): RSS \(mebibytes(sample.residentBefore)) after \(sample.warmUpCycles) warm-up cycles, "
            + "\(mebibytes(sample.residentAfter)) after \(sample.cycles) more "
            + "(\(FlowRow.kibibytes(Double(sample.growth))) KiB, bound \(bound / 1024) KiB)"
        if let running = sample.running {
            text += "; running coordinators " + running.map(String.init).joined(separator: " → ")
        }
        if let leakReports = sample.leakReports { text += "; leak reports \(leakReports)" }
        return text
    }
}
