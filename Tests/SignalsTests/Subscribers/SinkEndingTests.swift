import Signals
import Testing

/// How a ``Subscribers/Sink`` ends without a lock: the first of cancel and completion wins, a cancel
/// after the end does nothing, the subscription is let go by exactly one side, and both closures are
/// released once, never while a call runs them, whatever the interleaving (also on two threads, and for
/// misuse such as two subscriptions racing).
@Suite struct SinkEndingTests {
    typealias Sink = Subscribers.Sink<Int, Never>
    static let rounds = 200

    /// Counts the deinits of the probes its closures capture; `released` is 2 once both closures went.
    final class Closures: Sendable {
        let calls = LockedValue<[String]>([])
        let released = LockedValue(0)

        func makeSink(onValue: @escaping @Sendable (Int) -> Void = { _ in }) -> Sink {
            let valueProbe = DeinitProbe(onDeinit: { [released] in released.withLock { $0 += 1 } })
            let completionProbe = DeinitProbe(onDeinit: { [released] in released.withLock { $0 += 1 } })
            return Sink(
                receiveCompletion: { [calls] completion in
                    withExtendedLifetime(completionProbe) { calls.withLock { $0.append("completion \(completion)") } }
                },
                receiveValue: { [calls] value in
                    withExtendedLifetime(valueProbe) {
                        calls.withLock { $0.append("value \(value)") }
                        onValue(value)
                    }
                })
        }
    }

    @Test func aCancelAfterTheCompletionDoesNothing() {
        let closures = Closures()
        let sink = closures.makeSink()
        let subscription = SpySubscription()
        sink.receive(subscription: subscription)
        sink.receive(completion: .finished)
        sink.cancel()
        sink.cancel()
        #expect(subscription.events == [.requested(.unlimited)])
        #expect(closures.calls.value == ["completion finished"])
        #expect(closures.released.value == 2)
    }

    @Test func aCompletionAfterTheCancelIsNotDelivered() {
        let closures = Closures()
        let sink = closures.makeSink()
        let subscription = SpySubscription()
        sink.receive(subscription: subscription)
        sink.cancel()
        sink.receive(completion: .finished)
        #expect(subscription.events == [.requested(.unlimited), .cancelled])
        #expect(closures.calls.value == [])
        #expect(closures.released.value == 2)
    }

    /// As Combine's sink: the completion closure runs first, then both closures are released.
    @Test func theCompletionClosureRunsBeforeEitherClosureIsReleased() {
        let released = LockedValue(0)
        let releasedDuringCompletion = LockedValue<Int?>(nil)
        let sink: Sink
        do {
            let valueProbe = DeinitProbe(onDeinit: { released.withLock { $0 += 1 } })
            let completionProbe = DeinitProbe(onDeinit: { released.withLock { $0 += 1 } })
            sink = Sink(
                receiveCompletion: { _ in
                    withExtendedLifetime(completionProbe) { releasedDuringCompletion.withLock { $0 = released.value } }
                },
                receiveValue: { _ in withExtendedLifetime(valueProbe) {} })
        }
        sink.receive(subscription: SpySubscription())
        sink.receive(completion: .finished)
        #expect(releasedDuringCompletion.value == 0)
        #expect(released.value == 2)
    }

    /// A completion sent from inside the value closure (as the contract allows) runs there; the value
    /// closure is still running, so neither closure is released until it returns.
    @Test func aCompletionFromInsideTheValueClosureReleasesTheClosuresOnlyAfterIt() {
        let closures = Closures()
        let releasedInside = LockedValue<Int?>(nil)
        let sinkBox = LockedValue<Sink?>(nil)
        let sink = closures.makeSink(onValue: { [released = closures.released] _ in
            sinkBox.value?.receive(completion: .finished)
            releasedInside.withLock { $0 = released.value }
        })
        sinkBox.withLock { $0 = sink }
        sink.receive(subscription: SpySubscription())
        _ = sink.receive(1)
        _ = sink.receive(2)
        sinkBox.withLock { $0 = nil }
        #expect(closures.calls.value == ["value 1", "completion finished"])
        #expect(releasedInside.value == 0)
        #expect(closures.released.value == 2)
    }

    @Test func aCancelRacingTheCompletionEndsTheSinkOnce() {
        for _ in 0..<Self.rounds {
            let closures = Closures()
            let sink = closures.makeSink()
            weak var weakSubscription: SpySubscription?
            var events: [SpySubscription.Event] = []
            do {
                let subscription = SpySubscription()
                weakSubscription = subscription
                sink.receive(subscription: subscription)
                raceOnThreads(2) { thread in
                    if thread == 0 { sink.receive(completion: .finished) } else { sink.cancel() }
                }
                events = subscription.events
            }
            let completed = closures.calls.value == ["completion finished"]
            let cancelled = events == [.requested(.unlimited), .cancelled]
            #expect(completed != cancelled, "exactly one side ends the sink: \(closures.calls.value), \(events)")
            #expect(completed || closures.calls.value == [])
            #expect(closures.released.value == 2)
            #expect(weakSubscription == nil)
            withExtendedLifetime(sink) {}
        }
    }

