import Signals
import Testing

@Suite struct FutureTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias SUT = Future<Int, TestError>

    /// A future and the promise it handed out.
    private func makeFuture() -> (SUT, SUT.Promise) {
        var promise: SUT.Promise?
        let future = SUT { promise = $0 }
        return (future, promise!)
    }

    @Test func runsItsClosureOnceAtInit() {
        var runs = 0
        let future = SUT { _ in runs += 1 }
        #expect(runs == 1)
        let trackers = [Tracker(), Tracker()]
        for tracker in trackers {
            future.subscribe(tracker)
        }
        #expect(runs == 1)
        for tracker in trackers {
            tracker.cancel()
        }
    }

    @Test func deliversTheValueToASubscriberThatArrivedBefore() {
        let (future, promise) = makeFuture()
        let tracker = Tracker()
        future.subscribe(tracker)
        #expect(tracker.events == [.subscription("Future")])
        promise(.success(42))
        #expect(tracker.events == [.subscription("Future"), .value(42), .completion(.finished)])
    }

    @Test func replaysTheValueToEverySubscriberThatArrivesAfter() {
        let (future, promise) = makeFuture()
        promise(.success(42))
        let first = Tracker()
        let second = Tracker()
        future.subscribe(first)
        future.subscribe(second)
        #expect(first.events == [.subscription("Future"), .value(42), .completion(.finished)])
        #expect(second.events == first.events)
    }

    @Test func theValueWaitsForDemand() {
        let (future, promise) = makeFuture()
        let before = Tracker(initialDemand: nil)
        future.subscribe(before)
        promise(.success(42))
        let after = Tracker(initialDemand: nil)
        future.subscribe(after)
        #expect(before.events == [.subscription("Future")])
        #expect(after.events == [.subscription("Future")])
        before.request(.max(1))
        after.request(.max(3))
        before.request(.max(1))
        #expect(before.events == [.subscription("Future"), .value(42), .completion(.finished)])
        #expect(after.events == before.events)
    }

    @Test func aFailureArrivesWithoutDemand() {
        let (future, promise) = makeFuture()
        let before = Tracker(initialDemand: nil)
        future.subscribe(before)
        promise(.failure(TestError(code: 9)))
        let after = Tracker(initialDemand: nil)
        future.subscribe(after)
        #expect(before.events == [.subscription("Future"), .completion(.failure(TestError(code: 9)))])
        #expect(after.events == before.events)
    }

    @Test func laterPromiseCallsAreIgnored() {
        let (future, promise) = makeFuture()
        let tracker = Tracker()
        future.subscribe(tracker)
        promise(.success(1))
        promise(.success(2))
        promise(.failure(TestError()))
        let late = Tracker()
        future.subscribe(late)
        #expect(tracker.events == [.subscription("Future"), .value(1), .completion(.finished)])
        #expect(late.events == tracker.events)
    }

    @Test func aCancelledSubscriberReceivesNothing() {
        let (future, promise) = makeFuture()
        let tracker = Tracker()
        future.subscribe(tracker)
        tracker.cancel()
        tracker.request(.max(1))
        promise(.success(42))
        #expect(tracker.events == [.subscription("Future")])
    }

    @Test func cancellingWhilePendingDropsTheWaitingValue() {
        let (future, promise) = makeFuture()
        let tracker = Tracker(initialDemand: nil)
        future.subscribe(tracker)
        promise(.success(42))
        tracker.cancel()
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Future")])
    }

    @Test func cancellingInsideReceiveSubscriptionIsHonoured() {
        let (future, promise) = makeFuture()
        let tracker = Tracker(initialDemand: nil, onSubscription: { $0.cancel() })
        future.subscribe(tracker)
        promise(.success(1))
        #expect(tracker.events == [.subscription("Future")])
    }

    @Test func fulfillingFromInsideTheSubscriberDoesNotDeliverTwice() {
        var promise: SUT.Promise?
        let future = SUT { promise = $0 }
        let tracker = Tracker(onValue: { promise?(.success($0 + 1)) })
        future.subscribe(tracker)
        promise?(.success(0))
        #expect(tracker.events == [.subscription("Future"), .value(0), .completion(.finished)])
    }

    @Test func releasesTheSubscriberOnceServedOrCancelled() {
        let (future, promise) = makeFuture()
        weak var served: Tracker?
        weak var cancelled: Tracker?
        var subscription: (any Subscription)?
        do {
            let first = Tracker()
            let second = Tracker()
            served = first
            cancelled = second
            future.subscribe(first)
            future.subscribe(second)
            subscription = second.subscription
        }
        subscription?.cancel()
        #expect(cancelled == nil)
        #expect(served != nil)
        promise(.success(1))
        #expect(served == nil)
    }

    @Test func theFutureIsReleasedWithItsPromiseAndSubscribers() {
        weak var weakFuture: SUT?
        do {
            let (future, promise) = makeFuture()
            weakFuture = future
            let tracker = Tracker()
            future.subscribe(tracker)
            promise(.success(1))
        }
        #expect(weakFuture == nil)
    }

    @Test func requestingZeroDemandTraps() async {
        await #expect(processExitsWith: .failure) {
            Future<Int, Never> { $0(.success(1)) }
                .subscribe(TrackingSubscriber<Int, Never>(initialDemand: Subscribers.Demand.none))
        }
    }
}
