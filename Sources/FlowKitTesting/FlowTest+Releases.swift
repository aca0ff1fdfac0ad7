import FlowKit

/// Expectations on the release log. Each one checks the releases since the previous release expectation
/// (or since the test began) and accounts for them, so a test states every release it causes.
extension FlowTest {
    /// Expects exactly one release since the last release expectation: a coordinator of type `type`,
    /// released for `reason`, and released once in the whole test.
    ///
    /// ```swift
    /// flow.swipeBack()
    /// flow.expectReleased(UpdateDetailsCoordinator.self, .screensRemoved(.swipeBack))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The coordinator's type.
    ///   - reason: Why it should have been released.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectReleased<C: Coordinator>(
        _ type: C.Type, _ reason: ReleaseReason, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let name = String(describing: type)
        let new = takeNewReleases()
        if new.count == 1, new[0].name == name, new[0].reason == reason {
            let times = releases.count { $0.id == new[0].id }
            if times != 1 { fail("\(new[0].label) was released \(times) times: \(releases)", at: site) }
            return
        }
        fail(
            "expected one release, \(name): \(reason); found" + Self.list(new),
            at: site)
    }

    /// Expects the releases since the last release expectation, in order, each written `Name#id: reason`.
    ///
    /// ```swift
    /// flow.replaceRoot(with: Screen(title: "Login"))
    /// flow.expectReleases(["UpdateDetailsCoordinator#2: screens removed (set-root)"])
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The releases, e.g. `"ComposeCoordinator#3: finished"`.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectReleases(
        _ expected: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let new = takeNewReleases()
        let found = new.map { "\($0.label): \($0.reason)" }
        guard found != expected else { return }
        fail(
            "expected the releases \(expected), found" + Self.list(new),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects no release since the last release expectation (a cancelled gesture, a push, a tab switch).
    ///
    /// ```swift
    /// flow.swipeBack(.cancelled)
    /// flow.expectNothingReleased()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectNothingReleased(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let new = takeNewReleases()
        guard !new.isEmpty else { return }
        fail(
            "expected no release, found" + Self.list(new),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The releases since the last release expectation; they count as checked from now on.
    private func takeNewReleases() -> [CoordinatorRelease] {
        defer { checkedReleases = releases.count }
        return Array(releases[checkedReleases...])
    }

    /// ` none`, or `:` then the releases one a line, with their paths.
    private static func list(_ records: [CoordinatorRelease]) -> String {
        records.isEmpty ? " none" : ":\n" + records.map { "  " + $0.description }.joined(separator: "\n")
    }
}
