import Signals
import Testing

@Suite struct ThrottleTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test(arguments: [(true, [1, 4, 6]), (false, [1, 2, 5])])
    func publishesTheFirstValueAtOnceThenOnePerInterval(latest: Bool, expected: [Int]) {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).subscribe(tracker)
        upstream.send(1)
        scheduler.advance()
        #expect(tracker.values == [1])
        upstream.send(2)
        upstream.send(3)
        scheduler.advance(by: .milliseconds(500))
        upstream.send(4)
        scheduler.advance(by: .milliseconds(500))
        #expect(tracker.values == Array(expected.prefix(2)))
        scheduler.advance(by: .seconds(3))
        upstream.send(5)
        upstream.send(6)
        scheduler.advance()
        #expect(tracker.values == expected)
        tracker.cancel()
    }

    @Test func completionDeliversTheWaitingValueFirst() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(tracker)
        upstream.send(1)
        scheduler.advance()
        upstream.send(2)
        upstream.send(completion: .finished)  // waits with 2 for the next slot, as in Combine
        scheduler.advance()
        #expect(tracker.events == [.subscription("Throttle"), .value(1)])
        scheduler.advance(by: .seconds(1))
        #expect(tracker.events == [.subscription("Throttle"), .value(1), .value(2), .completion(.finished)])
        scheduler.advance(by: .seconds(2))
        #expect(tracker.events.count == 4)
    }

    @Test func cancellingStopsDeliveryAndReleasesTheDownstream() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: false).subscribe(tracker)
            upstream.send(1)
            tracker.cancel()
            scheduler.advance(by: .seconds(1))
            #expect(tracker.events == [.subscription("Throttle")])
        }
        #expect(weakTracker == nil)
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func readsTheClockAsCombineDoesAndDropsAValueThatFindsNoDemand() throws {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.throttle(for: .nanoseconds(10), scheduler: scheduler, latest: true).subscribe(tracker)
        #expect(scheduler.calls == [.now, .now])  // when created, and when the subscription arrives
        upstream.send(1)  // no demand yet: dropped at once
        #expect(scheduler.calls == [.now, .now, .now])
        let subscription = try #require(tracker.subscription)
        subscription.request(.none)  // ignored, as in Combine
        subscription.request(.max(2))
        upstream.send(2)
        #expect(scheduler.calls == [.now, .now, .now, .now, .schedule(options: nil)])
        scheduler.advance(by: .zero)
        #expect(tracker.events == [.subscription("Throttle"), .value(2)])
        scheduler.clearCalls()
        upstream.send(3)  // the next slot is 10 ns after the publication of 2; takes the last demand
        upstream.send(4)  // finds no demand: dropped, even with `latest: true`, as in Combine
        #expect(
            scheduler.calls == [
                .now, .minimumTolerance, .scheduleAfter(nanoseconds: 10, tolerance: 7, options: nil), .now,
            ]
        )
        scheduler.advance(by: .nanoseconds(10))
        #expect(tracker.events == [.subscription("Throttle"), .value(2), .value(3)])
        upstream.send(5)
        scheduler.advance(by: .nanoseconds(100))
        #expect(tracker.events == [.subscription("Throttle"), .value(2), .value(3)])
        tracker.cancel()
    }

    @Test func aCompletionWaitingBehindAValueIsDeliveredWithIt() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: false).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 6)))
        #expect(tracker.events == [.subscription("Throttle")])
        scheduler.advance(by: .zero)
        #expect(tracker.events == [.subscription("Throttle"), .value(1), .completion(.failure(TestError(code: 6)))])
    }
}
