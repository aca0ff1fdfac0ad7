import FlowKit
import FlowKitTesting
import Testing

@MainActor
@Suite struct LeakTests {
    /// Anchored to its first screen, with a second pushed above it.
    final class AnchoredFlow: BaseCoordinator<Void> {
        override func start() throws(NavigationError) -> ResultPublisher {
            let key = Screen(title: "Key")
            anchor(to: key)
            try show(key)
            try show(Screen(title: "Above"))
            return resultFromFinish
        }
    }

    @Test func aReleasedCoordinatorTheTestStillHoldsIsReported() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        let details = UpdateDetailsCoordinator()
        try flow.push(details)
        flow.back()
        expectFailure(
            containing: [
                "expected no leaks, found 1:",
                "- UpdateDetailsCoordinator#2 was released (screens removed (back))"
                    + " but is still in memory: something holds it strongly (a test's local variable",
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectNoLeaks() }
        flow.expectNoLeaks(.all.subtracting(.releasedCoordinators))
        withExtendedLifetime(details) {}
    }

    @Test func aScreenThatLeftTheWindowButIsHeldIsReported() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        try flow.push(UpdateDetailsCoordinator())
        let firstName = try #require(flow.window.topScreen)
        flow.back()
        expectFailure(
            containing: [
                "- screen \"First Name\" (of UpdateDetailsCoordinator#2) left the window but is still in memory"
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectNoLeaks() }
        withExtendedLifetime(firstName) {}
    }

    /// Issue 17's first mistake: a child started with `coordinate(to:)` pushes its own screen and never owns it.
    @Test func aChildThatPushesAScreenItNeverOwnsIsReportedBeforeAndAfterTheScreenGoes() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        try flow.start(UnownedPusher(pushingOn: flow.window.topNavigationStack))
        expectFailure(
            containing: [
                "expected no leaks, found 2:",
                "- UnownedPusher#2 runs, but none of its screens nor its children's is in the window: a child that"
                    + " shows its own screen must own(_:) it",
                "- screen \"Pushed\" is in the window but no coordinator owns it: show(_:) it, or own(_:) it",
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectNoLeaks() }
        flow.back()
        flow.expectNothingReleased()  // the mistake: nothing tells the router the flow is over
        expectFailure(
            containing: ["expected no leaks, found 1:", "- UnownedPusher#2 runs"],
            at: #line + 1, in: #fileID
        ) { flow.expectNoLeaks() }
    }

    /// Issue 17's second mistake: `setScreens([root, result])` by hand, without owning the new screen.
    @Test func aScreenGivenToSetScreensWithoutAnOwnerIsReportedAndTheFlowIsGone() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        let replacer = try flow.push(HandReplacer())
        flow.tap("Save")
        flow.expectReleased(HandReplacer.self, .screensRemoved(.setScreens))
        flow.tap("Finish")  // does nothing: its coordinator is gone
        #expect(replacer.result == nil)
        expectFailure(
            containing: ["- screen \"Result\" is in the window but no coordinator owns it"], at: #line + 1, in: #fileID
        ) { flow.expectNoLeaks() }
    }

    @Test func aScreenLeftBehindByAReleasedCoordinatorIsReportedWithItsOwner() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        try flow.push(AnchoredFlow())
        let stack = try #require(flow.window.topNavigationStack)
        try stack.setScreens([stack.screens[0], stack.screens[2]])  // the anchor goes, Above stays
        flow.expectReleased(AnchoredFlow.self, .screensRemoved(.setScreens))
        expectFailure(
            containing: [
                "expected no leaks, found 1:",
                "- screen \"Above\" is in the window but its coordinator AnchoredFlow#2 was released"
                    + " (screens removed (set-screens)): its buttons act on nothing",
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectNoLeaks() }
    }

    @Test func aScreenOwnedOnlyAfterTheChangeThatShowedItIsReportedOnceFromThatChange() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        let late = Screen(title: "Late")
        try #require(flow.window.topNavigationStack).push(late)  // shown without an owner…
        flow.router.root?.own(late)  // …and owned only afterwards
        expectFailure(
            containing: [
                "expected no leaks, found 1:",
                "- the leak detector reported, after a change: unowned screen \"Late\": own(_:) it (or anchor(to:) it)"
                    + " in the coordinator that shows it, before the change that shows it",
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectNoLeaks() }
        flow.expectNoLeaks()  // the report was accounted for
    }

    @Test func everyWayOutOfACorrectFlowLeavesNothing() throws {
        for path in [[UserAction.back], [.tap("Next"), .tap("Cancel")], [.tap("Next"), .tap("Save"), .tap("Finish")]] {
            let flow = try FlowTest(tabs: "Profile", "Other")
            try flow.push(UpdateDetailsCoordinator())
            flow.perform(path)
            flow.expectScreen("Profile")
            flow.expectNoLeaks()
        }
    }
}
