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
}
