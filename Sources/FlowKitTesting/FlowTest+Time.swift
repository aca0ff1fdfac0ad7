import FlowKit
import FlowKitScript
import Signals

/// Virtual time, and waiting on it for what a flow shows or starts.
extension FlowTest {
    /// A span of virtual time, e.g. `.seconds(1)` or `.milliseconds(300)`.
    public typealias Duration = VirtualTimeScheduler.SchedulerTimeType.Stride

    /// Advances the virtual clock, running every action that falls due on the way (timers, delays), in
    /// order.
    ///
    /// ```swift
    /// flow.advance(by: .seconds(1))   // the splash's timer fires
    /// ```
    ///
    /// - Parameter duration: How far to move the clock.
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
    }

    /// Runs every pending one-shot action of the virtual clock, and those they schedule, moving time as
    /// far as needed (repeating actions are left pending once nothing else remains).
    ///
    /// ```swift
    /// flow.runUntilIdle()
    /// ```
    public func runUntilIdle() {
        clock.run()
    }

    /// Waits until the top screen is titled `title`: steps the virtual clock one due action at a time (at
    /// most `limit` ahead) and, when nothing is due, lets the work already queued on the main actor run
    /// (for example a flow's `Task` awaiting a child); it resumes on the window's and the router's events,
    /// never by polling. Records a failure if neither brings the screen.
    ///
    /// ```swift
    /// let flow = try FlowTest { clock in AppCoordinator(scheduler: clock) }
    /// await flow.waitForScreen("Lizard")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the screen to wait for.
    ///   - limit: How far the virtual clock may move.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    /// - Returns: Whether the screen came.
    @discardableResult
    public func waitForScreen(
        _ title: String, within limit: Duration = .seconds(60), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await wait(for: "the top screen \"\(title)\"", within: limit, at: site) {
            window.topScreen?.title == title
        }
    }

    /// Waits until a coordinator of type `type` runs (see ``waitForScreen(_:within:fileID:filePath:line:column:)``
    /// for how it waits).
    ///
    /// ```swift
    /// await flow.waitForCoordinator(TabCoordinator.self)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The coordinator's type.
    ///   - limit: How far the virtual clock may move.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    /// - Returns: Whether one came.
    @discardableResult
    public func waitForCoordinator<C: Coordinator>(
        _ type: C.Type, within limit: Duration = .seconds(60), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let name = String(describing: type)
        return await wait(for: "a running \(name)", within: limit, at: site) {
            router.runningCoordinators.contains { $0.name == name }
        }
    }

    /// Waits until `child` is released and returns its result (see
    /// ``waitForScreen(_:within:fileID:filePath:line:column:)`` for how it waits).
    ///
    /// ```swift
    /// let compose = try flow.present(ComposeCoordinator())
    /// flow.tap("OK")
    /// #expect(await flow.result(of: compose) == true)
    /// ```
    ///
    /// - Parameters:
    ///   - child: A child the test started.
    ///   - limit: How far the virtual clock may move.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    /// - Returns: Its result, or `nil` when it ended without one (or did not end: a failure is recorded).
    public func result<Result>(
        of child: FlowChild<Result>, within limit: Duration = .seconds(60), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Result? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await wait(for: "the end of \(child.label)", within: limit, at: site) { child.hasEnded }
        return child.result
    }

    /// Steps virtual time and waits for changes until `condition` holds; records a failure if it never
    /// does.
    @discardableResult
    func wait(for what: String, within limit: Duration, at site: CallSite, until condition: () -> Bool) async
        -> Bool
    {
        let start = clock.now
        let deadline = start.advanced(by: limit)
        while !condition() {
            if let next = clock.nextActionDate, next <= deadline {
                clock.advance(to: next)
                continue
            }
            if await nextChange() { continue }
            guard !condition() else { return true }
            let next = clock.nextActionDate.map { "the clock's next action is at \(Self.text($0)) (beyond the limit)" }
            clock.advance(to: deadline)  // nothing is due before it
            fail(
                "waited for \(what) from \(Self.text(start)) to \(Self.text(deadline)) of virtual time, but nothing"
                    + " more happened: " + (next ?? "the clock has nothing scheduled")
                    + ", and the main actor ran what it had queued without changing the window",
                at: site)
            return false
        }
        return true
    }

    /// An instant in seconds, e.g. `2s` or `0.5s`.
    private static func text(_ instant: VirtualTimeScheduler.SchedulerTimeType) -> String {
        DemoAction.format(seconds: Double(instant.nanoseconds) / 1_000_000_000) + "s"
    }

    /// Suspends until the window or the router changes (`true`), or until the work queued on the main actor
    /// before this call ran without a change (`false`).
    private func nextChange() async -> Bool {
        let key = nextWaiter
        nextWaiter += 1
        return await withCheckedContinuation { continuation in
            waiters[key] = continuation
            // Queued behind the main actor's pending work: it runs once that work ran.
            Task { @MainActor [weak self] in self?.resumeWaiter(key, changed: false) }
        }
    }

    /// Resumes every waiting helper (on a change).
    func resumeWaiters(changed: Bool) {
        for key in waiters.keys { resumeWaiter(key, changed: changed) }
    }

    private func resumeWaiter(_ key: Int, changed: Bool) {
        waiters.removeValue(forKey: key)?.resume(returning: changed)
    }
}
