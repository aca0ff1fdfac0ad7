import Signals
import Testing

/// `sink` called on a `PassthroughSubject` itself: the sink and the subject's subscription are one
/// object, which must behave exactly as a `Subscribers.Sink` subscribed to the subject (the same
/// histories, the same moment its closures are released). `SinkOnSubjectTests` covers cancelling and
/// threads; these cover completion, failure, re-entrancy and a completed subject.
@Suite struct SubjectSinkTests {
    /// Captured by a closure under test: its release shows the closure was released.
    final class Canary: Sendable {}

    @Test func aFailureReachesTheCompletionClosureAfterTheValuesAndReleasesBothClosures() {
        let subject = PassthroughSubject<Int, TestError>()
        var events: [String] = []
        weak var weakCanary: Canary?
        var cancellable: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            cancellable = subject.sink(
                receiveCompletion: { events.append("\($0)") },
                receiveValue: { value in
                    withExtendedLifetime(canary) {}
                    events.append("\(value)")
                })
        }
        subject.send(1)
        subject.send(2)
        #expect(weakCanary != nil)
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(weakCanary == nil)
        subject.send(3)
        subject.send(completion: .finished)
        #expect(events == ["1", "2", "failure(TestError(7))"])
        _ = cancellable
    }

    @Test func aSinkOnACompletedSubjectGetsTheCompletionAtOnceAndNoValues() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(TestError(code: 2)))
        var events: [String] = []
        let cancellable = subject.sink(
            receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        #expect(events == ["failure(TestError(2))"])
        cancellable.cancel()
    }

    @Test func aValueSentFromInsideTheCompletionClosureIsNotDelivered() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let cancellable = subject.sink(
            receiveCompletion: { _ in
                events.append("finished")
                subject.send(9)
            },
            receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .finished)
        #expect(events == ["1", "finished"])
        cancellable.cancel()
    }

    @Test func aSendFromInsideTheValueClosureIsDeliveredInPlaceToEverySink() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let first = subject.sink { value in
            events.append("a\(value)")
            if value == 1 {
                subject.send(2)
            }
            events.append("a\(value) end")
        }
        let second = subject.sink { events.append("b\($0)") }
        subject.send(1)
        #expect(events == ["a1", "a2", "a2 end", "b2", "a1 end", "b1"])
        first.cancel()
        second.cancel()
    }

    @Test func droppingTheCancellableCancelsAndReleasesTheClosuresWhileOtherSinksStay() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        weak var weakCanary: Canary?
        var dropped: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            dropped = subject.sink { value in
                withExtendedLifetime(canary) {}
                received.append("dropped \(value)")
            }
        }
        let kept = subject.sink { received.append("kept \($0)") }
        subject.send(1)
        dropped = nil
        #expect(weakCanary == nil)
        subject.send(2)
        #expect(received == ["dropped 1", "kept 1", "kept 2"])
        #expect(dropped == nil)
        kept.cancel()
    }

    @Test func theSubjectAsksItsUpstreamForUnlimitedDemandOnceTheFirstSinkSubscribes() {
        let upstream = PassthroughSubject<Int, Never>()
        let subject = PassthroughSubject<Int, Never>()
        let link = upstream.subscribe(subject)
        upstream.send(1)  // no subscriber yet: the subject asked for nothing, so nothing arrives
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        upstream.send(2)
        upstream.send(3)
        #expect(received == [2, 3])
        cancellable.cancel()
        link.cancel()
    }
}
