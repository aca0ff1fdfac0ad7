import BenchmarkSupport

/// S4 one-shot, the shape of a coordinator result: a new subject, `.first().sink`, one send, then the
/// cancellable is dropped; `cycles` times. One operation is one cycle.
@inline(never)
func oneShot(cycles: Int) -> Sample {
    let sum = Accumulator()
    defer { sum.deallocate() }
    let elapsed = Stopwatch.measure {
        for cycle in 0..<cycles {
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = subject.first().sink { sum.add($0) }
            withExtendedLifetime(cancellable) {
                subject.send(cycle)
            }
        }
    }
    return Sample(nanoseconds: elapsed, operations: cycles, checksum: sum.checksum)
}
