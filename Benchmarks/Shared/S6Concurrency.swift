import BenchmarkSupport

/// S6 concurrency: two threads each send `sendsPerThread` values into one subject with `sinks` sinks;
/// each sink adds every value into its own *plain, unlocked* accumulators (a count and a sum), exactly
/// as Combine code may: the subscriber contract (one delivery at a time) is what makes that safe. One
/// operation is one delivery. Every sink must have counted exactly 2 × `sendsPerThread` values summing
/// to 2 × (0 + 1 + … + `sendsPerThread` − 1): otherwise the sample reports a problem, and the
/// checksum (the sum over all sinks) differs from the other library's.
@inline(never)
func concurrency(sendsPerThread: Int, sinks: Int) -> Sample {
    let threads = 2
    let subject = PassthroughSubject<Int, Never>()
    let counts = (0..<sinks).map { _ in Accumulator() }
    let sums = (0..<sinks).map { _ in Accumulator() }
    defer {
        for accumulator in counts + sums {
            accumulator.deallocate()
        }
    }
    var cancellables: [AnyCancellable] = []
    for (count, sum) in zip(counts, sums) {
        cancellables.append(
            subject.sink { value in
                count.add(1)
                sum.add(value)
            })
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
    let expectedCount = threads * sendsPerThread
    let expectedSum = threads * (sendsPerThread * (sendsPerThread - 1) / 2)
    let problem =
        counts.allSatisfy { $0.value == expectedCount } && sums.allSatisfy { $0.value == expectedSum }
        ? nil
        : "deliveries lost, duplicated or overlapping: counts \(counts.map(\.value)), expected \(expectedCount) each"
    return Sample(
        nanoseconds: elapsed,
        operations: expectedCount * sinks,
        checksum: sums.reduce(0) { $0 &+ $1.checksum },
        problem: problem
    )
}
