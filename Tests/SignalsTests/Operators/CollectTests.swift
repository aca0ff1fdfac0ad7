import Signals
import Testing

/// `collect()` and `collect(_:)` (`Publishers.Collect`, `Publishers.CollectByCount`).
@Suite struct CollectTests {
    typealias Tracker = TrackingSubscriber<[Int], TestError>
    typealias Upstream = ManualPublisher<Int, TestError>

    @Test func collectGathersEverythingIntoOneArrayOnFinish() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.collect().subscribe(tracker)
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Collect"), .value([1, 2]), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
    }

    @Test func collectOfNothingIsAnEmptyArrayAndAFailureDropsTheElements() {
        let empty = Tracker()
        Empty<Int, TestError>().collect().subscribe(empty)
        #expect(empty.events == [.subscription("Collect"), .value([]), .completion(.finished)])

        let upstream = Upstream()
        let failed = Tracker()
        upstream.collect().subscribe(failed)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 3)))
        #expect(failed.events == [.subscription("Collect"), .completion(.failure(TestError(code: 3)))])
    }

    @Test func collectByCountPublishesFullBatchesThenTheRest() {
        let tracker = TrackingSubscriber<[Int], Never>()
        (1...5).publisher.collect(2).subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("CollectByCount"), .value([1, 2]), .value([3, 4]), .value([5]),
                .completion(.finished),
            ])
    }

    @Test func collectByCountAsksForCountTimesTheDemand() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(1) })
        upstream.collect(3).subscribe(tracker)
        #expect(upstream.upstreamEvents == [.requested(.max(6))])
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        #expect(upstream.send(3) == .max(3))
        tracker.request(.max(1))
        #expect(upstream.upstreamEvents == [.requested(.max(6)), .requested(.max(3))])
        #expect(tracker.events == [.subscription("CollectByCount"), .value([1, 2, 3])])
        tracker.cancel()
    }

    @Test func collectByCountDropsTheBufferOnFailureAndTreatsBadCountsAsOne() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.collect(2).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 2)))
        #expect(tracker.events == [.subscription("CollectByCount"), .completion(.failure(TestError(code: 2)))])

        let ones = TrackingSubscriber<[Int], Never>()
        [7, 8].publisher.collect(0).subscribe(ones)
        #expect(ones.values == [[7], [8]])
    }

    @Test func cancelMidStreamCancelsTheUpstreamAndDeliversNothingMore() {
        let upstream = Upstream()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.collect(2).subscribe(tracker)
            upstream.send(1)
            tracker.cancel()
            upstream.send(2)
            upstream.send(completion: .finished)
            #expect(tracker.events == [.subscription("CollectByCount")])
        }
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        upstream.releaseSubscriber()
        #expect(weakTracker == nil)
    }
}
