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
    public func coordinate<R>(to child: BaseCoordinator<R>) throws(NavigationError) -> AnyPublisher<R, Never> {
        try start(child, placement: .none)
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
    public func push<R>(_ child: BaseCoordinator<R>, on stack: NavigationStack) throws(NavigationError)
        -> AnyPublisher<R, Never>
    {
        try start(child, placement: .push(stack))
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
    public func present<R>(_ child: BaseCoordinator<R>, from presenter: Screen) throws(NavigationError)
        -> AnyPublisher<R, Never>
    {
        try checkCanStart(child)
        if let refusal = presenter.presentationRefusal { throw refusal }
        let stack = NavigationStack(title: child.name)
        let result = try start(child, placement: .push(stack), owning: stack)
        if let link = child.link {
            if let root = stack.rootScreen { stack.title = root.title }
            do {
                try presenter.present(stack)
            } catch {
                link.startFailed(child, error: error, asserting: false)
                throw error
            }
        }
        return result
    }

    /// Starts a child whose ``show(_:)`` replaces the window's root screen.
    ///
    /// - Parameter child: A coordinator that was never started.
    /// - Returns: The child's result (see ``coordinate(to:)``).
    /// - Throws: As ``coordinate(to:)``.
    @discardableResult
    public func setRoot<R>(_ child: BaseCoordinator<R>) throws(NavigationError) -> AnyPublisher<R, Never> {
        try start(child, placement: .root)
    }

    func checkCanStart(_ child: Coordinator) throws(NavigationError) {
        guard isRunning else { throw .coordinatorReleased(coordinator: name) }
        guard case .notStarted = child.lifecycle else { throw .coordinatorAlreadyStarted(coordinator: child.name) }
    }

    /// Starts `child` as this coordinator's child: the router gives it its identity, it takes its place and
    /// `screen` (the stack it is presented in) before its `start()` runs, then it runs.
    private func start<R>(_ child: BaseCoordinator<R>, placement: Lifecycle.Placement, owning screen: Screen? = nil)
        throws(NavigationError) -> AnyPublisher<R, Never>
    {
        try checkCanStart(child)
        guard let childLink = link?.begin(child) else { throw .coordinatorReleased(coordinator: name) }
        child.begin(childLink, placement: placement, parent: self)
        if let screen { childLink.ownForPresentation(screen, by: child) }
        return child.run()
    }
}
