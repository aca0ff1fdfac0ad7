/// A protocol that defines when and how to execute a closure.
///
/// You can use a scheduler to execute code as soon as possible, or after a future date. Individual
/// scheduler implementations use whatever time-keeping system makes sense for them: `DispatchQueue`
/// uses `DispatchTime`, ``VirtualTimeScheduler`` uses virtual time that only moves when a test advances it,
/// and ``ImmediateScheduler`` ignores time altogether.
///
/// Operators such as ``Publisher/receive(on:options:)`` and
/// ``Publisher/delay(for:tolerance:scheduler:options:)`` take a scheduler parameter.
///
/// ## Sendable actions
///
/// Combine declares the actions as `@escaping () -> Void`. Signals declares them
/// `@escaping @Sendable () -> Void`, because a scheduler may run an action on another thread than the
/// one that scheduled it (a dispatch queue always does), and under Swift 6 strict concurrency only a
/// `@Sendable` closure may cross threads.
///
/// Every method that takes an action is `@preconcurrency`, so code written for Combine compiles
/// unchanged:
/// - In the Swift 5 language mode, the `@Sendable` is not enforced: an action may capture non-`Sendable`
///   values and mutate captured variables, with no warning, exactly as with Combine.
/// - In the Swift 6 language mode, the action must be `@Sendable`, and the compiler proves that running
///   it on another thread is safe. This is the one place where Signals is stricter than Combine.
/// - A scheduler written for Combine conforms unchanged in either mode: a method taking a plain
///   `@escaping () -> Void` closure satisfies a requirement that passes a `@Sendable` one.
///
/// ## Scheduling from the main actor
///
/// An action is not isolated to any actor. Main-actor code whose scheduler runs actions on the main
/// actor (`DispatchQueue.main`, or a ``VirtualTimeScheduler`` advanced from the main actor) can either use
/// ``Scheduler/scheduleOnMainActor(after:_:)``, or assert the isolation itself:
///
/// ```swift
/// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { [weak self] in
///     MainActor.assumeIsolated { self?.finish() }
/// }
/// ```
///
/// Either form traps if the scheduler runs the action off the main actor, rather than racing.
public protocol Scheduler<SchedulerTimeType> {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

    /// A type that defines options accepted by the scheduler.
    ///
    /// This type is freely definable by each `Scheduler`. Typically, operations that take a
    /// `Scheduler` parameter will also take `SchedulerOptions`.
    associatedtype SchedulerOptions

    /// This scheduler's definition of the current moment in time.
    var now: SchedulerTimeType { get }

    /// The minimum tolerance allowed by the scheduler.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Performs the action at the next possible opportunity.
    ///
    /// - Parameters:
    ///   - options: Options that customize the action's execution.
    ///   - action: The action to perform.
    @preconcurrency func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void)

    /// Performs the action at some time after the specified date.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the scheduler may run the action.
    ///   - options: Options that customize the action's execution.
    ///   - action: The action to perform.
    @preconcurrency func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping @Sendable () -> Void
    )

    /// Performs the action at some time after the specified date, at the specified frequency,
    /// optionally taking into account tolerance if possible.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late after each due time the scheduler may run the action.
    ///   - options: Options that customize the action's execution.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the repetition. Schedulers in Signals return an
    ///   ``AnyCancellable``, so releasing the result also stops it.
    @preconcurrency func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Performs the action at some time after the specified date, using the scheduler's minimum
    /// tolerance.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - action: The action to perform.
    @inlinable
    @preconcurrency public func schedule(after date: SchedulerTimeType, _ action: @escaping @Sendable () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, action)
    }

    /// Performs the action at the next possible opportunity, without options.
    ///
    /// - Parameter action: The action to perform.
    @inlinable
    @preconcurrency public func schedule(_ action: @escaping @Sendable () -> Void) {
        schedule(options: nil, action)
    }

    /// Performs the action at some time after the specified date, at most `tolerance` late.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the scheduler may run the action.
    ///   - action: The action to perform.
    @inlinable
    @preconcurrency public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        _ action: @escaping @Sendable () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Performs the action at some time after the specified date, at the specified frequency, taking
    /// into account tolerance if possible.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late after each due time the scheduler may run the action.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the repetition.
    @inlinable
    @preconcurrency public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Performs the action at some time after the specified date, at the specified frequency, using
    /// the scheduler's minimum tolerance.
    ///
    /// ```swift
    /// let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { print("tick") }
    /// ```
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the repetition.
    @inlinable
    @preconcurrency public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
    }
}
