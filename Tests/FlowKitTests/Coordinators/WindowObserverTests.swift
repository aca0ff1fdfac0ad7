import Signals
import Testing

@testable import FlowKit

/// The window tells its router of each event directly, before the subscribers of `events`, unless someone
/// subscribed before the router was created: then the router subscribes too, and each is told in the order
/// it subscribed.
@MainActor
@Suite struct WindowObserverTests {
    @Test func theRouterIsToldBeforeTheSubscribersThatCameAfterIt() throws {
        let app = try Harness()
        #expect(app.window.observer === app.router)
        let child = try app.push("A", screens: ["a1"])
        var seen: [String] = []
        let late = app.window.events.sink { event in
            seen.append("\(event.cause): A running \(child.isRunning)")
        }
        try app.stack.goBack()
        #expect(seen == ["back: A running false"])
        late.cancel()
    }

    @Test func aSubscriberThatCameBeforeTheRouterIsToldBeforeIt() throws {
        let window = Window()
        var seen: [String] = []
        var child: TestCoordinator?
        let early = window.events.sink { event in
            seen.append("\(event.cause): A running \(child?.isRunning ?? false)")
        }
        let router = Router(window: window)
        #expect(window.observer == nil)
        let stack = try NavigationStack(root: Screen(title: "Home"))
        let root = RootCoordinator(showing: stack)
        try router.start(root)
        let pushed = TestCoordinator("A", screens: ["a1"])
        child = pushed
        try root.push(pushed, on: stack)
        seen = []
        try stack.goBack()
        #expect(seen == ["back: A running true"])  // told before the router released it
        #expect(!pushed.isRunning)
        early.cancel()
    }

    @Test func aSecondRouterOnTheSameWindowSubscribesAfterTheFirst() throws {
        let app = try Harness()
        let second = Router(window: app.window)
        #expect(app.window.observer === app.router)
        var settled: [String] = []
        let watch = second.settledEvents.sink { settled.append("\($0.cause)") }
        _ = try app.push("A", screens: ["a1"])
        try app.stack.goBack()
        #expect(settled == ["push", "back"])
        watch.cancel()
    }
}
