// Shared scenario sources: this folder is symlinked into both `SignalsScenarios` and
// `OpenCombineScenarios`, so the very same code is compiled against each library (whose names each
// target's `Library.swift` re-exports). Nothing here may mention a library by name.
import BenchmarkSupport

/// The scenarios of this target's library.
public let scenarios = ScenarioSet(
    name: libraryName,
    chain: chain(sends:),
    fanOut: fanOut(sends:sinks:),
    churn: churn(cycles:),
    oneShot: oneShot(cycles:),
    memory: memory(subjects:sinksPerSubject:),
    concurrency: concurrency(sendsPerThread:sinks:)
)
