import Signals
import Testing

@Suite struct PassthroughSubjectTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func deliversValuesUpToDemandThenDrops() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2))
        subject.subscribe(tracker)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        tracker.request(.max(1))
        subject.send(4)
        subject.send(completion: .finished)
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(1), .value(2), .value(4), .completion(.finished),
            ]
        )
    }

    @Test func lateSubscriberGetsCompletionAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(TestError()))
        let tracker = Tracker()
        subject.subscribe(tracker)
        subject.send(1)
        #expect(tracker.events == [.subscription("Empty"), .completion(.failure(TestError()))])
    }

    @Test func cancelledSubscriberReceivesNothingAndIsReleased() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.subscribe(tracker)
            subject.send(1)
            tracker.cancel()
            subject.send(2)
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1)])
        }
        #expect(weakTracker == nil)
    }

    @Test func reentrantSendFromSinkDeliversRecursively() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { value in
            received.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        #expect(received == [1, 2, 3])
        _ = cancellable
    }
}

@Suite struct PassthroughSubjectDemandTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func requestsAccumulateAndValuesBeyondDemandAreDropped() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        subject.subscribe(tracker)
        subject.send(0)
        tracker.request(.max(2))
        tracker.request(.max(1))
        for value in 1...5 {
            subject.send(value)
        }
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(2), .value(3)])
        tracker.cancel()
    }

    @Test func demandReturnedFromReceiveIsAdded() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { $0 == 1 ? .max(2) : .none })
        subject.subscribe(tracker)
        for value in 1...5 {
            subject.send(value)
        }
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(2), .value(3)])
        tracker.cancel()
    }

    @Test func eachSubscriberHasItsOwnDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let one = Tracker(initialDemand: .max(1))
        let all = Tracker(initialDemand: .unlimited)
        subject.subscribe(one)
        subject.subscribe(all)
        subject.send(1)
        subject.send(2)
        #expect(one.values == [1])
        #expect(all.values == [1, 2])
        one.cancel()
        all.cancel()
    }

    @Test func lateSubscriberSeesOnlyLaterValues() {
        let subject = PassthroughSubject<Int, TestError>()
        let early = Tracker()
        subject.subscribe(early)
        subject.send(1)
        let late = Tracker()
        subject.subscribe(late)
        subject.send(2)
        #expect(early.values == [1, 2])
        #expect(late.events == [.subscription("PassthroughSubject"), .value(2)])
        early.cancel()
        late.cancel()
    }

    @Test func secondCompletionAndLaterValuesAreIgnored() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.subscribe(tracker)
        subject.send(completion: .finished)
        subject.send(completion: .failure(TestError()))
        subject.send(completion: .finished)
        subject.send(1)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .completion(.finished)])
    }

    @Test func completionReleasesSubscribers() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.subscribe(tracker)
        }
        #expect(weakTracker != nil)
        subject.send(completion: .finished)
        #expect(weakTracker == nil)
    }

    @Test func requestingZeroDemandTraps() async {
        await #expect(processExitsWith: .failure) {
            let subject = PassthroughSubject<Int, Never>()
            subject.subscribe(TrackingSubscriber<Int, Never>(initialDemand: Subscribers.Demand.none))
        }
    }
}

@Suite struct PassthroughSubjectUpstreamTests {
    @Test func upstreamIsAskedForUnlimitedOnceASubscriberHasDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let upstream = SpySubscription()
        subject.send(subscription: upstream)
        #expect(upstream.events == [])
        let waiting = TrackingSubscriber<Int, Never>(initialDemand: nil)
        subject.subscribe(waiting)
        #expect(upstream.events == [])
        waiting.request(.max(1))
        #expect(upstream.events == [.requested(.unlimited)])
        let eager = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.subscribe(eager)
        #expect(upstream.events == [.requested(.unlimited)])
        waiting.cancel()
        eager.cancel()
    }

    @Test func upstreamArrivingAfterDemandIsAskedAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        subject.subscribe(tracker)
        let upstream = SpySubscription()
        subject.send(subscription: upstream)
        #expect(upstream.events == [.requested(.unlimited)])
        tracker.cancel()
    }

    @Test func upstreamArrivingAfterCompletionIsCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        let upstream = SpySubscription()
        subject.send(subscription: upstream)
        #expect(upstream.events == [.cancelled])
    }

    @Test func deinitCancelsEveryUpstream() {
        let upstream = SpySubscription()
        do {
            let subject = PassthroughSubject<Int, Never>()
            subject.send(subscription: upstream)
            subject.send(subscription: upstream)
        }
        #expect(upstream.events == [.cancelled, .cancelled])
    }
}

@Suite struct PassthroughSubjectReentrancyTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func subscribingFromInsideASinkDoesNotDeliverTheCurrentValue() {
        let subject = PassthroughSubject<Int, Never>()
        let late = Tracker()
        var log: [Int] = []
        let cancellable = subject.sink { value in
            log.append(value)
            if value == 1 { subject.subscribe(late) }
        }
        subject.send(1)
        subject.send(2)
        #expect(log == [1, 2])
        #expect(late.events == [.subscription("PassthroughSubject"), .value(2)])
        _ = cancellable
        late.cancel()
    }

    @Test func cancellingItselfFromInsideASinkStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [Int] = []
        var cancellable: AnyCancellable?
        cancellable = subject.sink { value in
            log.append(value)
            cancellable?.cancel()
        }
        subject.send(1)
        subject.send(2)
        #expect(log == [1])
    }

    @Test func cancellingAnotherSubscriberMidDeliverySkipsIt() {
        let subject = PassthroughSubject<Int, Never>()
        let second = Tracker()
        let first = subject.sink { _ in second.cancel() }
        subject.subscribe(second)
        subject.send(1)
        subject.send(2)
        #expect(second.events == [.subscription("PassthroughSubject")])
        _ = first
    }

    @Test func completingFromInsideASinkReachesLaterSubscribersWithoutTheValue() {
        let subject = PassthroughSubject<Int, Never>()
        let first = subject.sink { _ in subject.send(completion: .finished) }
        let second = Tracker()
        subject.subscribe(second)
        subject.send(1)
        #expect(second.events == [.subscription("PassthroughSubject"), .completion(.finished)])
        _ = first
    }
}
