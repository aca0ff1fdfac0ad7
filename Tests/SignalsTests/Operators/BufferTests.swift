import Signals
import Testing

@Suite struct BufferTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func keepFullPrefetchesAndRefillsAsValuesLeave() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).subscribe(tracker)
        #expect(upstream.upstreamEvents == [.requested(.max(2))])
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)  // full: dropped
        tracker.request(.max(1))
        #expect(tracker.values == [1])
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.max(1))])
        upstream.send(4)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Buffer"), .value(1)])
        tracker.request(.unlimited)
        #expect(tracker.events == [.subscription("Buffer"), .value(1), .value(2), .value(4), .completion(.finished)])
    }

    @Test func dropOldestKeepsTheNewestValues() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(tracker)
        #expect(upstream.upstreamEvents.isEmpty)
        for value in 1...4 { upstream.send(value) }
        tracker.request(.max(5))
        #expect(tracker.values == [3, 4])
        #expect(upstream.upstreamEvents == [.requested(.max(5))])
        tracker.cancel()
    }

    @Test func customErrorFailsAtOnceAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.buffer(size: 1, prefetch: .keepFull, whenFull: .customError { TestError(code: 8) }).subscribe(tracker)
        upstream.send(1)
        upstream.send(2)
        #expect(tracker.events == [.subscription("Buffer"), .completion(.failure(TestError(code: 8)))])
        #expect(upstream.upstreamEvents == [.requested(.max(1)), .cancelled])
    }

    @Test func upstreamFailureSkipsTheBufferedValues() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 2)))
        #expect(tracker.events == [.subscription("Buffer"), .completion(.failure(TestError(code: 2)))])
    }

    @Test func cancellingReleasesTheBufferedValuesAndTheDownstream() {
        let upstream = ManualPublisher<LifetimeToken, TestError>()
        weak var weakToken: LifetimeToken?
        var subscription: (any Subscription)?
        upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest)
            .subscribe(
                AnySubscriber(
                    receiveSubscription: { subscription = $0 },
                    receiveValue: { _ in .none },
                    receiveCompletion: { _ in }
                )
            )
        do {
            let token = LifetimeToken()
            weakToken = token
            upstream.send(token)
        }
        subscription?.cancel()
        #expect(weakToken == nil)
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .cancelled])
    }
}
