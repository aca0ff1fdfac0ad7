import BenchmarkSupport

/// S1 chain: `PassthroughSubject` → `map { $0 + 1 }` → `filter { $0 % 2 == 0 }` → `sink` adding into
/// a sum. Times the sends only; one operation is one send.
@inline(never)
func chain(sends: Int) -> Sample {
    let subject = PassthroughSubject<Int, Never>()
    let sum = Accumulator()
    defer { sum.deallocate() }
    let cancellable =
        subject
        .map { $0 + 1 }
        .filter { $0 % 2 == 0 }
        .sink { sum.add($0) }
    let elapsed = Stopwatch.measure {
        for value in 0..<sends {
            subject.send(value)
        }
    }
    cancellable.cancel()
    return Sample(nanoseconds: elapsed, operations: sends, checksum: sum.checksum)
}
