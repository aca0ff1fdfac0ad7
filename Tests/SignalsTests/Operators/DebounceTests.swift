import Signals
import Testing

@Suite struct DebounceTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func publishesAValueOnlyAfterTheDueTimePassesWithNoNewerValue() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
        #expect(upstream.send(1) == .none)
        scheduler.advance(by: .milliseconds(900))
        upstream.send(2)
        scheduler.advance(by: .milliseconds(999))
        #expect(tracker.events == [.subscription("Debounce")])
        scheduler.advance(by: .milliseconds(1))
        #expect(tracker.events == [.subscription("Debounce"), .value(2)])
        upstream.send(3)
        scheduler.advance(by: .seconds(5))
        #expect(tracker.events == [.subscription("Debounce"), .value(2), .value(3)])
        tracker.cancel()
    }

    /// Combine's behaviour, surprising but documented: a value still waiting when the upstream
    /// finishes is dropped, and the completion arrives at the scheduler's next opportunity.
    @Test func completionDropsThePendingValueAndArrivesFromTheScheduler() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 2)))
        #expect(tracker.events == [.subscription("Debounce")])
        scheduler.advance()
        #expect(tracker.events == [.subscription("Debounce"), .completion(.failure(TestError(code: 2)))])
        scheduler.advance(by: .seconds(2))
        #expect(tracker.events.count == 2)
    }

    @Test func aValueDueWithoutDownstreamDemandIsDropped() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        upstream.send(1)
        scheduler.advance(by: .seconds(1))
        upstream.send(2)
        scheduler.advance(by: .seconds(1))
        tracker.request(.max(1))
        upstream.send(3)
        scheduler.advance(by: .seconds(1))
        #expect(tracker.events == [.subscription("Debounce"), .value(1), .value(3)])
        tracker.cancel()
    }

    @Test func cancellingStopsDeliveryAndReleasesTheDownstream() {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
            upstream.send(1)
            tracker.cancel()
            scheduler.advance(by: .seconds(1))
            #expect(tracker.events == [.subscription("Debounce")])
        }
        #expect(weakTracker == nil)
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func subscriptionIsReflectedAndDisplayedByName() throws {
        let scheduler = VirtualTimeScheduler()
        let tracker = Tracker()
        ManualPublisher<Int, TestError>().debounce(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        #expect(
            Mirror(reflecting: subscription).children.map(\.label) == [
                "downstream", "downstreamDemand", "currentValue",
            ]
        )
        let display = (subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription
        #expect(display as? String == "Debounce")
        tracker.cancel()
    }

    @Test func eachValueArmsARepeatingTimerThatIsCancelledWhenItFiresAsInCombine() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.debounce(for: .nanoseconds(13), scheduler: scheduler, options: "opts").subscribe(tracker)
        #expect(scheduler.calls == [])
        upstream.send(1)
        scheduler.advance(by: .nanoseconds(4))
        upstream.send(2)
        let timers: [RecordingScheduler.Call] = [
            .now, .minimumTolerance, .scheduleRepeating(nanoseconds: 13, interval: 13, tolerance: 7, options: "opts"),
            .now, .minimumTolerance, .scheduleRepeating(nanoseconds: 17, interval: 13, tolerance: 7, options: "opts"),
        ]
        #expect(scheduler.calls == timers)
        #expect(scheduler.clock.pendingActionCount == 1)  // the first timer was cancelled by the second value
        scheduler.advance(by: .nanoseconds(100))
        #expect(tracker.events == [.subscription("Debounce"), .value(2)])
        #expect(scheduler.clock.pendingActionCount == 0)  // cancelled when it fired
        upstream.send(completion: .finished)
        #expect(scheduler.calls == timers + [.schedule(options: nil)])  // Combine passes no options here
        #expect(tracker.events == [.subscription("Debounce"), .value(2)])
        scheduler.advance(by: .zero)
        #expect(tracker.events == [.subscription("Debounce"), .value(2), .completion(.finished)])
    }

    @Test func aRequestOfNoneAddsNothingAndDoesNotTrap() throws {
        let scheduler = VirtualTimeScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        try #require(tracker.subscription).request(.none)
        upstream.send(1)
        scheduler.advance(by: .seconds(1))
        #expect(tracker.events == [.subscription("Debounce")])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
        tracker.cancel()
    }
}
