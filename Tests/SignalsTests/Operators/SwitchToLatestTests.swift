import Signals
import Testing

@Suite struct SwitchToLatestTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Child = ProbePublisher<Int, TestError>
    typealias Upstream = ProbePublisher<Child, TestError>
    typealias Inner = ArrayTestPublisher<Int, Never>

    private static let sequences = ArrayTestPublisher<Inner, Never>((1...4).map { Inner(Array($0..<$0 + 4)) })

    private static var flattened: [TrackingEvent<Int, Never>] {
        [1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 7].map { .value($0) }
    }

    @Test func republishesEachSynchronousPublisherInTurn() {
        let tracker = TrackingSubscriber<Int, Never>()
        Self.sequences.switchToLatest().subscribe(tracker)
        #expect(tracker.events == [.subscription("SwitchToLatest")] + Self.flattened + [.completion(.finished)])
    }

    @Test func requestingOneAtATimeWalksEveryPublisher() {
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        Self.sequences.switchToLatest().subscribe(tracker)
        #expect(tracker.events == [.subscription("SwitchToLatest")] + Self.flattened + [.completion(.finished)])
    }

    @Test func newPublisherReplacesAndCancelsThePreviousOne() {
        let upstream = PassthroughSubject<Child, TestError>()
        let child1 = Child()
        let child2 = Child()
        let tracker = Tracker()
        upstream.switchToLatest().subscribe(tracker)
        upstream.send(child1)
        #expect(child1.send(1) == .none)
        upstream.send(child2)
        #expect(child1.send(666) == .none)
        #expect(child2.send(2) == .none)
        child1.send(completion: .failure(TestError()))
        #expect(child1.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(child2.subscription?.history == [.requested(.unlimited)])
        #expect(tracker.events == [.subscription("SwitchToLatest"), .value(1), .value(2)])
        tracker.cancel()
    }

    @Test func eachPublisherIsAskedForTheOutstandingDemand() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil, demandOnValue: { _ in .max(5) })
        upstream.switchToLatest().subscribe(tracker)
        #expect(upstream.subscription?.history == [.requested(.unlimited)])

        let child1 = Child()
        #expect(upstream.send(child1) == .none)
        #expect(child1.subscription?.history == [])
        tracker.request(.max(1))
        #expect(child1.subscription?.history == [.requested(.max(1))])
        child1.send(completion: .finished)
        tracker.request(.max(41))
        tracker.request(.max(1))
        #expect(child1.subscription?.history == [.requested(.max(1))])

        let child2 = Child()
        #expect(upstream.send(child2) == .none)
        #expect(child2.subscription?.history == [.requested(.max(43))])
        #expect(child2.send(1) == .max(5))
        #expect(child2.send(2) == .max(5))

        let child3 = Child()
        #expect(upstream.send(child3) == .none)
        #expect(child2.subscription?.history == [.requested(.max(43)), .cancelled])
        #expect(child3.subscription?.history == [.requested(.max(51))])
        upstream.send(completion: .finished)
        tracker.request(.max(9))
        #expect(child3.subscription?.history == [.requested(.max(51)), .requested(.max(9))])
        #expect(tracker.events == [.subscription("SwitchToLatest"), .value(1), .value(2)])
        tracker.cancel()
    }

    /// Combine traps on a value sent without demand; Signals drops it.
    @Test func valueBeyondDemandIsDropped() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.switchToLatest().subscribe(tracker)
        let child = Child()
        upstream.send(child)
        #expect(child.send(1) == .none)
        #expect(child.send(2) == .none)
        tracker.request(.max(1))
        #expect(child.send(3) == .none)
        #expect(tracker.events == [.subscription("SwitchToLatest"), .value(1), .value(3)])
        tracker.cancel()
    }

    @Test func finishesOnlyWhenUpstreamAndCurrentPublisherFinished() {
        for upstreamFirst in [true, false] {
            let upstream = Upstream()
            let tracker = Tracker()
            upstream.switchToLatest().subscribe(tracker)
            let child = Child()
            upstream.send(child)
            #expect(child.send(1) == .none)
            if upstreamFirst {
                upstream.send(completion: .finished)
                #expect(child.send(2) == .none)
                child.send(completion: .finished)
            } else {
                child.send(completion: .finished)
                #expect(tracker.events.last == .value(1))
                upstream.send(completion: .finished)
            }
            let values: [Tracker.Event] = upstreamFirst ? [.value(1), .value(2)] : [.value(1)]
            #expect(tracker.events == [.subscription("SwitchToLatest")] + values + [.completion(.finished)])
            #expect(upstream.subscription?.history == [.requested(.unlimited)])
            #expect(child.subscription?.history == [.requested(.unlimited)])
        }
    }

    @Test func upstreamFinishingWhilePublisherIsSubscribingWaitsForIt() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.switchToLatest().subscribe(tracker)
        let child = Child(subscription: nil)
        upstream.send(child)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("SwitchToLatest")])
        let late = ProbeSubscription()
        child.send(subscription: late)
        #expect(late.history == [.requested(.unlimited)])
        child.send(completion: .finished)
        #expect(tracker.events == [.subscription("SwitchToLatest"), .completion(.finished)])
    }

    @Test func publisherFailureCancelsUpstreamAndFails() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        upstream.switchToLatest().subscribe(tracker)
        let child = Child()
        upstream.send(child)
        #expect(child.send(1) == .max(1))
        child.send(completion: .failure(TestError(code: 1)))
        child.send(completion: .failure(TestError(code: 2)))
        child.send(completion: .finished)
        #expect(child.send(2) == .none)
        #expect(upstream.send(Child()) == .none)
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(child.subscription?.history == [.requested(.max(1))])
        #expect(
            tracker.events == [.subscription("SwitchToLatest"), .value(1), .completion(.failure(TestError(code: 1)))]
        )
    }

    @Test func upstreamFailureCancelsCurrentPublisherAndFails() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.switchToLatest().subscribe(tracker)
        let child = Child()
        upstream.send(child)
        upstream.send(completion: .failure(TestError()))
        #expect(child.send(1) == .none)
        child.send(completion: .finished)
        #expect(child.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        #expect(tracker.events == [.subscription("SwitchToLatest"), .completion(.failure(TestError()))])
    }

    @Test func cancelCancelsCurrentPublisherThenUpstreamOnce() {
        let upstream = Upstream()
        let child = Child()
        let tracker = Tracker(initialDemand: .max(42))
        upstream.switchToLatest().subscribe(tracker)
        var childHistoryWhenUpstreamCancelled: [ProbeEvent] = []
        upstream.subscription?.onCancel = { childHistoryWhenUpstreamCancelled = child.subscription?.history ?? [] }
        upstream.send(child)
        tracker.cancel()
        tracker.cancel()
        #expect(child.send(1) == .none)
        #expect(upstream.send(Child()) == .none)
        upstream.send(completion: .failure(TestError()))
        #expect(childHistoryWhenUpstreamCancelled == [.requested(.max(42)), .cancelled])
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(child.subscription?.history == [.requested(.max(42)), .cancelled])
        #expect(tracker.events == [.subscription("SwitchToLatest")])
    }

    @Test func cancelReleasesPublisherSubscriptionsAndItself() {
        let childSpy = SubscriptionSpy()
        let switchSpy = SubscriptionSpy()
        let upstream = PassthroughSubject<SpyingPublisher<PassthroughSubject<Int, Never>>, Never>()
        let child = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = upstream.switchToLatest().spying(on: switchSpy).sink { received.append($0) }
        upstream.send(child.spying(on: childSpy))
        child.send(1)
        #expect(childSpy.liveCount == 1)
        cancellable.cancel()
        child.send(2)
        #expect(received == [1])
        #expect(childSpy.liveCount == 0)
        #expect(switchSpy.seenCount == 1)
        #expect(switchSpy.liveCount == 0)
    }

    @Test func valueSentDuringDeliveryFollowsTheCurrentOne() {
        let upstream = PassthroughSubject<Child, TestError>()
        let child = Child()
        var seenInsideFirstDelivery: [Int] = []
        var tracker: Tracker?
        tracker = Tracker(onValue: { value in
            guard value == 1 else { return }
            child.send(2)
            seenInsideFirstDelivery = tracker?.values ?? []
        })
        upstream.switchToLatest().subscribe(tracker!)
        upstream.send(child)
        child.send(1)
        #expect(seenInsideFirstDelivery == [1])
        #expect(tracker?.events == [.subscription("SwitchToLatest"), .value(1), .value(2)])
        tracker?.cancel()
        tracker = nil  // its own closure holds this variable
    }

    /// Combine answers the replaced publisher, so the new one never learns about the demand.
    @Test func demandReturnedAfterASwitchDuringDeliveryGoesToTheNewPublisher() {
        let upstream = PassthroughSubject<Child, TestError>()
        let old = Child()
        let new = Child()
        let tracker = Tracker(
            initialDemand: .max(1),
            demandOnValue: { _ in .max(1) },
            onValue: { if $0 == 1 { upstream.send(new) } }
        )
        upstream.switchToLatest().subscribe(tracker)
        upstream.send(old)
        #expect(old.send(1) == .none)
        #expect(old.subscription?.history == [.requested(.max(1)), .cancelled])
        #expect(new.subscription?.history == [.requested(.max(1))])
        #expect(new.send(2) == .max(1))
        #expect(tracker.events == [.subscription("SwitchToLatest"), .value(1), .value(2)])
        tracker.cancel()
    }

    @Test func neverFailingUpstreamTakesTheFailureTypeOfItsPublishers() {
        let upstream = PassthroughSubject<PassthroughSubject<Int, TestError>, Never>()
        let switched:
            Publishers.SwitchToLatest<
                PassthroughSubject<Int, TestError>,
                Publishers.SetFailureType<PassthroughSubject<PassthroughSubject<Int, TestError>, Never>, TestError>
            > = upstream.switchToLatest()
        let tracker = Tracker()
        switched.subscribe(tracker)
        let child = PassthroughSubject<Int, TestError>()
        upstream.send(child)
        child.send(1)
        child.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("SwitchToLatest"), .value(1), .completion(.failure(TestError()))])
    }

    @Test func neverFailingPublishersTakeTheUpstreamFailureType() {
        let upstream = PassthroughSubject<Just<Int>, TestError>()
        let switched:
            Publishers.SwitchToLatest<
                Publishers.SetFailureType<Just<Int>, TestError>,
                Publishers.Map<
                    PassthroughSubject<Just<Int>, TestError>, Publishers.SetFailureType<Just<Int>, TestError>
                >
            > = upstream.switchToLatest()
        let tracker = Tracker()
        switched.subscribe(tracker)
        upstream.send(Just(1))
        upstream.send(Just(2))
        upstream.send(completion: .failure(TestError()))
        #expect(
            tracker.events == [
                .subscription("SwitchToLatest"), .value(1), .value(2), .completion(.failure(TestError())),
            ]
        )
    }

    @Test func neverFailingOnBothSidesNeedsNoFailureAdapter() {
        let upstream = PassthroughSubject<Just<Int>, Never>()
        let switched: Publishers.SwitchToLatest<Just<Int>, PassthroughSubject<Just<Int>, Never>> =
            upstream.switchToLatest()
        let tracker = TrackingSubscriber<Int, Never>()
        switched.subscribe(tracker)
        upstream.send(Just(5))
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("SwitchToLatest"), .value(5), .completion(.finished)])
    }

    @Test func duplicateSubscriptionsAreCancelled() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.switchToLatest().subscribe(tracker)
        let extraUpstream = ProbeSubscription()
        upstream.send(subscription: extraUpstream)
        let child = Child()
        upstream.send(child)
        let extraChild = ProbeSubscription()
        child.send(subscription: extraChild)
        #expect(extraUpstream.history == [.cancelled])
        #expect(extraChild.history == [.cancelled])
        #expect(child.subscription?.history == [.requested(.unlimited)])
        tracker.cancel()
    }

    // Re-entrance and broken contracts: where Combine differs, the README's differences table says how.

    /// Combine delivers every completion the upstream sends; Signals delivers one.
    @Test func secondUpstreamCompletionIsIgnored() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.switchToLatest().subscribe(tracker)
        upstream.send(completion: .finished)
        upstream.send(completion: .failure(TestError()))
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("SwitchToLatest"), .completion(.finished)])
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
    }

    /// Combine requests the downstream's demand from a subscription that arrives after the failure.
    @Test func upstreamFailureWhilePublisherIsSubscribingFailsAtOnceAndCancelsTheLateSubscription() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.switchToLatest().subscribe(tracker)
        let child = Child(subscription: nil)
        upstream.send(child)
        upstream.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("SwitchToLatest"), .completion(.failure(TestError()))])
        let late = ProbeSubscription()
        child.send(subscription: late)
        #expect(late.history == [.cancelled])
        #expect(child.send(1) == .none)
        #expect(tracker.events == [.subscription("SwitchToLatest"), .completion(.failure(TestError()))])
    }

    /// Combine keeps (without cancelling) a subscription sent by a publisher that already finished.
    @Test func subscriptionFromAFinishedPublisherIsCancelled() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil)
        upstream.switchToLatest().subscribe(tracker)
        let child = Child()
        upstream.send(child)
        child.send(completion: .finished)
        let late = ProbeSubscription()
        child.send(subscription: late)
        #expect(late.history == [.cancelled])
        #expect(child.subscription?.history == [])
        #expect(tracker.events == [.subscription("SwitchToLatest")])
        tracker.cancel()
    }

    @Test func publisherFailingWhileItsValueIsDeliveredFailsAfterThatDelivery() {
        let upstream = Upstream()
        let child = Child()
        let tracker = Tracker(onValue: { if $0 == 1 { child.send(completion: .failure(TestError())) } })
        upstream.switchToLatest().subscribe(tracker)
        upstream.send(child)
        #expect(child.send(1) == .none)
        #expect(child.send(2) == .none)
        #expect(
            tracker.events == [.subscription("SwitchToLatest"), .value(1), .completion(.failure(TestError()))])
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(child.subscription?.history == [.requested(.unlimited)])
    }
}
