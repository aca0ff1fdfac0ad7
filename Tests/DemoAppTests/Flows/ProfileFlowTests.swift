import FlowKit
import FlowKitTesting
import Testing

@testable import DemoApp

/// The Profile tab and its update-details flow, run with FlowKitTesting on the demo's own root.
@MainActor
@Suite struct ProfileFlowTests {
    let flow: FlowTest
    let details = FlowHarness.tabs.inserting(["UpdateDetailsCoordinator"], after: "ProfileCoordinator")

    init() throws {
        flow = try FlowTest { clock in AppCoordinator(scheduler: clock) }
        flow.run("wait 1\ntab Profile")
        flow.expectReleases(["SplashCoordinator#2: finished"])
    }

    @Test func saveReplacesTheFlowsScreensWithTheResultAndFinishPops() {
        for step in ["Update Details", "Next"] {
            flow.tap(step)
            flow.expectRunning(details)
        }
        flow.expectStack(["Profile", "First Name", "Last Name"])
        flow.tap("Save")
        flow.expectRunning(details)
        flow.expectStack(["Profile", "Result"])
        flow.tap("Finish")
        flow.expectReleased(UpdateDetailsCoordinator.self, .finished)
        flow.expectRunning(FlowHarness.tabs)
        flow.expectStack(["Profile"])
        #expect(flow.window.topScreen?.lines == ["Name: John Appleseed"])
        flow.expectNoLeaks()
    }

    /// The hotspots of the flow: every way out leaves no coordinator behind, and only Finish saves.
    @Test(arguments: [
        "back", "swipe-back", "tap Cancel", "tab Profile",
        "tap Next\nback\nback", "tap Next\nswipe-back\nswipe-back", "tap Next\ntap Cancel", "tap Next\nback-to 2",
        "tap Next\ntab Profile", "tap Next\ntap Save\nback", "tap Next\ntap Save\nswipe-back",
        "tap Next\ntap Save\ntab Profile",
    ])
    func everyWayOutReleasesTheFlowWithoutSaving(path: String) {
        flow.tap("Update Details")
        flow.expectRunning(details)
        flow.run(path)
        flow.expectRunning(FlowHarness.tabs)
        flow.expectStack(["Profile"])
        #expect(flow.window.topScreen?.lines == ["Name: Jane Appleseed"])
        flow.expectNoLeaks()
    }

    @Test func aDeepLinkOpensTheFlowOnLastNameAndALinkOfAnotherSchemeIsRefused() {
        flow.perform(.open("demo://profile/update-details/last-name"))
        flow.expectStack(["Profile", "First Name", "Last Name"])
        flow.expectRunning(details)
        flow.expectNothingReleased()
        withKnownIssue {
            flow.perform(.open("other://lizard"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("\"open other://lizard\" failed: ") }
        }
        flow.expectStack(["Profile", "First Name", "Last Name"])
    }

    @Test func aCancelledSwipeOnEachScreenKeepsTheFlow() {
        let steps = [
            "tap Update Details", "swipe-back cancel", "tap Next", "swipe-back cancel", "tap Save", "swipe-back cancel",
        ]
        for step in steps {
            flow.run(step)
            flow.expectRunning(details)
        }
        flow.expectStack(["Profile", "Result"])
        flow.expectNothingReleased()
    }
}
