import Signals
import Testing

@Suite struct SetFailureTypeTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func forwardsValuesAndFinishedAndPassesTheSubscriptionThrough() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker()
        subject.setFailureType(to: TestError.self).subscribe(tracker)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(
            tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(2), .completion(.finished)]
        )
    }

    @Test func passesDemandThroughUnchanged() {
        let upstream = ManualPublisher<Int, Never>()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(3) })
        upstream.setFailureType(to: TestError.self).subscribe(tracker)
        #expect(upstream.send(1) == .max(3))
        tracker.request(.max(4))
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.max(4))])
        #expect(tracker.events == [.subscription("ManualSubscription"), .value(1)])
        tracker.cancel()
    }

    @Test func respectsDownstreamDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker(initialDemand: .max(1))
        subject.setFailureType(to: TestError.self).subscribe(tracker)
        subject.send(1)
        subject.send(2)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1)])
        tracker.cancel()
    }

    @Test func cancellingMidStreamCancelsUpstreamAndReleasesTheSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.setFailureType(to: TestError.self).subscribe(tracker)
            subject.send(1)
            tracker.cancel()
            subject.send(2)
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1)])
        }
        #expect(weakTracker == nil)

        let upstream = ManualPublisher<Int, Never>()
        let other = Tracker()
        upstream.setFailureType(to: TestError.self).subscribe(other)
        other.cancel()
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func settingTheFailureTypeTwiceWrapsTheUpstreamOnce() {
        let subject = PassthroughSubject<Int, Never>()
        let twice: Publishers.SetFailureType<PassthroughSubject<Int, Never>, TestError> =
            subject
            .setFailureType(to: Never.self)
            .setFailureType(to: TestError.self)
        #expect(twice.upstream === subject)
        let tracker = Tracker()
        twice.subscribe(tracker)
        subject.send(5)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(5)])
        tracker.cancel()
    }
}
