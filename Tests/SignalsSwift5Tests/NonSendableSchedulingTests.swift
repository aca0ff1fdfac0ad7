import Dispatch
import Signals
import Testing

/// Compiled in the Swift 5 language mode: code written for Combine passes plain, non-`Sendable`
/// actions to schedulers, and writes schedulers whose methods take plain closures. Both must compile
/// with no warning (CI builds with warnings as errors) and behave.

/// A reference type that is not `Sendable`, as most app models are.
private final class Counter {
    var count = 0
}

/// A scheduler written as for Combine: every action is a plain `() -> Void`.
private final class CombineStyleScheduler: Scheduler {
    typealias SchedulerTimeType = VirtualTimeScheduler.SchedulerTimeType
    typealias SchedulerOptions = Never

    private var actions: [() -> Void] = []
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

@Suite struct NonSendableSchedulingTests {
    @Test func virtualTimeSchedulerRunsActionsThatMutateCapturedState() {
        let scheduler = VirtualTimeScheduler()
        let counter = Counter()
        var runs: [Int] = []
        scheduler.schedule { runs.append(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
            counter.count += 1
            runs.append(2)
        }
        let repeating = scheduler.schedule(after: scheduler.now, interval: .seconds(2)) { counter.count += 10 }
        scheduler.advance(by: .seconds(2))
        repeating.cancel()
        #expect(runs == [1, 2])
        #expect(counter.count == 21)
    }

    @Test func immediateSchedulerRunsANonSendableActionAtOnce() {
        let counter = Counter()
        ImmediateScheduler.shared.schedule { counter.count += 1 }
        #expect(counter.count == 1)
    }

    @Test func dispatchQueueAcceptsANonSendableAction() {
        let counter = Counter()
        let queue = DispatchQueue(label: "swift5")
        queue.schedule { counter.count += 1 }
        queue.sync {}
        #expect(counter.count == 1)
    }

    @Test func combineStyleSchedulerDrivesTheOperators() {
        let scheduler = CombineStyleScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.receive(on: scheduler).sink { received.append($0) }
        subject.send(1)
        #expect(received.isEmpty)
        scheduler.runAll()
        #expect(received == [1])
        cancellable.cancel()
    }

    @Test func genericCodeSchedulesNonSendableActions() {
        func later<S: Scheduler>(on scheduler: S, _ counter: Counter) {
            scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(10))) { counter.count += 1 }
        }
        let scheduler = VirtualTimeScheduler()
        let counter = Counter()
        later(on: scheduler, counter)
        scheduler.advance(by: .milliseconds(10))
        #expect(counter.count == 1)
    }
}
