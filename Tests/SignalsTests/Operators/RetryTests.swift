import Signals
import Testing

@Suite struct RetryTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func resubscribesUpToTheCountThenPassesTheFailureOn() {
        let failing = ManualFailingPublisher()
        let tracker = Tracker()
        failing.retry(2).subscribe(tracker)
        #expect(failing.subscriptions == 3)
        #expect(
            tracker.events == [
                .subscription("Retry"), .value(1), .value(1), .value(1), .completion(.failure(TestError(code: 7))),
            ]
        )
    }

    @Test func outstandingDemandIsRequestedFromEachAttempt() {
        let failing = ManualFailingPublisher()
        let tracker = Tracker(initialDemand: .max(5))
        failing.retry(1).subscribe(tracker)
        #expect(failing.requests == [.max(5), .max(4)])
    }

    @Test func successEndsWithoutRetrying() {
        let tracker = Tracker()
        // Spelled out: `retry` on a `Result.Publisher` is Combine's specialized overload, which returns it unchanged.
        Publishers.Retry(upstream: Just(3).setFailureType(to: TestError.self), retries: 5).subscribe(tracker)
        #expect(tracker.events == [.subscription("Retry"), .value(3), .completion(.finished)])
    }

    @Test func cancellingCancelsTheCurrentAttempt() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.retry(3).subscribe(tracker)
        tracker.cancel()
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("Retry")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        upstream.releaseSubscriber()
    }

    @Test func demandAnsweredByAValueIsRequestedFromTheCurrentAttempt() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3), demandOnValue: { .max($0) })
        upstream.retry(5).subscribe(tracker)
        #expect(upstream.send(5) == .none)
        #expect(upstream.send(0) == .none)
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .requested(.max(5))])
        #expect(tracker.events == [.subscription("Retry"), .value(5), .value(0)])
        tracker.cancel()
    }

    @Test func anUpstreamThatFailsAtOnceIsRetriedInALoopThenItsCompletionPassesOn() {
        let attempts = EventLog()
        let upstream = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts.append("attempt")
            return attempts.entries.count < 5
                ? Fail(error: TestError(code: attempts.entries.count)).eraseToAnyPublisher()
                : Just(9).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let tracker = Tracker()
        upstream.retry(5).subscribe(tracker)
        #expect(tracker.events == [.subscription("Retry"), .value(9), .completion(.finished)])
        #expect(attempts.entries.count == 5)

        let exhausted = Tracker()
        Deferred { Fail<Int, TestError>(error: TestError(code: 4)) }.retry(3).subscribe(exhausted)
        #expect(exhausted.events == [.subscription("Retry"), .completion(.failure(TestError(code: 4)))])
    }

    @Test func aNegativeCountRetriesWithoutLimitLikeCombine() {
        let attempts = EventLog()
        let upstream = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts.append("attempt")
            return attempts.entries.count < 1_000
                ? Fail(error: TestError()).eraseToAnyPublisher()
                : Just(1).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let tracker = Tracker()
        upstream.retry(-1).subscribe(tracker)
        #expect(tracker.events == [.subscription("Retry"), .value(1), .completion(.finished)])
        #expect(attempts.entries.count == 1_000)
    }

    @Test func theSubscriptionShowsNoChildren() throws {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.retry(2).subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        #expect(Mirror(reflecting: subscription).children.isEmpty)
        #expect((subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String == "Retry")
        tracker.cancel()
    }
}

/// A publisher that, on each request, sends `1` then fails with `TestError(code: 7)`, counting its
/// subscriptions and the demand each one was asked for.
private final class ManualFailingPublisher: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = TestError

    private let log = EventLog()
    var subscriptions: Int { log.entries.filter { $0 == "subscribe" }.count }
    var requests: [Subscribers.Demand] {
        log.entries.compactMap { entry in
            entry.hasPrefix("max") ? .max(Int(entry.dropFirst(3))!) : entry == "unlimited" ? .unlimited : nil
        }
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        log.append("subscribe")
        subscriber.receive(
            subscription: FailingSubscription(subscriber: AnySubscriber(subscriber), log: log)
        )
    }

    private final class FailingSubscription: Subscription, @unchecked Sendable {
        private var subscriber: AnySubscriber<Int, TestError>?
        private let log: EventLog

        init(subscriber: AnySubscriber<Int, TestError>, log: EventLog) {
            self.subscriber = subscriber
            self.log = log
        }

        func request(_ demand: Subscribers.Demand) {
            log.append(demand.max.map { "max\($0)" } ?? "unlimited")
            guard let subscriber = subscriber.take() else { return }
            _ = subscriber.receive(1)
            subscriber.receive(completion: .failure(TestError(code: 7)))
        }

        func cancel() {
            subscriber = nil
        }
    }
}
