import BenchmarkSupport

/// One row of the suite: how to run a scenario on a library, its unit and its target ratio.
struct ScenarioSpec: Sendable {
    /// `S1`…`S6`.
    var id: String
    var title: String
    var unit: String
    /// The default size (see `Options.usage` for what the size counts).
    var defaultSize: Int
    /// The ratio Signals/OpenCombine must not exceed.
    var targetRatio: Double
    /// Runs the scenario once on a library (`nil` for S5, which runs in child processes).
    var run: (@Sendable (ScenarioSet, Int) -> Sample)?
    /// The same work with a bare array of closures, no library (S1, S2 and S6).
    var floor: (@Sendable (Int) -> Sample)?

    static let ids = ["S1", "S2", "S3", "S4", "S5", "S6"]

    /// Sinks per subject in S2, S5; sinks in S6.
    static let fanOutSinks = 1000
    static let concurrencySinks = 10

    static let all: [ScenarioSpec] = [
        ScenarioSpec(
            id: "S1", title: "chain: subject→map→filter→sink", unit: "ns/event",
            defaultSize: 10_000_000, targetRatio: 0.25,
            run: { set, size in set.chain(size) },
            floor: { Floors.chain(sends: $0) }
        ),
        ScenarioSpec(
            id: "S2", title: "fan-out: 1 subject, 1,000 sinks", unit: "ns/delivery",
            defaultSize: 10_000, targetRatio: 0.25,
            run: { set, size in set.fanOut(size, fanOutSinks) },
            floor: { Floors.fanOut(sends: $0, sinks: fanOutSinks) }
        ),
        ScenarioSpec(
            id: "S3", title: "churn: sink + cancel on a live subject", unit: "ns/cycle",
            defaultSize: 1_000_000, targetRatio: 0.25,
            run: { set, size in set.churn(size) }
        ),
        ScenarioSpec(
            id: "S4", title: "one-shot: new subject, first().sink, send", unit: "ns/cycle",
            defaultSize: 1_000_000, targetRatio: 0.25,
            run: { set, size in set.oneShot(size) }
        ),
        ScenarioSpec(
            id: "S5", title: "memory: 1,000 subjects × 1,000 live sinks", unit: "bytes/sub",
            defaultSize: 1000, targetRatio: 0.45
        ),
        ScenarioSpec(
            id: "S6", title: "concurrency: 2 threads → 1 subject, 10 sinks", unit: "ns/delivery",
            defaultSize: 1_000_000, targetRatio: 0.25,
            run: { set, size in set.concurrency(size, concurrencySinks) },
            floor: { Floors.concurrency(sendsPerThread: $0, sinks: concurrencySinks) }
        ),
    ]
}
