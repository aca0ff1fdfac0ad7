import Signals
import Testing

/// A scheduler written as for Combine, whose actions are plain `() -> Void`: it still conforms.
private final class CombineStyleScheduler: Scheduler {
    typealias SchedulerTimeType = VirtualTimeScheduler.SchedulerTimeType
    typealias SchedulerOptions = Never

    private(set) var actions: [() -> Void] = []

    var now: SchedulerTimeType { SchedulerTimeType(nanoseconds: 0) }
    var minimumTolerance: SchedulerTimeType.Stride { .zero }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        actions.append(action)
    }

    func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: Never?,
        _ action: @escaping () -> Void
    ) {
        actions.append(action)
    }

    func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: Never?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        actions.append(action)
        return AnyCancellable {}
    }

    func runAll() {
        let pending = actions
        actions = []
        pending.forEach { $0() }
    }
}

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
