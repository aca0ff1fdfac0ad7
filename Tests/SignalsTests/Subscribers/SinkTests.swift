import Signals
import Testing

@Suite struct SinkTests {
    typealias Sink = Subscribers.Sink<Int, TestError>

    /// A sink that logs what its closures see.
    private func makeSink(_ log: LockedValue<[String]>) -> Sink {
        Sink(
            receiveCompletion: { completion in log.withLock { $0.append("completion \(completion)") } },
            receiveValue: { value in log.withLock { $0.append("value \(value)") } }
        )
    }

    @Test func requestsUnlimitedOnSubscription() {
        let sink = makeSink(LockedValue([]))
        let subscription = SpySubscription()
        sink.receive(subscription: subscription)
        #expect(subscription.events == [.requested(.unlimited)])
        #expect(sink.description == "Sink")
    }

    @Test func cancelsASecondSubscriptionAndKeepsTheFirst() {
        let sink = makeSink(LockedValue([]))
        let first = SpySubscription()
        let second = SpySubscription()
        sink.receive(subscription: first)
        sink.receive(subscription: second)
        sink.receive(subscription: first)
        #expect(second.events == [.cancelled])
        #expect(first.events == [.requested(.unlimited), .cancelled])
    }

    @Test func cancelsASubscriptionArrivingAfterCompletion() {
        let sink = makeSink(LockedValue([]))
        sink.receive(subscription: SpySubscription())
        sink.receive(completion: .finished)
        let late = SpySubscription()
        sink.receive(subscription: late)
        #expect(late.events == [.cancelled])
    }

    @Test func cancelBeforeSubscriptionCancelsTheLateSubscriptionAndDropsValues() {
        let log = LockedValue<[String]>([])
        let sink = makeSink(log)
        sink.cancel()
        let late = SpySubscription()
        sink.receive(subscription: late)
        #expect(late.events == [.cancelled])
        let subject = PassthroughSubject<Int, TestError>()
        subject.subscribe(sink)
        subject.send(1)
        #expect(log.withLock { $0 } == [])
    }

    @Test func passesValuesAndOneCompletionToItsClosures() {
        let log = LockedValue<[String]>([])
        let sink = makeSink(log)
        sink.receive(subscription: SpySubscription())
        #expect(sink.receive(1) == .none)
        #expect(sink.receive(2) == .none)
        sink.receive(completion: .failure(TestError(code: 5)))
        sink.receive(completion: .finished)
        _ = sink.receive(3)
        #expect(log.value == ["value 1", "value 2", "completion failure(TestError(5))"])
    }

    @Test func aCompletionWithoutSubscriptionIsStillDelivered() {
        let log = LockedValue<[String]>([])
        let sink = makeSink(log)
        _ = sink.receive(1)
        sink.receive(completion: .finished)
        sink.receive(completion: .finished)
        _ = sink.receive(2)
        #expect(log.value == ["value 1", "completion finished"])
    }

    @Test func cancelCancelsTheSubscriptionOnceAndStopsValues() {
        let log = LockedValue<[String]>([])
        let subject = PassthroughSubject<Int, TestError>()
        let sink = makeSink(log)
        let spy = SpySubscription()
        sink.receive(subscription: spy)
        sink.cancel()
        sink.cancel()
        #expect(spy.events == [.requested(.unlimited), .cancelled])
        subject.subscribe(sink)
        subject.send(1)
        #expect(log.value == [])
    }

    @Test(arguments: ["cancel", "finish", "fail"])
    func releasesItsClosuresWhenTheStreamEnds(_ ending: String) {
        weak var weakValueProbe: DeinitProbe?
        weak var weakCompletionProbe: DeinitProbe?
        let sink: Sink
        do {
            let valueProbe = DeinitProbe()
            let completionProbe = DeinitProbe()
            weakValueProbe = valueProbe
            weakCompletionProbe = completionProbe
            sink = Sink(receiveCompletion: { _ in _ = completionProbe }, receiveValue: { _ in _ = valueProbe })
        }
        sink.receive(subscription: SpySubscription())
        #expect(weakValueProbe != nil && weakCompletionProbe != nil)
        switch ending {
        case "cancel": sink.cancel()
        case "finish": sink.receive(completion: .finished)
        default: sink.receive(completion: .failure(TestError()))
        }
        #expect(weakValueProbe == nil)
        #expect(weakCompletionProbe == nil)
        withExtendedLifetime(sink) {}
    }

    @Test func aCancelBeforeAnySubscriptionKeepsTheClosuresUntilTheSinkIsFreed() {
        weak var weakProbe: DeinitProbe?
        var sink: Sink?
        do {
            let probe = DeinitProbe()
            weakProbe = probe
            sink = Sink(receiveCompletion: { _ in _ = probe }, receiveValue: { _ in _ = probe })
        }
        sink?.cancel()
        #expect(weakProbe != nil)
        let late = SpySubscription()
        sink?.receive(subscription: late)
        #expect(late.events == [.cancelled])
        sink = nil
        #expect(weakProbe == nil)
    }

    @Test func aCompletionHandlerThatCompletesAgainIsNotReentered() {
        var calls = 0
        var again: Sink?
        let sink = Sink(
            receiveCompletion: {
                calls += 1
                again?.receive(completion: $0)
            },
            receiveValue: { _ in }
        )
        again = sink
        sink.receive(subscription: SpySubscription())
        sink.receive(completion: .finished)
        #expect(calls == 1)
        again = nil
    }

    @Test func aValueSentFromInsideTheCompletionHandlerIsDropped() {
        let log = LockedValue<[String]>([])
        var again: Sink?
        let sink = Sink(
            receiveCompletion: { completion in
                log.withLock { $0.append("completion \(completion)") }
                _ = again?.receive(9)
            },
            receiveValue: { value in log.withLock { $0.append("value \(value)") } }
        )
        again = sink
        sink.receive(subscription: SpySubscription())
        _ = sink.receive(1)
        sink.receive(completion: .finished)
        #expect(log.value == ["value 1", "completion finished"])
        again = nil
    }

    /// The subscription is released outside the sink's lock: a subscription whose deinit calls back
    /// into the sink must not deadlock (the test would hang if it did).
    @Test func releasingTheSubscriptionOnCompletionMayCallBackIntoTheSink() {
        let log = LockedValue<[String]>([])
        let sink = makeSink(log)
        sink.receive(subscription: SpySubscription(onDeinit: { sink.cancel() }))
        sink.receive(completion: .finished)
        #expect(log.value == ["completion finished"])
    }

    @Test func sinkOperatorDeliversUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.sink { values.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        do {
            _ = subject.sink { values.append($0) }
        }
        subject.send(3)
        #expect(values == [1])
    }

    @Test func sinkOperatorWithCompletionSeesTheCompletion() {
        var log: [String] = []
        let cancellable = [1, 2].publisher.sink(
            receiveCompletion: { log.append("\($0)") },
            receiveValue: { log.append("\($0)") }
        )
        #expect(log == ["1", "2", "finished"])
        _ = cancellable
    }

    @Test func theClosurePropertiesAreNoOpsOnceEnded() {
        let log = LockedValue<[String]>([])
        let sink = makeSink(log)
        sink.receiveValue(1)
        sink.receive(subscription: SpySubscription())
        sink.cancel()
        sink.receiveValue(2)
        sink.receiveCompletion(.finished)
        #expect(log.value == ["value 1"])
    }
}
