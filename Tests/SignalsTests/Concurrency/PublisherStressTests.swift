import Dispatch
import Signals
import Testing

/// Cancellables, subscribers and one-shot publishers raced from several threads.
@Suite struct PublisherStressTests {
    @Test func concurrentCancelRunsTheActionOnce() {
        for _ in 0..<200 {
            let runs = LockedValue(0)
            let cancellable = SharedCancellable(AnyCancellable { runs.withLock { $0 += 1 } })
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                cancellable.cancel()
            }
            #expect(runs.value == 1)
        }
    }

    @Test func concurrentCancelOfAWrappedSubscriptionCancelsItOnce() {
        for _ in 0..<200 {
            let spy = SpySubscription()
            let cancellable = SharedCancellable(AnyCancellable(spy))
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                cancellable.cancel()
            }
            #expect(spy.events == [.cancelled])
        }
    }

    @Test func sinkCancelledWhileCompletingEndsExactlyOnce() {
        for _ in 0..<200 {
            let completions = LockedValue(0)
            let sink = Subscribers.Sink<Int, Never>(
                receiveCompletion: { _ in completions.withLock { $0 += 1 } },
                receiveValue: { _ in }
            )
            let spy = SpySubscription()
            sink.receive(subscription: spy)
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                if worker == 0 {
                    sink.cancel()
                } else {
                    sink.receive(completion: .finished)
                }
            }
            let cancels = spy.events.filter { $0 == .cancelled }.count
            #expect(completions.value + cancels == 1)
        }
    }

    @Test func futureServesSubscribersRacingThePromiseExactlyOnce() {
        for round in 0..<100 {
            let promise = LockedValue<Future<Int, Never>.Promise?>(nil)
            let future = Future<Int, Never> { fulfil in promise.withLock { $0 = fulfil } }
            let fulfil = promise.value!
            let trackers = (0..<4).map { _ in
                TrackingSubscriber<Int, Never>(initialDemand: round.isMultiple(of: 2) ? .unlimited : nil)
            }
            DispatchQueue.concurrentPerform(iterations: 5) { worker in
                if worker == 4 {
                    fulfil(.success(round))
                } else {
                    future.subscribe(trackers[worker])
                    trackers[worker].request(.max(1))
                }
            }
            for tracker in trackers {
                #expect(tracker.events == [.subscription("Future"), .value(round), .completion(.finished)])
            }
        }
    }

    @Test func futureFailsEverySubscriberRacingThePromise() {
        for round in 0..<100 {
            let promise = LockedValue<Future<Int, TestError>.Promise?>(nil)
            let future = Future<Int, TestError> { fulfil in promise.withLock { $0 = fulfil } }
            let fulfil = promise.value!
            let trackers = (0..<3).map { _ in TrackingSubscriber<Int, TestError>(initialDemand: nil) }
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                if worker == 3 {
                    fulfil(.failure(TestError(code: round)))
                } else {
                    future.subscribe(trackers[worker])
                }
            }
            for tracker in trackers {
                #expect(tracker.events == [.subscription("Future"), .completion(.failure(TestError(code: round)))])
            }
        }
    }

    @Test func sequenceServesConcurrentRequestsInOrderExactlyOnce() {
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: nil)
        (0..<1_000).publisher.subscribe(tracker)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<250 {
                tracker.request(.max(1))
            }
        }
        #expect(tracker.values == Array(0..<1_000))
        #expect(tracker.events.last == .completion(.finished))
    }

    @Test func sequenceCancelledWhileDeliveringStopsCleanly() {
        for _ in 0..<100 {
            let tracker = TrackingSubscriber<Int, Never>(initialDemand: nil)
            (0..<10_000).publisher.subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                if worker == 0 {
                    tracker.request(.unlimited)
                } else {
                    tracker.cancel()
                }
            }
            let values = tracker.values
            #expect(values == Array(0..<values.count))
            #expect(!tracker.events.contains(.completion(.finished)) || values.count == 10_000)
        }
    }
}
