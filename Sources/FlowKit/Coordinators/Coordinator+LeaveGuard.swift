extension Coordinator {
    /// Guards every screen this coordinator owns, now and later (see ``LeaveGuard``): whatever the path
    /// (back button, swipe-back, long-press back, pop to root, `setScreens`, a tab re-tap, a swipe-down, a
    /// dismissal from below, a deep link, app code's calls, a new window root), `decide` is asked before
    /// one of them leaves the hierarchy, and a refusal moves nothing. Calling it again replaces the guard.
    /// Does nothing unless the coordinator runs.
    ///
    /// A release is this coordinator's own decision, or an ancestor's, so it passes every guard: finishing
    /// (``BaseCoordinator/finish(with:)``, the first output of `start()`'s publisher), being released with
    /// an ancestor, a cancelled ``BaseCoordinator/value()`` task, and the removal of the released flow's
    /// screens (with any modal above them, as UIKit dismisses a chain) never ask it; neither does a guard
    /// on an ancestor's screens stop a descendant's release. A deep link asks the guards of everything it
    /// would release before it moves (path ``LeavePath/deepLink``). The guard stops applying once the
    /// coordinator is released, and to a screen another coordinator takes over (``own(_:)``).
    ///
    /// A screen's own ``Screen/leaveGuard`` is asked too, before this one.
    ///
    /// ```swift
    /// override func start() throws(NavigationError) -> ResultPublisher {
    ///     try show(form)
    ///     guardLeaving { [weak self] attempt in
    ///         guard let self, self.hasChanges else { return .allow }
    ///         return .ask { confirmation in self.askToDiscard(confirmation) }
    ///     }
    ///     return resultFromFinish
    /// }
    /// ```
    ///
    /// - Parameter decide: Decides for each attempt to make one of the coordinator's screens leave.
    public func guardLeaving(_ decide: @escaping LeaveGuard) {
        guard isRunning, let router else { return }
        leaveGuard = decide
        router.window.ownerLeaveGuard = { [weak router] screen in router?.owner(of: screen)?.runningLeaveGuard }
    }

    /// The guard of a running coordinator; none once released.
    var runningLeaveGuard: LeaveGuard? { isRunning ? leaveGuard : nil }
}
