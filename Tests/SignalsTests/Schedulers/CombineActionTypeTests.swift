import Dispatch
import Signals
import Testing

/// Compiled in the Swift 6 language mode: `Scheduler`'s actions are Combine's exact type,
/// `@escaping () -> Void`, so Combine code compiles unchanged under strict concurrency: a type-erasing
/// scheduler that stores `schedule` as closures (as combine-schedulers' `AnyScheduler` does), a
/// scheduler written for Combine, and actions that capture non-`Sendable` state.
@Suite struct CombineActionTypeTests {
    /// A reference type that is not `Sendable`, as most app models are.
    private final class Counter {
        var count = 0
    }

    /// Erases a scheduler the way combine-schedulers' `AnyScheduler` does: its `schedule` methods
    /// stored as closures of Combine's types. Under `@Sendable` actions this did not compile in Swift 6.
    private struct StoredMethods<Time: Strideable, Options> where Time.Stride: SchedulerTimeIntervalConvertible {
        let schedule: (Options?, @escaping () -> Void) -> Void
        let scheduleAfter: (Time, Time.Stride, Options?, @escaping () -> Void) -> Void
        let scheduleRepeating: (Time, Time.Stride, Time.Stride, Options?, @escaping () -> Void) -> any Cancellable

        init<S: Scheduler>(_ scheduler: S) where S.SchedulerTimeType == Time, S.SchedulerOptions == Options {
            schedule = scheduler.schedule
            scheduleAfter = scheduler.schedule
            scheduleRepeating = scheduler.schedule
        }
    }

    @Test func storedScheduleMethodsRunTheirActionsOnTheVirtualClock() {
        let clock = VirtualTimeScheduler()
        let methods = StoredMethods(clock)
        var runs: [String] = []
        methods.schedule(nil) { runs.append("now") }
        methods.scheduleAfter(clock.now.advanced(by: .seconds(1)), .zero, nil) { runs.append("after 1s") }
        let repeating = methods.scheduleRepeating(clock.now.advanced(by: .seconds(2)), .seconds(2), .zero, nil) {
            runs.append("every 2s")
        }
        clock.advance(by: .seconds(4))
        repeating.cancel()
        clock.advance(by: .seconds(4))
        #expect(runs == ["now", "after 1s", "every 2s", "every 2s"])
    }

    @Test func storedScheduleMethodsOfTheImmediateSchedulerRunAtOnce() {
        let methods = StoredMethods(ImmediateScheduler.shared)
        let counter = Counter()
        methods.schedule(nil) { counter.count += 1 }
        methods.scheduleAfter(ImmediateScheduler.shared.now, 0, nil) { counter.count += 10 }
        _ = methods.scheduleRepeating(ImmediateScheduler.shared.now, 0, 0, nil) { counter.count += 100 }
        #expect(counter.count == 111)
    }

    @Test func aDispatchQueueRunsActionsThatCaptureNonSendableState() {
        let queue = DispatchQueue(label: "CombineActionTypeTests")
        let group = DispatchGroup()
        let options = DispatchQueue.SchedulerOptions(group: group)
        let counter = Counter()
        queue.schedule(options: options) { counter.count += 1 }
        queue.schedule(after: queue.now, tolerance: .zero, options: options) { counter.count += 10 }
        group.wait()
        queue.sync { #expect(counter.count == 11) }
    }

    @Test func aCombineStyleSchedulerDrivesReceiveOn() {
        let scheduler = CombineStyleScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let tracker = TrackingSubscriber<Int, Never>()
        subject.receive(on: scheduler).subscribe(tracker)
        subject.send(1)
        subject.send(completion: .finished)
        #expect(tracker.events == [.subscription("ReceiveOn")])
        scheduler.runAll()
        #expect(tracker.events == [.subscription("ReceiveOn"), .value(1), .completion(.finished)])
    }
}
