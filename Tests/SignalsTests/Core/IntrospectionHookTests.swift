import Signals
import XCTest

/// An `_Introspection` hook that writes down what it hears, as text.
private final class Recorder: _Introspection, @unchecked Sendable {
    // Safety: the tests that use it run one at a time (XCTest) and send from their own thread.
    private(set) var log: [String] = []

    func willReceive<Upstream: Publisher, Downstream: Subscriber>(publisher: Upstream, subscriber: Downstream)
    where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input {
        log.append("will subscribe \(Upstream.self) \(subscriber)")
    }

    func didReceive<Upstream: Publisher, Downstream: Subscriber>(publisher: Upstream, subscriber: Downstream)
    where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input {
        log.append("did subscribe \(Upstream.self) \(subscriber)")
    }

    func willReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: any Subscription) {
        log.append("will receive \(subscription) \(subscriber)")
    }

    func didReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: any Subscription) {
        log.append("did receive \(subscription) \(subscriber)")
    }

    func willReceive<Downstream: Subscriber>(subscriber: Downstream, input: Downstream.Input) {
        log.append("will receive \(input) \(subscriber)")
    }

    func didReceive<Downstream: Subscriber>(
        subscriber: Downstream, input: Downstream.Input, resultingDemand: Subscribers.Demand
    ) {
        log.append("did receive \(input) \(subscriber) -> \(resultingDemand)")
    }

    func willReceive<Downstream: Subscriber>(
        subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>
    ) {
        log.append("will complete \(subscriber)")
    }

    func didReceive<Downstream: Subscriber>(
        subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>
    ) {
        log.append("did complete \(subscriber)")
    }

    func willRequest(subscription: any Subscription, _ demand: Subscribers.Demand) {
        log.append("will request \(demand) \(subscription)")
    }

    func didRequest(subscription: any Subscription, _ demand: Subscribers.Demand) {
        log.append("did request \(demand) \(subscription)")
    }

    func willCancel(subscription: any Subscription) {
        log.append("will cancel \(subscription)")
    }

    func didCancel(subscription: any Subscription) {
        log.append("did cancel \(subscription)")
    }
}

/// Combine's `_Introspection` hook. XCTest, not Swift Testing: a hook is process-wide, and Swift Testing
/// runs the other suites in parallel, whose subscriptions it would wrap; XCTest runs these one at a time
/// and apart from the Swift Testing run.
final class IntrospectionHookTests: XCTestCase {
    private typealias Tracker = TrackingSubscriber<Int, Never>

    func testReportsSubscribeAndEveryEventOfASubscriberAttachedWhileEnabled() {
        let hook = Recorder()
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker(initialDemand: .max(2))
        XCTAssertFalse(hook.isEnabled)
        hook.enable()
        XCTAssertTrue(hook.isEnabled)
        subject.subscribe(tracker)
        subject.send(1)
        tracker.cancel()
        hook.disable()
        XCTAssertFalse(hook.isEnabled)
        let subjectType = "PassthroughSubject<Int, Never>"
        XCTAssertEqual(
            hook.log,
            [
                "will subscribe \(subjectType) TrackingSubscriber",
                "will receive PassthroughSubject TrackingSubscriber",
                "will request max(2) PassthroughSubject",
                "did request max(2) PassthroughSubject",
                "did receive PassthroughSubject TrackingSubscriber",
                "did subscribe \(subjectType) TrackingSubscriber",
                "will receive 1 TrackingSubscriber",
                "did receive 1 TrackingSubscriber -> max(0)",
                "will cancel PassthroughSubject",
                "did cancel PassthroughSubject",
            ]
        )
        XCTAssertEqual(tracker.events, [.subscription("PassthroughSubject"), .value(1)])
    }

    func testTheWrappedSubscriptionShowsItselfAsTheOriginal() throws {
        let hook = Recorder()
        let subject = PassthroughSubject<Int, Never>()
        let plain = Tracker()
        subject.subscribe(plain)
        hook.enable()
        let tapped = Tracker()
        subject.subscribe(tapped)
        hook.disable()
        let original = try XCTUnwrap(plain.subscription)
        let wrapped = try XCTUnwrap(tapped.subscription)
        XCTAssertTrue(original is any CustomReflectable, "no hook enabled: the subject's own subscription")
        XCTAssertFalse(wrapped is any CustomReflectable, "hook enabled: a forwarding stand-in")
        XCTAssertEqual(String(describing: wrapped), "PassthroughSubject")
        subject.send(completion: .finished)
        XCTAssertEqual(tapped.events, [.subscription("PassthroughSubject"), .completion(.finished)])
        XCTAssertEqual(
            hook.log.last, "did subscribe PassthroughSubject<Int, Never> TrackingSubscriber",
            "the completion after disable() is not reported"
        )
    }

    func testEachHookHearsOnlyWhileItIsEnabled() {
        let first = Recorder()
        let second = Recorder()
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        first.enable()
        subject.subscribe(tracker)
        subject.send(1)
        second.enable()
        subject.send(2)
        first.disable()
        subject.send(3)
        second.disable()
        subject.send(4)
        XCTAssertEqual(
            first.log.filter { $0.contains("receive") && !$0.contains("PassthroughSubject") },
            [
                "will receive 1 TrackingSubscriber", "did receive 1 TrackingSubscriber -> max(0)",
                "will receive 2 TrackingSubscriber", "did receive 2 TrackingSubscriber -> max(0)",
            ]
        )
        XCTAssertEqual(
            second.log,
            [
                "will receive 2 TrackingSubscriber", "did receive 2 TrackingSubscriber -> max(0)",
                "will receive 3 TrackingSubscriber", "did receive 3 TrackingSubscriber -> max(0)",
            ]
        )
        XCTAssertEqual(tracker.values, [1, 2, 3, 4])
        tracker.cancel()
    }

    func testAnOperatorsInnerSubscriberIsNotReported() {
        let hook = Recorder()
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        hook.enable()
        subject.map { $0 * 10 }.subscribe(tracker)
        subject.send(1)
        hook.disable()
        XCTAssertEqual(
            hook.log.filter { !$0.contains("subscribe") && !$0.contains("request") },
            [
                "will receive PassthroughSubject TrackingSubscriber",
                "did receive PassthroughSubject TrackingSubscriber",
                "will receive 10 TrackingSubscriber",
                "did receive 10 TrackingSubscriber -> max(0)",
            ]
        )
        XCTAssertEqual(hook.log.filter { $0.hasPrefix("will subscribe") }.count, 1)
        tracker.cancel()
    }
}
