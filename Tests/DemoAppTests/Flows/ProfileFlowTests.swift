import Testing

@testable import DemoApp

@MainActor
@Suite struct ProfileFlowTests {
    let app = FlowHarness()
    let details = FlowHarness.tabs.inserting(["UpdateDetailsCoordinator"], after: "ProfileCoordinator")

    init() { app.run("wait 1\ntab Profile") }

    var stack: [String] { app.snapshot.topContainer?.visibleStack?.map(\.title) ?? [] }

    @Test func saveReplacesTheFlowsScreensWithTheResultAndFinishPops() {
        app.steps([("tap Update Details", details), ("tap Next", details)])
        #expect(stack == ["Profile", "First Name", "Last Name"])
        app.steps([("tap Save", details)])
        #expect(stack == ["Profile", "Result"])
        app.steps([("tap Finish", FlowHarness.tabs)])
        #expect(stack == ["Profile"])
        #expect(app.snapshot.topScreen?.lines == ["Name: John Appleseed"])
    }

    /// The hotspots of the flow: every way out leaves no coordinator behind, and only Finish saves.
    @Test(arguments: [
        "back", "swipe-back", "tap Cancel", "tab Profile",
        "tap Next\nback\nback", "tap Next\nswipe-back\nswipe-back", "tap Next\ntap Cancel", "tap Next\nback-to 2",
        "tap Next\ntab Profile", "tap Next\ntap Save\nback", "tap Next\ntap Save\nswipe-back",
        "tap Next\ntap Save\ntab Profile",
    ])
    func everyWayOutReleasesTheFlowWithoutSaving(path: String) {
        app.steps([("tap Update Details", details)])
        app.run(path)
        #expect(app.snapshot.alive == FlowHarness.tabs)
        #expect(stack == ["Profile"])
        #expect(app.snapshot.topScreen?.lines == ["Name: Jane Appleseed"])
        #expect(app.snapshot.leaks.isEmpty)
    }

    @Test func aCancelledSwipeOnEachScreenKeepsTheFlow() {
        app.steps([
            ("tap Update Details", details), ("swipe-back cancel", details), ("tap Next", details),
            ("swipe-back cancel", details), ("tap Save", details), ("swipe-back cancel", details),
        ])
        #expect(stack == ["Profile", "Result"])
    }
}
