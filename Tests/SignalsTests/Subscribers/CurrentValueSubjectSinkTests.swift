import Signals
import Testing

/// `sink` called on a `CurrentValueSubject` itself: the sink and the subject's subscription are one
/// object (a `SubjectSink`), which must behave exactly as a `Subscribers.Sink` subscribed to the subject:
/// the current value first, the same histories, the closures released at the same moment.
@Suite struct CurrentValueSubjectSinkTests {
    /// Captured by a closure under test: its release shows the closure was released.
    final class Canary: Sendable {}

    /// The events of one sink on `subject`, fused (`subject.sink`) or a `Subscribers.Sink` subscribed.
    final class Recorder {
        var events: [String] = []
        var cancellable: AnyCancellable?

        init(on subject: CurrentValueSubject<Int, TestError>, fused: Bool, onValue: @escaping (Int) -> Void = { _ in })
        {
            let receiveCompletion = { [unowned self] (completion: Subscribers.Completion<TestError>) in
                events.append("\(completion)")
            }
            let receiveValue = { [unowned self] (value: Int) in
                events.append("\(value)")
                onValue(value)
                events.append("\(value) end")
            }
            if fused {
                cancellable = subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            } else {
                let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
                subject.subscribe(sink)
                cancellable = AnyCancellable(sink)
            }
        }
    }

    @Test(arguments: [true, false])
    func aSinkGetsTheCurrentValueAtOnceThenEveryValueThenTheCompletion(fused: Bool) {
        let subject = CurrentValueSubject<Int, TestError>(0)
        let recorder = Recorder(on: subject, fused: fused)
        subject.send(1)
        subject.value = 2
        subject.send(completion: .failure(TestError(code: 3)))
        subject.send(4)
        #expect(recorder.events == ["0", "0 end", "1", "1 end", "2", "2 end", "failure(TestError(3))"])
        recorder.cancellable?.cancel()
    }

    @Test(arguments: [true, false])
    func aSendFromInsideTheReplayOfTheCurrentValueIsDeliveredInPlace(fused: Bool) {
        let subject = CurrentValueSubject<Int, TestError>(0)
        let recorder = Recorder(on: subject, fused: fused) { value in
            if value == 0 {
                subject.send(1)
            }
        }
        subject.send(2)
        #expect(recorder.events == ["0", "1", "1 end", "0 end", "2", "2 end"])
        #expect(subject.value == 2)
        recorder.cancellable?.cancel()
    }

    @Test(arguments: [true, false])
    func aSinkOnACompletedSubjectGetsTheCompletionAtOnceAndNoValue(fused: Bool) {
        let subject = CurrentValueSubject<Int, TestError>(0)
        subject.send(completion: .finished)
        let recorder = Recorder(on: subject, fused: fused)
        subject.send(1)
        #expect(recorder.events == ["finished"])
        recorder.cancellable?.cancel()
    }

    @Test func cancellingReleasesTheClosuresAtOnceAndStopsTheValues() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var received: [Int] = []
        weak var weakCanary: Canary?
        var cancellable: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            cancellable = subject.sink { value in
                withExtendedLifetime(canary) {}
                received.append(value)
            }
        }
        subject.send(1)
        #expect(weakCanary != nil)
        cancellable?.cancel()
        #expect(weakCanary == nil)
        subject.send(2)
        #expect(received == [0, 1])
    }

    @Test func aCompletionReleasesBothClosuresBeforeSendReturns() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var events: [String] = []
        weak var weakCanary: Canary?
        var cancellable: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            cancellable = subject.sink(
                receiveCompletion: { completion in
                    withExtendedLifetime(canary) {}
                    events.append("\(completion)")
                },
                receiveValue: { events.append("\($0)") })
        }
        subject.send(completion: .finished)
        #expect(weakCanary == nil)
        #expect(events == ["0", "finished"])
        _ = cancellable
    }

    @Test func sinksSentToFromTwoThreadsGetTheCurrentValueThenEveryValueOnceAndOneAtATime() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let sends = 2_000
        let sums = (0..<3).map { _ in LockedValue(0) }
        let counts = (0..<3).map { _ in LockedValue(0) }
        let running = (0..<3).map { _ in LockedValue(0) }
        let overlaps = LockedValue(0)
        let cancellables = (0..<3).map { index in
            subject.sink { value in
                if running[index].withLock({ count in
                    count += 1
                    return count
                }) > 1 {
                    overlaps.withLock { $0 += 1 }
                }
                sums[index].withLock { $0 += value }
                counts[index].withLock { $0 += 1 }
                running[index].withLock { $0 -= 1 }
            }
        }
        onThreads(2) { _ in
            for value in 1...sends { subject.send(value) }
        }
        for cancellable in cancellables { cancellable.cancel() }
        subject.send(1)
        #expect(overlaps.value == 0)
        #expect(counts.map(\.value) == [1 + 2 * sends, 1 + 2 * sends, 1 + 2 * sends])
        let expectedSum = sends * (sends + 1)
        #expect(sums.map(\.value) == [expectedSum, expectedSum, expectedSum])
    }
}
