import Signals
import Testing

@Suite struct TimeoutTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func eachValueRestartsTheTimerAndSilenceFinishes() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(tracker)
        scheduler.advance(by: .milliseconds(900))
        #expect(upstream.send(1) == .none)
        scheduler.advance(by: .milliseconds(900))
        upstream.send(2)
        scheduler.advance(by: .milliseconds(999))
        #expect(tracker.events == [.subscription("Timeout"), .value(1), .value(2)])
        scheduler.advance(by: .milliseconds(1))
        #expect(tracker.events == [.subscription("Timeout"), .value(1), .value(2), .completion(.finished)])
        #expect(
            upstream.upstreamEvents == [.requested(.max(1)), .requested(.max(1)), .requested(.max(1)), .cancelled]
        )
        upstream.send(3)
        #expect(tracker.events.count == 4)
    }

    @Test func customErrorFailsTheStream() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.timeout(.seconds(2), scheduler: scheduler, customError: { TestError(code: 9) }).subscribe(tracker)
        scheduler.advance(by: .seconds(2))
        #expect(tracker.events == [.subscription("Timeout"), .completion(.failure(TestError(code: 9)))])
    }

    @Test func upstreamCompletionPassesThroughAndStopsTheTimer() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(tracker)
        upstream.send(completion: .failure(TestError(code: 1)))
        scheduler.advance(by: .seconds(5))
        #expect(tracker.events == [.subscription("Timeout"), .completion(.failure(TestError(code: 1)))])
    }

    @Test func cancellingStopsTheTimerAndReleasesTheClosure() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakToken: LifetimeToken?
        let tracker = Tracker()
        do {
            let token = LifetimeToken()
            weakToken = token
            upstream.timeout(
                .seconds(1), scheduler: scheduler,
                customError: {
                    _ = token; return TestError()
                }
            )
            .subscribe(tracker)
        }
        tracker.cancel()
        scheduler.advance(by: .seconds(1))
        #expect(tracker.events == [.subscription("Timeout")])
        #expect(weakToken == nil)
    }
}
