import FlowKit
import FlowKitTesting
import Testing

/// Scripts in the demo's language, run on a test's flow.
@MainActor
@Suite struct ScriptTests {
    @Test func aScriptDrivesTheFlowAndChecksItsExpectations() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
        flow.run(
            """
            # every screen keeps the flow through a cancelled swipe
            swipe-back cancel
            tap Next
            swipe-back cancel
            expect screen Last Name
            expect alive UpdateDetailsCoordinator 1
            back-to 1
            expect screen First Name
            tab Profile
            expect alive UpdateDetailsCoordinator 0
            """)
        flow.expectReleased(UpdateDetailsCoordinator.self, .screensRemoved(.tabReselected))
        flow.expectNoLeaks()
    }

    @Test func waitsMoveTheVirtualClock() throws {
        let flow = try FlowTest { clock in SplashApp(clock: clock) }
        flow.run("expect screen Splash\nwait 1.5\nexpect screen Splash\nwait 0.5\nexpect screen Home")
    }

    @Test func aMalformedScriptRunsNothingAndListsEveryBadLine() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
        expectFailure(
            containing: [
                "the script is malformed (nothing ran):\nline 1: unknown action \"jump\"",
                "line 3: \"wait\" is missing an argument; expected \"wait SECONDS\"",
            ],
            at: #line + 1, in: #fileID
        ) { flow.run("jump\nback\nwait") }
        flow.expectScreen("First Name")
    }

    @Test func aLineThatCannotApplyStopsTheScriptWithItsNumberAndWhatTheScreenOffers() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
        expectFailure(
            containing: [
                "script line 2, \"tap Save\": cannot \"tap Save\" on screen \"First Name\", which offers: tap Next,",
                "coordinators:\n  TestRoot#1 [Tabs, Profile, Other]",
            ],
            at: #line + 1, in: #fileID
        ) { flow.run("swipe-back cancel\ntap Save\nback") }
        flow.expectScreen("First Name")
        expectFailure(
            containing: [
                "script line 1, \"expect alive UpdateDetailsCoordinator 0\": expected 0 alive UpdateDetailsCoordinator,"
                    + " found 1 (alive: TestRoot, UpdateDetailsCoordinator)"
            ],
            at: #line + 1, in: #fileID
        ) { flow.run("expect alive UpdateDetailsCoordinator 0") }
    }
}
