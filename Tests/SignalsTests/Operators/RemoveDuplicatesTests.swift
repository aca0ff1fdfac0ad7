import Signals
import Testing

@Suite struct RemoveDuplicatesTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func dropsConsecutiveDuplicatesThroughItsOwnSubscription() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.removeDuplicates().subscribe(tracker)
        for value in [1, 1, 2, 2, 2, 1, 3, 3] { subject.send(value) }
        subject.send(completion: .finished)
        #expect(
            tracker.events == [
                .subscription("RemoveDuplicates"), .value(1), .value(2), .value(1), .value(3), .completion(.finished),
            ]
        )
    }

    @Test func comparesWithThePreviousElementReceivedNotThePreviousPublished() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(demandOnValue: { _ in .max(4) })
        upstream.removeDuplicates { $0 >= $1 }.subscribe(tracker)
        let answers = [1, 2, 2, 50, 30, 10, -1, 51, 52].map { upstream.send($0) }
        #expect(answers == [.max(4), .max(4), .max(1), .max(4), .max(1), .max(1), .max(1), .max(4), .max(4)])
        #expect(
            tracker.events == [
                .subscription("RemoveDuplicates"), .value(1), .value(2), .value(50), .value(51), .value(52),
            ]
        )
        tracker.cancel()
    }

    @Test func droppedDuplicatesDoNotUseUpDownstreamDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2))
        subject.removeDuplicates().subscribe(tracker)
        for value in [1, 1, 1, 2] { subject.send(value) }
        subject.send(3)  // no demand left: the subject drops it before the operator sees it
        tracker.request(.max(1))
        subject.send(3)
        subject.send(4)
        #expect(tracker.events == [.subscription("RemoveDuplicates"), .value(1), .value(2), .value(3)])
        tracker.cancel()
    }

    @Test func forwardsFailureAndRequests() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        upstream.removeDuplicates().subscribe(tracker)
        tracker.request(.max(2))
        upstream.send(completion: .failure(TestError(code: 6)))
        upstream.send(1)
        #expect(tracker.events == [.subscription("RemoveDuplicates"), .completion(.failure(TestError(code: 6)))])
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .requested(.max(2))])
    }

    @Test func cancellingMidStreamCancelsUpstreamOnceAndIgnoresLaterValues() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.removeDuplicates().subscribe(tracker)
        upstream.send(1)
        tracker.cancel()
        tracker.cancel()
        #expect(upstream.send(2) == .none)
        #expect(tracker.events == [.subscription("RemoveDuplicates"), .value(1)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    /// As in Combine: the predicate goes at once, the subscriber stays with the subscription until the
    /// upstream lets the subscription go.
    @Test func cancelReleasesThePredicateAtOnceAndTheSubscriberWithTheSubscription() {
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            upstream.removeDuplicates { _, _ in
                _ = token
                return false
            }
            .subscribe(tracker)
            upstream.send(1)
            upstream.send(2)
            tracker.cancel()
        }
        #expect(weakToken == nil)
        #expect(weakTracker != nil)
        upstream.releaseSubscriber()
        #expect(weakTracker == nil)
    }

    /// As in Combine: the predicate goes at once, the subscriber stays with the subscription until the
    /// upstream lets the subscription go.
    @Test func completionReleasesThePredicateAtOnceAndTheSubscriberWithTheSubscription() {
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            upstream.removeDuplicates { _, _ in
                _ = token
                return false
            }
            .subscribe(tracker)
            upstream.send(completion: .finished)
        }
        #expect(weakToken == nil)
        #expect(weakTracker != nil)
        upstream.releaseSubscriber()
        #expect(weakTracker == nil)
    }
}
