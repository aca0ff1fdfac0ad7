import Foundation
import Signals
import Testing

@Suite struct FlatMapTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Child = ProbePublisher<Int, TestError>
    typealias Upstream = ProbePublisher<Child, TestError>

    private static func ints(_ values: [Int]) -> [TrackingEvent<Int, Never>] {
        values.map { .value($0) }
    }

    @Test func flattensEveryInnerPublisherInOrder() {
        let flat = ArrayTestPublisher<Int, Never>([1, 2, 3, 4])
            .flatMap { ArrayTestPublisher<Int, Never>(Array($0..<$0 + 4)) }
        let tracker = TrackingSubscriber<Int, Never>()
        flat.subscribe(tracker)
        #expect(
            tracker.events
                == [.subscription("FlatMap")] + Self.ints([1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 7])
                + [.completion(.finished)]
        )
    }

    @Test func requestingOneAtATimeWalksEveryInnerPublisher() {
        let flat = ArrayTestPublisher<Int, Never>([1, 2, 3, 4])
            .flatMap(maxPublishers: .max(2)) { ArrayTestPublisher<Int, Never>(Array($0..<$0 + 4)) }
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        flat.subscribe(tracker)
        #expect(
            tracker.events
                == [.subscription("FlatMap")] + Self.ints([1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 7])
                + [.completion(.finished)]
        )
    }

    @Test func sendsSubscriptionDownstreamBeforeSubscribingUpstream() {
        let upstream = Upstream()
        var order: [String] = []
        upstream.willSubscribe = { order.append("upstream subscribed") }
        let tracker = Tracker(initialDemand: nil, onSubscription: { _ in order.append("downstream subscribed") })
        upstream.flatMap { $0 }.subscribe(tracker)
        #expect(order == ["downstream subscribed", "upstream subscribed"])
        #expect(tracker.events == [.subscription("FlatMap")])
        tracker.cancel()
    }

    @Test(arguments: [
        (Subscribers.Demand.unlimited, [ProbeEvent.requested(.unlimited)]),
        (.max(2), [.requested(.max(2))]),
        (.none, []),
    ])
    func asksUpstreamForMaxPublishers(maxPublishers: Subscribers.Demand, expected: [ProbeEvent]) {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.flatMap(maxPublishers: maxPublishers) { $0 }.subscribe(tracker)
        #expect(upstream.subscription?.history == expected)
        tracker.cancel()
    }

    @Test func finishingChildAsksUpstreamForAnotherPublisherWhenLimited() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(tracker)
        let child = Child()
        #expect(upstream.send(child) == .none)
        child.send(completion: .finished)
        #expect(upstream.subscription?.history == [.requested(.max(1)), .requested(.max(1))])
        #expect(tracker.events == [.subscription("FlatMap")])
        tracker.cancel()
    }

    @Test func buffersValuesBeyondDemandAndAsksChildForOneMorePerDelivery() {
        let upstream = PassthroughSubject<Child, TestError>()
        let child1 = Child()
        let child2 = Child()
        let tracker = Tracker(initialDemand: .max(2))
        upstream.flatMap { $0 }.subscribe(tracker)
        upstream.send(child1)
        upstream.send(child2)
        #expect(child1.subscription?.history == [.requested(.max(1))])
        #expect(child2.subscription?.history == [.requested(.max(1))])

        #expect(child1.send(666) == .max(1))
        #expect(child1.send(777) == .max(1))
        #expect(child1.send(888) == .none)
        #expect(child1.send(999) == .none)
        #expect(tracker.events == [.subscription("FlatMap"), .value(666), .value(777)])

        tracker.request(.max(10))
        #expect(
            tracker.events == [.subscription("FlatMap"), .value(666), .value(777), .value(888), .value(999)]
        )
        #expect(child1.subscription?.history == [.requested(.max(1)), .requested(.max(1)), .requested(.max(1))])
        #expect(child2.subscription?.history == [.requested(.max(1))])
        tracker.cancel()
    }

    @Test func unlimitedDownstreamDemandIsPassedToChildren() {
        let upstream = PassthroughSubject<Void, TestError>()
        let early = Child()
        let late = Child()
        var children = [early, late]
        let tracker = Tracker(initialDemand: .max(3))
        upstream.flatMap { _ in children.removeFirst() }.subscribe(tracker)
        upstream.send()
        #expect(early.subscription?.history == [.requested(.max(1))])
        tracker.request(.unlimited)
        #expect(early.subscription?.history == [.requested(.max(1)), .requested(.unlimited)])
        upstream.send()
        #expect(late.subscription?.history == [.requested(.unlimited)])
        #expect(late.send(1) == .none)
        #expect(tracker.events == [.subscription("FlatMap"), .value(1)])
        tracker.cancel()
    }

    @Test func valueSentDuringDeliveryFollowsTheCurrentOne() {
        let upstream = PassthroughSubject<Child, TestError>()
        let child1 = Child()
        let child2 = Child()
        var seenInsideFirstDelivery: [Int] = []
        var tracker: Tracker?
        tracker = Tracker(
            initialDemand: .max(2),
            onValue: { value in
                guard value == 666 else { return }
                child2.send(777)
                seenInsideFirstDelivery = tracker?.values ?? []
            }
        )
        upstream.flatMap { $0 }.subscribe(tracker!)
        upstream.send(child1)
        upstream.send(child2)
        #expect(child1.send(666) == .max(1))
        #expect(seenInsideFirstDelivery == [666])
        #expect(tracker?.events == [.subscription("FlatMap"), .value(666), .value(777)])
        #expect(child1.subscription?.history == [.requested(.max(1))])
        #expect(child2.subscription?.history == [.requested(.max(1))])
        tracker?.cancel()
        tracker = nil  // its own closure holds this variable
    }

    @Test func requestFromInsideDeliveryDoesNotRecurse() {
        let upstream = Upstream()
        var subscription: (any Subscription)?
        let tracker = Tracker(
            initialDemand: nil,
            onSubscription: { subscription = $0 },
            onValue: { if $0 == 0 { subscription?.request(.max(3)) } }
        )
        upstream.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(tracker)
        tracker.request(.max(1))
        let child = Child()
        #expect(upstream.send(child) == .none)
        #expect((0...6).map { child.send($0) } == [.max(1), .max(1), .max(1), .max(1), .none, .none, .none])
        #expect(tracker.events == [.subscription("FlatMap"), .value(0), .value(1), .value(2), .value(3)])

        tracker.request(.max(10))
        #expect(child.subscription?.history == Array(repeating: .requested(.max(1)), count: 4))
        #expect(upstream.subscription?.history == [.requested(.max(1))])
        #expect(tracker.values == [0, 1, 2, 3, 4, 5, 6])
        tracker.cancel()
    }

    @Test func finishesOnlyWhenUpstreamAndEveryChildFinished() {
        let upstream = PassthroughSubject<PassthroughSubject<Int, TestError>, TestError>()
        let child1 = PassthroughSubject<Int, TestError>()
        let child2 = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        upstream.flatMap { $0 }.subscribe(tracker)
        upstream.send(child1)
        upstream.send(child2)
        child1.send(1)
        child1.send(completion: .finished)
        upstream.send(completion: .finished)
        child2.send(2)
        #expect(tracker.events == [.subscription("FlatMap"), .value(1), .value(2)])
        child2.send(completion: .finished)
        #expect(tracker.events == [.subscription("FlatMap"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func waitsForBufferedValuesBeforeFinishing() {
        let upstream = PassthroughSubject<Void, TestError>()
        let child = Child()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.flatMap { _ in child }.subscribe(tracker)
        upstream.send()
        #expect(child.send(666) == .max(1))
        #expect(child.send(777) == .none)
        upstream.send(completion: .finished)
        child.send(completion: .finished)
        #expect(tracker.events == [.subscription("FlatMap"), .value(666)])
        tracker.request(.unlimited)
        #expect(tracker.events == [.subscription("FlatMap"), .value(666), .value(777), .completion(.finished)])
    }

    @Test func upstreamFailureCancelsChildrenBeforeFailingDownstream() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(4), demandOnValue: { _ in .max(2) })
        upstream.flatMap(maxPublishers: .max(3)) { $0 }.subscribe(tracker)
        let child1 = Child()
        var eventsWhenChildCancelled: [Tracker.Event] = []
        child1.subscription?.onCancel = { eventsWhenChildCancelled = tracker.events }
        #expect(upstream.send(child1) == .none)

        upstream.send(completion: .failure(TestError(code: 1)))
        upstream.send(completion: .failure(TestError(code: 2)))
        let child2 = Child()
        #expect(upstream.send(child2) == .none)

        #expect(eventsWhenChildCancelled == [.subscription("FlatMap")])
        #expect(child1.subscription?.history == [.requested(.max(1)), .cancelled])
        #expect(child2.subscribeCount == 0)
        #expect(upstream.subscription?.history == [.requested(.max(3))])
        #expect(tracker.events == [.subscription("FlatMap"), .completion(.failure(TestError(code: 1)))])
    }

    /// Combine leaves the upstream running when a child fails; Signals cancels it too.
    @Test func childFailureCancelsOtherChildrenAndUpstream() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.flatMap { $0 }.subscribe(tracker)
        let children = [Child(), Child(), Child()]
        for child in children {
            #expect(upstream.send(child) == .none)
        }
        children[1].send(completion: .failure(TestError(code: 2)))
        children[2].send(completion: .failure(TestError(code: 3)))
        #expect(children[2].send(5) == .none)

        #expect(children[0].subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(children[1].subscription?.history == [.requested(.unlimited)])
        #expect(children[2].subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(tracker.events == [.subscription("FlatMap"), .completion(.failure(TestError(code: 2)))])
    }

    @Test func failureDropsBufferedValues() {
        let upstream = PassthroughSubject<PassthroughSubject<Int, TestError>, TestError>()
        let child = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.flatMap { $0 }.subscribe(tracker)
        upstream.send(child)
        child.send(666)
        child.send(777)
        upstream.send(completion: .failure(TestError()))
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("FlatMap"), .value(666), .completion(.failure(TestError()))])
    }

    @Test func cancelCancelsChildrenThenUpstreamOnce() {
        let upstream = Upstream()
        let child = Child()
        let tracker = Tracker(initialDemand: .max(42))
        upstream.flatMap { $0 }.subscribe(tracker)
        var childHistoryWhenUpstreamCancelled: [ProbeEvent] = []
        upstream.subscription?.onCancel = { childHistoryWhenUpstreamCancelled = child.subscription?.history ?? [] }
        #expect(upstream.send(child) == .none)

        tracker.cancel()
        tracker.cancel()
        tracker.request(.max(1))
        #expect(child.send(1) == .none)
        child.send(completion: .finished)
        upstream.send(completion: .finished)

        #expect(childHistoryWhenUpstreamCancelled == [.requested(.max(1)), .cancelled])
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(child.subscription?.history == [.requested(.max(1)), .cancelled])
        #expect(tracker.events == [.subscription("FlatMap")])
    }

    @Test func cancelReleasesChildSubscriptionsAndItself() {
        let childSpy = SubscriptionSpy()
        let flatMapSpy = SubscriptionSpy()
        let upstream = PassthroughSubject<Int, Never>()
        let children = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        var received: [Int] = []
        let cancellable = upstream.flatMap { children[$0].spying(on: childSpy) }
            .spying(on: flatMapSpy)
            .sink { received.append($0) }
        upstream.send(0)
        upstream.send(1)
        children[0].send(10)
        children[1].send(20)
        #expect(childSpy.liveCount == 2)
        #expect(flatMapSpy.liveCount == 1)

        cancellable.cancel()
        children[0].send(11)
        #expect(received == [10, 20])
        #expect(childSpy.seenCount == 2)
        #expect(childSpy.liveCount == 0)
        #expect(flatMapSpy.liveCount == 0)
    }

    @Test func secondUpstreamSubscriptionIsCancelled() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.flatMap { $0 }.subscribe(tracker)
        let second = ProbeSubscription()
        upstream.send(subscription: second)
        #expect(second.history == [.cancelled])
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        tracker.cancel()
    }

    @Test func concurrentChildrenAreDeliveredOneAtATime() {
        let upstream = PassthroughSubject<Int, Never>()
        let children = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let subscriber = OverlapDetectingSubscriber<Int>()
        upstream.flatMap { children[$0] }.subscribe(subscriber)
        upstream.send(0)
        upstream.send(1)
        upstream.send(completion: .finished)
        let perThread = 10_000
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for index in 0..<perThread {
                children[thread].send(thread * perThread + index)
            }
            children[thread].send(completion: .finished)
        }
        let values = subscriber.values
        #expect(subscriber.overlaps == 0)
        #expect(values.count == 2 * perThread)
        #expect(values.filter { $0 < perThread }.elementsEqual(0..<perThread))
        #expect(values.filter { $0 >= perThread }.elementsEqual(perThread..<2 * perThread))
        #expect(subscriber.finished)
    }

    @Test func neverFailingUpstreamTakesTheFailureTypeOfItsPublishers() {
        let flat: Publishers.FlatMap<Fail<Int, TestError>, Publishers.SetFailureType<Just<Int>, TestError>> =
            Just(1).flatMap { Fail(error: TestError(code: $0)) }
        let tracker = Tracker()
        flat.subscribe(tracker)
        #expect(tracker.events == [.subscription("FlatMap"), .completion(.failure(TestError(code: 1)))])
    }

    @Test func neverFailingPublishersTakeTheUpstreamFailureType() {
        let upstream = PassthroughSubject<Int, TestError>()
        let flat:
            Publishers.FlatMap<Publishers.SetFailureType<Just<Int>, TestError>, PassthroughSubject<Int, TestError>> =
                upstream.flatMap { Just($0 * 10) }
        let tracker = Tracker()
        flat.subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("FlatMap"), .value(10), .completion(.failure(TestError()))])
    }

    @Test func neverFailingOnBothSidesNeedsNoFailureAdapter() {
        let flat: Publishers.FlatMap<Just<Int>, Just<Int>> = Just(2).flatMap { Just($0 + 1) }
        let tracker = TrackingSubscriber<Int, Never>()
        flat.subscribe(tracker)
        #expect(tracker.events == [.subscription("FlatMap"), .value(3), .completion(.finished)])
    }

    @Test func requestingZeroDemandTraps() async {
        await #expect(processExitsWith: .failure) {
            let tracker = TrackingSubscriber<Int, Never>(initialDemand: nil)
            PassthroughSubject<Int, Never>().flatMap { Just($0) }.subscribe(tracker)
            tracker.request(.none)
        }
    }

    // Re-entrance and broken contracts: where Combine differs, the README's differences table says how.

    @Test func childFailingWhileAnotherDeliversFailsAfterThatDelivery() {
        let upstream = Upstream()
        let child1 = Child()
        let child2 = Child()
        let tracker = Tracker(onValue: { if $0 == 1 { child2.send(completion: .failure(TestError())) } })
        upstream.flatMap { $0 }.subscribe(tracker)
        upstream.send(child1)
        upstream.send(child2)
        #expect(child1.send(1) == .none)
        #expect(child1.send(2) == .none)
        #expect(child2.send(3) == .none)
        #expect(tracker.events == [.subscription("FlatMap"), .value(1), .completion(.failure(TestError()))])
        #expect(child1.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(child2.subscription?.history == [.requested(.unlimited)])
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled])
    }

    /// Combine asks the upstream for one more publisher on every completion a child sends.
    @Test func secondCompletionOfAChildIsIgnored() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(tracker)
        let child = Child()
        upstream.send(child)
        child.send(completion: .finished)
        child.send(completion: .finished)
        child.send(completion: .failure(TestError()))
        #expect(upstream.subscription?.history == [.requested(.max(1)), .requested(.max(1))])
        #expect(tracker.events == [.subscription("FlatMap")])
        tracker.cancel()
    }

    /// Combine delivers every completion the upstream sends.
    @Test func secondUpstreamCompletionIsIgnored() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.flatMap { $0 }.subscribe(tracker)
        let child = Child()
        upstream.send(child)
        upstream.send(completion: .finished)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("FlatMap")])
        child.send(completion: .finished)
        #expect(tracker.events == [.subscription("FlatMap"), .completion(.finished)])
        #expect(child.subscription?.history == [.requested(.unlimited)])
    }
}
