import Signals
import Testing

@Suite struct CurrentValueSubjectTests {
    typealias Subject = CurrentValueSubject<Int, TestError>
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func subscriberWithDemandGetsTheCurrentValueFirst() {
        let subject = Subject(1)
        subject.value = 2
        let tracker = Tracker()
        subject.subscribe(tracker)
        subject.value = 3
        subject.send(4)
        #expect(
            tracker.events == [.subscription("CurrentValueSubject"), .value(2), .value(3), .value(4)]
        )
        tracker.cancel()
    }

    @Test func firstRequestDeliversTheValueCurrentAtThatMoment() {
        let subject = Subject(1)
        let tracker = Tracker(initialDemand: nil)
        subject.subscribe(tracker)
        subject.send(2)
        subject.send(3)
        #expect(tracker.events == [.subscription("CurrentValueSubject")])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("CurrentValueSubject"), .value(3)])
        tracker.cancel()
    }

    @Test func severalRequestsDeliverTheCurrentValueOnceAndAddUp() {
        let subject = Subject(-1)
        let tracker = Tracker(initialDemand: nil)
        subject.subscribe(tracker)
        tracker.request(.max(2))
        tracker.request(.max(3))
        tracker.request(.max(1))
        for value in 0..<10 {
            subject.send(value)
        }
        #expect(
            tracker.events == [
                .subscription("CurrentValueSubject"), .value(-1), .value(0), .value(1), .value(2), .value(3),
                .value(4),
            ]
        )
        tracker.cancel()
    }

    @Test func aValueMissedForLackOfDemandIsReplacedByTheLatestOnTheNextRequest() {
        let subject = Subject(0)
        let tracker = Tracker(initialDemand: .max(1))
        subject.subscribe(tracker)
        subject.send(1)
        subject.send(2)
        tracker.request(.max(2))
        subject.send(3)
        subject.send(4)
        #expect(
            tracker.events == [.subscription("CurrentValueSubject"), .value(0), .value(2), .value(3)]
        )
        tracker.cancel()
    }

    @Test func anUpToDateSubscriberGetsNothingExtraOnRequest() {
        let subject = Subject(0)
        let tracker = Tracker(initialDemand: .max(1))
        subject.subscribe(tracker)
        tracker.request(.max(1))
        subject.send(1)
        #expect(tracker.events == [.subscription("CurrentValueSubject"), .value(0), .value(1)])
        tracker.cancel()
    }

    @Test func valueReadsWhatWasSetOrSent() {
        let subject = Subject(1)
        #expect(subject.value == 1)
        subject.value = 2
        #expect(subject.value == 2)
        subject.send(3)
        #expect(subject.value == 3)
    }

    @Test func afterCompletionValueIsSettableButSendIsIgnored() {
        let subject = Subject(0)
        let tracker = Tracker()
        subject.subscribe(tracker)
        subject.send(completion: .finished)
        subject.send(1)
        #expect(subject.value == 0)
        subject.value = 2
        #expect(subject.value == 2)
        subject.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("CurrentValueSubject"), .value(0), .completion(.finished)])
    }

    @Test func lateSubscriberGetsTheCompletionAtOnce() {
        let subject = Subject(5)
        subject.send(completion: .failure(TestError(code: 2)))
        let tracker = Tracker()
        subject.subscribe(tracker)
        #expect(tracker.events == [.subscription("Empty"), .completion(.failure(TestError(code: 2)))])
    }

    @Test func completionAndCancelReleaseTheSubscriber() {
        let subject = Subject(0)
        weak var completed: Tracker?
        weak var cancelled: Tracker?
        var subscription: (any Subscription)?
        do {
            let first = Tracker()
            let second = Tracker()
            completed = first
            cancelled = second
            subject.subscribe(first)
            subject.subscribe(second)
            subscription = second.subscription
        }
        subscription?.cancel()
        #expect(cancelled == nil)
        #expect(completed != nil)
        subject.send(completion: .finished)
        #expect(completed == nil)
    }

    @Test func upstreamIsAskedForUnlimitedAtOnceAndCancelledOnDeinit() {
        let upstream = SpySubscription()
        do {
            let subject = Subject(0)
            subject.send(subscription: upstream)
            #expect(upstream.events == [.requested(.unlimited)])
        }
        #expect(upstream.events == [.requested(.unlimited), .cancelled])
    }

    @Test func upstreamArrivingAfterCompletionIsCancelled() {
        let subject = Subject(0)
        subject.send(completion: .finished)
        let upstream = SpySubscription()
        subject.send(subscription: upstream)
        #expect(upstream.events == [.cancelled])
    }

    @Test func settingTheValueFromInsideASinkDeliversRecursively() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var log: [Int] = []
        let cancellable = subject.sink { value in
            log.append(value)
            if value < 3 { subject.value = value + 1 }
        }
        #expect(log == [0, 1, 2, 3])
        #expect(subject.value == 3)
        _ = cancellable
    }

    @Test func subscribingFromInsideReceiveSubscriptionRecurses() {
        let subject = Subject(7)
        let inner = Tracker()
        let outer = Tracker(onSubscription: { _ in subject.subscribe(inner) })
        subject.subscribe(outer)
        #expect(inner.events == [.subscription("CurrentValueSubject"), .value(7)])
        #expect(outer.events == [.subscription("CurrentValueSubject"), .value(7)])
        outer.cancel()
        inner.cancel()
    }

    @Test func requestingZeroDemandTraps() async {
        await #expect(processExitsWith: .failure) {
            let subject = CurrentValueSubject<Int, Never>(0)
            subject.subscribe(TrackingSubscriber<Int, Never>(initialDemand: Subscribers.Demand.none))
        }
    }
}