    /// Races a subscription's arrival (on one thread) against `end` (on another); returns the
    /// subscription's events and whether it was freed once the race was over.
    private func raceSubscription(into sink: Sink, against end: @escaping @Sendable () -> Void) -> (
        events: [SpySubscription.Event], freed: Bool
    ) {
        weak var weakSubscription: SpySubscription?
        var events: [SpySubscription.Event] = []
        do {
            let subscription = SpySubscription()
            weakSubscription = subscription
            // Handed over through a box the thread empties: the thread's closure may outlive the race.
            let handOver = LockedValue<SpySubscription?>(subscription)
            raceOnThreads(2) { thread in
                if thread == 0 {
                    if let subscription = handOver.withLock({ $0.take() }) {
                        sink.receive(subscription: subscription)
                    }
                } else {
                    end()
                }
            }
            events = subscription.events
        }
        return (events, weakSubscription == nil)
    }

    @Test func aSubscriptionRacingTheCancelIsCancelledOnceAndLetGo() {
        for _ in 0..<Self.rounds {
            let closures = Closures()
            let sink = closures.makeSink()
            let (events, freed) = raceSubscription(into: sink) { sink.cancel() }
            // Cancelled first: the late subscription is cancelled at once; else it is requested, then cancelled.
            #expect(events == [.cancelled] || events == [.requested(.unlimited), .cancelled], "\(events)")
            #expect(freed)
            #expect(closures.calls.value == [])
            withExtendedLifetime(sink) {}
        }
    }

    @Test func aSubscriptionRacingTheCompletionIsLetGo() {
        for _ in 0..<Self.rounds {
            let closures = Closures()
            let sink = closures.makeSink()
            let (events, freed) = raceSubscription(into: sink) { sink.receive(completion: .finished) }
            // Completed first: the late subscription is cancelled; else it is requested, then let go.
            #expect(events == [.cancelled] || events == [.requested(.unlimited)], "\(events)")
            #expect(freed)
            #expect(closures.calls.value == ["completion finished"])
            #expect(closures.released.value == 2)
            withExtendedLifetime(sink) {}
        }
    }

    /// Misuse: two subscriptions at once. One is kept (and cancelled with the sink), the other cancelled.
    @Test func twoSubscriptionsRacingKeepOne() {
        for _ in 0..<Self.rounds {
            let sink = Closures().makeSink()
            let subscriptions = [SpySubscription(), SpySubscription()]
            raceOnThreads(2) { thread in sink.receive(subscription: subscriptions[thread]) }
            let before = subscriptions.map(\.events)
            sink.cancel()
            #expect(before.filter { $0 == [.requested(.unlimited)] }.count == 1, "\(before)")
            #expect(before.filter { $0 == [.cancelled] }.count == 1, "\(before)")
            #expect(subscriptions.allSatisfy { $0.events.last == .cancelled })
        }
    }

    /// A cancel racing a value delivery: the closures are released once, after the delivery returned.
    @Test func aCancelRacingADeliveryReleasesTheClosuresAfterIt() {
        for _ in 0..<Self.rounds {
            let closures = Closures()
            let releasedDuringDelivery = LockedValue(0)
            let sink = closures.makeSink(onValue: { [released = closures.released] _ in
                releasedDuringDelivery.withLock { $0 += released.value }
            })
            sink.receive(subscription: SpySubscription())
            raceOnThreads(2) { thread in
                if thread == 0 { _ = sink.receive(1) } else { sink.cancel() }
            }
            #expect(releasedDuringDelivery.value == 0)
            #expect(closures.released.value == 2)
            #expect(closures.calls.value == [] || closures.calls.value == ["value 1"])
        }
    }

    /// The public closure getters read through the gate: racing a cancel, they return the closure or
    /// the no-op, and the closures are still released once.
    @Test func theClosureGettersRaceTheCancelSafely() {
        for _ in 0..<Self.rounds {
            let closures = Closures()
            let sink = closures.makeSink()
            sink.receive(subscription: SpySubscription())
            raceOnThreads(2) { thread in
                if thread == 0 {
                    sink.receiveValue(1)
                    sink.receiveCompletion(.finished)
                } else {
                    sink.cancel()
                }
            }
            #expect(closures.released.value == 2)
            #expect(["value 1", "completion finished"].starts(with: closures.calls.value))
        }
    }
}
