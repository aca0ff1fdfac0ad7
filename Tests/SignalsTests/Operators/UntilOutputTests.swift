import Signals
import Testing

/// `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`: who is subscribed when, what is requested and
/// cancelled, and that the downstream's contract holds where Combine's would not.
@Suite struct UntilOutputTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    // MARK: drop(untilOutputFrom:)

    @Test func dropCancelsTheTriggerOnceItEmitsThenPassesElements() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil, demandOnValue: { .max($0) })
        upstream.drop(untilOutputFrom: trigger).subscribe(tracker)
        #expect(upstream.upstreamEvents == [])
        tracker.request(.max(4))
        #expect(upstream.send(1) == .none)
        #expect(trigger.send(100) == .none)
        #expect(upstream.send(3) == .max(3))
        trigger.send(completion: .failure(TestError()))
        #expect(upstream.send(4) == .max(4))
        #expect(tracker.events == [.subscription("DropUntilOutput"), .value(3), .value(4)])
        #expect(upstream.upstreamEvents == [.requested(.max(4))])
        // Signals cancels the trigger once it emitted (Combine lets it go: a subject that never
        // completes would then keep the operator alive).
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
        tracker.cancel()
        #expect(upstream.upstreamEvents == [.requested(.max(4)), .cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
    }

    @Test func dropEndsOnceWhenTheTriggerCompletesBeforeEmitting() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(100))
        upstream.drop(untilOutputFrom: trigger).subscribe(tracker)
        trigger.send(completion: .finished)
        trigger.send(completion: .finished)
        trigger.send(1)
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("DropUntilOutput"), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.max(100)), .cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1))])
    }

    @Test func dropPassesDemandCountedSoFarToALateUpstream() {
        let upstream = LatePublisher()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(10))
        upstream.drop(untilOutputFrom: trigger).subscribe(tracker)
        tracker.request(.max(4))
        let subscription = RecordingSubscription()
        upstream.attach(subscription)
        #expect(subscription.events == [.requested(.max(14))])
        #expect(trigger.upstreamEvents == [.requested(.max(1))])
        tracker.cancel()
        #expect(subscription.events == [.requested(.max(14)), .cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
    }

    @Test func dropCancelsAnUpstreamSubscriptionThatArrivesAfterTheEnd() {
        let upstream = LatePublisher()
        let tracker = Tracker(initialDemand: .max(10))
        upstream.drop(untilOutputFrom: Empty<Void, TestError>()).subscribe(tracker)
        let late = RecordingSubscription()
        upstream.attach(late)
        #expect(tracker.events == [.subscription("DropUntilOutput"), .completion(.finished)])
        #expect(late.events == [.cancelled])
    }

    // MARK: prefix(untilOutputFrom:)

    @Test func prefixHandsItsSubscriptionDownWhenTheUpstreamsArrives() {
        let upstream = LatePublisher()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3), demandOnValue: { _ in .max(2) })
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        #expect(tracker.events == [])
        #expect(trigger.upstreamEvents == [.requested(.max(1))])
        let subscription = RecordingSubscription()
        upstream.attach(subscription)
        #expect(upstream.send(1) == .max(2))
        #expect(trigger.send(9) == .none)
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .finished)
        #expect(tracker.events.count == 3)
        #expect(tracker.events.dropFirst() == [.value(1), .completion(.finished)])
        #expect(subscription.events == [.requested(.max(3)), .cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
    }

    @Test func prefixShowsAsItsTypeLikeCombine() throws {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.prefix(untilOutputFrom: Empty<Void, Never>(completeImmediately: false)).subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        #expect(!(subscription is any CustomStringConvertible))
        #expect(!(subscription is any CustomReflectable))
        #expect(String(describing: subscription).contains("PrefixUntilOutput"))
        tracker.cancel()
    }

    @Test func prefixTriggeredBeforeTheUpstreamSubscribesStillSubscribesTheDownstreamFirst() {
        let upstream = LatePublisher()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        trigger.send(1)
        let late = RecordingSubscription()
        upstream.attach(late)
        #expect(tracker.events.count == 2)
        #expect(tracker.events.last == .completion(.finished))
        #expect(late.events == [.cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
    }

    @Test func prefixCancelsTheTriggerBeforePassingTheUpstreamsCompletionOn() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        let log = EventLog()
        upstream.prefix(untilOutputFrom: trigger)
            .handleEvents(receiveCompletion: { _ in log.append("\(trigger.upstreamEvents)") })
            .subscribe(tracker)
        trigger.send(completion: .finished)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 3)))
        upstream.send(2)
        #expect(tracker.events.dropFirst() == [.value(1), .completion(.failure(TestError(code: 3)))])
        #expect(log.entries == ["\([UpstreamEvent.requested(.max(1))])"])
        let cancelsFirst = ManualPublisher<Int, TestError>()
        let other = ManualPublisher<Int, TestError>()
        let second = Tracker()
        cancelsFirst.prefix(untilOutputFrom: other)
            .handleEvents(receiveCompletion: { _ in log.append("\(other.upstreamEvents)") })
            .subscribe(second)
        cancelsFirst.send(completion: .finished)
        #expect(log.entries.last == "\([UpstreamEvent.requested(.max(1)), .cancelled])")
    }

    @Test func prefixUpstreamCompletingBeforeItsSubscriptionOnlyCancelsTheTrigger() {
        let upstream = LatePublisher()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        upstream.send(completion: .finished)
        let late = RecordingSubscription()
        upstream.attach(late)
        #expect(tracker.events == [])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
        #expect(late.events == [.cancelled])
    }

    @Test func prefixCancelCancelsTheUpstreamThenTheTrigger() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        tracker.cancel()
        tracker.request(.max(4))
        tracker.cancel()
        upstream.send(1)
        trigger.send(1)
        #expect(tracker.events.count == 1)
        #expect(upstream.upstreamEvents == [.cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
    }
}

/// A publisher that hands its subscriber a subscription only when the test says so.
private final class LatePublisher: Publisher, @unchecked Sendable {
    // Safety: `subscriber` is only touched on the test's thread.
    typealias Output = Int
    typealias Failure = TestError

    private var subscriber: AnySubscriber<Int, TestError>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        self.subscriber = AnySubscriber(subscriber)
    }

    func attach(_ subscription: any Subscription) {
        subscriber?.receive(subscription: subscription)
    }

    @discardableResult
    func send(_ value: Int) -> Subscribers.Demand {
        subscriber?.receive(value) ?? .none
    }

    func send(completion: Subscribers.Completion<TestError>) {
        subscriber?.receive(completion: completion)
    }
}

/// A subscription that records what it was asked.
private final class RecordingSubscription: Subscription, @unchecked Sendable {
    // Safety: `events` is only touched on the test's thread.
    private(set) var events: [UpstreamEvent] = []

    func request(_ demand: Subscribers.Demand) {
        events.append(.requested(demand))
    }

    func cancel() {
        events.append(.cancelled)
    }
}
