import Signals
import Testing

@Suite struct FirstTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func deliversTheFirstValueThenFinishesAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        upstream.first().subscribe(tracker)
        #expect(tracker.events == [.subscription("First")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])

        #expect(upstream.send(25) == .none)
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        upstream.send(73)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("First"), .value(25), .completion(.finished)])
    }

    @Test func requestsUnlimitedUpstreamAfterHandingOverItsSubscriptionWhateverTheDownstreamAsks() {
        let upstream = ManualPublisher<Int, TestError>()
        var upstreamEventsWhenSubscribed: [UpstreamEvent]?
        let tracker = Tracker(
            initialDemand: nil,
            onSubscription: { _ in upstreamEventsWhenSubscribed = upstream.upstreamEvents }
        )
        upstream.first().subscribe(tracker)
        #expect(upstreamEventsWhenSubscribed == [])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
        tracker.cancel()
        upstream.releaseSubscriber()  // the tracker's closure holds `upstream`, which holds the subscription
    }

    @Test func holdsTheFirstValueUntilTheDownstreamRequests() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.first().subscribe(tracker)
        upstream.send(1)
        upstream.send(2)
        #expect(tracker.events == [.subscription("First")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])

        tracker.request(.max(1))
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("First"), .value(1), .completion(.finished)])
    }

    /// As Combine: `.finished` with nothing found waits for the downstream's first request, and what
    /// the upstream sends after it is ignored.
    @Test func upstreamFinishingWithoutValuesWaitsForTheFirstRequest() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.first().subscribe(tracker)
        upstream.send(completion: .finished)
        upstream.send(completion: .failure(TestError()))
        upstream.send(4)
        #expect(tracker.events == [.subscription("First")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
        tracker.request(.max(3))
        tracker.request(.max(3))
        #expect(tracker.events == [.subscription("First"), .completion(.finished)])
    }

    @Test func failureBeforeAnyValueGoesOutWithoutDemand() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.first().subscribe(tracker)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("First"), .completion(.failure(TestError()))])
    }

    @Test func aFailureEndsTheStreamSoWhatTheUpstreamSendsAfterItIsIgnored() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        upstream.first().subscribe(tracker)
        upstream.send(completion: .failure(TestError(code: 1)))
        upstream.send(completion: .failure(TestError(code: 2)))
        #expect(upstream.send(73) == .none)
        upstream.send(completion: .finished)
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("First"), .completion(.failure(TestError(code: 1)))])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
    }

    @Test func forwardsFailureBeforeAnyValue() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.first().subscribe(tracker)
        subject.send(completion: .failure(TestError(code: 9)))
        #expect(tracker.events == [.subscription("First"), .completion(.failure(TestError(code: 9)))])
    }

    @Test func cancellingMidStreamCancelsUpstreamOnceAndIgnoresLaterEvents() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.first().subscribe(tracker)
        tracker.cancel()
        tracker.cancel()
        tracker.request(.max(1))
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("First")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func cancellingWhileHoldingTheValueDropsIt() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.first().subscribe(tracker)
        upstream.send(1)
        tracker.cancel()
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("First")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func aSecondUpstreamSubscriptionIsCancelled() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.first().subscribe(tracker)
        let spare = SpareSubscription()
        upstream.sendSecondSubscription(spare)
        #expect(spare.cancelCount == 1)
        #expect(tracker.events == [.subscription("First")])
        tracker.cancel()
    }

    @Test func completionReleasesTheSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.first().subscribe(tracker)
            subject.send(1)
            #expect(tracker.events == [.subscription("First"), .value(1), .completion(.finished)])
        }
        #expect(weakTracker == nil)
    }

    @Test func cancelReleasesTheSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.first().subscribe(tracker)
            tracker.cancel()
        }
        #expect(weakTracker == nil)
    }
}
