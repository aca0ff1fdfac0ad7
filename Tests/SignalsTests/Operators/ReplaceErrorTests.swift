import Signals
import Testing

@Suite struct ReplaceErrorTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func replacesAFailureWithTheElementThenFinishes() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.replaceError(with: 42).subscribe(tracker)
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        subject.send(2)
        #expect(
            tracker.events == [.subscription("ReplaceError"), .value(1), .value(42), .completion(.finished)]
        )
    }

    @Test func finishingNormallyPublishesNoReplacement() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.replaceError(with: 42).subscribe(tracker)
        subject.send(7)
        subject.send(completion: .finished)
        #expect(tracker.events == [.subscription("ReplaceError"), .value(7), .completion(.finished)])
    }

    @Test func theReplacementWaitsForDemand() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.replaceError(with: 42).subscribe(tracker)
        upstream.send(9)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("ReplaceError"), .value(9)])
        tracker.request(.max(1))
        tracker.request(.max(1))
        #expect(
            tracker.events == [.subscription("ReplaceError"), .value(9), .value(42), .completion(.finished)]
        )
    }

    @Test func demandReturnedFromValuesCountsForTheReplacement() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        upstream.replaceError(with: 42).subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        upstream.send(completion: .failure(TestError()))
        #expect(
            tracker.events == [.subscription("ReplaceError"), .value(1), .value(42), .completion(.finished)]
        )
    }

    /// As in Combine: the downstream gets its subscription when the upstream's arrives.
    @Test func handsOverItsSubscriptionWhenTheUpstreamsArrives() throws {
        let upstream = CapturingPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        upstream.replaceError(with: 0).subscribe(tracker)
        #expect(tracker.events == [])
        let inner = try #require(upstream.subscriber as? any Subscriber<Int, TestError>)
        let subscription = ProbeSubscription()
        inner.receive(subscription: subscription)
        tracker.request(.max(2))
        #expect(tracker.events == [.subscription("ReplaceError")])
        #expect(subscription.history == [.requested(.max(3)), .requested(.max(2))])
        tracker.cancel()
    }

    /// As in Combine: a value, a completion or a cancel that comes before the upstream subscription is
    /// ignored; the subscription, when it comes, is accepted.
    @Test func ignoresWhatComesBeforeTheUpstreamSubscription() throws {
        let upstream = CapturingPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.replaceError(with: 0).subscribe(tracker)
        let inner = try #require(upstream.subscriber as? any Subscriber<Int, TestError> & Subscription)
        #expect(inner.receive(5) == .none)
        inner.receive(completion: .failure(TestError()))
        inner.cancel()
        let subscription = ProbeSubscription()
        inner.receive(subscription: subscription)
        #expect(tracker.events == [.subscription("ReplaceError")])
        #expect(subscription.history == [.requested(.max(1))])
        inner.receive(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("ReplaceError"), .value(0), .completion(.finished)])
    }

    @Test func cancellingMidStreamCancelsUpstreamOnceAndDropsAPendingReplacement() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.replaceError(with: 42).subscribe(tracker)
        upstream.send(1)
        tracker.cancel()
        tracker.cancel()
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("ReplaceError"), .value(1)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])

        let second = ManualPublisher<Int, TestError>()
        let waiting = Tracker(initialDemand: nil)
        second.replaceError(with: 42).subscribe(waiting)
        second.send(completion: .failure(TestError()))
        let subscription = waiting.subscription
        waiting.cancel()
        subscription?.request(.max(1))
        #expect(waiting.events == [.subscription("ReplaceError")])
    }

    /// As in Combine, the subscription keeps the subscriber until the upstream lets it go.
    @Test func afterCompletionOrCancelTheSubscriberStaysWithTheSubscription() {
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakCompleted: Tracker?
        weak var weakCancelled: Tracker?
        do {
            let completed = Tracker()
            weakCompleted = completed
            upstream.replaceError(with: 0).subscribe(completed)
            upstream.send(completion: .failure(TestError()))
            #expect(completed.events == [.subscription("ReplaceError"), .value(0), .completion(.finished)])
        }
        let other = ManualPublisher<Int, TestError>()
        do {
            let cancelled = Tracker()
            weakCancelled = cancelled
            other.replaceError(with: 0).subscribe(cancelled)
            cancelled.cancel()
        }
        #expect(weakCompleted != nil)
        #expect(weakCancelled != nil)
        upstream.releaseSubscriber()
        other.releaseSubscriber()
        #expect(weakCompleted == nil)
        #expect(weakCancelled == nil)
    }
}
