// Shared scenario sources: this folder is symlinked into both `SignalsScenarios` and
// `OpenCombineScenarios`, so the very same code is compiled against each library (whose names each
// target's `Library.swift` re-exports). Nothing here may mention a library by name.
import BenchmarkSupport

/// The scenarios of this target's library.
public let scenarios = ScenarioSet(
    name: libraryName,
    chain: chainScenario,
    fanOut: fanOut(sends:sinks:),
    churn: churn(cycles:),
    oneShot: oneShotScenario,
    memory: memory(subjects:sinksPerSubject:),
    concurrency: concurrency(sendsPerThread:sinks:)
)

#if LACKS_CHAIN_OPERATORS
    // The library does not have `map`, `filter` and `first()` yet: S1 and S4 are reported as n/a.
    private let chainScenario: (@Sendable (Int) -> Sample)? = nil
    private let oneShotScenario: (@Sendable (Int) -> Sample)? = nil
#else
    private let chainScenario: (@Sendable (Int) -> Sample)? = chain(sends:)
    private let oneShotScenario: (@Sendable (Int) -> Sample)? = oneShot(cycles:)
#endif
