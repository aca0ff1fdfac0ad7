import Signals
import Testing

/// `first()` keeps its upstream class-bound (a value-type subscription is boxed) and its downstream as
/// itself (a class or a struct), lent to each call: the events, the demand and the lifetimes are those
/// of any other upstream and downstream.
@Suite struct FirstStorageTests {
    /// A publisher whose subscription is a struct, which logs what it is asked.
    struct StructSubscriptionPublisher: Publisher {
        typealias Output = Int
        typealias Failure = Never

        struct LoggingSubscription: Subscription {
            let log: EventLog
            let combineIdentifier = CombineIdentifier()

            func request(_ demand: Subscribers.Demand) {
                log.append("request \(demand)")
            }

            func cancel() {
                log.append("cancel")
            }
        }

        let log: EventLog
        let values: [Int]

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            subscriber.receive(subscription: LoggingSubscription(log: log))
            for value in values {
                log.append("sent \(value): \(subscriber.receive(value))")
            }
        }
    }

    @Test func aValueTypeUpstreamSubscriptionIsAskedForUnlimitedThenCancelledByTheFirstValue() {
        let log = EventLog()
        let tracker = TrackingSubscriber<Int, Never>()
        StructSubscriptionPublisher(log: log, values: [7, 8]).first().subscribe(tracker)
        #expect(log.entries == ["request unlimited", "cancel", "sent 7: max(0)", "sent 8: max(0)"])
        #expect(tracker.events == [.subscription("First"), .value(7), .completion(.finished)])
    }

    @Test func aValueTypeUpstreamSubscriptionIsCancelledWhenTheDownstreamCancels() {
        let log = EventLog()
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: nil)
        StructSubscriptionPublisher(log: log, values: []).first().subscribe(tracker)
        tracker.cancel()
        tracker.cancel()
        #expect(log.entries == ["request unlimited", "cancel"])
        #expect(tracker.events == [.subscription("First")])
    }

    /// A struct subscriber that keeps a token alive while it is kept.
    struct TokenKeepingSubscriber: Subscriber {
        typealias Input = Int
        typealias Failure = Never

        let tracker: TrackingSubscriber<Int, Never>
        let token: LifetimeToken
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) {
            tracker.receive(subscription: subscription)
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            tracker.receive(input)
        }

        func receive(completion: Subscribers.Completion<Never>) {
            tracker.receive(completion: completion)
        }
    }

    @Test func aStructDownstreamGetsTheFirstValueAndIsReleasedWithTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        weak var weakToken: LifetimeToken?
        do {
            let token = LifetimeToken()
            weakToken = token
            subject.first().subscribe(TokenKeepingSubscriber(tracker: tracker, token: token))
        }
        #expect(weakToken != nil)
        subject.send(4)
        subject.send(5)
        #expect(tracker.events == [.subscription("First"), .value(4), .completion(.finished)])
        // The tracker let go of the subscription at its completion and the subject of its conduit: the
        // subscription, and with it the struct subscriber it kept, are freed.
        #expect(weakToken == nil)
    }
}
