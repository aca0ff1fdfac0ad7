import FlowKit
import FlowKitUIKit
import Testing
@_spi(User) import UIKit

/// The modal rows of the release table, end to end through `UIKitHost`: swipe-down completed, cancelled,
/// refused; a chain dismissed from below.
@MainActor
@Suite struct UIKitHostModalTests {
    /// A rig presenting `M` (`M1`) from the root stack, animations ended.
    private func presentingM() throws -> (UIKitRig, modal: NavigationStack) {
        let rig = try UIKitRig()
        try rig.present("M", ["M1"], from: rig.stack)
        rig.user.finishAnimations()
        return (rig, try #require(rig.stack.presentedScreen as? NavigationStack))
    }

    @Test func presentationIsShownWithTheHostAsItsDelegate() throws {
        let (rig, modal) = try presentingM()
        #expect(rig.navigation().presentedViewController === rig.controller(modal))
        #expect(rig.controller(modal).presentingViewController === rig.navigation())
        #expect(rig.controller(modal).presentationController?.delegate === rig.host)
        #expect(rig.window.hierarchyDescription == "Home\n  Home\n  presents M1\n    M1")
        rig.expectInSync()
    }

    @Test func completedSwipeDownReleasesThePresentedFlow() throws {
        let (rig, modal) = try presentingM()
        #expect(rig.user.swipeDown(rig.controller(modal), .completed) == .dismissed)
        #expect(rig.takeReleases() == ["M: screens removed (swipe-down)"])
        #expect(rig.navigation().presentedViewController == nil)
        rig.expectInSync()
    }

    @Test func cancelledSwipeDownChangesNothing() throws {
        let (rig, modal) = try presentingM()
        #expect(rig.user.swipeDown(rig.controller(modal), .cancelled) == .cancelled)
        #expect(rig.takeReleases() == [])
        #expect(rig.running == ["RootFlow", "M"])
        rig.expectInSync()
    }

    @Test func heldSwipeDownHoldsTheModelsChanges() throws {
        let (rig, modal) = try presentingM()
        guard case .began(let gesture) = rig.user.beginSwipeDown(rig.controller(modal)) else {
            Issue.record("the swipe-down did not begin")
            return
        }
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home"])
        gesture.end(.completed)
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["M: screens removed (swipe-down)"])
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1"])
        rig.expectInSync()
    }

    @Test func swipeDownIsRefusedWhileTheModelsScreenIsModalInPresentation() throws {
        let (rig, modal) = try presentingM()
        modal.screens[0].isModalInPresentation = true
        #expect(rig.user.swipeDown(rig.controller(modal), .completed) == .refused)
        #expect(rig.takeReleases() == [])
        #expect(rig.running == ["RootFlow", "M"])
        rig.expectInSync()
    }

    @Test func swipeDownIsRefusedWhenAppCodeSetsIsModalInPresentationOnUIKit() throws {
        let (rig, modal) = try presentingM()
        rig.controller(modal.screens[0]).isModalInPresentation = true
        // UIKit refuses before asking the delegate, then tells it of the attempt: the host asks the model's
        // guards (none here), and changes nothing.
        #expect(rig.user.swipeDown(rig.controller(modal), .completed) == .refused)
        #expect(rig.takeReleases() == [])
        rig.expectInSync()
    }

    @Test func swipeDownOfTheTopOfAChainDismissesOnlyIt() throws {
        let (rig, modal) = try presentingM()
        try rig.present("N", ["N1"], from: modal)
        rig.user.finishAnimations()
        let top = try #require(modal.presentedScreen)
        #expect(rig.user.swipeDown(rig.controller(modal), .completed) == .notPossible)
        #expect(rig.user.swipeDown(rig.controller(top), .completed) == .dismissed)
        #expect(rig.takeReleases() == ["N: screens removed (swipe-down)"])
        rig.expectInSync()
    }

    @Test func dismissingAChainFromBelowDismissesItWhole() throws {
        let (rig, modal) = try presentingM()
        try rig.present("N", ["N1"], from: modal)
        rig.user.finishAnimations()
        try rig.stack.dismiss()
        #expect(Set(rig.takeReleases()) == ["M: screens removed (dismiss)", "N: screens removed (dismiss)"])
        // UIKit removes the chain when the dismissal's animation ends.
        #expect(rig.navigation().presentedViewController != nil)
        rig.user.finishAnimations()
        #expect(rig.navigation().presentedViewController == nil)
        #expect(rig.window.hierarchyDescription == "Home\n  Home")
        rig.expectInSync()
    }

    @Test func dismissThenPresentWaitsForTheDismissalToEnd() throws {
        // UIKit refuses to present from a view controller still dismissing ("already presenting"): the
        // host issues the presentation only after the dismissal's completion.
        let (rig, _) = try presentingM()
        try rig.stack.dismiss()
        try rig.present("P", ["P1"], from: rig.stack)
        rig.user.finishAnimations()
        #expect(rig.user.takeWarnings() == [])
        #expect(rig.window.hierarchyDescription == "Home\n  Home\n  presents P1\n    P1")
        rig.expectInSync()
    }

    @Test func swipeDownCompletedAfterAModelPushIntoTheModalReleasesBoth() throws {
        // A push inside the modal does not interrupt the user's swipe-down (InteractiveGesture): the push
        // waits for the gesture, and the completed swipe dismisses the modal with what it now holds.
        let (rig, modal) = try presentingM()
        guard case .began(let gesture) = rig.user.beginSwipeDown(rig.controller(modal)) else {
            Issue.record("the swipe-down did not begin")
            return
        }
        try rig.push("N", ["N1"], on: modal)
        #expect(rig.navigation(modal).viewControllers.map(\.title) == ["M1"])
        gesture.end(.completed)
        rig.user.finishAnimations()
        #expect(Set(rig.takeReleases()) == ["M: screens removed (swipe-down)", "N: screens removed (swipe-down)"])
        #expect(rig.refusals == [])
        #expect(rig.window.hierarchyDescription == "Home\n  Home")
        rig.expectInSync()
    }

    @Test func swipeDownCompletedAfterAModelPresentationOnTheModalIsUndone() throws {
        // A presentation on the modal interrupts the user's swipe-down (InteractiveGesture): the model
        // refuses the completed swipe, and the host presents the modal again, then what it presents.
        let (rig, modal) = try presentingM()
        guard case .began(let gesture) = rig.user.beginSwipeDown(rig.controller(modal)) else {
            Issue.record("the swipe-down did not begin")
            return
        }
        try rig.present("P", ["P1"], from: modal)
        gesture.end(.completed)
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == [])
        #expect(rig.refusals.count == 1)
        #expect(rig.window.hierarchyDescription == "Home\n  Home\n  presents M1\n    M1\n    presents P1\n      P1")
        rig.expectInSync()
    }
}
