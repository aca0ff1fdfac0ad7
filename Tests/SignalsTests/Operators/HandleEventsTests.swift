import Signals
import Testing

@Suite struct HandleEventsTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    /// Logs every closure call into `log`, capturing `token` so tests can watch the closures' lifetime.
    static func logging<P: Publisher>(
        _ publisher: P,
        into log: EventLog,
        token: LifetimeToken? = nil
    ) -> Publishers.HandleEvents<P> where P.Output == Int {
        publisher.handleEvents(
            receiveSubscription: { log.append("subscription(\($0))") },
            receiveOutput: { log.append("output(\($0))") },
            receiveCompletion: { log.append("completion(\($0))") },
            receiveCancel: {
                _ = token
                log.append("cancel")
            },
            receiveRequest: { log.append("request(\($0))") }
        )
    }

    @Test func runsEachClosureBeforePassingTheEventOn() {
        let upstream = ManualPublisher<Int, TestError>()
        let log = EventLog()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { .max($0) })
        Self.logging(upstream, into: log).subscribe(tracker)
        #expect(upstream.send(0) == .none)
        #expect(upstream.send(3) == .max(3))
        tracker.request(.max(5))
        upstream.send(completion: .finished)
        #expect(
            log.entries == [
                "subscription(ManualSubscription)", "request(max(2))", "output(0)", "output(3)",
                "request(max(3))", "request(max(5))", "completion(finished)",
            ]
        )
        #expect(
            tracker.events == [
                .subscription("HandleEvents"), .value(0), .value(3), .completion(.finished),
            ]
        )
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.max(5))])
    }

    @Test func forwardsFailureAfterTheCompletionClosure() {
        let subject = PassthroughSubject<Int, TestError>()
        let log = EventLog()
        let tracker = Tracker()
        Self.logging(subject, into: log).subscribe(tracker)
        subject.send(completion: .failure(TestError(code: 5)))
        #expect(
            log.entries == [
                "subscription(PassthroughSubject)", "request(unlimited)", "completion(failure(TestError(5)))",
            ]
        )
        #expect(tracker.events == [.subscription("HandleEvents"), .completion(.failure(TestError(code: 5)))])
    }

    @Test func respectsDownstreamDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        subject.handleEvents().subscribe(tracker)
        subject.send(1)
        subject.send(2)
        tracker.request(.max(1))
        subject.send(3)
        #expect(tracker.events == [.subscription("HandleEvents"), .value(1), .value(3)])
        tracker.cancel()
    }

    @Test func cancelRunsTheCancelClosureOnceCancelsUpstreamAndIgnoresLaterEvents() {
        let upstream = ManualPublisher<Int, TestError>()
        let log = EventLog()
        let tracker = Tracker()
        Self.logging(upstream, into: log).subscribe(tracker)
        upstream.send(1)
        tracker.cancel()
        tracker.cancel()
        tracker.request(.max(1))
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .finished)
        #expect(log.entries == ["subscription(ManualSubscription)", "request(unlimited)", "output(1)", "cancel"])
        #expect(tracker.events == [.subscription("HandleEvents"), .value(1)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func cancelReleasesTheClosuresAndTheSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        let log = EventLog()
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            Self.logging(subject, into: log, token: token).subscribe(tracker)
            tracker.cancel()
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)
    }

    @Test func completionReleasesTheClosuresAndTheSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        let log = EventLog()
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            Self.logging(subject, into: log, token: token).subscribe(tracker)
            subject.send(completion: .finished)
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)
        #expect(log.entries == ["subscription(PassthroughSubject)", "request(unlimited)", "completion(finished)"])
    }

    @Test func aSecondUpstreamSubscriptionIsCancelled() {
        let upstream = ManualPublisher<Int, TestError>()
        let log = EventLog()
        let tracker = Tracker()
        Self.logging(upstream, into: log).subscribe(tracker)
        let spare = SpareSubscription()
        upstream.sendSecondSubscription(spare)
        #expect(spare.cancelCount == 1)
        #expect(tracker.events == [.subscription("HandleEvents")])
        tracker.cancel()
    }

    @Test func eventsArrivingBeforeTheSubscriptionRunTheirClosuresAndPassOn() {
        // As in Combine: `handleEvents` observes what it is given, and returns the downstream's demand.
        let upstream = ProbePublisher<Int, TestError>(subscription: nil)
        let log = EventLog()
        let tracker = Tracker(demandOnValue: { _ in .max(4) })
        Self.logging(upstream, into: log).subscribe(tracker)
        #expect(upstream.send(1) == .max(4))
        upstream.send(completion: .finished)
        #expect(upstream.send(2) == .none)
        let late = SpareSubscription()
        upstream.send(subscription: late)
        #expect(late.cancelCount == 1)
        #expect(log.entries == ["output(1)", "request(max(4))", "completion(finished)"])
        #expect(tracker.events == [.value(1), .completion(.finished)])
    }
}
