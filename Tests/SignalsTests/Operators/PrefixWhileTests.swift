import Foundation
import Signals
import Testing

/// `prefix(while:)`, `tryPrefix(while:)` and `prefix(untilOutputFrom:)`.
@Suite struct PrefixWhileTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = ManualPublisher<Int, TestError>

    @Test func prefixWhilePassesDemandThroughAndFinishesAtTheFirstFalse() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(1) })
        upstream.prefix { $0 < 3 }.subscribe(tracker)
        #expect(upstream.upstreamEvents == [.requested(.max(2))])
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(3) == .none)
        #expect(upstream.send(2) == .none)
        #expect(tracker.events == [.subscription("PrefixWhile"), .value(1), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .cancelled])
    }

    @Test func tryPrefixWhileFailsWhenThePredicateThrows() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.tryPrefix { value in
            guard value < 5 else { throw TestError(code: 5) }
            return true
        }.subscribe(AnyErrorAdapter(tracker: tracker))
        upstream.send(1)
        upstream.send(9)
        #expect(
            tracker.events == [.subscription("TryPrefixWhile"), .value(1), .completion(.failure(TestError(code: 5)))])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func prefixUntilOutputFinishesWhenTheTriggerEmits() {
        let upstream = Upstream()
        let trigger = ManualPublisher<Void, Never>()
        let tracker = Tracker(initialDemand: .max(3))
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        #expect(upstream.send(1) == .none)
        trigger.send(())
        upstream.send(2)
        // Like Combine's, the subscription has no description of its own: it shows as its type.
        #expect(tracker.events.first?.description.contains("PrefixUntilOutput") == true)
        #expect(tracker.events.dropFirst() == [.value(1), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.max(3)), .cancelled])
        #expect(trigger.upstreamEvents == [.requested(.max(1)), .cancelled])
    }

    @Test func prefixUntilOutputIgnoresATriggerThatCompletesWithoutOutput() {
        let upstream = Upstream()
        let trigger = ManualPublisher<Void, TestError>()
        let tracker = Tracker()
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        trigger.send(completion: .failure(TestError()))
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(tracker.events.dropFirst() == [.value(1), .completion(.finished)])
    }

    @Test func triggerFiredFromInsideADeliveryFinishesRightAfterIt() {
        let upstream = Upstream()
        let trigger = PassthroughSubject<Void, Never>()
        let tracker = Tracker(onValue: { if $0 == 2 { trigger.send(()) } })
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        #expect(tracker.events.dropFirst() == [.value(1), .value(2), .completion(.finished)])
    }

    @Test func triggerRacingTheUpstreamNeverOverlapsADelivery() {
        for _ in 0..<50 {
            let upstream = PassthroughSubject<Int, Never>()
            let trigger = PassthroughSubject<Void, Never>()
            let subscriber = OverlapDetectingSubscriber<Int>()
            upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                if thread == 0 {
                    for value in 0..<500 { upstream.send(value) }
                } else {
                    trigger.send(())
                }
            }
            #expect(subscriber.overlaps == 0)
            #expect(subscriber.finished)
        }
    }
}
