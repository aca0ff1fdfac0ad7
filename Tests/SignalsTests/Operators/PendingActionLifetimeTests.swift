import Signals
import Testing

/// A value whose lifetime a test can watch (equal only to itself).
private final class Payload: Equatable, CustomStringConvertible, Sendable {
    static func == (lhs: Payload, rhs: Payload) -> Bool { lhs === rhs }
    var description: String { "payload" }
}

/// The operators that deliver from scheduler actions, each applied to a subject on a virtual clock.
enum ScheduledOperator: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case delay, receiveOn, debounce, throttle, timeout

    var testDescription: String { rawValue }

    /// The actions still queued after one value was sent and the subscriber cancelled: the value's
    /// delivery, but none for `debounce` (its one action is the value's repeating timer, which a cancel
    /// removes, as it removes `timeout`'s timer).
    var actionsLeftAfterCancel: Int { self == .debounce ? 0 : 1 }

    fileprivate func apply(
        to subject: PassthroughSubject<Payload, Never>,
        on scheduler: VirtualTimeScheduler
    ) -> AnyPublisher<Payload, Never> {
        switch self {
        case .delay: subject.delay(for: .seconds(1), scheduler: scheduler).eraseToAnyPublisher()
        case .receiveOn: subject.receive(on: scheduler).eraseToAnyPublisher()
        case .debounce: subject.debounce(for: .seconds(1), scheduler: scheduler).eraseToAnyPublisher()
        case .throttle: subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).eraseToAnyPublisher()
        case .timeout: subject.timeout(.seconds(1), scheduler: scheduler).eraseToAnyPublisher()
        }
    }
}

/// A scheduler keeps an action until it runs; a virtual clock that no one advances keeps it for as long
/// as the clock lives. A subscription that has ended must keep nothing alive through such an action:
/// not its subscriber, not the values in flight, not itself, and not (in a cycle) the scheduler.
@Suite struct PendingActionLifetimeTests {
    private typealias Tracker = TrackingSubscriber<Payload, Never>

    /// What a test watches: weak references, and the actions still queued while the clock was alive.
    private struct Watched {
        weak var scheduler: VirtualTimeScheduler?
        weak var subscriber: Tracker?
        weak var value: Payload?
        weak var subscription: AnyObject?
        var pendingActions = 0
    }

    /// Subscribes a tracker to a subject through `scheduledOperator` on a fresh clock, sends one value,
    /// then runs `body`; on return everything is released but what `Watched` refers to weakly.
    private func watch(
        _ scheduledOperator: ScheduledOperator,
        _ body: (PassthroughSubject<Payload, Never>, Tracker, VirtualTimeScheduler) -> Void
    ) -> Watched {
        var watched = Watched()
        do {
            let scheduler = VirtualTimeScheduler()
            watched.scheduler = scheduler
            do {
                let subject = PassthroughSubject<Payload, Never>()
                let tracker = Tracker()
                let value = Payload()
                scheduledOperator.apply(to: subject, on: scheduler).subscribe(tracker)
                subject.send(value)
                (watched.subscriber, watched.value) = (tracker, value)
                watched.subscription = tracker.subscription.map { $0 as AnyObject }
                body(subject, tracker, scheduler)
            }
            watched.pendingActions = scheduler.pendingActionCount
        }
        return watched
    }

    @Test(arguments: ScheduledOperator.allCases)
    func aCancelledSubscriptionsPendingActionsKeepNothingAlive(_ scheduledOperator: ScheduledOperator) {
        let watched = watch(scheduledOperator) { _, tracker, _ in tracker.cancel() }
        #expect(watched.pendingActions == scheduledOperator.actionsLeftAfterCancel)
        #expect(watched.subscriber == nil)
        #expect(watched.value == nil)
        #expect(watched.subscription == nil)
        #expect(watched.scheduler == nil)
    }

    @Test func aCancelledDelayKeepsNeitherSubscriberNorValuesWhileItsActionsWait() {
        let scheduler = VirtualTimeScheduler()
        weak var weakTracker: Tracker?
        weak var weakValue: Payload?
        weak var weakSubscription: AnyObject?
        do {
            let subject = PassthroughSubject<Payload, Never>()
            let tracker = Tracker()
            let value = Payload()
            subject.delay(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
            subject.send(value)
            subject.send(value)
            (weakTracker, weakValue) = (tracker, value)
            weakSubscription = tracker.subscription.map { $0 as AnyObject }
            tracker.cancel()
        }
        #expect(scheduler.pendingActionCount == 2)
        #expect(weakTracker == nil)
        #expect(weakValue == nil)
        #expect(weakSubscription == nil)
        scheduler.advance(by: .seconds(1))
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func aCompletedTimeoutLeavesNoActionAndKeepsNothingAlive() {
        var events: [String] = []
        let watched = watch(.timeout) { subject, tracker, scheduler in
            subject.send(completion: .finished)
            scheduler.advance(by: .zero)
            events = tracker.events.map(\.description)
        }
        #expect(events == ["subscription(Timeout)", "value(payload)", "finished"])
        #expect(watched.pendingActions == 0)  // the completion cancelled the timer
        #expect(watched.subscriber == nil)
        #expect(watched.value == nil)
        #expect(watched.subscription == nil)
        #expect(watched.scheduler == nil)
    }

    @Test func aCompletedDebounceLeavesNoActionAndKeepsNothingAlive() {
        var events: [String] = []
        let watched = watch(.debounce) { subject, tracker, scheduler in
            subject.send(completion: .finished)
            scheduler.advance(by: .zero)
            events = tracker.events.map(\.description)
        }
        #expect(events == ["subscription(Debounce)", "finished"])
        #expect(watched.pendingActions == 0)  // the completion cancelled the value's timer
        #expect(watched.subscriber == nil)
        #expect(watched.value == nil)
        #expect(watched.subscription == nil)
        #expect(watched.scheduler == nil)
    }
}
