import FlowKit
import FlowKitTesting
import Testing

/// Each action that cannot apply fails the test at the caller's line with what the screen offers, and
/// changes nothing.
@MainActor
@Suite struct ActionReportingTests {
    let flow: FlowTest

    init() throws {
        flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
    }

    let offers = "which offers: tap Next, tap Cancel, back, swipe-back [cancel], back-to 1, tab Profile, tab Other"

    @Test func tappingAMissingButtonNamesTheScreenAndWhatItOffers() {
        expectFailure(
            containing: ["cannot \"tap Save\" on screen \"First Name\", " + offers, "UpdateDetailsCoordinator#2"],
            at: #line + 1, in: #fileID
        ) { flow.tap("Save") }
        flow.expectStack(["Profile", "First Name"])
        flow.expectNothingReleased()
    }

    @Test func backAtTheRootOfAStackCannotApply() throws {
        let root = try FlowTest(stackRootedAt: "Home")
        for action in [UserAction.back, .swipeBack(), .swipeBack(.cancelled), .swipeBack(.held), .popToRoot] {
            expectFailure(
                containing: ["cannot \"\(action)\" on screen \"Home\", which offers: nothing (try wait)"],
                at: #line + 1, in: #fileID
            ) { root.perform(action) }
        }
        root.expectStack(["Home"])
    }

    @Test func aLongPressToAScreenNotBelowListsTheMenu() {
        flow.tap("Next")
        expectFailure(
            containing: [
                "cannot \"long-press back to Settings\" on screen \"Last Name\"", "lists: \"First Name\", \"Profile\"",
            ],
            at: #line + 1, in: #fileID
        ) { flow.longPressBack(to: "Settings") }
        flow.expectStack(["Profile", "First Name", "Last Name"])
    }

    @Test func tabsCoveredByAModalAndSwipeDownWithoutOneCannotApply() throws {
        expectFailure(containing: ["cannot \"swipe-down\" on screen \"First Name\""], at: #line + 1, in: #fileID) {
            flow.swipeDown()
        }
        try flow.present(ColorPicker())
        for action in [UserAction.tapTab("Other"), .retapTab] {
            expectFailure(
                containing: [
                    "cannot \"\(action)\" on screen \"Pick a colour\", which offers: tap Red, tap Blue, swipe-down"
                ],
                at: #line + 1, in: #fileID
            ) { flow.perform(action) }
        }
        flow.expectScreen("Pick a colour")
    }

    @Test func aButtonWhoseActionThrowsReportsTheError() throws {
        let flow = try FlowTest(stackRootedAt: Screen(title: "Home", buttons: [Screen.Button("Push twice") {}]))
        let home = try #require(flow.window.topScreen)
        home.buttons = [Screen.Button("Push twice") { [weak home] in try home?.navigationStack?.push(home!) }]
        expectFailure(
            containing: ["\"tap Push twice\" failed: 'Home' already has a place"], at: #line + 1, in: #fileID
        ) { flow.tap("Push twice") }
    }

    @Test func aSequenceStopsAtTheFirstActionThatCannotApply() {
        expectFailure(containing: ["cannot \"tap Nope\" on screen \"Last Name\""], at: #line + 1, in: #fileID) {
            flow.perform([.tap("Next"), .tap("Nope"), .back])
        }
        flow.expectStack(["Profile", "First Name", "Last Name"])
    }

    @Test func aRefusedSwipeDownFailsASwipeAndPassesItsExpectation() throws {
        let settings = try flow.present(SettingsCoordinator())
        flow.tap("Edit")
        flow.expectSwipeDownRefused()
        expectFailure(
            containing: ["\"swipe-down\" failed: 'Settings' refuses interactive dismissal"], at: #line + 1, in: #fileID
        ) { flow.swipeDown() }
        #expect(settings.releaseReason == nil)
        flow.tap("Done")
        flow.expectReleased(SettingsCoordinator.self, .finished)
    }
}
