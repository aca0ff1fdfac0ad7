import Signals
import Testing

@testable import FlowKit

/// The router's queue: a link waits for the coordinator its root names, and is dropped with a reason.
@MainActor
@Suite struct DeepLinkQueueTests {
    /// Shows Home; while a `Gate` child runs, links wait for it; otherwise `page` pushes a Page.
    final class LinkRoot: BaseCoordinator<Never>, DeepLinkRoot {
        static let deepLinkScheme = "test"
        let stack = NavigationStack(title: "Home")
        var applied: [[String]] = []

        static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
            guard route.first == "page" else { throw .unknownHost(host: route.first ?? "") }
        }

        override func start() -> AnyPublisher<Never, Never> {
            try? show(stack)
            try? stack.push(Screen(title: "Home"))
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }

        func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
            if let gate = children.first { return .waiting(for: gate) }
            applied.append(Array(route))
            return .applied
        }
    }

    @Test func aQueuedLinkIsDroppedWhenItsTargetIsReleasedWithoutFinishing() throws {
        let window = Window()
        let router = Router(window: window)
        let root = LinkRoot()
        router.start(root)
        let gate = TestCoordinator("Gate", screens: ["Gate"])
        try root.push(gate, on: root.stack)
        var dropped: [DroppedDeepLink] = []
        let watch = router.droppedDeepLinks.sink { dropped.append($0) }
        #expect(try router.open("test://page") == .queued)
        try root.stack.goBack()
        watch.cancel()
        let link = try DeepLink(parsing: "test://page")
        #expect(
            dropped == [
                DroppedDeepLink(
                    link: link,
                    reason: .targetReleased(coordinator: "TestCoordinator", reason: .screensRemoved(.backButton)))
            ])
        #expect(router.pendingDeepLink == nil)
        router.applyPendingDeepLink()
        #expect(root.applied.isEmpty)
    }

    @Test func aQueuedLinkIsAppliedWhenTheAppSaysItsFlowRuns() throws {
        let router = Router(window: Window())
        let root = LinkRoot()
        router.start(root)
        let gate = TestCoordinator("Gate", screens: ["Gate"])
        try root.push(gate, on: root.stack)
        #expect(try router.open("test://page") == .queued)
        gate.emit("done")
        router.applyPendingDeepLink()
        #expect(root.applied == [["page"]])
        #expect(router.pendingDeepLink == nil)
    }

    @Test func aRouterWithoutADeepLinkRootRefusesLinks() throws {
        let app = try Harness()
        #expect(throws: DeepLinkError.noHandler) { try app.router.open("test://page") }
    }
}
