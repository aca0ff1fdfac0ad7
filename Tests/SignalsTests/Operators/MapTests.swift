import Signals
import Testing

@Suite struct MapTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func transformsEveryValueAndPassesTheUpstreamSubscriptionThrough() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.map { $0 * 2 }.subscribe(tracker)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(2), .value(4), .completion(.finished),
            ]
        )
    }

    @Test func forwardsFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.map { $0 + 1 }.subscribe(tracker)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(2), .completion(.failure(TestError(code: 7))),
            ]
        )
    }

    @Test func respectsDownstreamDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2))
        subject.map { $0 * 10 }.subscribe(tracker)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        tracker.request(.max(1))
        subject.send(4)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(10), .value(20), .value(40)])
        tracker.cancel()
    }

    @Test func passesRequestsAndReturnedDemandThroughUnchanged() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3), demandOnValue: { .max($0) })
        upstream.map { $0 + 1 }.subscribe(tracker)
        #expect(upstream.send(1) == .max(2))
        #expect(upstream.send(4) == .max(5))
        tracker.request(.max(7))
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .requested(.max(7))])
        #expect(tracker.events == [.subscription("ManualSubscription"), .value(2), .value(5)])
        tracker.cancel()
    }

    @Test func cancellingMidStreamCancelsUpstreamAndStopsValues() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.map { $0 * 2 }.subscribe(tracker)
        subject.send(1)
        tracker.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(2)])

        let upstream = ManualPublisher<Int, TestError>()
        let other = Tracker()
        upstream.map { $0 }.subscribe(other)
        other.cancel()
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func cancelReleasesTheClosureAndTheSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            subject.map { value in
                _ = token
                return value
            }
            .subscribe(tracker)
            subject.send(1)
            tracker.cancel()
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)
    }

    @Test func completionReleasesTheClosureAndTheSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            subject.map { value in
                _ = token
                return value
            }
            .subscribe(tracker)
            subject.send(completion: .finished)
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)
    }

    @Test func mapOfMapFusesIntoOneMapOverTheSameUpstream() {
        let subject = PassthroughSubject<Int, TestError>()
        let fused: Publishers.Map<PassthroughSubject<Int, TestError>, Int> = subject.map { $0 * 2 }.map { $0 + 1 }
        #expect(fused.upstream === subject)
        let tracker = Tracker()
        fused.subscribe(tracker)
        subject.send(2)
        subject.send(5)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(5), .value(11)])
        tracker.cancel()
    }

    @Test func chainsWithSinkAndChangesTheOutputType() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let cancellable = subject.map { "#\($0)" }.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        cancellable.cancel()
        subject.send(3)
        #expect(received == ["#1", "#2"])
    }
}
