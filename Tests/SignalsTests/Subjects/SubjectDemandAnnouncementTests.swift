import Signals
import Testing

/// A `PassthroughSubject` asks its upstream subscriptions for `.unlimited` once any subscriber has
/// demand. Only conduits registered before that moment tell the subject about their demand; these tests
/// pin down that every such conduit can be the first, and that later ones change nothing.
@Suite struct SubjectDemandAnnouncementTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func theLaterOfTwoWaitingSubscribersMayBeTheFirstToAsk() {
        let subject = PassthroughSubject<Int, Never>()
        let upstream = SpySubscription()
        subject.send(subscription: upstream)
        let first = Tracker(initialDemand: nil)
        let second = Tracker(initialDemand: nil)
        subject.subscribe(first)
        subject.subscribe(second)
        second.request(.max(1))
        #expect(upstream.events == [.requested(.unlimited)])
        first.request(.max(1))
        #expect(upstream.events == [.requested(.unlimited)])
        first.cancel()
        second.cancel()
    }

    @Test func aSubscriberThatArrivesAfterDemandLeavesTheUpstreamsAlone() {
        let subject = PassthroughSubject<Int, Never>()
        let upstream = SpySubscription()
        subject.send(subscription: upstream)
        let eager = Tracker(initialDemand: .max(1))
        subject.subscribe(eager)
        let late = Tracker(initialDemand: .unlimited)
        subject.subscribe(late)
        let later = SpySubscription()
        subject.send(subscription: later)
        #expect(upstream.events == [.requested(.unlimited)])
        #expect(later.events == [.requested(.unlimited)])
        subject.send(7)
        #expect(late.events == [.subscription("PassthroughSubject"), .value(7)])
        eager.cancel()
        late.cancel()
    }

    @Test func demandWithNoUpstreamAsksTheFirstUpstreamWhenItArrivesAndNoOneTwice() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = Tracker(initialDemand: .max(1))
        subject.subscribe(subscriber)
        let first = SpySubscription()
        let second = SpySubscription()
        subject.send(subscription: first)
        subject.send(subscription: second)
        subscriber.request(.max(1))
        #expect(first.events == [.requested(.unlimited)])
        #expect(second.events == [.requested(.unlimited)])
        subscriber.cancel()
    }

    @Test func upstreamsWaitingForDemandAreEachAskedOnceByTheFirstDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let upstreams = [SpySubscription(), SpySubscription(), SpySubscription()]
        for upstream in upstreams {
            subject.send(subscription: upstream)
        }
        #expect(upstreams.map(\.events) == [[], [], []])
        let subscriber = Tracker(initialDemand: .max(1))
        subject.subscribe(subscriber)
        #expect(upstreams.map(\.events) == Array(repeating: [.requested(.unlimited)], count: 3))
        subject.send(subscription: SpySubscription())
        #expect(upstreams.map(\.events) == Array(repeating: [.requested(.unlimited)], count: 3))
        subscriber.cancel()
    }

    /// A first demand is recorded without the subject's lock, an upstream with it: raced on two threads,
    /// every upstream is asked for `.unlimited` exactly once, whichever is recorded first.
    @Test func aFirstDemandRacingNewUpstreamsAsksEachUpstreamExactlyOnce() {
        for _ in 0..<300 {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = Tracker(initialDemand: nil)
            subject.subscribe(subscriber)
            let upstreams = (0..<4).map { _ in SpySubscription() }
            onThreads(2) { index in
                if index == 0 {
                    for upstream in upstreams {
                        subject.send(subscription: upstream)
                    }
                } else {
                    subscriber.request(.max(1))
                }
            }
            #expect(upstreams.map(\.events) == Array(repeating: [.requested(.unlimited)], count: 4))
            subscriber.cancel()
        }
    }
}
