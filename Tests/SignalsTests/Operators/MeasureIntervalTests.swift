import Signals
import Testing

@Suite struct MeasureIntervalTests {
    typealias Stride = VirtualTimeScheduler.SchedulerTimeType.Stride

    @Test func measuresFromTheSubscriptionThenBetweenValues() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<String, TestError>()
        let tracker = TrackingSubscriber<Stride, TestError>(initialDemand: .max(2))
        upstream.measureInterval(using: scheduler).subscribe(tracker)
        scheduler.advance(by: .milliseconds(250))
        upstream.send("a")
        scheduler.advance(by: .seconds(2))
        upstream.send("b")
        upstream.send(completion: .failure(TestError(code: 4)))
        #expect(
            tracker.events == [
                .subscription("MeasureInterval"), .value(.milliseconds(250)), .value(.seconds(2)),
                .completion(.failure(TestError(code: 4))),
            ]
        )
        #expect(upstream.upstreamEvents == [.requested(.max(2))])
    }

    @Test func cancellingCancelsUpstream() {
        let upstream = ManualPublisher<String, TestError>()
        let tracker = TrackingSubscriber<Stride, TestError>()
        upstream.measureInterval(using: VirtualTimeScheduler()).subscribe(tracker)
        tracker.cancel()
        upstream.send("a")
        #expect(tracker.events == [.subscription("MeasureInterval")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func theSubscribersDemandIsRequestedUpstreamAndACancelStopsReadingTheClock() throws {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<String, TestError>()
        let tracker = TrackingSubscriber<Stride, TestError>(initialDemand: nil, demandOnValue: { _ in .max(1) })
        upstream.measureInterval(using: scheduler).subscribe(tracker)
        #expect(scheduler.calls == [.now])
        try #require(tracker.subscription).request(.none)  // passed on, as in Combine
        #expect(upstream.send("a") == .none)  // the demand goes upstream as a request instead
        #expect(upstream.upstreamEvents == [.requested(.none), .requested(.max(1))])
        tracker.cancel()
        #expect(upstream.send("b") == .none)
        #expect(scheduler.calls == [.now, .now])
        #expect(tracker.events == [.subscription("MeasureInterval"), .value(.zero)])
    }
}
