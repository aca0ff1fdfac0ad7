import Signals

/// A virtual clock that records every call an operator makes to it: reading ``now`` or
/// ``minimumTolerance`` and each of the three `schedule` methods, with their dates and options. Tests
/// compare the whole list with the calls Combine's operator makes, so the scheduling shape of an
/// operator is asserted, not only what it delivers. Scheduling and time are a ``VirtualTimeScheduler``'s.
final class RecordingScheduler: Scheduler, Sendable {
    typealias SchedulerTimeType = VirtualTimeScheduler.SchedulerTimeType

    /// An option value, so that tests see whether an operator passes its options on.
    typealias SchedulerOptions = String

    /// One call, with the arguments that matter (dates in nanoseconds from zero).
    enum Call: Equatable, CustomStringConvertible, Sendable {
        case now
        case minimumTolerance
        case schedule(options: String?)
        case scheduleAfter(nanoseconds: Int, tolerance: Int, options: String?)
        case scheduleRepeating(nanoseconds: Int, interval: Int, tolerance: Int, options: String?)

        var description: String {
            switch self {
            case .now: "now"
            case .minimumTolerance: "minimumTolerance"
            case .schedule(let options): "schedule(\(options ?? "nil"))"
            case .scheduleAfter(let date, let tolerance, let options):
                "scheduleAfter(\(date), tolerance: \(tolerance), \(options ?? "nil"))"
            case .scheduleRepeating(let date, let interval, let tolerance, let options):
                "scheduleRepeating(\(date), interval: \(interval), tolerance: \(tolerance), \(options ?? "nil"))"
            }
        }
    }

    /// The clock that runs the actions.
    let clock = VirtualTimeScheduler()
    private let log = LockedLog<Call>()

    /// Every call so far, in order.
    var calls: [Call] { log.elements }

    /// Forgets the calls so far.
    func clearCalls() {
        log.removeAll()
    }

    var now: SchedulerTimeType {
        log.append(.now)
        return clock.now
    }

    /// Seven nanoseconds, so that a test sees where the tolerance came from.
    var minimumTolerance: SchedulerTimeType.Stride {
        log.append(.minimumTolerance)
        return .nanoseconds(7)
    }

    func schedule(options: String?, _ action: @escaping () -> Void) {
        log.append(.schedule(options: options))
        clock.schedule(action)
    }

    func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: String?,
        _ action: @escaping () -> Void
    ) {
        log.append(.scheduleAfter(nanoseconds: date.nanoseconds, tolerance: tolerance.magnitude, options: options))
        clock.schedule(after: date, action)
    }

    func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: String?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        log.append(
            .scheduleRepeating(
                nanoseconds: date.nanoseconds,
                interval: interval.magnitude,
                tolerance: tolerance.magnitude,
                options: options
            )
        )
        return clock.schedule(after: date, interval: interval, action)
    }

    /// Moves the clock (not recorded: tests drive it).
    func advance(by stride: SchedulerTimeType.Stride) {
        clock.advance(by: stride)
    }
}
