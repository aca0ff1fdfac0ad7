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
/// ## Actions and threads
///
/// The actions are Combine's exact closure type, `@escaping () -> Void`, so schedulers, libraries and
/// app code written for Combine compile unchanged in either language mode: a Combine scheduler
/// conforms as it is, and code that stores `scheduler.schedule` as a closure (as type-erasing
/// schedulers do) type-checks in the Swift 6 mode too.
///
/// As in Combine, a scheduler may run an action on another thread than the one that scheduled it (a
/// dispatch queue always does). By scheduling an action, the caller hands it over to the scheduler's
/// execution context: it must not touch what the action captures concurrently with it. Strict
/// concurrency cannot check that promise, because the action is not `@Sendable`; pass a `@Sendable`
/// closure (it converts to the plain type) when you want the compiler to check the captures:
///
/// ```swift
/// let tick: @Sendable () -> Void = { counter.increment() }  // `counter` must be `Sendable`
/// scheduler.schedule(tick)
/// ```
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
    ///   - action: The action to perform, possibly on another thread: the caller must not touch what it
    ///     captures concurrently with it.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Performs the action at some time after the specified date.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the scheduler may run the action.
    ///   - options: Options that customize the action's execution.
    ///   - action: The action to perform, possibly on another thread: the caller must not touch what it
    ///     captures concurrently with it.
    func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    )

    /// Performs the action at some time after the specified date, at the specified frequency,
    /// optionally taking into account tolerance if possible.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late after each due time the scheduler may run the action.
    ///   - options: Options that customize the action's execution.
    ///   - action: The action to perform at each due time, possibly on another thread: the caller must
    ///     not touch what it captures concurrently with it.
    /// - Returns: A cancellable that stops the repetition. Schedulers in Signals return an
    ///   ``AnyCancellable``, so releasing the result also stops it.
    func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
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
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, action)
    }

    /// Performs the action at the next possible opportunity, without options.
    ///
    /// - Parameter action: The action to perform.
    @inlinable
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Performs the action at some time after the specified date, at most `tolerance` late.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the scheduler may run the action.
    ///   - action: The action to perform.
    @inlinable
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
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
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
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
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
    }
}
