import Signals

/// A scheduler written as for Combine, whose actions are plain `() -> Void` (Combine's exact type): it
/// keeps them and runs them on ``runAll()``, in order. Shared by the scheduler tests.
final class CombineStyleScheduler: Scheduler {
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
