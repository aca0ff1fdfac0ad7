import Signals

extension Coordinator {
    /// Starts a child coordinator and keeps it alive until it is released.
    ///
    /// The child shows its screens itself (through ``router``); use ``push(_:on:)``,
    /// ``present(_:from:)`` or ``setRoot(_:)`` to give it a place for ``show(_:)``. Ignoring the result
    /// is fine: the child still runs until it is released.
    ///
    /// - Parameter child: A coordinator that was never started.
    /// - Returns: The child's result: its first value then `finished`; or `finished` alone if it was
    ///   released without a result (read the child's ``releaseReason`` to know which path).
    /// - Throws: ``NavigationError/coordinatorReleased(coordinator:)`` if this coordinator is not running,
    ///   ``NavigationError/coordinatorAlreadyStarted(coordinator:)`` if the child already ran.
    @discardableResult
    @inlinable
    public func coordinate<R>(to child: BaseCoordinator<R>) throws(NavigationError) -> AnyPublisher<R, Never> {
        // Inlinable, as the other helpers: in the app's code, where `R` is known, starting the child makes
        // its generic parts (``BaseCoordinator/run()``) with no metadata look-up.
        try prepareStart(of: child)
        return child.run()
    }

    /// Starts a child whose ``show(_:)`` pushes onto `stack` (the first screen becomes the root of an
    /// empty stack).
    ///
    /// - Parameters:
    ///   - child: A coordinator that was never started.
    ///   - stack: The stack to push onto.
    /// - Returns: The child's result (see ``coordinate(to:)``).
    /// - Throws: As ``coordinate(to:)``.
    @discardableResult
    @inlinable
    public func push<R>(_ child: BaseCoordinator<R>, on stack: NavigationStack) throws(NavigationError)
        -> AnyPublisher<R, Never>
    {
        try prepareStart(of: child, pushingOn: stack)
        return child.run()
    }

    /// Starts a child in a fresh navigation stack presented modally from `presenter`.
    ///
    /// The child owns the new stack: swiping it down or dismissing it releases the child and everything
    /// it started. The stack is presented after the child's `start()` showed its first screen, and takes
    /// that screen's title. If the presentation then fails (the child's `start()` changed what `presenter`
    /// may do), the child is released with ``ReleaseReason/startFailed(_:)``, the failure is published on
    /// ``Router/startFailures``, and the error is thrown.
    ///
    /// - Parameters:
    ///   - child: A coordinator that was never started.
    ///   - presenter: A screen in the window whose layer presents nothing yet.
    /// - Returns: The child's result (see ``coordinate(to:)``).
    /// - Throws: As ``coordinate(to:)``, and ``NavigationError/notInWindow(screen:)`` or
    ///   ``NavigationError/alreadyPresenting(presenter:presented:)`` (checked before the child starts, and
    ///   thrown again if the presentation fails after it started).
    @discardableResult
    @inlinable
    public func present<R>(_ child: BaseCoordinator<R>, from presenter: Screen) throws(NavigationError)
        -> AnyPublisher<R, Never>
    {
        let stack = try preparePresentation(of: child, from: presenter)
        let result = child.run()
        try finishPresentation(of: child, in: stack, from: presenter)
        return result
    }

    /// What ``present(_:from:)`` does before the child runs: checks, then gives the child its identity, its
    /// place in a new stack, and the stack.
    ///
    /// - Returns: The stack to present.
    @usableFromInline
    func preparePresentation(of child: Coordinator, from presenter: Screen) throws(NavigationError)
        -> NavigationStack
    {
        try checkCanStart(child)
        if let refusal = presenter.presentationRefusal { throw refusal }
        let stack = NavigationStack(title: child.name)
        try begin(child, placement: .push(stack), owning: stack)
        return stack
    }

    /// What ``present(_:from:)`` does once the child ran: presents its stack (titled after its root), unless
    /// the child was already released; a failed presentation releases the child and is thrown.
    @usableFromInline
    func finishPresentation(of child: Coordinator, in stack: NavigationStack, from presenter: Screen)
        throws(NavigationError)
    {
        guard let link = child.link else { return }
        if let root = stack.rootScreen { stack.title = root.title }
        do {
            try presenter.present(stack)
        } catch {
            link.startFailed(child, error: error, asserting: false)
            throw error
        }
    }

    /// Starts a child whose ``show(_:)`` replaces the window's root screen.
    ///
    /// - Parameter child: A coordinator that was never started.
    /// - Returns: The child's result (see ``coordinate(to:)``).
    /// - Throws: As ``coordinate(to:)``.
    @discardableResult
    @inlinable
    public func setRoot<R>(_ child: BaseCoordinator<R>) throws(NavigationError) -> AnyPublisher<R, Never> {
        try prepareStartAsRoot(of: child)
        return child.run()
    }

    func checkCanStart(_ child: Coordinator) throws(NavigationError) {
        guard isRunning else { throw .coordinatorReleased(coordinator: name) }
        guard case .notStarted = child.lifecycle else { throw .coordinatorAlreadyStarted(coordinator: child.name) }
    }

    /// What ``coordinate(to:)`` does before the child runs (see ``begin(_:placement:owning:)``).
    @usableFromInline
    func prepareStart(of child: Coordinator) throws(NavigationError) {
        try begin(child, placement: .none)
    }

    /// What ``push(_:on:)`` does before the child runs (see ``begin(_:placement:owning:)``).
    @usableFromInline
    func prepareStart(of child: Coordinator, pushingOn stack: NavigationStack) throws(NavigationError) {
        try begin(child, placement: .push(stack))
    }

    /// What ``setRoot(_:)`` does before the child runs (see ``begin(_:placement:owning:)``).
    @usableFromInline
    func prepareStartAsRoot(of child: Coordinator) throws(NavigationError) {
        try begin(child, placement: .root)
    }

    /// Begins `child` as this coordinator's child, before its `start()` runs (``BaseCoordinator/run()``):
    /// the router gives it its identity, it takes its place and `screen` (the stack it is presented in).
    private func begin(_ child: Coordinator, placement: Lifecycle.Placement, owning screen: Screen? = nil)
        throws(NavigationError)
    {
        try checkCanStart(child)
        guard let childLink = link?.begin(child) else { throw .coordinatorReleased(coordinator: name) }
        child.begin(childLink, placement: placement, parent: self)
        if let screen { childLink.ownForPresentation(screen, by: child) }
    }
}
