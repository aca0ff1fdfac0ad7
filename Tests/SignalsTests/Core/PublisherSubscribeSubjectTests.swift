import Signals
import Testing

@Suite struct PublisherSubscribeSubjectTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func forwardsValuesAndCompletionIntoTheSubject() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        subject.subscribe(tracker)
        let cancellable = [1, 2, 3].publisher.subscribe(subject)
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(1), .value(2), .value(3), .completion(.finished),
            ]
        )
        _ = cancellable
    }

    @Test func cancellingDetachesTheSubjectFromTheSource() {
        let source = PassthroughSubject<Int, Never>()
        let target = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        target.subscribe(tracker)
        let cancellable = source.subscribe(target)
        source.send(1)
        cancellable.cancel()
        source.send(2)
        source.send(completion: .finished)
        target.send(3)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(3)])
        tracker.cancel()
    }

    @Test func releasingTheCancellableDetachesTheSubject() {
        let source = PassthroughSubject<Int, Never>()
        let target = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        target.subscribe(tracker)
        do {
            let cancellable = source.subscribe(target)
            _ = cancellable
        }
        source.send(1)
        #expect(tracker.events == [.subscription("PassthroughSubject")])
        tracker.cancel()
    }

    @Test func theSubjectsSubscriptionIsTheSubjectSubscriberWhichForwardsUntilCancelled() throws {
        let spy = SpySubscription()
        let target = RecordingSubject()
        let cancellable = SubscriptionPublisher(subscription: spy).subscribe(target)
        let subscription = try #require(target.subscriptions.first)
        #expect(target.subscriptions.count == 1)
        #expect(String(describing: subscription) == "Subject")
        subscription.request(.max(42))
        subscription.cancel()
        subscription.cancel()
        subscription.request(.max(37))
        #expect(spy.events == [.requested(.max(42)), .cancelled])
        cancellable.cancel()
        #expect(spy.events == [.requested(.max(42)), .cancelled])
    }

    @Test func theSourceIsAskedForValuesOnlyOnceTheSubjectHasDemand() {
        let spy = SpySubscription()
        let target = PassthroughSubject<Int, Never>()
        let cancellable = Deferred { SubscriptionPublisher(subscription: spy) }.subscribe(target)
        #expect(spy.events == [])
        let tracker = Tracker(initialDemand: .max(1))
        target.subscribe(tracker)
        #expect(spy.events == [.requested(.unlimited)])
        cancellable.cancel()
        #expect(spy.events == [.requested(.unlimited), .cancelled])
        tracker.cancel()
    }

    @Test func subscribeKeepsTheSubjectUntilCancelled() {
        let source = PassthroughSubject<Int, Never>()
        weak var kept: PassthroughSubject<Int, Never>?
        let cancellable: AnyCancellable
        do {
            let target = PassthroughSubject<Int, Never>()
            kept = target
            cancellable = source.subscribe(target)
        }
        #expect(kept != nil)
        cancellable.cancel()
        #expect(kept == nil)
    }

    @Test func aMulticastsConnectionHoldsItsSubjectWeakly() {
        let spy = SpySubscription()
        weak var released: PassthroughSubject<Int, Never>?
        var connection: (any Cancellable)?
        do {
            let subject = PassthroughSubject<Int, Never>()
            released = subject
            connection = SubscriptionPublisher(subscription: spy).multicast(subject: subject).connect()
        }
        #expect(released == nil)
        connection?.cancel()
        #expect(spy.events == [.cancelled])
    }

    @Test func eventsBeforeTheSubscriptionAreIgnoredAndLaterOnesForwarded() {
        let target = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        target.subscribe(tracker)
        let cancellable = EarlyEventsPublisher(subscription: SpySubscription()).subscribe(target)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(2)])
        cancellable.cancel()
        tracker.cancel()
    }

    @Test func shareIgnoresACompletionBeforeTheSubscription() {
        let tracker = Tracker()
        EarlyEventsPublisher(subscription: SpySubscription()).share().subscribe(tracker)
        #expect(tracker.events == [.subscription("Multicast"), .value(2)])
        tracker.cancel()
    }
}

/// A publisher that breaks the contract on purpose: it sends `1` and a completion before the
/// subscription, then the subscription, then `2`.
private struct EarlyEventsPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never
    let subscription: SpySubscription

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        _ = subscriber.receive(1)
        subscriber.receive(completion: .finished)
        subscriber.receive(subscription: subscription)
        _ = subscriber.receive(2)
    }
}

/// A publisher that hands each subscriber the given subscription and nothing else.
private struct SubscriptionPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never
    let subscription: SpySubscription

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: subscription)
    }
}

/// A subject that records the subscriptions it is given and ignores everything else.
private final class RecordingSubject: Subject {
    typealias Output = Int
    typealias Failure = Never

    private(set) var subscriptions: [any Subscription] = []

    func send(_ value: Int) {}

    func send(completion: Subscribers.Completion<Never>) {}

    func send(subscription: any Subscription) {
        subscriptions.append(subscription)
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {}
}
