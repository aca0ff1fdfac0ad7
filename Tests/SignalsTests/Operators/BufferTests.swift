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

    @Test func byRequestAsksUpstreamForUnlimitedBeforeTheDownstreamSubscribesAndDropsOldest() {
        let upstream = ManualPublisher<Int, TestError>()
        let seen = SeenEvents()
        let tracker = Tracker(initialDemand: nil, onSubscription: { _ in seen.events = upstream.upstreamEvents })
        upstream.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(tracker)
        #expect(seen.events == [.requested(.unlimited)])
        for value in 1...4 {
            #expect(upstream.send(value) == .none)
        }
        tracker.request(.max(5))
        #expect(tracker.events == [.subscription("Buffer"), .value(3), .value(4)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
        tracker.cancel()
    }

    @Test func customErrorCancelsUpstreamAtOnceAndFailsAfterTheValuesWithDemand() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .customError { TestError(code: 8) })
            .subscribe(tracker)
        for value in 1...5 {
            #expect(upstream.send(value) == .none)
        }
        #expect(tracker.events == [.subscription("Buffer")])
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .cancelled])
        tracker.request(.max(2))
        #expect(
            tracker.events == [
                .subscription("Buffer"), .value(1), .value(2), .completion(.failure(TestError(code: 8))),
            ]
        )
        // The refill goes to the subscription the buffer holds, even cancelled, as in Combine.
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .cancelled, .requested(.max(2))])
    }

    @Test func finishedWaitsForDemandAndValuesAfterItAreStillBuffered() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.buffer(size: 3, prefetch: .byRequest, whenFull: .dropOldest).subscribe(tracker)
        upstream.send(completion: .finished)
        upstream.send(completion: .failure(TestError(code: 1)))  // a second completion: ignored
        #expect(tracker.events == [.subscription("Buffer")])
        upstream.send(1)
        upstream.send(2)
        tracker.request(.max(2))
        #expect(tracker.events == [.subscription("Buffer"), .value(1), .value(2)])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Buffer"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func keepFullAnswersAValueThatPassesStraightThroughWithOneMore() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .none)  // no demand: buffered
        tracker.request(.none)  // allowed, as in Combine
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Buffer"), .value(1), .value(2)])
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.max(1))])
        tracker.cancel()
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.max(1)), .cancelled])
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

/// What a subscriber saw of the upstream when it received its subscription.
private final class SeenEvents: @unchecked Sendable {
    // Safety: written and read on the test's thread only.
    var events: [UpstreamEvent] = []
}
