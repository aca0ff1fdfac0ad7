import FlowKit
import FlowKitTesting
import Testing

/// Issue 17's modal settings flow: done, swipe-down, cancelled swipe-down, refused swipe-down.
@MainActor
@Suite struct ModalFlowTests {
    let flow: FlowTest
    let settings: FlowChild<Void>

    init() throws {
        flow = try FlowTest(stackRootedAt: "Home")
        settings = try flow.present(SettingsCoordinator())
    }

    @Test func doneFinishesAndDismisses() {
        flow.tap("Done")
        flow.expectReleased(SettingsCoordinator.self, .finished)
        #expect(settings.result != nil)
        flow.expectScreen("Home")
        flow.expectNoLeaks()
    }

    @Test func theTestEndsTheModalAsItsParentWould() {
        flow.end(settings)
        flow.expectReleased(SettingsCoordinator.self, .ended)
        #expect((settings.result == nil, settings.releaseReason) == (true, .ended))
        flow.expectScreen("Home")
        flow.expectNoLeaks()
    }

    @Test func endingAChildThatIsAlreadyReleasedRecordsWhy() {
        flow.tap("Done")
        flow.expectReleased(SettingsCoordinator.self, .finished)
        expectFailure(
            containing: ["cannot end SettingsCoordinator#2: it was released (finished)"], at: #line + 1, in: #fileID
        ) { flow.end(settings) }
        flow.expectNothingReleased()
    }

    @Test func aSwipeDownReleasesWithoutAResult() {
        flow.swipeDown()
        flow.expectReleased(SettingsCoordinator.self, .screensRemoved(.swipeDown))
        #expect(settings.result == nil)
        flow.expectNoLeaks()
    }

    @Test func aCancelledSwipeDownReleasesNothing() {
        flow.swipeDown(.cancelled)
        flow.expectNothingReleased()
        flow.expectScreen("Settings")
        flow.expectNoLeaks()
    }

    @Test func aRefusedSwipeDownChangesNothingUntilDone() {
        flow.tap("Edit")
        flow.expectSwipeDownRefused()
        flow.expectNothingReleased()
        flow.tap("Done")
        flow.expectReleased(SettingsCoordinator.self, .finished)
    }

    @Test func aHeldSwipeDownIsInterruptedByADismissalAndReleasesOnce() throws {
        let swipe = try #require(flow.swipeDown(.held))
        flow.tap("Done")
        #expect(swipe.state == .interrupted)
        flow.expectReleased(SettingsCoordinator.self, .finished)
        flow.expectNoLeaks()
    }
}
