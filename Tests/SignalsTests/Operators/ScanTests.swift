import Signals
import Testing

/// `scan`, `tryScan` and `mapError`.
@Suite struct ScanTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = ManualPublisher<Int, TestError>

    @Test func scanPublishesEveryRunningResultThroughTheUpstreamSubscription() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(1) })
        upstream.scan(10, +).subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(1))
        upstream.send(completion: .failure(TestError(code: 5)))
        #expect(
            tracker.events == [
                .subscription("ManualSubscription"), .value(11), .value(13), .completion(.failure(TestError(code: 5))),
            ])
        #expect(upstream.upstreamEvents == [.requested(.max(2))])
    }

    @Test func everySubscriptionStartsFromTheInitialResult() {
        let scanned = [1, 2].publisher.scan(0, +)
        for _ in 0..<2 {
            let tracker = TrackingSubscriber<Int, Never>()
            scanned.subscribe(tracker)
            #expect(tracker.values == [1, 3])
        }
    }

    @Test func tryScanHasItsOwnSubscriptionAndFailsWhenTheClosureThrows() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.tryScan(0) { sum, value in
            guard value > 0 else { throw TestError(code: 7) }
            return sum + value
        }.subscribe(AnyErrorAdapter(tracker: tracker))
        upstream.send(1)
        upstream.send(2)
        upstream.send(-1)
        upstream.send(4)
        #expect(
            tracker.events == [
                .subscription("TryScan"), .value(1), .value(3), .completion(.failure(TestError(code: 7))),
            ])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func tryScanCancelReleasesTheClosureAndTheDownstream() {
        let upstream = Upstream()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            upstream.tryScan(0) {
                _ = token; return $0 + $1
            }.subscribe(AnyErrorAdapter(tracker: tracker))
            upstream.send(1)
            tracker.cancel()
            upstream.send(2)
            #expect(tracker.events == [.subscription("TryScan"), .value(1)])
        }
        #expect(weakToken == nil)
        upstream.releaseSubscriber()
        #expect(weakTracker == nil)
    }

    private static func absurd(_ never: Never) -> TestError {}

    @Test func mapErrorConvertsOnlyTheFailure() {
        let upstream = ManualPublisher<Int, Never>()
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.mapError { TestError(code: $0.code * 10) }.subscribe(tracker)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 2)))
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(1), .completion(.failure(TestError(code: 20))),
            ])
        let never = Tracker(initialDemand: .max(3))
        upstream.mapError(Self.absurd).subscribe(never)
        upstream.send(completion: .finished)
        #expect(never.events == [.subscription("ManualSubscription"), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.max(3))])
    }
}
