import BenchmarkSupport

/// S6 concurrency: two threads each send `sendsPerThread` values into one subject with `sinks` sinks;
/// each sink counts its deliveries with one relaxed atomic add. One operation is one delivery.
/// Every sink must have counted exactly 2 × `sendsPerThread`: otherwise the sample reports a problem.
@inline(never)
func concurrency(sendsPerThread: Int, sinks: Int) -> Sample {
    let threads = 2
    let subject = PassthroughSubject<Int, Never>()
    let counters = (0..<sinks).map { _ in AtomicCounter() }
    var cancellables: [AnyCancellable] = []
    for counter in counters {
        cancellables.append(subject.sink { _ in counter.increment() })
    }
    let shared = UncheckedSendable(subject)
    let elapsed = Threads.run(count: threads) { _ in
        let subject = shared.value
        for value in 0..<sendsPerThread {
            subject.send(value)
        }
    }
    for cancellable in cancellables {
        cancellable.cancel()
    }
    let expected = threads * sendsPerThread
    let counts = counters.map(\.value)
    let problem =
        counts.allSatisfy { $0 == expected }
        ? nil : "deliveries lost or duplicated: per sink \(counts), expected \(expected) each"
    return Sample(
        nanoseconds: elapsed,
        operations: expected * sinks,
        checksum: UInt64(counts.reduce(0, +)),
        problem: problem
    )
}
