import Signals
import Testing

/// `dropFirst`, `drop(while:)`, `tryDrop(while:)` and `drop(untilOutputFrom:)`.
@Suite struct DropTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = ManualPublisher<Int, TestError>

    @Test func dropFirstAddsTheCountToTheFirstRequestOnly() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        upstream.dropFirst(2).subscribe(tracker)
        #expect(upstream.upstreamEvents == [.requested(.max(3))])
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        #expect(upstream.send(3) == .max(1))
        tracker.request(.max(2))
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .requested(.max(2))])
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Drop"), .value(3), .completion(.finished)])
    }

    @Test func dropFirstAsksForTheCountEvenBeforeTheDownstreamAsksAndCancelStopsIt() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil)
        upstream.dropFirst(2).subscribe(tracker)
        #expect(upstream.upstreamEvents == [.requested(.max(2))])
        upstream.send(1)
        let subscription = tracker.subscription
        tracker.cancel()
        subscription?.request(.max(1))
        upstream.send(2)
        upstream.send(3)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Drop")])
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .cancelled])
    }

    /// As in Combine: the downstream has its subscription before the upstream's arrives; a value that
    /// comes first is counted and passed on, and a cancel that comes first is ignored (the upstream's
    /// subscription, when it comes, is accepted and asked for what the downstream asked).
    @Test func dropFirstHandlesWhatComesBeforeTheUpstreamSubscriptionAsCombine() throws {
        let upstream = CapturingPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(5) })
        upstream.dropFirst(1).subscribe(tracker)
        let inner = try #require(upstream.subscriber as? any Subscriber<Int, TestError> & Subscription)
        #expect(inner.receive(1) == .none)
        #expect(inner.receive(2) == .max(5))
        inner.cancel()
        let subscription = ProbeSubscription()
        inner.receive(subscription: subscription)
        #expect(subscription.history == [.requested(.max(2))])
        inner.receive(completion: .finished)
        #expect(tracker.events == [.subscription("Drop"), .value(2), .completion(.finished)])
    }

    @Test func dropFirstDefaultsToOneAndNegativeCountsDropNothing() {
        let one = TrackingSubscriber<Int, Never>()
        [1, 2, 3].publisher.dropFirst().subscribe(one)
        #expect(one.values == [2, 3])
        let none = TrackingSubscriber<Int, Never>()
        [1, 2].publisher.dropFirst(-4).subscribe(none)
        #expect(none.values == [1, 2])
    }

    @Test func dropWhileAnswersDroppedValuesWithOneAndStopsAskingOnceFalse() {
        let upstream = Upstream()
        let log = EventLog()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.drop {
            log.append("\($0)")
            return $0 < 3
        }.subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(1))
        #expect(upstream.send(3) == .none)
        #expect(upstream.send(1) == .none)
        #expect(tracker.events == [.subscription("DropWhile"), .value(3), .value(1)])
        #expect(log.entries == ["1", "2", "3"])
        tracker.cancel()
    }

    @Test func tryDropWhileFailsWhenThePredicateThrows() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.tryDrop { value in
            guard value != 2 else { throw TestError(code: 6) }
            return true
        }.subscribe(AnyErrorAdapter(tracker: tracker))
        upstream.send(1)
        upstream.send(2)
        #expect(tracker.events == [.subscription("TryDropWhile"), .completion(.failure(TestError(code: 6)))])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func dropWhileReleasesItsClosureOnCompletion() {
        let upstream = Upstream()
        weak var weakToken: LifetimeToken?
        let tracker = Tracker()
        do {
            let token = LifetimeToken()
            weakToken = token
            upstream.drop {
                _ = token; return $0 < 0
            }.subscribe(tracker)
        }
        upstream.send(completion: .finished)
        #expect(weakToken == nil)
        #expect(tracker.events == [.subscription("DropWhile"), .completion(.finished)])
    }

    /// Surprising but Combine's: dropped values use up downstream demand (answered `.none`), and a
    /// trigger that finishes before emitting finishes the stream.
    @Test func dropUntilOutputDropsUntilTheTriggerEmits() {
        let upstream = Upstream()
        let trigger = ManualPublisher<String, TestError>()
        let tracker = Tracker(initialDemand: .max(5))
        upstream.drop(untilOutputFrom: trigger).subscribe(tracker)
        #expect(trigger.upstreamEvents == [.requested(.max(1))])
        #expect(upstream.upstreamEvents == [.requested(.max(5))])
        #expect(upstream.send(1) == .none)
        trigger.send("go")
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("DropUntilOutput"), .value(2), .completion(.finished)])
    }

    @Test func dropUntilOutputEndsWhenTheTriggerCompletesFirst() {
        let upstream = Upstream()
        let trigger = ManualPublisher<String, TestError>()
        let tracker = Tracker()
        upstream.drop(untilOutputFrom: trigger).subscribe(tracker)
        trigger.send(completion: .failure(TestError(code: 8)))
        upstream.send(1)
        #expect(tracker.events == [.subscription("DropUntilOutput"), .completion(.failure(TestError(code: 8)))])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])

        let other = Upstream()
        let finishing = ManualPublisher<String, TestError>()
        let finished = Tracker()
        other.drop(untilOutputFrom: finishing).subscribe(finished)
        finishing.send(completion: .finished)
        #expect(finished.events == [.subscription("DropUntilOutput"), .completion(.finished)])
    }

    @Test func dropUntilOutputCancelCancelsBothAndReleasesTheDownstream() {
        let upstream = Upstream()
        let trigger = ManualPublisher<String, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.drop(untilOutputFrom: trigger).subscribe(tracker)
            tracker.cancel()
            trigger.send("go")
            upstream.send(1)
            #expect(tracker.events == [.subscription("DropUntilOutput")])
        }
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
        upstream.releaseSubscriber()
        trigger.releaseSubscriber()
        #expect(weakTracker == nil)
    }
}
