import Dispatch
import Signals
import Testing

@Suite struct SubscribeOnTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = SchedulingTestPublisher<Int, TestError>

    @Test func subscribingAndRequestingWaitForTheScheduler() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil)
        upstream.subscribe(on: scheduler).subscribe(tracker)
        #expect(tracker.events == [])
        scheduler.advance()
        #expect(tracker.events == [.subscription("SubscribeOn")])
        tracker.request(.max(3))
        tracker.request(.unlimited)
        #expect(upstream.calls == [])
        scheduler.advance()
        #expect(upstream.calls == [.request(.max(3)), .request(.unlimited)])
        tracker.cancel()
        scheduler.advance()
        upstream.releaseSubscriber()
    }

    @Test func valuesAndCompletionPassThroughAtOnceWithTheDownstreamDemand() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker(demandOnValue: { _ in .max(12) })
        upstream.subscribe(on: scheduler).subscribe(tracker)
        scheduler.advance()
        #expect(upstream.send(1) == .max(12))
        upstream.send(completion: .finished)
        #expect(upstream.send(2) == .none)
        #expect(tracker.events == [.subscription("SubscribeOn"), .value(1), .completion(.finished)])
        upstream.releaseSubscriber()
    }

    @Test func cancelStopsDeliveryAtOnceAndReachesUpstreamAfterEarlierRequests() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil)
        upstream.subscribe(on: scheduler).subscribe(tracker)
        scheduler.advance()
        tracker.request(.max(1))
        tracker.cancel()
        tracker.cancel()
        tracker.request(.max(5))
        #expect(upstream.send(1) == .none)
        #expect(upstream.calls == [])
        scheduler.advance()
        #expect(upstream.calls == [.request(.max(1)), .cancel])
        #expect(tracker.events == [.subscription("SubscribeOn")])
        upstream.releaseSubscriber()
    }

    @Test func upstreamIsSubscribedOnTheDispatchQueue() async {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "subscriber")
        queue.setSpecific(key: key, value: "subscriber")
        let subscribedOn = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let publisher = RecordingSubscribePublisher {
                continuation.resume(returning: DispatchQueue.getSpecific(key: key))
            }
            publisher.subscribe(on: queue).subscribe(TrackingSubscriber<Int, Never>())
        }
        #expect(subscribedOn == "subscriber")
    }

    @Test func aScheduledCancelKeepsTheSubscriberUntilItRunsAsInCombine() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.subscribe(on: scheduler).subscribe(tracker)
            scheduler.advance()
            tracker.cancel()
            #expect(upstream.send(1) == .none)  // nothing is delivered after the cancel
            #expect(tracker.events == [.subscription("SubscribeOn")])
        }
        #expect(weakTracker != nil)
        scheduler.advance()
        #expect(weakTracker == nil)
        #expect(upstream.calls == [.request(.unlimited), .cancel])
        upstream.releaseSubscriber()
    }

    @Test func aValueOrCompletionBeforeTheSubscriptionIsIgnored() {
        let scheduler = VirtualTimeScheduler()
        let upstream = SubscriberHoldingPublisher()
        let tracker = Tracker()
        upstream.subscribe(on: scheduler).subscribe(tracker)
        scheduler.advance()
        #expect(upstream.subscriber?.receive(1) == Subscribers.Demand.none)
        upstream.subscriber?.receive(completion: .finished)
        #expect(tracker.events == [])
        upstream.subscriber = nil
    }
}

/// A publisher that calls `onSubscribe` when subscribed to, then completes the subscriber.
private struct RecordingSubscribePublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never

    let onSubscribe: @Sendable () -> Void

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        onSubscribe()
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
    }
}

/// A publisher that keeps its subscriber without ever giving it a subscription: a broken upstream, to
/// send events before the subscription.
private final class SubscriberHoldingPublisher: Publisher, @unchecked Sendable {
    // Safety: only used on the test's thread (the virtual clock runs actions on the advancing thread).
    typealias Output = Int
    typealias Failure = TestError

    var subscriber: AnySubscriber<Int, TestError>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        self.subscriber = AnySubscriber(subscriber)
    }
}
