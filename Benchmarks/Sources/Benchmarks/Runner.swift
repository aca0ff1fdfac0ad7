import BenchmarkSupport
import Foundation
import OpenCombineScenarios
import SignalsScenarios

/// Runs the selected scenarios on both libraries, checks their checksums and builds the table.
struct Runner {
    var options: Options
    /// Everything that went wrong (checksum mismatch, lost delivery, failed child); fatal at the end.
    private(set) var failures: [String] = []

    init(options: Options) {
        self.options = options
    }

    static let signals = SignalsScenarios.scenarios
    static let openCombine = OpenCombineScenarios.scenarios

    mutating func run() -> [Row] {
        var rows: [Row] = []
        // `--library coordinators|bare` runs no Signals/OpenCombine scenario.
        guard options.runsLibrary(0) || options.runsLibrary(1) else { return [] }
        for spec in ScenarioSpec.all where options.includes(spec.id) {
            let size = options.size(for: spec)
            progress("\(spec.id) \(spec.title), size \(size)")
            let seconds = Stopwatch.measure {
                if spec.id == "S5" {
                    rows.append(runMemory(spec, subjects: size))
                } else {
                    rows += runTimed(spec, size: size)
                }
            }
            progress("  (\(String(format1: seconds / 1e9)) s)")
        }
        return rows
    }

    private mutating func runTimed(_ spec: ScenarioSpec, size: Int) -> [Row] {
        guard let run = spec.run else { return [] }
        let libraries = [Self.signals, Self.openCombine]
        let floor = options.library == nil ? spec.floor : nil
        let available = libraries.indices.map { options.runsLibrary($0) }
        if options.warmUp {
            let warmUpSize = max(1, size / 10)
            for index in libraries.indices where available[index] {
                _ = run(libraries[index], warmUpSize)
            }
            _ = floor?(warmUpSize)
        }
        var samples: [[Sample]] = [[], []]
        for repetition in 0..<options.repetitions {
            // Alternate the order, so drifting machine load hits both libraries alike.
            let order = repetition % 2 == 0 ? [0, 1] : [1, 0]
            for index in order where available[index] {
                let sample = run(libraries[index], size)
                samples[index].append(sample)
                progress("  \(libraries[index].name): \(String(format1: sample.nanosecondsPerOperation)) \(spec.unit)")
            }
        }
        for index in libraries.indices where available[index] {
            check(spec.id, libraries[index].name, samples[index])
        }
        if available[0], available[1], let left = samples[0].first, let right = samples[1].first,
            left.checksum != right.checksum
        {
            failures.append(
                "\(spec.id): checksums differ: \(libraries[0].name) \(left.checksum), "
                    + "\(libraries[1].name) \(right.checksum)"
            )
        }
        var rows = [
            Row(
                scenario: "\(spec.id) \(spec.title)",
                unit: spec.unit,
                signals: available[0] ? median(samples[0].map(\.nanosecondsPerOperation)) : nil,
                openCombine: available[1] ? median(samples[1].map(\.nanosecondsPerOperation)) : nil,
                targetRatio: spec.targetRatio
            )
        ]
        if let floor {
            let floorSamples = (0..<options.repetitions).map { _ in floor(size) }
            progress("  floor: \(String(format1: median(floorSamples.map(\.nanosecondsPerOperation)))) \(spec.unit)")
            check("\(spec.id) floor", "closures", floorSamples)
            if let reference = samples[1].first ?? samples[0].first, let mine = floorSamples.first,
                reference.checksum != mine.checksum
            {
                failures.append("\(spec.id): floor checksum \(mine.checksum) differs from \(reference.checksum)")
            }
            rows.append(
                Row(
                    scenario: "\(spec.id) floor: bare array of closures",
                    unit: spec.unit,
                    signals: median(floorSamples.map(\.nanosecondsPerOperation)),
                    openCombine: nil,
                    targetRatio: nil,
                    isFloor: true
                )
            )
        }
        return rows
    }

    private mutating func runMemory(_ spec: ScenarioSpec, subjects: Int) -> Row {
        let sinks = ScenarioSpec.fanOutSinks
        var values: [Double?] = []
        var checksums: [UInt64?] = []
        let expected = UInt64(sinks * subjects * (subjects - 1) / 2)
        for (index, library) in ["signals", "opencombine"].enumerated() {
            guard options.runsLibrary(index) else {
                values.append(nil)
                checksums.append(expected)
                continue
            }
            var perSubscription: [Double] = []
            var checksum: UInt64?
            for _ in 0..<options.memoryRepetitions {
                do {
                    let sample = try MemoryProbe.measure(library: library, subjects: subjects, sinks: sinks)
                    progress("  \(library): \(String(format1: sample.bytesPerSubscription)) \(spec.unit)")
                    perSubscription.append(sample.bytesPerSubscription)
                    if let checksum, checksum != sample.checksum {
                        failures.append("S5 \(library): checksum changed between runs")
                    }
                    checksum = sample.checksum
                } catch {
                    failures.append("\(error)")
                }
            }
            values.append(perSubscription.isEmpty ? nil : median(perSubscription))
            checksums.append(checksum)
        }
        for (library, checksum) in zip(["Signals", "OpenCombine"], checksums) where checksum != expected {
            failures.append("S5 \(library): checksum \(checksum.map(String.init) ?? "none"), expected \(expected)")
        }
        return Row(
            scenario: "S5 \(spec.title)", unit: spec.unit,
            signals: values[0], openCombine: values[1], targetRatio: spec.targetRatio
        )
    }

    /// Every repetition of one library must agree with itself and report no problem.
    private mutating func check(_ id: String, _ library: String, _ samples: [Sample]) {
        for sample in samples {
            if let problem = sample.problem {
                failures.append("\(id) \(library): \(problem)")
            }
        }
        if Set(samples.map(\.checksum)).count > 1 {
            failures.append("\(id) \(library): checksum differs between repetitions: \(samples.map(\.checksum))")
        }
    }
}
