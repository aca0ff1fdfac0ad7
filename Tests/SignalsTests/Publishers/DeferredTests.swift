import Signals
import Testing

@Suite struct DeferredTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func createsAFreshPublisherForEachSubscriber() {
        var created = 0
        let deferred = Deferred { () -> Just<Int> in
            created += 1
            return Just(created)
        }
        #expect(created == 0)
        let first = Tracker()
        deferred.subscribe(first)
        #expect(created == 1)
        let second = Tracker()
        deferred.subscribe(second)
        #expect(created == 2)
        #expect(first.events == [.subscription("Just"), .value(1), .completion(.finished)])
        #expect(second.events == [.subscription("Just"), .value(2), .completion(.finished)])
    }

    @Test func theCreatedPublisherReceivesTheSubscriberDirectly() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        Deferred { subject }.subscribe(tracker)
        subject.send(1)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1)])
        tracker.cancel()
    }
}
