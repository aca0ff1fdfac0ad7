import Signals
import Testing

@Suite struct CatchTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func failureSwitchesToTheHandlersPublisherKeepingOutstandingDemand() {
        let first = ManualPublisher<Int, TestError>()
        let second = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        var caught: [TestError] = []
        first.catch { error -> ManualPublisher<Int, TestError> in
            caught.append(error)
            return second
        }
        .subscribe(tracker)
        first.send(1)
        first.send(completion: .failure(TestError(code: 5)))
        #expect(caught == [TestError(code: 5)])
        #expect(second.upstreamEvents == [.requested(.max(2))])
        second.send(2)
        second.send(completion: .failure(TestError(code: 6)))
        #expect(
            tracker.events == [
                .subscription("Catch"), .value(1), .value(2), .completion(.failure(TestError(code: 6))),
            ]
        )
        #expect(first.upstreamEvents == [.requested(.max(3))])
    }

    @Test func normalCompletionPassesThroughWithoutCallingTheHandler() {
        let tracker = TrackingSubscriber<Int, Never>()
        Fail<Int, TestError>(error: TestError()).catch { _ in Just(0) }.subscribe(tracker)
        Just(1).setFailureType(to: TestError.self).catch { _ in Just(9) }.subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("Catch"), .value(0), .completion(.finished),
                .subscription("Catch"), .value(1), .completion(.finished),
            ]
        )
    }

    @Test func cancellingCancelsTheCurrentPublisherAndReleasesTheHandler() {
        let first = ManualPublisher<Int, TestError>()
        weak var weakToken: LifetimeToken?
        let tracker = Tracker()
        do {
            let token = LifetimeToken()
            weakToken = token
            first.catch { _ in
                _ = token; return Empty<Int, TestError>()
            }.subscribe(tracker)
        }
        tracker.cancel()
        first.send(1)
        #expect(tracker.events == [.subscription("Catch")])
        #expect(first.upstreamEvents == [.requested(.unlimited), .cancelled])
        first.releaseSubscriber()
        #expect(weakToken == nil)
    }

    @Test func tryCatchFailsWithWhatTheHandlerThrowsOrRecovers() {
        let log = EventLog()
        let upstream = ManualPublisher<Int, TestError>()
        let failing = upstream.tryCatch { error -> Just<Int> in
            guard error.code == 1 else { throw TestError(code: error.code + 100) }
            return Just(42)
        }
        .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        upstream.send(completion: .failure(TestError(code: 2)))
        let recovering = Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { _ in Just(42) }
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        #expect(log.entries == ["failure(TestError(102))", "42", "finished"])
        _ = (failing, recovering)
    }

    @Test func outstandingDemandIsCountedAcrossValuesAndRequestedFromTheNewPublisher() {
        let first = ManualPublisher<Int, TestError>()
        let second = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(12), demandOnValue: { _ in .max(3) })
        first.catch { _ in second }.subscribe(tracker)
        tracker.request(.max(5))
        for value in 1...8 {
            #expect(first.send(value) == .max(3))
        }
        first.send(completion: .failure(TestError()))
        #expect(first.upstreamEvents == [.requested(.max(12)), .requested(.max(5))])
        #expect(second.upstreamEvents == [.requested(.max(33))])
        tracker.cancel()
        #expect(second.upstreamEvents == [.requested(.max(33)), .cancelled])
        second.releaseSubscriber()
    }

    @Test func requestsWhileTheNewPublisherSubscribesAreAddedToWhatItIsAskedFor() {
        let first = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        let second = HookedPublisher { tracker.request(.max(10)) }
        first.catch { _ in second }.subscribe(tracker)
        first.send(1)
        first.send(completion: .failure(TestError()))
        #expect(second.subscription.events == [.requested(.max(12))])
        second.send(completion: .finished)
        #expect(tracker.events == [.subscription("Catch"), .value(1), .completion(.finished)])
    }

    @Test func cancelWhileTheNewPublisherSubscribesCancelsItsSubscription() {
        let first = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        let second = HookedPublisher { tracker.cancel() }
        first.catch { _ in second }.subscribe(tracker)
        first.send(completion: .failure(TestError()))
        second.send(1)
        second.send(completion: .finished)
        #expect(second.subscription.events == [.cancelled])
        #expect(tracker.events == [.subscription("Catch")])
    }

    @Test func nothingIsDeliveredAfterCancelOrAfterTheCompletion() {
        let first = ManualPublisher<Int, TestError>()
        let second = ManualPublisher<Int, TestError>()
        let cancelled = Tracker()
        first.catch { _ in second }.subscribe(cancelled)
        cancelled.cancel()
        #expect(first.send(1) == .none)
        first.send(completion: .failure(TestError()))
        #expect(cancelled.events == [.subscription("Catch")])
        #expect(second.upstreamEvents == [])

        let upstream = ManualPublisher<Int, TestError>()
        let thrown = TrackingSubscriber<Int, TestError>()
        upstream.tryCatch { _ -> Just<Int> in throw TestError(code: 9) }
            .mapError { $0 as? TestError ?? TestError(code: 0) }
            .subscribe(thrown)
        upstream.send(completion: .failure(TestError()))
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .finished)
        #expect(thrown.events == [.subscription("TryCatch"), .completion(.failure(TestError(code: 9)))])
    }

    @Test func theSubscriptionReflectsItsDownstreamAndDemand() throws {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.catch { _ in Empty<Int, TestError>() }.subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        let children = Mirror(reflecting: subscription).children
        #expect(children.map(\.label) == ["downstream", "demand"])
        #expect(children.map { String(describing: $0.value) }.last == "max(0)")
        #expect((subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String == "Catch")
        tracker.cancel()
    }
}

/// A publisher that runs `hook` when subscribed, then hands its subscriber ``subscription``.
private final class HookedPublisher: Publisher, @unchecked Sendable {
    // Safety: only touched on the test's thread.
    typealias Output = Int
    typealias Failure = TestError

    let subscription = HookedSubscription()
    private var hook: (() -> Void)?
    private var subscriber: AnySubscriber<Int, TestError>?

    init(hook: @escaping () -> Void) {
        self.hook = hook
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        self.subscriber = AnySubscriber(subscriber)
        hook.take()?()
        subscriber.receive(subscription: subscription)
    }

    func send(_ value: Int) {
        _ = subscriber?.receive(value)
    }

    func send(completion: Subscribers.Completion<TestError>) {
        subscriber?.receive(completion: completion)
        subscriber = nil
    }
}

/// The recording subscription of a ``HookedPublisher``.
private final class HookedSubscription: Subscription, @unchecked Sendable {
    // Safety: only touched on the test's thread.
    private(set) var events: [UpstreamEvent] = []

    func request(_ demand: Subscribers.Demand) {
        events.append(.requested(demand))
    }

    func cancel() {
        events.append(.cancelled)
    }
}
