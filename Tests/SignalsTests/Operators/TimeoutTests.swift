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

/// `timeout` calls its scheduler as Combine's does: a repeating timer armed on subscribing and re-armed
/// at the first request and at each value, and one `schedule(options:)` action per upstream event.
@Suite struct TimeoutSchedulingTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    private static func repeatingTimer(at nanoseconds: Int) -> [RecordingScheduler.Call] {
        [
            .now, .minimumTolerance,
            .scheduleRepeating(nanoseconds: nanoseconds, interval: 13, tolerance: 7, options: "opts"),
        ]
    }

    @Test func armsARepeatingTimerOnSubscribingAndAgainAtTheFirstRequestOnly() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.timeout(.nanoseconds(13), scheduler: scheduler, options: "opts").subscribe(tracker)
        #expect(scheduler.calls == Self.repeatingTimer(at: 13))
        tracker.request(.max(2))
        tracker.request(.max(3))
        #expect(scheduler.calls == Self.repeatingTimer(at: 13) + Self.repeatingTimer(at: 13))
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.max(3))])
        tracker.cancel()
    }

    @Test func valuesAndTheCompletionWaitForTheirOwnActions() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        upstream.timeout(.nanoseconds(13), scheduler: scheduler, options: "opts").subscribe(tracker)
        scheduler.clearCalls()
        scheduler.advance(by: .nanoseconds(10))
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .finished)
        #expect(
            scheduler.calls == Self.repeatingTimer(at: 23) + [.schedule(options: "opts"), .schedule(options: "opts")])
        #expect(tracker.events == [.subscription("Timeout")])
        scheduler.advance(by: .nanoseconds(100))
        #expect(tracker.events == [.subscription("Timeout"), .value(1), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.max(1)), .requested(.max(1))])
    }

    @Test func timingOutCancelsTheUpstreamAndIgnoresWhatComesLater() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.timeout(.nanoseconds(13), scheduler: scheduler, customError: { TestError(code: 5) })
            .subscribe(tracker)
        scheduler.advance(by: .nanoseconds(10))
        upstream.send(1)  // re-arms the timer for 23
        scheduler.advance(by: .nanoseconds(12))
        #expect(tracker.events == [.subscription("Timeout"), .value(1)])
        scheduler.advance(by: .nanoseconds(1))
        let timedOut: [Tracker.Event] = [
            .subscription("Timeout"), .value(1), .completion(.failure(TestError(code: 5))),
        ]
        #expect(tracker.events == timedOut)
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        upstream.send(2)
        upstream.send(completion: .finished)
        scheduler.advance(by: .nanoseconds(100))
        #expect(tracker.events == timedOut)
        #expect(scheduler.clock.pendingActionCount == 0)
    }

    @Test func aRequestOfNonePassesUpstreamAsInCombine() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.timeout(.nanoseconds(13), scheduler: scheduler).subscribe(tracker)
        tracker.subscription?.request(.none)
        #expect(upstream.upstreamEvents == [.requested(.none)])
        tracker.cancel()
    }

    @Test func aCancelWhileTheCompletionWaitsDeliversNothingMore() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.timeout(.nanoseconds(13), scheduler: scheduler).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 2)))
        tracker.cancel()
        scheduler.advance(by: .nanoseconds(100))
        #expect(tracker.events == [.subscription("Timeout")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        #expect(scheduler.clock.pendingActionCount == 0)
    }

    @Test func onTheImmediateSchedulerItTimesOutAtOnceAfterTheSubscription() {
        // Combine traps here (its timer fires inside its own lock); Signals times out at once, and the
        // completion still follows the subscription.
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.timeout(.nanoseconds(13), scheduler: ImmediateScheduler.shared).subscribe(tracker)
        #expect(tracker.events == [.subscription("Timeout"), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.cancelled])
    }
}
