import BenchmarkSupport

/// S3 churn: subscribe a sink to a long-lived subject, then cancel it; `cycles` times. Every 1,024th
/// cycle sends one value while the sink is attached, and a final send after the loop must reach nobody,
/// so the checksum proves both that subscribing worked and that cancelling detached. One operation is
/// one cycle.
@inline(never)
func churn(cycles: Int) -> Sample {
    let subject = PassthroughSubject<Int, Never>()
    let sum = Accumulator()
    defer { sum.deallocate() }
    let elapsed = Stopwatch.measure {
        for cycle in 0..<cycles {
            let cancellable = subject.sink { sum.add($0) }
            if cycle & 1023 == 0 {
                subject.send(cycle + 1)
            }
            cancellable.cancel()
        }
    }
    subject.send(1_000_000_007)  // every sink is cancelled: must not be counted
    return Sample(nanoseconds: elapsed, operations: cycles, checksum: sum.checksum)
}
