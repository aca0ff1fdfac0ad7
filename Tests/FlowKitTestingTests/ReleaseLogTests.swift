import FlowKit
import FlowKitTesting
import Testing

@MainActor
@Suite struct ReleaseLogTests {
    @Test func releasesAreLoggedAsValuesWithReasonAndPath() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        let details = try flow.push(UpdateDetailsCoordinator())
        flow.swipeBack(.cancelled)
        flow.expectNothingReleased()
        flow.back()
        #expect(
            flow.releases == [
                CoordinatorRelease(
                    name: "UpdateDetailsCoordinator", id: 2, reason: .screensRemoved(.backButton),
                    path: ["TestRoot#1", "UpdateDetailsCoordinator#2"])
            ])
        #expect(flow.releases.map(\.description) == ["TestRoot#1 > UpdateDetailsCoordinator#2: screens removed (back)"])
        flow.expectReleased(UpdateDetailsCoordinator.self, .screensRemoved(.backButton))
        #expect(details.releaseReason == .screensRemoved(.backButton))
        #expect(details.result == nil)
    }

    @Test func theLogKeepsNoReleasedCoordinatorAlive() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        let details = try flow.push(UpdateDetailsCoordinator())
        #expect(details.coordinator != nil)
        flow.retapTab()
        flow.expectReleased(UpdateDetailsCoordinator.self, .screensRemoved(.tabReselected))
        #expect(details.coordinator == nil, "deinitialised although the log recorded its release")
        flow.expectNoLeaks()
    }

    @Test func aChildsResultAndTheSameReleaseReachTheHandle() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        let picker = try flow.present(ColorPicker())
        flow.tap("Blue")
        #expect((picker.result, picker.releaseReason, picker.hasEnded) == ("Blue", .finished, true))
        flow.expectReleases(["ColorPicker#2: finished"])
        flow.expectScreen("Home")
        flow.expectNoLeaks()
    }

    @Test func releaseExpectationsFailWithWhatWasExpectedAndFound() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
        flow.tap("Next")
        try flow.present(ColorPicker())
        expectFailure(
            containing: ["expected one release, UpdateDetailsCoordinator: screens removed (back); found none"],
            at: #line + 1, in: #fileID
        ) { flow.expectReleased(UpdateDetailsCoordinator.self, .screensRemoved(.backButton)) }
        flow.swipeDown()
        expectFailure(
            containing: [
                "expected no release, found:\n  TestRoot#1 > UpdateDetailsCoordinator#2 > ColorPicker#3: screens removed (swipe-down)"
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectNothingReleased() }
        flow.retapTab()
        expectFailure(
            containing: [
                #"expected the releases ["UpdateDetailsCoordinator#2: finished"], found:"#, "(tab-reselected)",
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectReleases(["UpdateDetailsCoordinator#2: finished"]) }
        flow.expectNothingReleased()  // the failed expectation accounted for the release
    }

    @Test func replacingTheRootReleasesEveryChildOnce() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
        flow.tap("Next")
        try flow.present(ColorPicker())
        flow.replaceRoot(with: Screen(title: "Login"))
        flow.expectReleases([
            "ColorPicker#3: screens removed (set-root)", "UpdateDetailsCoordinator#2: screens removed (set-root)",
        ])
        flow.expectTree("TestRoot#1 [Login]")  // the screens that left were deinitialised
        flow.expectNoLeaks()
    }
}
