import Foundation

/// `RunLoop` as a ``Scheduler``: actions run on the run loop's thread, in its default mode, from
/// Foundation timers.
///
/// ```swift
/// let cancellable = results
///     .receive(on: RunLoop.main)
///     .sink { show($0) }
/// ```
///
/// Every action, also the immediate ones, is a `Timer` added to the run loop in `.default` mode, so
/// it runs when the run loop runs in that mode (the main run loop of an app always does). Tolerance
/// becomes the timer's tolerance. A repeating action with an interval of zero or less runs once.
extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop: a `Date`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes a run loop scheduler time with the given date.
        ///
        /// - Parameter date: The date to represent.
        public init(_ date: Date) {
            self.date = date
        }

        /// Returns the distance to another run loop scheduler time.
        ///
        /// - Parameter other: Another run loop time.
        /// - Returns: The time interval between this time and the provided time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// Returns a run loop scheduler time calculated by advancing this instance's time by the given
        /// interval.
        ///
        /// - Parameter n: A time interval to advance.
        /// - Returns: A run loop time advanced by the given interval from this instance's time.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }
    }

    /// Options that affect the operation of the run loop scheduler. There are none.
    public struct SchedulerOptions: Sendable {}

    /// This scheduler's definition of the current moment in time: `Date()`.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// The minimum tolerance allowed by the scheduler: zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Performs the action on the run loop at its next opportunity.
    ///
    /// - Parameters:
    ///   - options: Ignored.
    ///   - action: The action to perform.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        add(Timer(fire: Date(), interval: 0, repeats: false) { _ in action() }, forMode: .default)
    }

    /// Performs the action on the run loop at `date`.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: The timer's tolerance.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = Swift.max(tolerance.timeInterval, 0)
        add(timer, forMode: .default)
    }

    /// Performs the action on the run loop at `date`, then every `interval`, until cancelled.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs; zero or less runs the action once.
    ///   - tolerance: The timer's tolerance.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    /// - Returns: An ``AnyCancellable`` that invalidates the timer when cancelled or released.
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let action = SchedulerAction(action)
        let repeats = interval.timeInterval > 0
        let timer = Timer(fire: date.date, interval: repeats ? interval.timeInterval : 0, repeats: repeats) { _ in
            action()
        }
        timer.tolerance = Swift.max(tolerance.timeInterval, 0)
        add(timer, forMode: .default)
        let handle = TimerHandle(timer)
        return AnyCancellable { handle.invalidate() }
    }
}

/// Lets a cancellable invalidate a `Timer` from any thread (`Timer.invalidate()` is thread-safe).
final class TimerHandle: @unchecked Sendable {
    // Safety: the timer is immutable here, and `invalidate()` may be called from any thread.
    private let timer: Timer

    init(_ timer: Timer) {
        self.timer = timer
    }

    func invalidate() {
        timer.invalidate()
    }
}
