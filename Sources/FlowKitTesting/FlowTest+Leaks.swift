import FlowKit

extension FlowTest {
    /// Expects nothing leaked: every released coordinator and every screen that left the window was
    /// deinitialised, and the window's `LeakDetector` finds, now or after any change since the last check,
    /// no running coordinator without screens (a `coordinate(to:)` child that pushed its own screen without
    /// `own(_:)`) and no screen without a running owner (a screen given to `setScreens` by hand without
    /// `own(_:)` or `anchor(to:)`); see ``LeakChecks``. Each finding names the coordinator or screen and the
    /// call that fixes it.
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
        let found = detector.findings()
        if checks.contains(.releasedCoordinators) { findings += lingeringCoordinators() }
        if checks.contains(.removedScreens) { findings += lingeringScreens() }
        if checks.contains(.coordinatorsWithoutScreens) { findings += found.orphans.map(orphanMessage) }
        if checks.contains(.screensWithoutOwner) {
            findings += found.unownedScreens.map(unownedMessage)
            findings += found.strandedScreens.map(strandedMessage)
        }
        findings += pastReports(checks, now: detector.check())
        guard !findings.isEmpty else { return }
        fail(
            "expected no leaks, found \(findings.count):\n" + findings.map { "- " + $0 }.joined(separator: "\n"),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func lingeringCoordinators() -> [String] {
        releases.compactMap { release in
            guard release.coordinator != nil else { return nil }
            return "\(release.label) was released (\(release.reason)) but is still in memory: something holds it"
                + " strongly (a test's local variable, a closure or subscription capturing it, a property)"
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

    private func orphanMessage(_ coordinator: Coordinator) -> String {
        "\(coordinator.name)#\(coordinator.id) runs, but none of its screens nor its children's is in the window:"
            + " a child that shows its own screen must own(_:) it (or anchor(to:) it), or show(_:) it"
    }

    /// An unowned screen; one whose owner was released and deinitialised is named with that owner.
    private func unownedMessage(_ screen: Screen) -> String {
        if let label = ownerLabel(of: screen), let release = releases.last(where: { $0.label == label }) {
            return "screen \"\(screen.title)\" is in the window but its coordinator \(label) was released"
                + " (\(release.reason)): its buttons act on nothing"
        }
        return "screen \"\(screen.title)\" is in the window but no coordinator owns it: show(_:) it, or own(_:) it"
            + " (anchor(to:) for a key screen), also when it was given to setScreens by hand"
    }

    private func strandedMessage(_ stranded: (screen: Screen, owner: Coordinator)) -> String {
        let reason = stranded.owner.releaseReason.map { "\($0)" } ?? "no reason"
        return "screen \"\(stranded.screen.title)\" is in the window but its coordinator"
            + " \(stranded.owner.name)#\(stranded.owner.id) was released (\(reason)): its buttons act on nothing"
    }

    /// What the leak detector reported after earlier changes and no longer finds (a flow that lost its
    /// screens for a moment), once each; the reports count as checked from now on.
    private func pastReports(_ checks: LeakChecks, now: LeakReport) -> [String] {
        defer { leakReports = [] }
        var lines: [String] = []
        for var report in leakReports {
            report.eventSequence = nil
            report.orphans.removeAll { orphan in
                !checks.contains(.coordinatorsWithoutScreens) || now.orphans.contains { $0.id == orphan.id }
            }
            let screens = checks.contains(.screensWithoutOwner)
            report.unownedScreens.removeAll { !screens || now.unownedScreens.contains($0) }
            report.strandedScreens.removeAll { !screens || now.strandedScreens.contains($0) }
            guard !report.isClean else { continue }
            for line in "\(report)".split(separator: "\n").map(String.init) where !lines.contains(line) {
                lines.append(line)
            }
        }
        return lines.map { "the leak detector reported, after a change: \($0)" }
    }
}
