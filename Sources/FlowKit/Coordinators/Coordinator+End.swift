extension Coordinator {
    /// Ends this coordinator's flow from outside, without a result: the way a parent (or a test) closes a
    /// child it started, for example when another part of the app made the child's question moot.
    ///
    /// The coordinator is released with ``ReleaseReason/ended``, and its running children with it
    /// (``ReleaseReason/ancestorReleased``, innermost first); its screens and theirs leave the hierarchy
    /// once, as when it finishes: a pushed flow is popped from its stack (a stack's root and a window's
    /// root stay in place), a presented one is dismissed with what it presents. The parent's
    /// ``onResult(of:_:)`` handler receives `nil`, and ``BaseCoordinator/value()`` throws
    /// ``CoordinatorAwaitError/ended(coordinator:reason:)``.
    ///
    /// Calling it on a coordinator that is not running (never started, or already released) does nothing,
    /// and so does calling it on the ``Router/root``, which has no parent to end it.
    /// Leave guards are not asked, as for ``BaseCoordinator/finish(with:)``: ask
    /// ``Router/leaveRefusal(releasing:path:)`` first when the user did not choose to leave.
    ///
    /// ```swift
    /// final class InboxCoordinator: BaseCoordinator<Void> {
    ///     private weak var compose: ComposeCoordinator?
    ///
    ///     func showCompose(from screen: Screen) throws(NavigationError) {
    ///         let compose = ComposeCoordinator()
    ///         self.compose = compose
    ///         onResult(of: try present(compose, from: screen)) { sent in print("sent: \(sent != nil)") }
    ///     }
    ///
    ///     func accountWasRemoved() {
    ///         compose?.end()  // dismissed; "sent: false"
    ///     }
    /// }
    /// ```
    public func end() {
        guard let router, router.root !== self else { return }
        router.finish(self, reason: .ended)
    }
}
