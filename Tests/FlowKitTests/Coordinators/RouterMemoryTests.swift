import Testing

@testable import FlowKit

@MainActor
@Suite struct RouterMemoryTests {
    @Test func thousandsOfPushBackCyclesKeepTheRoutersBookkeepingSmall() throws {
        let app = try Harness()
        for index in 0..<2_000 {
            let child = TestCoordinator("C\(index)", screens: ["c"])
            app.root.onResult(of: try app.root.push(child, on: app.stack)) { _ in }
            try app.stack.goBack()
        }
        #expect(app.router.census.releasedRecently.count < 128)
        #expect(app.root.resultSubscriptions.isEmpty && app.root.children.isEmpty)
        #expect(app.window.shownScreens.count == 2)
        #expect(
            app.router.statistics
                == CoordinatorStatistics(created: 2_001, released: 2_000, running: 1, deinitialised: 2_000))
    }
}
