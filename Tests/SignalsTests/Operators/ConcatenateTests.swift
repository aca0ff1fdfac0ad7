import Foundation
import Signals
import Testing

/// `append` and `prepend` (`Publishers.Concatenate`).
@Suite struct ConcatenateTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Subject = PassthroughSubject<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    @Test func appendAndPrependValuesSequencesAndPublishers() {
        func run<P: Publisher>(_ publisher: P) -> [TrackingEvent<Int, Never>]
        where P.Output == Int, P.Failure == Never {
            let tracker = TrackingSubscriber<Int, Never>()
            publisher.subscribe(tracker)
            return tracker.events
        }
        let expected: [TrackingEvent<Int, Never>] = [
            .subscription("Concatenate"), .value(1), .value(2), .value(3), .value(4), .completion(.finished),
        ]
        #expect(run([1, 2].publisher.append(3, 4)) == expected)
        #expect(run([1, 2].publisher.append(3...4)) == expected)
        #expect(run([1, 2].publisher.append([3, 4].publisher)) == expected)
        #expect(run([3, 4].publisher.prepend(1, 2)) == expected)
        #expect(run([3, 4].publisher.prepend(1...2)) == expected)
        #expect(run([3, 4].publisher.prepend([1, 2].publisher)) == expected)
    }

    @Test func typesAreCombines() {
        let subject = Subject()
        let appended: Publishers.Concatenate<Subject, Publishers.Sequence<[Int], TestError>> = subject.append(1)
        let prepended: Publishers.Concatenate<Publishers.Sequence<ClosedRange<Int>, TestError>, Subject> =
            subject.prepend(1...2)
        #expect(appended.prefix === subject && appended.suffix.sequence == [1])
        #expect(prepended.suffix === subject && prepended.prefix.sequence == 1...2)
    }

    @Test func suffixIsSubscribedAfterThePrefixFinishesAndAskedForTheOutstandingDemand() {
        let prefix = Probe()
        let suffix = Probe()
        let tracker = Tracker(initialDemand: .max(3), demandOnValue: { $0 == 1 ? .max(2) : .none })
        prefix.append(suffix).subscribe(tracker)
        #expect(prefix.subscription?.history == [.requested(.max(3))])
        #expect(suffix.subscribeCount == 0)
        #expect(prefix.send(1) == .max(2))
        #expect(prefix.send(2) == .none)
        #expect(prefix.subscription?.history == [.requested(.max(3))])
        prefix.send(completion: .finished)
        #expect(suffix.subscribeCount == 1)
        #expect(suffix.subscription?.history == [.requested(.max(3))])
        tracker.request(.max(1))
        #expect(suffix.subscription?.history == [.requested(.max(3)), .requested(.max(1))])
        #expect(prefix.subscription?.history == [.requested(.max(3))])
        suffix.send(3)
        suffix.send(completion: .failure(TestError(code: 5)))
        #expect(
            tracker.events == [
                .subscription("Concatenate"), .value(1), .value(2), .value(3),
                .completion(.failure(TestError(code: 5))),
            ])
    }

    @Test func aRequestOfNoneIsForwardedNotTrapped() {
        let prefix = Probe()
        let tracker = Tracker(initialDemand: .max(2))
        prefix.append(Probe()).subscribe(tracker)
        tracker.request(.none)
        #expect(prefix.subscription?.history == [.requested(.max(2)), .requested(.none)])
        tracker.cancel()
    }

    @Test func prefixValuesBeyondTheOutstandingDemandAreDroppedLikeCombine() {
        let prefix = Probe()
        let tracker = Tracker(initialDemand: .max(2))
        prefix.append(Probe()).subscribe(tracker)
        #expect(prefix.send(1) == .none)
        #expect(prefix.send(2) == .none)
        #expect(prefix.send(3) == .none)
        #expect(tracker.events == [.subscription("Concatenate"), .value(1), .value(2)])
        tracker.request(.max(1))
        prefix.send(4)
        #expect(tracker.events == [.subscription("Concatenate"), .value(1), .value(2), .value(4)])
        tracker.cancel()
    }

    @Test func bothSidesShareTheSubscriptionsIdentityAndAreTypesOfTheirOwn() throws {
        let prefix = LateSubscriberProbe()
        let suffix = LateSubscriberProbe()
        let tracker = Tracker(initialDemand: nil)
        prefix.append(suffix).subscribe(tracker)
        let prefixSide = try #require(prefix.subscriber)
        prefix.send(completion: .finished)
        let suffixSide = try #require(suffix.subscriber)
        let identity = tracker.subscription?.combineIdentifier
        #expect((prefixSide as? any CustomCombineIdentifierConvertible)?.combineIdentifier == identity)
        #expect((suffixSide as? any CustomCombineIdentifierConvertible)?.combineIdentifier == identity)
        #expect(ObjectIdentifier(type(of: prefixSide)) != ObjectIdentifier(type(of: suffixSide)))
        #expect((prefixSide as? any CustomReflectable)?.customMirror.children.isEmpty == true)
        #expect((suffixSide as? any CustomStringConvertible)?.description == "Concatenate")
        tracker.cancel()
    }

    @Test func suffixGetsNoRequestWithoutOutstandingDemand() {
        let prefix = Probe()
        let suffix = Probe()
        let tracker = Tracker(initialDemand: .max(1))
        prefix.append(suffix).subscribe(tracker)
        prefix.send(1)
        prefix.send(completion: .finished)
        #expect(suffix.subscription?.history == [])
        tracker.request(.max(2))
        #expect(suffix.subscription?.history == [.requested(.max(2))])
        tracker.cancel()
    }

    @Test func prefixFailureEndsTheStreamWithoutSubscribingToTheSuffix() {
        let prefix = Probe()
        let suffix = Probe()
        let tracker = Tracker()
        prefix.append(suffix).subscribe(tracker)
        prefix.send(completion: .failure(TestError(code: 2)))
        prefix.send(9)
        #expect(tracker.events == [.subscription("Concatenate"), .completion(.failure(TestError(code: 2)))])
        #expect(suffix.subscribeCount == 0)
    }

    @Test func cancelCancelsTheCurrentPublisherAndNeverSubscribesTheSuffix() {
        let prefix = Probe()
        let suffix = Probe()
        let tracker = Tracker()
        prefix.append(suffix).subscribe(tracker)
        tracker.cancel()
        prefix.send(1)
        prefix.send(completion: .finished)
        #expect(prefix.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(suffix.subscribeCount == 0)
        #expect(tracker.events == [.subscription("Concatenate")])

        let first = Probe()
        let second = Probe()
        let other = Tracker()
        first.append(second).subscribe(other)
        first.send(completion: .finished)
        other.cancel()
        other.cancel()
        second.send(2)
        #expect(second.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(other.events == [.subscription("Concatenate")])
    }

    @Test func cancelFromInsideTheSuffixStopsItsDelivery() {
        var subscription: (any Subscription)?
        let tracker = TrackingSubscriber<Int, Never>(
            onSubscription: { subscription = $0 },
            onValue: { if $0 == 3 { subscription?.cancel() } }
        )
        [1].publisher.append(2, 3, 4).subscribe(tracker)
        #expect(tracker.events == [.subscription("Concatenate"), .value(1), .value(2), .value(3)])
    }

    @Test func releasesTheDownstreamAndTheSuffixWhenDone() {
        let spy = SubscriptionSpy()
        weak var weakTracker: Tracker?
        let subject = Subject()
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.spying(on: spy).append(Just(9).setFailureType(to: TestError.self)).subscribe(tracker)
            subject.send(1)
            subject.send(completion: .finished)
            #expect(tracker.events == [.subscription("Concatenate"), .value(1), .value(9), .completion(.finished)])
        }
        #expect(weakTracker == nil)
        #expect(spy.liveCount == 0)

        weak var weakSuffix: Subject?
        do {
            let suffix = Subject()
            weakSuffix = suffix
            let tracker = Tracker()
            Subject().append(suffix).subscribe(tracker)
            tracker.cancel()
        }
        #expect(weakSuffix == nil)
    }
}

/// A publisher that keeps the subscriber it was given (not erased) and hands it an inert subscription.
private final class LateSubscriberProbe: Publisher, @unchecked Sendable {
    // Safety: only touched on the test's thread.
    typealias Output = Int
    typealias Failure = TestError

    private(set) var subscriber: Any?
    private var complete: ((Subscribers.Completion<TestError>) -> Void)?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        self.subscriber = subscriber
        complete = { subscriber.receive(completion: $0) }
        subscriber.receive(subscription: ProbeSubscription())
    }

    func send(completion: Subscribers.Completion<TestError>) {
        complete?(completion)
    }
}
