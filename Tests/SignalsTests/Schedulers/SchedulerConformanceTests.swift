import Signals
import Testing

@Suite struct SchedulerConformanceTests {
    @Test func combineStyleSchedulerWorksWithTheOperators() {
        let scheduler = CombineStyleScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let tracker = TrackingSubscriber<Int, Never>()
        subject.receive(on: scheduler).delay(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        subject.send(1)
        #expect(scheduler.actions.count == 1)
        scheduler.runAll()
        #expect(scheduler.actions.count == 1)
        scheduler.runAll()
        #expect(DelayTests.named(tracker.events) == [.subscription("Delay"), .value(1)])
        tracker.cancel()
    }

    @Test func conveniencesForwardWithDefaults() {
        let scheduler = CombineStyleScheduler()
        scheduler.schedule {}
        scheduler.schedule(after: scheduler.now) {}
        scheduler.schedule(after: scheduler.now, tolerance: .seconds(1)) {}
        _ = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {}
        _ = scheduler.schedule(after: scheduler.now, interval: .seconds(1), tolerance: .zero) {}
        #expect(scheduler.actions.count == 5)
    }
}
