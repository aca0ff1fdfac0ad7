import FlowKit
import Signals

/// Starting the flow under test, as the coordinator showing the top screen would.
extension FlowTest {
    /// Starts `child` pushed onto the navigation stack on screen, as a child of the coordinator that shows
    /// the top screen (the test root in a stack or tab setup).
    ///
    /// ```swift
    /// let flow = try FlowTest(tabs: "Profile", "Other")
    /// let details = try flow.push(UpdateDetailsCoordinator())   // First Name on the Profile tab
    /// ```
    ///
    /// Pass the coordinator straight in: a test's local variable holding it would keep it alive after its
    /// release, and ``expectNoLeaks(_:fileID:filePath:line:column:)`` would rightly report it.
    ///
    /// - Parameter child: A coordinator that was never started.
    /// - Returns: A handle on the child that does not keep it alive.
    /// - Throws: ``FlowTestError`` when no stack is on screen or no coordinator runs to start it, or
    ///   ``FlowTestError/navigation(_:)`` with the model's refusal.
    @discardableResult
    public func push<Result>(_ child: BaseCoordinator<Result>) throws(FlowTestError) -> FlowChild<Result> {
        let top = try topScreen()
        guard let stack = window.topNavigationStack else { throw .noNavigationStack(topScreen: top.title) }
        let parent = try parent(showing: top)
        return try track(child) { () throws(NavigationError) in try parent.push(child, on: stack) }
    }

    /// Starts `child` in a fresh navigation stack presented from the top screen, as a child of the
    /// coordinator that shows it.
    ///
    /// ```swift
    /// let compose = try flow.present(ComposeCoordinator())
    /// flow.swipeDown()
    /// #expect(compose.releaseReason == .screensRemoved(.swipeDown))
    /// ```
    ///
    /// - Parameter child: A coordinator that was never started.
    /// - Returns: A handle on the child that does not keep it alive.
    /// - Throws: ``FlowTestError`` when the window is empty or no coordinator runs to start it, or
    ///   ``FlowTestError/navigation(_:)`` with the model's refusal (the top screen already presents).
    @discardableResult
    public func present<Result>(_ child: BaseCoordinator<Result>) throws(FlowTestError) -> FlowChild<Result> {
        let top = try topScreen()
        let parent = try parent(showing: top)
        return try track(child) { () throws(NavigationError) in try parent.present(child, from: top) }
    }

    /// Starts `child` with `Coordinator.coordinate(to:)` (no place of its own to show screens),
    /// as a child of the coordinator that shows the top screen.
    ///
    /// ```swift
    /// let sync = try flow.start(SyncCoordinator())
    /// ```
    ///
    /// - Parameter child: A coordinator that was never started.
    /// - Returns: A handle on the child that does not keep it alive.
    /// - Throws: ``FlowTestError`` when the window is empty or no coordinator runs to start it, or
    ///   ``FlowTestError/navigation(_:)`` with the model's refusal.
    @discardableResult
    public func start<Result>(_ child: BaseCoordinator<Result>) throws(FlowTestError) -> FlowChild<Result> {
        let parent = try parent(showing: try topScreen())
        return try track(child) { () throws(NavigationError) in try parent.coordinate(to: child) }
    }

    /// Ends a child the test started, as its parent would with `Coordinator.end()`: the child is released
    /// (`ReleaseReason.ended`), its screens leave once, and its handle records no result. A child that is
    /// no longer running records a failure naming why.
    ///
    /// ```swift
    /// let compose = try flow.present(ComposeCoordinator())
    /// flow.end(compose)
    /// flow.expectReleased(ComposeCoordinator.self, .ended)
    /// ```
    ///
    /// - Parameters:
    ///   - child: The handle ``push(_:)``, ``present(_:)`` or ``start(_:)`` returned.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func end<Result>(
        _ child: FlowChild<Result>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard let coordinator = child.coordinator, coordinator.isRunning else {
            let why = child.releaseReason.map { "it was released (\($0))" } ?? "it does not run"
            fail(
                "cannot end \(child.label): \(why)",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        coordinator.end()
    }

    private func topScreen() throws(FlowTestError) -> Screen {
        guard let top = window.topScreen else { throw .emptyWindow }
        return top
    }

    /// The running coordinator that shows `screen` (the owner of the nearest of its containers that has
    /// one), or the root.
    private func parent(showing screen: Screen) throws(FlowTestError) -> Coordinator {
        var node: Screen? = screen
        while let current = node {
            if let owner = router.owner(of: current), owner.isRunning { return owner }
            node = current.container ?? current.presentingScreen
        }
        guard let root = router.root, root.isRunning else { throw .noRunningParent(topScreen: screen.title) }
        return root
    }

    /// Starts a child with `start` and records its outcome in a handle.
    private func track<Result>(
        _ child: BaseCoordinator<Result>, start: () throws(NavigationError) -> AnyPublisher<Result, Never>
    ) throws(FlowTestError) -> FlowChild<Result> {
        let publisher: AnyPublisher<Result, Never>
        do {
            publisher = try start()
        } catch {
            throw .navigation(error)
        }
        let handle = FlowChild(child)
        var value: Result?
        subscriptions.append(
            publisher.sink(
                receiveCompletion: { [weak self, handle] _ in
                    let reason = self?.releases.last { $0.id == handle.id }?.reason ?? .completedWithoutResult
                    handle.end(with: value, reason: reason)
                    self?.resumeWaiters(changed: true)
                },
                receiveValue: { result in value = result }
            ))
        return handle
    }
}
