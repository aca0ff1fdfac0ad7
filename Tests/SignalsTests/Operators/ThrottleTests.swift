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
        upstream.send(completion: .finished)
        scheduler.advance()
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
}
