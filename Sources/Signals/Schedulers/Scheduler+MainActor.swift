extension Scheduler {
    /// Performs a main-actor action at the next possible opportunity.
    ///
    /// Use it from main-actor code with a scheduler that runs its actions on the main actor, such as
    /// `DispatchQueue.main` or a ``VirtualTimeScheduler`` advanced from the main actor. The action is
    /// checked with `MainActor.assumeIsolated`: if the scheduler runs it anywhere else, the process
    /// traps instead of racing on main-actor state.
    ///
    /// - Parameter action: The main-actor action to perform.
    @inlinable
    @preconcurrency public func scheduleOnMainActor(_ action: @escaping @MainActor @Sendable () -> Void) {
        schedule { MainActor.assumeIsolated { action() } }
    }

    /// Performs a main-actor action at some time after the specified date.
    ///
    /// ```swift
    /// @MainActor func startSplash() {
    ///     scheduler.scheduleOnMainActor(after: scheduler.now.advanced(by: .seconds(1))) {
    ///         self.showHome()
    ///     }
    /// }
    /// ```
    ///
    /// The scheduler must run its actions on the main actor; otherwise this traps, as
    /// `MainActor.assumeIsolated` does.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - action: The main-actor action to perform.
    @inlinable
    @preconcurrency public func scheduleOnMainActor(
        after date: SchedulerTimeType,
        _ action: @escaping @MainActor @Sendable () -> Void
    ) {
        schedule(after: date) { MainActor.assumeIsolated { action() } }
    }

    /// Performs a main-actor action at some time after the specified date, at the specified frequency.
    ///
    /// The scheduler must run its actions on the main actor; otherwise this traps, as
    /// `MainActor.assumeIsolated` does.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - action: The main-actor action to perform.
    /// - Returns: A cancellable that stops the repetition.
    @inlinable
    @preconcurrency public func scheduleOnMainActor(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        _ action: @escaping @MainActor @Sendable () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval) { MainActor.assumeIsolated { action() } }
    }
}
