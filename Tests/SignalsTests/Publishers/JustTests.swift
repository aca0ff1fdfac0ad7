import Signals
import Testing

@Suite struct JustTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func sendsItsValueThenFinishes() {
        let tracker = Tracker()
        Just(42).subscribe(tracker)
        #expect(tracker.events == [.subscription("Just"), .value(42), .completion(.finished)])
    }

    @Test func waitsForTheFirstRequest() {
        let tracker = Tracker(initialDemand: nil)
        Just(42).subscribe(tracker)
        #expect(tracker.events == [.subscription("Just")])
        tracker.request(.max(1))
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Just"), .value(42), .completion(.finished)])
    }

    @Test func cancelledBeforeRequestSendsNothing() {
        let tracker = Tracker(initialDemand: nil)
        Just(42).subscribe(tracker)
        tracker.cancel()
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Just")])
    }

    @Test func everySubscriberGetsTheValue() {
        let just = Just(7)
        let first = Tracker()
        let second = Tracker()
        just.subscribe(first)
        just.subscribe(second)
        #expect(first.values == [7])
        #expect(second.values == [7])
    }

    @Test func equalityComparesOutputs() {
        #expect(Just(1) == Just(1))
        #expect(Just(1) != Just(2))
    }

    @Test func requestingZeroDemandTraps() async {
        await #expect(processExitsWith: .failure) {
            Just(1).subscribe(TrackingSubscriber<Int, Never>(initialDemand: Subscribers.Demand.none))
        }
    }
}
