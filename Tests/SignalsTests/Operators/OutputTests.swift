import Signals
import Testing

@Suite struct OutputTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func prefixDeliversUpToTheCountThenCancelsUpstreamAndFinishesAtOnce() {
        // The last value is answered with the downstream's demand, as in Combine.
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(demandOnValue: { _ in .max(5) })
        upstream.prefix(2).subscribe(tracker)
        #expect(upstream.send(1) == .max(5))
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
        #expect(upstream.send(2) == .max(5))
        #expect(tracker.events == [.subscription("Output"), .value(1), .value(2), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        #expect(upstream.send(3) == .none)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Output"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func prefixZeroFinishesOnSubscription() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.prefix(0).subscribe(tracker)
        upstream.send(1)
        #expect(tracker.events == [.subscription("Output"), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func respectsDemandAndPassesRequestsStraightUpstream() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        subject.prefix(3).subscribe(tracker)
        subject.send(1)
        subject.send(2)
        tracker.request(.max(5))
        subject.send(3)
        subject.send(4)
        #expect(tracker.events == [.subscription("Output"), .value(1), .value(3), .value(4), .completion(.finished)])
    }

    @Test func upstreamCompletionBeforeTheCountIsForwarded() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.prefix(5).subscribe(tracker)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 2)))
        #expect(tracker.events == [.subscription("Output"), .value(1), .completion(.failure(TestError(code: 2)))])
    }

    @Test func outputInRangeDropsEarlierElementsWithMaxOne() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(demandOnValue: { _ in .max(9) })
        upstream.output(in: 1...2).subscribe(tracker)
        #expect(upstream.send(10) == .max(1))
        #expect(upstream.send(20) == .max(9))
        #expect(upstream.send(30) == .max(9))
        #expect(upstream.send(40) == .none)
        #expect(tracker.events == [.subscription("Output"), .value(20), .value(30), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])

        let single = PassthroughSubject<Int, TestError>()
        let other = Tracker()
        single.output(at: 1).subscribe(other)
        single.send(5)
        single.send(6)
        #expect(other.events == [.subscription("Output"), .value(6), .completion(.finished)])
    }

    @Test func prefixTranslatesToTheRangeFromZero() {
        let subject = PassthroughSubject<Int, TestError>()
        #expect(subject.prefix(4).range == 0..<4)
        #expect(subject.output(at: 3).range == 3..<4)
        #expect(subject.output(in: 2...).range == 2..<Int.max)
    }

    /// As in Combine, the subscription keeps the subscriber until the upstream lets it go.
    @Test func cancellingMidStreamCancelsUpstreamOnceAndKeepsTheSubscriberWithTheSubscription() {
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.prefix(3).subscribe(tracker)
            upstream.send(1)
            let subscription = tracker.subscription
            tracker.cancel()
            subscription?.cancel()
            #expect(upstream.send(2) == .none)
            #expect(tracker.events == [.subscription("Output"), .value(1)])
        }
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        #expect(weakTracker != nil)
        upstream.releaseSubscriber()
        #expect(weakTracker == nil)
    }

    @Test func reachingTheCountKeepsTheSubscriberWithTheSubscription() {
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.prefix(1).subscribe(tracker)
            upstream.send(1)
        }
        #expect(weakTracker != nil)
        upstream.releaseSubscriber()
        #expect(weakTracker == nil)
    }

    @Test func outputAtAnswersItsValueWithTheDownstreamsDemandThenIgnoresLaterValues() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(demandOnValue: { .max($0) })
        upstream.output(at: 2).subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(1))
        #expect(upstream.send(7) == .max(7))
        #expect(upstream.send(8) == .none)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Output"), .value(7), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func valuesArrivingBeforeTheSubscriptionAreCountedAndDelivered() {
        // As in Combine: a range used up before the subscription arrives does not finish on it (only an
        // empty range does); the upstream's completion still ends the stream.
        let upstream = ProbePublisher<Int, TestError>(subscription: nil)
        let tracker = Tracker(demandOnValue: { .max($0) })
        upstream.output(in: 1..<3).subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(2))
        #expect(upstream.send(3) == .max(3))
        #expect(upstream.send(4) == .none)
        let subscription = ProbeSubscription()
        upstream.send(subscription: subscription)
        #expect(tracker.events == [.value(2), .value(3), .subscription("Output")])
        upstream.send(completion: .finished)
        #expect(tracker.events == [.value(2), .value(3), .subscription("Output"), .completion(.finished)])
        #expect(subscription.history == [.requested(.unlimited)])
    }
}
