/// Leave guards as the router sees them: what releasing coordinators would remove.
extension Router {
    /// Whether releasing `coordinators` would be refused by a leave guard (``Screen/leaveGuard``,
    /// ``Coordinator/guardLeaving(_:)``) of a screen the release would remove: theirs and their running
    /// descendants', with what each contains and presents. Moves nothing and asks nobody.
    ///
    /// A release itself is never refused (see ``Coordinator/guardLeaving(_:)``): ask this before deciding
    /// on one that the user did not choose, as a deep link does before it moves.
    ///
    /// ```swift
    /// if let refusal = router.leaveRefusal(releasing: [editor], path: .deepLink) { throw refusal }
    /// ```
    ///
    /// - Parameters:
    ///   - coordinators: The coordinators that would be released.
    ///   - path: The way their screens would leave.
    /// - Returns: ``NavigationError/leaveRefused(screen:path:asked:)``, or `nil` when every guard allows it.
    public func leaveRefusal(releasing coordinators: [Coordinator], path: LeavePath) -> NavigationError? {
        let screens = coordinators.flatMap { $0.isRunning ? flowScreens(of: $0) : [] }
        return window.leaveRefusal(removing: screens, path: path)
    }
}
