import FlowKit
import Signals
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A coordinator whose `start()` throws: released with the reason, the failure published, and (debug
/// builds) an assertion naming the coordinator and the error.
@MainActor
@Suite struct StartFailureTests {
    /// Shows its first screen, then a screen that is already in the window: `start()` throws.
    final class ShowsATakenScreen: BaseCoordinator<Int> {
        let taken: Screen

        init(taken: Screen) {
            self.taken = taken
        }

        override func start() throws(NavigationError) -> AnyPublisher<Int, Never> {
            try show(Screen(title: "first"))
            try show(taken)
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
    }

    /// Runs in a child process: starts the failing child and writes each observation to standard error
    /// as it happens (the release, the published failure with the reason and the screens left, what the
    /// parent received), since in debug builds the assertion stops the process right after publishing.
    private static func startTheFailingChild() throws {
        func report(_ line: String) {
            _ = (line + "\n").withCString { write(2, $0, strlen($0)) }
        }
        let app = try Harness()
        let releases = app.router.releases.sink { report("release: \($0.name): \($0.reason)") }
        let failures = app.router.startFailures.sink { failure in
            report("failure: \(failure)")
            report("reason: \(failure.coordinator?.releaseReason.map(String.init(describing:)) ?? "none")")
            report("stack: \(app.stack.screens.map(\.title))")
        }
        let child = ShowsATakenScreen(taken: app.stack.screens[0])
        app.root.onResult(of: try app.root.push(child, on: app.stack)) { value in
            report("parent received: \(value.map(String.init) ?? "no value")")
        }
        _ = (releases, failures)
    }

    @Test func aFailedStartIsReleasedWithItsReasonPublishedAndAssertedInDebugBuilds() async throws {
        #if DEBUG
            let expected = ExitTest.Condition.failure
        #else
            let expected = ExitTest.Condition.success
        #endif
        let result = await #expect(processExitsWith: expected, observing: [\.standardErrorContent]) {
            try await MainActor.run { try StartFailureTests.startTheFailingChild() }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        let error = NavigationError.alreadyInHierarchy(screen: "Home")
        let failure = "RootCoordinator#1 > ShowsATakenScreen#2 failed to start: \(error)"
        var expectedLines = [
            "release: ShowsATakenScreen: start failed: \(error)",
            "failure: \(failure)",
            "reason: start failed: \(error)",
            "stack: [\"Home\"]",
        ]
        let lines = output.split(separator: "\n").map(String.init)
        #if DEBUG
            // The process stopped at the assertion: the parent never got its publisher back.
            #expect(lines.contains { $0.contains("FlowKit: \(failure)") })
        #else
            expectedLines.append("parent received: no value")
        #endif
        let prefixes = ["release: ", "failure: ", "reason: ", "stack: ", "parent received: "]
        #expect(lines.filter { line in prefixes.contains { line.hasPrefix($0) } } == expectedLines)
    }
}
