import BenchmarkSupport

/// S5 memory: `subjects` subjects with `sinksPerSubject` live sinks each. Measures how much the resident
/// set grows while the subscriptions are created. Meant to run in a fresh process.
///
/// The array that keeps the cancellables is allocated and touched before the first reading, so only
/// the libraries' own objects (subject, subscription, sink, closure, `AnyCancellable`) are counted.
/// Afterwards every subject sends its index once, so the checksum proves all sinks were live.
@inline(never)
func memory(subjects subjectCount: Int, sinksPerSubject: Int) -> MemorySample {
    let sum = Accumulator()
    defer { sum.deallocate() }
    // Warm up: load type metadata and the allocator's first pages before measuring.
    do {
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.sink { sum.add($0) }
        cancellable.cancel()
    }
    let total = subjectCount * sinksPerSubject
    var subjects = ContiguousArray<PassthroughSubject<Int, Never>?>(repeating: nil, count: subjectCount)
    var cancellables = ContiguousArray<AnyCancellable?>(repeating: nil, count: total)
    let before = ResidentMemory.current() ?? 0
    var slot = 0
    for index in 0..<subjectCount {
        let subject = PassthroughSubject<Int, Never>()
        for _ in 0..<sinksPerSubject {
            cancellables[slot] = subject.sink { sum.add($0) }
            slot += 1
        }
        subjects[index] = subject
    }
    let after = ResidentMemory.current() ?? 0
    for index in 0..<subjectCount {
        subjects[index]?.send(index)
    }
    withExtendedLifetime(cancellables) {}
    return MemorySample(residentBytes: after - before, subscriptions: total, checksum: sum.checksum)
}
