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
}
