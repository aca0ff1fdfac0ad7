import Signals
import Testing

@Suite struct TryMapTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func transformsValuesThroughItsOwnSubscription() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.tryMap { $0 * 2 }.subscribe(AnyErrorAdapter(tracker: tracker))
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(tracker.events == [.subscription("TryMap"), .value(2), .value(4), .completion(.finished)])
    }

    @Test func throwingCancelsUpstreamFailsAndIgnoresLaterEvents() {
        let upstream = ManualPublisher<Int, TestError>()
        var calls = 0
        let tracker = Tracker()
        upstream.tryMap { value -> Int in
            calls += 1
            if value == 100 { throw TestError(code: 100) }
            return value * 2
        }
        .subscribe(AnyErrorAdapter(tracker: tracker))
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(100) == .none)
        #expect(upstream.send(3) == .none)
        upstream.send(completion: .finished)
        tracker.request(.max(1))
        tracker.cancel()
        #expect(
            tracker.events == [.subscription("TryMap"), .value(2), .completion(.failure(TestError(code: 100)))]
        )
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        #expect(calls == 2)
    }

    @Test func forwardsUpstreamFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.tryMap { $0 }.subscribe(AnyErrorAdapter(tracker: tracker))
        subject.send(completion: .failure(TestError(code: 8)))
        #expect(tracker.events == [.subscription("TryMap"), .completion(.failure(TestError(code: 8)))])
    }

    @Test func passesRequestsAndReturnedDemandThrough() {
        let upstream = ManualPublisher<Int, Never>()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { .max($0) })
        upstream.tryMap { $0 + 1 }.subscribe(AnyErrorAdapter(tracker: tracker))
        #expect(upstream.send(2) == .max(3))
        tracker.request(.max(6))
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.max(6))])
        tracker.cancel()
    }

    @Test func respectsDownstreamDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker(initialDemand: .max(1))
        subject.tryMap { $0 }.subscribe(AnyErrorAdapter(tracker: tracker))
        subject.send(1)
        subject.send(2)
        tracker.request(.max(1))
        subject.send(3)
        #expect(tracker.events == [.subscription("TryMap"), .value(1), .value(3)])
        tracker.cancel()
    }

    @Test func cancellingMidStreamCancelsUpstreamOnceAndReleasesClosureAndSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            subject.tryMap { value -> Int in
                _ = token
                return value
            }
            .subscribe(AnyErrorAdapter(tracker: tracker))
            subject.send(1)
            tracker.cancel()
            subject.send(2)
            #expect(tracker.events == [.subscription("TryMap"), .value(1)])
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)

        let upstream = ManualPublisher<Int, Never>()
        let other = Tracker()
        upstream.tryMap { $0 }.subscribe(AnyErrorAdapter(tracker: other))
        other.cancel()
        other.cancel()
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func failureReleasesTheClosureAtOnceAndTheSubscriberWithTheSubscription() {
        let upstream = ManualPublisher<Int, Never>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            upstream.tryMap { _ -> Int in
                _ = token
                throw TestError()
            }
            .subscribe(AnyErrorAdapter(tracker: tracker))
            upstream.send(1)
            #expect(tracker.events == [.subscription("TryMap"), .completion(.failure(TestError()))])
        }
        // The manual upstream still holds the operator's subscriber, which has let the closure go and,
        // as in Combine, keeps its downstream until it is freed.
        #expect(weakToken == nil)
        #expect(weakTracker != nil)
        upstream.releaseSubscriber()
        #expect(weakTracker == nil)
    }

    @Test func aSecondUpstreamSubscriptionIsCancelled() {
        let upstream = ManualPublisher<Int, Never>()
        let tracker = Tracker()
        upstream.tryMap { $0 }.subscribe(AnyErrorAdapter(tracker: tracker))
        let spare = SpareSubscription()
        upstream.sendSecondSubscription(spare)
        #expect(spare.cancelCount == 1)
        #expect(tracker.events == [.subscription("TryMap")])
        tracker.cancel()
    }

    @Test func mapAndTryMapAroundTryMapFuseIntoOneTryMap() {
        let subject = PassthroughSubject<Int, Never>()
        let fused: Publishers.TryMap<PassthroughSubject<Int, Never>, Int> =
            subject
            .map { $0 * 2 }
            .tryMap { value -> Int in
                if value == 12 { throw TestError(code: 12) }
                return value + 1
            }
            .map { $0 * 10 }
            .tryMap { $0 + 1 }
        #expect(fused.upstream === subject)
        let tracker = Tracker()
        fused.subscribe(AnyErrorAdapter(tracker: tracker))
        subject.send(1)
        subject.send(6)
        subject.send(2)
        #expect(
            tracker.events == [.subscription("TryMap"), .value(31), .completion(.failure(TestError(code: 12)))]
        )
    }
}
