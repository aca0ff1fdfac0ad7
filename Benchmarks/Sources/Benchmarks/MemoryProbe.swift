import BenchmarkSupport
import Foundation
import OpenCombineScenarios
import SignalsScenarios

/// S5 runs each measurement in a fresh process: the runner starts its own executable again with
/// `--s5-child LIBRARY`, which creates the subscriptions, prints one result line and exits.
enum MemoryProbe {
    static let libraries = ["signals": SignalsScenarios.scenarios, "opencombine": OpenCombineScenarios.scenarios]

    /// Child side: measure and print `bytes=… subscriptions=… checksum=…`, then exit at once
    /// (tearing down a million subscriptions is not part of the measurement).
    static func runChild(library: String, subjects: Int, sinks: Int) -> Never {
        guard let set = libraries[library] else {
            FileHandle.standardError.write(Data("unknown library \(library)\n".utf8))
            exit(2)
        }
        let sample = set.memory(subjects, sinks)
        let line = "bytes=\(sample.residentBytes) subscriptions=\(sample.subscriptions) checksum=\(sample.checksum)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
        exit(0)
    }

    /// Parent side: start a child for `library` and read its result.
    static func measure(library: String, subjects: Int, sinks: Int) throws -> MemorySample {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = [
            "--s5-child", library, "--subjects", String(subjects), "--sinks", String(sinks),
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ProbeError(description: "S5 child for \(library) exited with \(process.terminationStatus): \(text)")
        }
        var fields: [String: String] = [:]
        for pair in text.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let bytes = fields["bytes"].flatMap({ Int($0) }),
            let subscriptions = fields["subscriptions"].flatMap({ Int($0) }),
            let checksum = fields["checksum"].flatMap({ UInt64($0) })
        else {
            throw ProbeError(description: "S5 child for \(library) printed an unexpected line: \(text)")
        }
        return MemorySample(residentBytes: bytes, subscriptions: subscriptions, checksum: checksum)
    }

    /// This executable's path (`/proc/self/exe` resolved, so the child gets a stable path).
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    struct ProbeError: Error, CustomStringConvertible {
        var description: String
    }
}
