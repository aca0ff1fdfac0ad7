import Dispatch
import Signals
import Testing

/// A `sink` fed directly by a subject: the subject's conduit serialises its values and holds the sink's
/// gate open for as long as it holds the sink, so the sink's closures must still be released exactly
/// when the sink ends and no delivery runs, whichever way it ends.
@Suite struct SinkOnSubjectTests {
    // A cancel from another thread during a delivery: `SinkHeldOpenTests`, for every kind of sink.

    /// Captured by a closure under test: its release shows the closure was released.
    final class Canary: Sendable {}

    @Test func cancellingItselfInsideItsClosureReleasesTheClosuresWhenTheDeliveryReturns() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var aliveInside: Bool?
        weak var weakCanary: Canary?
        var cancellable: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            cancellable = subject.sink { value in
                withExtendedLifetime(canary) {}
                received.append(value)
                cancellable?.cancel()
                aliveInside = weakCanary != nil
            }
        }
        subject.send(1)
        subject.send(2)
        #expect(received == [1])
        #expect(aliveInside == true)
        #expect(weakCanary == nil)
        _ = cancellable
    }

    @Test func aSinkOnTwoSubjectsKeepsTheFirstAndIsReleasedOnCancel() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        weak var weakCanary: Canary?
        let sink: Subscribers.Sink<Int, Never>
        do {
            let canary = Canary()
            weakCanary = canary
            sink = Subscribers.Sink(
                receiveCompletion: { _ in },
                receiveValue: { value in
                    withExtendedLifetime(canary) {}
                    received.append(value)
                })
        }
        first.subscribe(sink)
        second.subscribe(sink)  // cancelled at once: a sink takes one subscription
        first.send(1)
        second.send(2)
        #expect(weakCanary != nil)
        sink.cancel()
        first.send(3)
        #expect(received == [1])
        #expect(weakCanary == nil)
    }

    @Test func aCompletionReleasesTheClosuresBeforeSendReturns() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        weak var weakCanary: Canary?
        var cancellable: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            cancellable = subject.sink(
                receiveCompletion: { _ in
                    withExtendedLifetime(canary) {}
                    events.append("finished")
                },
                receiveValue: { events.append("\($0)") })
        }
        subject.send(1)
        subject.send(completion: .finished)
        #expect(weakCanary == nil)
        subject.send(2)
        #expect(events == ["1", "finished"])
        _ = cancellable
    }

    @Test func demandTurnedUnlimitedByAReturnedDemandTakesEveryLaterValue() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = TrackingSubscriber<Int, TestError>(
            initialDemand: .max(1), demandOnValue: { $0 == 1 ? .unlimited : .none })
        subject.subscribe(tracker)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        tracker.cancel()
        subject.send(4)
        #expect(tracker.values == [1, 2, 3])
    }

    @Test func sinksOnASubjectSentToFromTwoThreadsGetEveryValueOnceAndOneAtATime() {
        expectThreeSinksSentToFromTwoThreadsGetEveryValueOnceAndOneAtATime { subject, receiveValue in
            subject.sink(receiveValue: receiveValue)
        }
    }
}

/// Three sinks made by `sink` on one subject, which two threads each send `0..<2_000` into: every sink
/// gets every value once (count and sum) and never two at a time; after their cancels, nothing more.
///
/// - Parameter sink: Subscribes a sink (directly or behind operators that pass every value) that calls
///   `receiveValue` with each value.
func expectThreeSinksSentToFromTwoThreadsGetEveryValueOnceAndOneAtATime(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ sink: (PassthroughSubject<Int, Never>, @escaping @Sendable (Int) -> Void) -> AnyCancellable
) {
    let subject = PassthroughSubject<Int, Never>()
    let sends = 2_000
    let sums = (0..<3).map { _ in LockedValue(0) }
    let counts = (0..<3).map { _ in LockedValue(0) }
    let running = (0..<3).map { _ in LockedValue(0) }
    let overlaps = LockedValue(0)
    let cancellables = (0..<3).map { index in
        sink(subject) { value in
            let depth = running[index].withLock { count in
                count += 1
                return count
            }
            if depth > 1 {
                overlaps.withLock { $0 += 1 }
            }
            sums[index].withLock { $0 += value }
            counts[index].withLock { $0 += 1 }
            running[index].withLock { $0 -= 1 }
        }
    }
    onThreads(2) { _ in
        for value in 0..<sends { subject.send(value) }
    }
    for cancellable in cancellables { cancellable.cancel() }
    subject.send(1)
    #expect(overlaps.value == 0, sourceLocation: sourceLocation)
    #expect(counts.map(\.value) == [2 * sends, 2 * sends, 2 * sends], sourceLocation: sourceLocation)
    let expectedSum = sends * (sends - 1)
    #expect(sums.map(\.value) == [expectedSum, expectedSum, expectedSum], sourceLocation: sourceLocation)
}
