import Signals
import Testing

@Suite struct FilterTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func republishesOnlyMatchingValuesAndPassesTheSubscriptionThrough() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.filter { $0.isMultiple(of: 2) }.subscribe(tracker)
        for value in 1...6 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(2), .value(4), .value(6), .completion(.finished),
            ]
        )
    }

    @Test func forwardsFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.filter { $0 > 0 }.subscribe(tracker)
        subject.send(completion: .failure(TestError(code: 3)))
        #expect(tracker.events == [.subscription("PassthroughSubject"), .completion(.failure(TestError(code: 3)))])
    }

    @Test func answersEachDroppedValueWithMaxOneAndPassesOtherDemandThrough() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(4) })
        upstream.filter { $0.isMultiple(of: 2) }.subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(4))
        #expect(upstream.send(3) == .max(1))
        #expect(upstream.upstreamEvents == [.requested(.max(2))])
        #expect(tracker.events == [.subscription("ManualSubscription"), .value(2)])
        tracker.cancel()
    }

    @Test func droppedValuesDoNotUseUpDownstreamDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2))
        subject.filter { $0.isMultiple(of: 2) }.subscribe(tracker)
        for value in 1...6 { subject.send(value) }
        tracker.request(.max(1))
        subject.send(7)
        subject.send(8)
        subject.send(10)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(2), .value(4), .value(8)])
        tracker.cancel()
    }

    @Test func cancellingMidStreamCancelsUpstreamAndReleasesClosureAndSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            subject.filter { _ in
                _ = token
                return true
            }
            .subscribe(tracker)
            subject.send(1)
            tracker.cancel()
            subject.send(2)
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1)])
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)

        let upstream = ManualPublisher<Int, TestError>()
        let other = Tracker()
        upstream.filter { _ in true }.subscribe(other)
        other.cancel()
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func filterOfFilterFusesAndSkipsTheSecondPredicateForExcludedValues() {
        let subject = PassthroughSubject<Int, TestError>()
        var secondCalls = 0
        let fused: Publishers.Filter<PassthroughSubject<Int, TestError>> =
            subject
            .filter { $0.isMultiple(of: 2) }
            .filter {
                secondCalls += 1
                return $0.isMultiple(of: 3)
            }
        #expect(fused.upstream === subject)
        let tracker = Tracker()
        fused.subscribe(tracker)
        for value in 1...12 { subject.send(value) }
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(6), .value(12)])
        #expect(secondCalls == 6)
        tracker.cancel()
    }
}
