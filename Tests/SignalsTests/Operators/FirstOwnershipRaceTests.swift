import Signals
import Testing

/// `first()`'s state word gives the upstream and the value found to one thread at a time (the rule is
/// in `FirstElementState.swift`): the upstream's events race the downstream's request and cancel on
/// threads of their own, and each round's whole history, the upstream's included, must be one that
/// its interleaving allows. Repeated so that the thread sanitizer (run in CI over the Signals tests,
/// under both lock designs) sees the interleavings.
@Suite struct FirstOwnershipRaceTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Event = TrackingEvent<Int, TestError>

    static let rounds = 300

    /// A value that finds no demand yet races a cancel: the downstream never asked, so nothing is
    /// delivered whoever wins (a request after the cancel changes nothing); the upstream is cancelled
    /// once, by the match or by the cancel, never by both.
    @Test func aValueWaitingForDemandAndACancelDeliverNothingAndCancelTheUpstreamOnce() {
        for round in 0..<Self.rounds {
            let upstream = ManualPublisher<Int, TestError>()
            let tracker = Tracker(initialDemand: nil)
            upstream.first().subscribe(tracker)
            let subscription = tracker.subscription
            raceOnThreads(2) { index in
                if index == 0 {
                    upstream.send(1)
                } else {
                    tracker.cancel()
                }
            }
            subscription?.request(.max(1))
            #expect(tracker.events == [.subscription("First")], "round \(round)")
            #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled], "round \(round)")
        }
    }

    /// A value that finds no demand yet races the first request: whichever wins, the value and the
    /// completion are delivered once (by the match if the request came first, by the request if the
    /// value was kept first), and the upstream is cancelled once.
    @Test func aValueWaitingForDemandAndARequestDeliverOnceAndCancelTheUpstreamOnce() {
        for round in 0..<Self.rounds {
            let upstream = ManualPublisher<Int, TestError>()
            let tracker = Tracker(initialDemand: nil)
            upstream.first().subscribe(tracker)
            raceOnThreads(2) { index in
                if index == 0 {
                    upstream.send(1)
                } else {
                    tracker.request(.max(1))
                }
            }
            #expect(
                tracker.events == [.subscription("First"), .value(1), .completion(.finished)], "round \(round)")
            #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled], "round \(round)")
        }
    }

    /// The value, the first request and a cancel on three threads: the value is delivered at most once
    /// and the completion only after it; the upstream is cancelled once.
    @Test func aValueARequestAndACancelDeliverAtMostOnceAndCancelTheUpstreamOnce() {
        let allowed: [[Event]] = [
            [.subscription("First")], [.subscription("First"), .value(1)],
            [.subscription("First"), .value(1), .completion(.finished)],
        ]
        for round in 0..<Self.rounds {
            let upstream = ManualPublisher<Int, TestError>()
            let tracker = Tracker(initialDemand: nil)
            upstream.first().subscribe(tracker)
            let subscription = UncheckedSendableBox(tracker.subscription)
            raceOnThreads(3) { index in
                switch index {
                case 0: upstream.send(1)
                case 1: subscription.value?.request(.max(1))
                default: tracker.cancel()
                }
            }
            #expect(allowed.contains(tracker.events), "round \(round): \(tracker.events)")
            #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled], "round \(round)")
        }
    }

    /// A failure races a cancel: the failure's swap out of `.searching` wins (the failure is delivered,
    /// the upstream, which ended the stream itself, is not cancelled) or the cancel's does (nothing is
    /// delivered, the upstream is cancelled); never both, never neither.
    @Test func aFailureAndACancelGiveOneOfTheirTwoHistories() {
        let failed: ([Event], [UpstreamEvent]) = (
            [.subscription("First"), .completion(.failure(TestError()))], [.requested(.unlimited)]
        )
        let cancelled: ([Event], [UpstreamEvent]) = (
            [.subscription("First")], [.requested(.unlimited), .cancelled]
        )
        for round in 0..<Self.rounds {
            let upstream = ManualPublisher<Int, TestError>()
            let tracker = Tracker()
            upstream.first().subscribe(tracker)
            raceOnThreads(2) { index in
                if index == 0 {
                    upstream.send(completion: .failure(TestError()))
                } else {
                    tracker.cancel()
                }
            }
            let history = (tracker.events, upstream.upstreamEvents)
            #expect(history == failed || history == cancelled, "round \(round): \(history)")
        }
    }

    /// `first(where:)`: the predicate runs outside the lock while a cancel ends the search; the value is
    /// delivered at most once, the upstream cancelled once, and the predicate's closure released (by
    /// whichever ended the search) although the subscription is still alive.
    @Test func aPredicateRacingACancelIsReleasedOnceTheSearchEnds() {
        let allowed: [[Event]] = [
            [.subscription("TryFirst")], [.subscription("TryFirst"), .value(1)],
            [.subscription("TryFirst"), .value(1), .completion(.finished)],
        ]
        for round in 0..<Self.rounds {
            let upstream = ManualPublisher<Int, TestError>()
            let tracker = Tracker()
            weak var weakToken: LifetimeToken?
            do {
                let token = LifetimeToken()
                weakToken = token
                upstream.first(where: { _ in withExtendedLifetime(token) { true } }).subscribe(tracker)
            }
            raceOnThreads(2) { index in
                if index == 0 {
                    upstream.send(1)
                } else {
                    tracker.cancel()
                }
            }
            #expect(allowed.contains(tracker.events), "round \(round): \(tracker.events)")
            #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled], "round \(round)")
            #expect(weakToken == nil, "round \(round): the predicate outlived the search")
        }
    }

    /// A publisher that breaks the contract by handing the subscriber two subscriptions at once, on two
    /// threads: the state word accepts one (asked for unlimited, then cancelled with the downstream) and
    /// cancels the other.
    @Test func twoSubscriptionsAtOnceAcceptOneAndCancelTheOther() {
        for round in 0..<Self.rounds {
            let logs = [EventLog(), EventLog()]
            let publisher = TwoSubscriptionsPublisher(logs: logs)
            let tracker = Tracker()
            publisher.first().subscribe(tracker)
            #expect(tracker.events == [.subscription("First")], "round \(round)")
            tracker.cancel()
            let entries = logs.map(\.entries)
            let accepted = ["request unlimited", "cancel"]
            #expect(
                entries == [accepted, ["cancel"]] || entries == [["cancel"], accepted], "round \(round): \(entries)")
        }
    }

    /// Calls `receive(subscription:)` from two threads at once, each with a subscription of its own that
    /// logs what it is asked.
    struct TwoSubscriptionsPublisher: Publisher {
        typealias Output = Int
        typealias Failure = TestError

        final class LoggingSubscription: Subscription, Sendable {
            let log: EventLog

            init(log: EventLog) {
                self.log = log
            }

            func request(_ demand: Subscribers.Demand) {
                log.append("request \(demand)")
            }

            func cancel() {
                log.append("cancel")
            }
        }

        let logs: [EventLog]

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
            let subscriber = UncheckedSendableBox<any Subscriber>(subscriber)
            let subscriptions = logs.map(LoggingSubscription.init)
            raceOnThreads(2) { index in
                subscriber.value.receive(subscription: subscriptions[index])
            }
        }
    }

    /// Lets the test hand the subscription or the subscriber under test to other threads.
    struct UncheckedSendableBox<Value>: @unchecked Sendable {
        // Safety: only `first()`'s subscription and subscriber are boxed, which are called from any thread.
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
