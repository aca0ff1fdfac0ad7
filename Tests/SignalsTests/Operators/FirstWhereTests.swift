import Signals
import Testing

@Suite struct FirstWhereTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func deliversTheFirstMatchThenFinishesAndStopsCallingThePredicate() {
        let upstream = ManualPublisher<Int, TestError>()
        var calls = 0
        let tracker = Tracker(initialDemand: .max(1))
        upstream.first {
            calls += 1
            return $0 > 2
        }
        .subscribe(tracker)
        #expect(tracker.events == [.subscription("TryFirst")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])

        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        #expect(upstream.send(3) == .none)
        upstream.send(4)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("TryFirst"), .value(3), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        #expect(calls == 3)
    }

    @Test func holdsTheMatchUntilTheDownstreamRequests() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.first { $0.isMultiple(of: 5) }.subscribe(tracker)
        upstream.send(4)
        upstream.send(5)
        #expect(tracker.events == [.subscription("TryFirst")])
        tracker.request(.max(2))
        #expect(tracker.events == [.subscription("TryFirst"), .value(5), .completion(.finished)])
    }

    @Test func upstreamFinishingWithoutAMatchFinishesAtTheFirstRequest() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        subject.first { $0 > 100 }.subscribe(tracker)
        subject.send(1)
        subject.send(completion: .finished)
        #expect(tracker.events == [.subscription("TryFirst")])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("TryFirst"), .completion(.finished)])
    }

    @Test func forwardsFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.first { $0 > 100 }.subscribe(tracker)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 4)))
        #expect(tracker.events == [.subscription("TryFirst"), .completion(.failure(TestError(code: 4)))])
    }

    @Test func cancellingMidStreamCancelsUpstreamAndReleasesThePredicateAndSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            subject.first { _ in
                _ = token
                return false
            }
            .subscribe(tracker)
            subject.send(1)
            tracker.cancel()
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)

        let upstream = ManualPublisher<Int, TestError>()
        let other = Tracker()
        upstream.first { $0 > 0 }.subscribe(other)
        other.cancel()
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func aMatchReleasesThePredicateEvenBeforeDelivery() {
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakToken: LifetimeToken?
        let tracker = Tracker(initialDemand: nil)
        do {
            let token = LifetimeToken()
            weakToken = token
            upstream.first { _ in
                _ = token
                return true
            }
            .subscribe(tracker)
        }
        #expect(weakToken != nil)
        upstream.send(1)
        #expect(weakToken == nil)
        #expect(tracker.events == [.subscription("TryFirst")])
        tracker.cancel()
    }
}
