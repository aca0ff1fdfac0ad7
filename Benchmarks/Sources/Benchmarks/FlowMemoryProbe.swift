import FlowKitScenarios
import Foundation

/// The C1/C2 memory check runs in a fresh process per variant, like S5: the runner starts its own
/// executable again with `--flow-child C1 --variant coordinators --warm-up-cycles W --cycles N`, which
/// runs the cycles, prints one `key=value` line per figure and exits.
enum FlowMemoryProbe {
    /// Child side: run the memory check and print its figures, then exit at once.
    static func runChild(
        _ scenario: FlowScenario, _ variant: FlowVariant, warmUpCycles: Int, cycles: Int, shape: LargeAppShape
    ) -> Never {
        let sample = MainActor.assumeIsolated {
            FlowScenarios.memory(scenario, variant, warmUpCycles: warmUpCycles, cycles: cycles, shape: shape)
        }
        var lines = [
            "before=\(sample.residentBefore)",
            "after=\(sample.residentAfter)",
            "released=\(sample.outcome.released)",
            "depth=\(sample.outcome.stackDepth)",
            "layers=\(sample.outcome.layers)",
            "events=\(sample.outcome.events)",
        ]
        if let running = sample.running {
            lines.append("running=" + running.map(String.init).joined(separator: ","))
        }
        if let leakReports = sample.leakReports { lines.append("leaks=\(leakReports)") }
        if let problem = sample.problem {
            lines.append("problem=" + problem.split(separator: "\n").joined(separator: " "))
        }
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        exit(0)
    }

    /// Parent side: start a child for `scenario` on `variant` and read its figures.
    static func measure(
        _ scenario: FlowScenario, _ variant: FlowVariant, warmUpCycles: Int, cycles: Int, shape: LargeAppShape
    ) throws -> FlowMemorySample {
        let label = "\(scenario.rawValue) memory child (\(variant.rawValue))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MemoryProbe.executablePath())
        process.arguments = [
            "--flow-child", scenario.rawValue, "--variant", variant.rawValue,
            "--warm-up-cycles", String(warmUpCycles), "--cycles", String(cycles),
            "--c3-tabs", String(shape.tabs), "--c3-depth", String(shape.depth), "--c3-modals", String(shape.modals),
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw MemoryProbe.ProbeError(description: "\(label) exited with \(process.terminationStatus): \(text)")
        }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        func integer(_ key: String) throws -> Int {
            guard let value = fields[key].flatMap({ Int($0) }) else {
                throw MemoryProbe.ProbeError(description: "\(label) printed no \(key): \(text)")
            }
            return value
        }
        return FlowMemorySample(
            warmUpCycles: warmUpCycles, cycles: cycles,
            residentBefore: try integer("before"), residentAfter: try integer("after"),
            running: fields["running"].map { $0.split(separator: ",").compactMap { Int($0) } },
            leakReports: fields["leaks"].flatMap { Int($0) },
            outcome: FlowOutcome(
                released: try integer("released"), stackDepth: try integer("depth"), layers: try integer("layers"),
                events: try integer("events")),
            problem: fields["problem"]
        )
    }
}
