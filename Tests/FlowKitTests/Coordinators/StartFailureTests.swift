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

    /// Presents a modal of its own from `presenter` while it starts, so that the presentation of its stack
    /// from the same screen fails once it has started.
    final class TakesThePresentersPlace: BaseCoordinator<Int> {
        let presenter: Screen

        init(presenter: Screen) {
            self.presenter = presenter
        }

        override func start() throws(NavigationError) -> AnyPublisher<Int, Never> {
            try show(Screen(title: "own"))
            try presenter.present(Screen(title: "intruder"))
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
    }

    @Test func withPublishOnlyAFailedStartIsReleasedAndPublishedAndTheParentGetsNoValue() throws {
        let app = try Harness()
        app.router.startFailurePolicy = .publishOnly
        var failures: [String] = []
        let watch = app.router.startFailures.sink { failures.append($0.description) }
        let child = ShowsATakenScreen(taken: app.stack.screens[0])
        var received: [Int?] = []
        app.root.onResult(of: try app.root.push(child, on: app.stack)) { received.append($0) }
        let error = NavigationError.alreadyInHierarchy(screen: "Home")
        #expect(app.releases.take() == ["ShowsATakenScreen: start failed: \(error)"])
        #expect(failures == ["RootCoordinator#1 > ShowsATakenScreen#2 failed to start: \(error)"])
        #expect(received == [nil])
        #expect(child.releaseReason == .startFailed(error))
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(app.running == ["Root"])
        watch.cancel()
    }

    @Test func withPublishOnlyARootThatFailsToStartIsReleasedAndPublished() throws {
        let router = Router(window: Window())
        router.startFailurePolicy = .publishOnly
        var failures: [String] = []
        let watch = router.startFailures.sink { failures.append($0.description) }
        let root = ShowsATakenScreen(taken: Screen(title: "Elsewhere"))
        let holder = try NavigationStack(root: root.taken)  // "Elsewhere" has a place
        var finished = false
        let result = try router.start(root).sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
        let error = NavigationError.alreadyInHierarchy(screen: "Elsewhere")
        #expect(failures == ["ShowsATakenScreen#1 failed to start: \(error)"])
        #expect(root.releaseReason == .startFailed(error))
        #expect(finished)
        #expect(router.window.screens.map(\.title) == ["first"])
        #expect(router.statistics.description == "created 1, released 1, running 0, deinitialised 0")
        _ = (watch, result, holder)
    }

    @Test func aPresentationThatFailsOnceTheChildStartedReleasesItWithStartFailedPublishedNotAsserted() throws {
        let app = try Harness()  // the default policy: an assertion here would stop the test process
        var failures: [String] = []
        let watch = app.router.startFailures.sink { failures.append($0.description) }
        let home = app.stack.screens[0]
        let child = TakesThePresentersPlace(presenter: home)
        var received: [Int?] = []
        let error = NavigationError.alreadyPresenting(presenter: "Home", presented: "intruder")
        #expect(throws: error) {
            app.root.onResult(of: try app.root.present(child, from: home)) { received.append($0) }
        }
        #expect(child.releaseReason == .startFailed(error))
        #expect(app.releases.take() == ["TakesThePresentersPlace: start failed: \(error)"])
        #expect(failures == ["RootCoordinator#1 > TakesThePresentersPlace#2 failed to start: \(error)"])
        #expect(received.isEmpty)  // the error was thrown: onResult never ran
        #expect(titles(app.window.screens) == ["Home", "Home", "intruder"])
        #expect(app.running == ["Root"])
        watch.cancel()
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
