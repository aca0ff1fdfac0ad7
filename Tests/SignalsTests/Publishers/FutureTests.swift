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

    /// The future a subscription shows as its `parent` child, if any.
    private func parent(of subscription: any Subscription) -> SUT? {
        Mirror(reflecting: subscription).children.first { $0.label == "parent" }?.value as? SUT
    }

    @Test(arguments: [true, false])
    func theSubscriptionShowsItsFutureUntilTheOutcomeIsDelivered(succeeds: Bool) throws {
        let (future, promise) = makeFuture()
        var parentDuringDelivery: [Bool] = []
        var subscription: (any Subscription)?
        let tracker = Tracker(
            onSubscription: { subscription = $0 },
            onValue: { _ in parentDuringDelivery.append(self.parent(of: subscription!) === future) }
        )
        future.subscribe(tracker)
        let shown = try #require(subscription)
        #expect(parent(of: shown) === future)
        #expect(Mirror(reflecting: shown).children.map(\.label) == ["parent", "downstream", "hasAnyDemand", "subject"])
        promise(succeeds ? .success(7) : .failure(TestError()))
        #expect(parentDuringDelivery == (succeeds ? [true] : []))
        #expect(parent(of: shown) == nil)
        let downstream = Mirror(reflecting: shown).children.first { $0.label == "downstream" }!.value
        #expect(String(describing: downstream) == "nil")
        #expect(
            tracker.events
                == (succeeds
                    ? [.subscription("Future"), .value(7), .completion(.finished)]
                    : [.subscription("Future"), .completion(.failure(TestError()))]))
    }

    @Test func aValueThatWaitedForDemandLeavesTheFutureShownAsCombineDoes() throws {
        let (future, promise) = makeFuture()
        let tracker = Tracker(initialDemand: nil)
        future.subscribe(tracker)
        promise(.success(5))
        let subscription = try #require(tracker.subscription)
        tracker.request(.max(1))
        #expect(parent(of: subscription) === future)
        #expect(tracker.events == [.subscription("Future"), .value(5), .completion(.finished)])
    }

    @Test func aSubscriptionAfterTheOutcomeShowsNeitherFutureNorDemand() throws {
        let future = SUT { $0(.failure(TestError())) }
        var received: (any Subscription)?  // the tracker lets its subscription go when it completes
        let tracker = Tracker(initialDemand: nil, onSubscription: { received = $0 })
        future.subscribe(tracker)
        let subscription = try #require(received)
        received = nil
        let children = Mirror(reflecting: subscription).children.map { String(describing: $0.value) }
        #expect(children == ["nil", "nil", "false", "nil"])
        #expect(tracker.events == [.subscription("Future"), .completion(.failure(TestError()))])
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
