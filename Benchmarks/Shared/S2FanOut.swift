import BenchmarkSupport

/// S2 fan-out: one subject with `sinks` sinks, each adding into one shared sum. Times the sends only;
/// one operation is one delivery (sends × sinks).
@inline(never)
func fanOut(sends: Int, sinks: Int) -> Sample {
    let subject = PassthroughSubject<Int, Never>()
    let sum = Accumulator()
    defer { sum.deallocate() }
    var cancellables: [AnyCancellable] = []
    cancellables.reserveCapacity(sinks)
    for _ in 0..<sinks {
        cancellables.append(subject.sink { sum.add($0) })
    }
    let elapsed = Stopwatch.measure {
        for value in 0..<sends {
            subject.send(value)
        }
    }
    for cancellable in cancellables {
        cancellable.cancel()
    }
    return Sample(nanoseconds: elapsed, operations: sends * sinks, checksum: sum.checksum)
}
