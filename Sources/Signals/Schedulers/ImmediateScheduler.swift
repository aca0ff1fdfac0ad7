/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions. If you attempt to schedule actions after a
/// specific date, this scheduler ignores the date and performs them immediately; a repeating action
/// runs once, at once. Its clock never moves: ``now`` is always the same instant, and every interval
/// converts to zero.
///
/// ```swift
/// let cancellable = subject.receive(on: ImmediateScheduler.shared).sink { print($0) }
/// ```
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// Creates the one instant of the immediate scheduler.
        @inlinable
        init() {}

        /// Returns the distance to another immediate scheduler time; it is always zero.
        ///
        /// - Parameter other: Another immediate scheduler time.
        /// - Returns: Zero.
        @inlinable
        public func distance(to other: SchedulerTimeType) -> Stride {
            0
        }

        /// Advances the time by the specified amount; the result is always the same instant.
        ///
        /// - Parameter n: The amount of time by which to advance.
        /// - Returns: This instant.
        @inlinable
        public func advanced(by n: Stride) -> SchedulerTimeType {
            self
        }
    }

    /// No options are accepted by the immediate scheduler.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    ///
    /// You cannot create instances of the immediate scheduler yourself. Use only the shared instance.
    public static let shared = ImmediateScheduler()

    @inlinable
    init() {}

    /// The immediate scheduler's definition of the current moment in time.
    @inlinable
    public var now: SchedulerTimeType { SchedulerTimeType() }

    /// The minimum tolerance allowed by the immediate scheduler: zero.
    @inlinable
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Performs the action at once, on the calling thread.
    ///
    /// - Parameters:
    ///   - options: Ignored.
    ///   - action: The action to perform.
    @inlinable
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    /// Performs the action at once, ignoring the date.
    ///
    /// - Parameters:
    ///   - date: Ignored.
    ///   - tolerance: Ignored.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    @inlinable
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Performs the action once, at once, ignoring the date and the interval.
    ///
    /// - Parameters:
    ///   - date: Ignored.
    ///   - interval: Ignored.
    ///   - tolerance: Ignored.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    /// - Returns: A cancellable with nothing left to cancel (``Subscriptions/empty``, as in Combine).
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return Subscriptions.empty
    }
}
