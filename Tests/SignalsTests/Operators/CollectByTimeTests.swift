import Signals
import Testing

@Suite struct CollectByTimeTests {
    typealias Tracker = TrackingSubscriber<[Int], TestError>

    @Test func byTimePublishesEachNonEmptyInterval() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.collect(.byTime(scheduler, .seconds(1))).subscribe(tracker)
        upstream.send(1)
        upstream.send(2)
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .seconds(1))
        upstream.send(3)
        upstream.send(completion: .finished)
        #expect(
            tracker.events == [.subscription("CollectByTime"), .value([1, 2]), .value([3]), .completion(.finished)])
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func byTimeOrCountPublishesAFullGroupAtOnce() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).subscribe(tracker)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        #expect(tracker.values == [[1, 2]])
        scheduler.advance(by: .seconds(1))
        #expect(tracker.values == [[1, 2], [3]])
        tracker.cancel()
    }

    @Test func aGroupDueWithoutDemandWaitsAndGrows() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.collect(.byTime(scheduler, .seconds(1))).subscribe(tracker)
        upstream.send(1)
        scheduler.advance(by: .seconds(1))
        upstream.send(2)
        scheduler.advance(by: .seconds(1))
        upstream.send(3)
        tracker.request(.max(1))
        scheduler.advance(by: .seconds(1))
        #expect(tracker.values == [[1], [2, 3]])
        tracker.cancel()
    }

    @Test func failureDropsTheGroupAndCancellingStopsTheTimer() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.collect(.byTime(scheduler, .seconds(1))).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 3)))
        #expect(tracker.events == [.subscription("CollectByTime"), .completion(.failure(TestError(code: 3)))])

        let other = Tracker()
        ManualPublisher<Int, TestError>().collect(.byTime(scheduler, .seconds(1))).subscribe(other)
        #expect(scheduler.pendingActionCount == 1)
        other.cancel()
        #expect(scheduler.pendingActionCount == 0)
    }
}
