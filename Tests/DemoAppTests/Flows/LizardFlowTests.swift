import Testing

@testable import DemoApp
@testable import FlowKitScript

@MainActor
@Suite struct LizardFlowTests {
    let app = FlowHarness()
    let compose = FlowHarness.tabs.inserting(["ComposeCoordinator"], after: "LizardCoordinator")
    let twoComposes = FlowHarness.tabs.inserting(
        ["ComposeCoordinator", "ComposeCoordinator"], after: "LizardCoordinator")

    init() { app.run("wait 1") }

    var items: [String] { app.snapshot.root?.allScreens.first { $0.title == "Lizard" }?.lines ?? [] }

    @Test func okCountsAnItemAndCancelDoesNot() {
        #expect(items == ["Items: 0"])
        app.steps([("tap Compose", compose), ("tap OK", FlowHarness.tabs)])
        #expect(items == ["Items: 1"])
        app.steps([("tap Compose", compose), ("tap Cancel", FlowHarness.tabs)])
        #expect(items == ["Items: 1"])
        #expect(app.snapshot.modals.isEmpty)
    }

    @Test func composeIsPresentedInItsOwnStack() {
        app.run("tap Compose")
        #expect(
            app.snapshot.modals == [
                .stack([
                    DemoScreen(
                        title: "Compose", lines: ["Write a message.", "Sent from here: 0"],
                        buttons: ["OK", "Cancel", "Compose"])
                ])
            ])
    }

    @Test func swipeDownReleasesWithNoResultAndACancelledOneNothing() {
        app.steps([
            ("tap Compose", compose), ("swipe-down cancel", compose), ("swipe-down", FlowHarness.tabs),
        ])
        #expect(items == ["Items: 0"])
    }

    @Test func composeOnComposeStacksAndCountsInItsPresenter() {
        app.steps([
            ("tap Compose", compose), ("tap Compose", twoComposes), ("tap OK", compose),
        ])
        #expect(app.snapshot.topScreen?.lines == ["Write a message.", "Sent from here: 1"])
        #expect(items == ["Items: 0"])
        app.steps([("tap Compose", twoComposes), ("swipe-down", compose), ("tap OK", FlowHarness.tabs)])
        #expect(items == ["Items: 1"])
    }

    @Test func dismissingTheLowerComposeReleasesTheOneOnTopToo() {
        app.steps([
            ("tap Compose", compose), ("tap Compose", twoComposes),
            (
                "tap Compose",
                FlowHarness.tabs.inserting(Array(repeating: "ComposeCoordinator", count: 3), after: "LizardCoordinator")
            ),
        ])
        // Swiping down the top one, then cancelling the middle one: each dismissal leaves nothing behind.
        app.steps([("swipe-down", twoComposes), ("tap Cancel", compose), ("swipe-down", FlowHarness.tabs)])
        #expect(app.snapshot.leaks.isEmpty)
    }

    @Test func theTabBarIsCoveredByAModal() {
        app.run("tap Compose")
        #expect(
            app.snapshot.problem(applying: .tab("Profile"))
                == "cannot \"tab Profile\" on screen \"Compose\", which offers: tap OK, tap Cancel, tap Compose, swipe-down [cancel]"
        )
        #expect(app.snapshot.problem(applying: .back) != nil)
    }
}
