import FlowKit

extension FlowTest {
    /// Expects nothing leaked: every released coordinator and every screen that left the window was
    /// deinitialised, no running coordinator lost its screens, no screen in the window lacks a running owner
    /// (see ``LeakChecks``). Each finding names the coordinator or screen and what usually causes it.
    ///
    /// The test's own records hold nothing strongly (releases are values, coordinators and screens are
    /// watched weakly). A coordinator the test holds in a local variable is still in memory, and reported:
    /// pass coordinators straight to ``push(_:)`` and the other helpers, and keep the ``FlowChild``.
    ///
    /// ```swift
    /// flow.back()
    /// flow.expectNoLeaks()
    /// ```
    ///
    /// - Parameters:
    ///   - checks: The checks to make.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectNoLeaks(
        _ checks: LeakChecks = .all, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        var findings: [String] = []
        if checks.contains(.releasedCoordinators) { findings += lingeringCoordinators() }
        if checks.contains(.removedScreens) { findings += lingeringScreens() }
        if checks.contains(.coordinatorsWithoutScreens) { findings += coordinatorsWithoutScreens() }
        if checks.contains(.screensWithoutOwner) { findings += screensWithoutOwner() }
        if !checks.isDisjoint(with: [.coordinatorsWithoutScreens, .screensWithoutOwner]) {
            findings += leakReports.map { "the leak detector reported, after a change: \($0)" }
            leakReports = []
        }
        guard !findings.isEmpty else { return }
        fail(
            "expected no leaks, found \(findings.count):\n" + findings.map { "- " + $0 }.joined(separator: "\n"),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func lingeringCoordinators() -> [String] {
        releasedCoordinators.compactMap { entry in
            guard entry.coordinator.object != nil else { return nil }
            return "\(entry.record.label) was released (\(entry.record.reason)) but is still in memory: something"
                + " holds it strongly (a test's local variable, a closure or subscription capturing it, a property)"
        }
    }

    private func lingeringScreens() -> [String] {
        var seen = Set<ObjectIdentifier>()
        return removedScreens.compactMap { entry in
            guard let screen = entry.screen.object, screen.window == nil,
                seen.insert(ObjectIdentifier(screen)).inserted
            else { return nil }
            let owner = entry.owner.map { " (of \($0))" } ?? ""
            return "screen \"\(entry.title)\"\(owner) left the window but is still in memory: something holds it"
                + " strongly (a button's action capturing it, a coordinator's property)"
        }
    }

    private func coordinatorsWithoutScreens() -> [String] {
        router.runningCoordinators.compactMap { coordinator in
            guard coordinator !== router.root, !hasScreenInWindow(coordinator) else { return nil }
            return "\(coordinator.name)#\(coordinator.id) runs, but none of its screens nor its children's is in the"
                + " window: a child that shows its own screen must own(_:) it (or anchor(to:) it), or show(_:) it"
        }
    }

    private func screensWithoutOwner() -> [String] {
        window.screens.compactMap { screen in
            guard !(screen is NavigationStack), !(screen is TabBar) else { return nil }
            if let owner = router.owner(of: screen), owner.isRunning { return nil }
            guard let label = ownerLabel(of: screen), let release = releases.last(where: { $0.label == label }) else {
                return "screen \"\(screen.title)\" is in the window but no coordinator owns it: show(_:) it, or"
                    + " own(_:) it (anchor(to:) for a key screen), also when it was given to setScreens by hand"
            }
            return "screen \"\(screen.title)\" is in the window but its coordinator \(label) was released"
                + " (\(release.reason)): its buttons act on nothing"
        }
    }

    private func hasScreenInWindow(_ coordinator: Coordinator) -> Bool {
        coordinator.screens.contains { $0.window === window } || coordinator.children.contains(where: hasScreenInWindow)
    }
}
