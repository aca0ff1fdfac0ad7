/// The scenarios of one library, compiled from the shared sources in `Benchmarks/Shared`.
///
/// Each library target (`SignalsScenarios`, `OpenCombineScenarios`) compiles the very same scenario
/// code against its own library and exposes it through one value of this type. The closures are only
/// the entry points: every hot loop runs inside the library-specific, fully concrete function.
public struct ScenarioSet: Sendable {
    /// The library's display name.
    public var name: String
    /// S1: subject → map → filter → sink; the argument is the number of sends.
    public var chain: @Sendable (_ sends: Int) -> Sample
    /// S2: one subject, many sinks.
    public var fanOut: @Sendable (_ sends: Int, _ sinks: Int) -> Sample
    /// S3: subscribe a sink to a long-lived subject and cancel it, repeatedly.
    public var churn: @Sendable (_ cycles: Int) -> Sample
    /// S4: new subject, `first()`, `sink`, one send, drop the cancellable; repeatedly.
    public var oneShot: @Sendable (_ cycles: Int) -> Sample
    /// S5: many subjects with many live sinks; measures resident memory (run in a child process).
    public var memory: @Sendable (_ subjects: Int, _ sinksPerSubject: Int) -> MemorySample
    /// S6: two threads send into one subject with several sinks.
    public var concurrency: @Sendable (_ sendsPerThread: Int, _ sinks: Int) -> Sample

    /// Creates a scenario set.
    public init(
        name: String,
        chain: @escaping @Sendable (_ sends: Int) -> Sample,
        fanOut: @escaping @Sendable (_ sends: Int, _ sinks: Int) -> Sample,
        churn: @escaping @Sendable (_ cycles: Int) -> Sample,
        oneShot: @escaping @Sendable (_ cycles: Int) -> Sample,
        memory: @escaping @Sendable (_ subjects: Int, _ sinksPerSubject: Int) -> MemorySample,
        concurrency: @escaping @Sendable (_ sendsPerThread: Int, _ sinks: Int) -> Sample
    ) {
        self.name = name
        self.chain = chain
        self.fanOut = fanOut
        self.churn = churn
        self.oneShot = oneShot
        self.memory = memory
        self.concurrency = concurrency
    }
}
