import Signals
import Testing

@testable import FlowKit

/// `try await child.value()`: the result, each way of ending without one, and task cancellation, with
/// virtual time.
@MainActor
@Suite struct AsyncResultTests {
    /// Shows a screen and emits `title` after `delay` seconds of the scheduler's time.
    final class Timed: BaseCoordinator<String> {
        let title: String
        let delay: Int
        let scheduler: VirtualTimeScheduler

        init(_ title: String, after delay: Int, on scheduler: VirtualTimeScheduler) {
            self.title = title
            self.delay = delay
            self.scheduler = scheduler
        }

        override func start() -> AnyPublisher<String, Never> {
            try? show(Screen(title: title))
            return Just(title).delay(for: .seconds(delay), scheduler: scheduler).eraseToAnyPublisher()
        }
    }

    @Test func awaitingReturnsTheResultOnceVirtualTimeReachesIt() async throws {
        let scheduler = VirtualTimeScheduler()
        let app = try Harness()
        let child = Timed("Slow", after: 2, on: scheduler)
        try app.root.push(child, on: app.stack)
        let task = Task { try await child.value() }
        await Task.yield()
        scheduler.advance(by: .seconds(1))
        #expect(titles(app.stack.screens) == ["Home", "Slow"])
        scheduler.advance(by: .seconds(1))
        #expect(try await task.value == "Slow")
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(app.releases.entries == ["Timed: finished"])
    }

    @Test func awaitingAndSubscribingSeeTheSameOutcome() async throws {
        let app = try Harness()
        let child = TestCoordinator("A", screens: ["A1"])
        app.track(try app.root.push(child, on: app.stack), as: "A")
        let task = Task { try await child.value() }
        child.emit("saved")
        #expect(try await task.value == "saved")
        #expect(app.received.entries == ["A: value saved", "A: finished"])
        // A settled outcome is replayed to a later await.
        #expect(try await child.value() == "saved")
    }

    @Test(arguments: [
        ("back", ReleaseReason.screensRemoved(.backButton)),
        ("complete", .completedWithoutResult),
        ("ancestor", .ancestorReleased),
    ])
    func awaitingThrowsTheReasonTheChildEndedWithoutAResult(path: String, reason: ReleaseReason) async throws {
        let app = try Harness()
        let parent = try app.push("P", screens: ["P1"])
        let child = try app.push("C", screens: ["C1"], by: parent)
        let task = Task { try await child.value() }
        switch path {
        case "back": try app.stack.goBack()
        case "complete": child.complete()
        default: parent.emit("done")
        }
        await #expect(throws: CoordinatorAwaitError.ended(coordinator: "TestCoordinator", reason: reason)) {
            try await task.value
        }
    }

    @Test func cancellingTheAwaitingTaskReleasesTheChildAndItsChildren() async throws {
        let app = try Harness()
        let child = try app.push("A", screens: ["A1", "A2"])
        let weakModal = Weak(try app.present("M", screens: ["M1"], by: child, from: app.stack))
        let task = Task { try await child.value() }
        await Task.yield()
        task.cancel()
        await #expect(throws: CoordinatorAwaitError.ended(coordinator: "TestCoordinator", reason: .taskCancelled)) {
            try await task.value
        }
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(app.stack.presentedScreen == nil)
        #expect(app.releases.entries == ["M: ancestor released", "A: awaiting task cancelled"])
        #expect(app.received.entries == ["M: finished", "A: finished"])
        #expect(weakModal.object == nil)
        #expect(app.running == ["Root"])
    }

    @Test func awaitingACoordinatorThatNeverStartedThrowsAtOnce() async {
        let child = TestCoordinator("A", screens: ["A1"])
        await #expect(throws: CoordinatorAwaitError.notStarted(coordinator: "TestCoordinator")) {
            try await child.value()
        }
    }
}
