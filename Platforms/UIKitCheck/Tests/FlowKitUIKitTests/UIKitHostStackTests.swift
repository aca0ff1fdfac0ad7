import FlowKit
import FlowKitUIKit
import Testing
@_spi(User) import UIKit

/// The navigation stack's rows of the release table, end to end: the user's gesture on the fake UIKit,
/// the delegate calls UIKit makes, `UIKitHost`, the synchronizer, the model, the router's releases.
@MainActor
@Suite struct UIKitHostStackTests {
    @Test func startShowsTheModelWithTheHostAsDelegate() throws {
        let rig = try UIKitRig()
        #expect(rig.window.rootViewController === rig.navigation())
        #expect(rig.window.hierarchyDescription == "Home\n  Home")
        #expect(rig.navigation().delegate === rig.host)
        #expect(rig.navigation().interactivePopGestureRecognizer?.delegate === rig.host)
        rig.expectInSync()
    }

    @Test func pushIsShownWhenTheAnimationEnds() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1"])
        #expect(rig.user.isAnimating(in: rig.window))
        #expect(rig.host.synchronizer.isBusy)
        try rig.push("B", ["B1"])
        // One transition at a time: B1 waits for A1's push to end.
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1"])
        rig.user.finishAnimations()
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1", "B1"])
        rig.expectInSync()
        #expect(rig.takeReleases() == [])
    }

    @Test func backButtonReleasesWhenThePopEnds() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        #expect(rig.user.tapBack(in: rig.navigation()))
        // UIKit tells its delegate in didShow, once the animation ended.
        #expect(rig.takeReleases() == [])
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["A: screens removed (back)"])
        #expect(rig.running == ["RootFlow"])
        rig.expectInSync()
    }

    @Test func completedSwipeBackReleasesWithItsCause() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        #expect(rig.user.swipeBack(in: rig.navigation(), .completed))
        #expect(rig.takeReleases() == ["A: screens removed (swipe-back)"])
        rig.expectInSync()
    }

    @Test func contentSwipeBackOfIOS26IsASwipeBackToo() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        #expect(rig.navigation().interactiveContentPopGestureRecognizer?.delegate === rig.host)
        #expect(rig.user.swipeBack(in: rig.navigation(), from: .content, .completed))
        #expect(rig.takeReleases() == ["A: screens removed (swipe-back)"])
        rig.expectInSync()
    }

    @Test func cancelledSwipeBackReleasesNothing() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        #expect(rig.user.swipeBack(in: rig.navigation(), .cancelled))
        #expect(rig.takeReleases() == [])
        #expect(rig.running == ["RootFlow", "A"])
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1"])
        #expect(rig.stack.screens.map(\.title) == ["Home", "A1"])
        rig.expectInSync()
    }

    @Test func swipeBackDoesNotBeginAtTheRoot() throws {
        let rig = try UIKitRig()
        #expect(!rig.user.swipeBack(in: rig.navigation(), .completed))
        rig.expectInSync()
    }

    @Test func heldSwipeBackHoldsTheModelsChangesUntilItEnds() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        let gesture = try #require(rig.user.beginSwipeBack(in: rig.navigation()))
        try rig.push("B", ["B1"])
        rig.user.finishAnimations()
        // UIKit shows the pop in progress; the push waits for the gesture.
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home"])
        gesture.end(.cancelled)
        rig.user.finishAnimations()
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1", "B1"])
        #expect(rig.takeReleases() == [])
        rig.expectInSync()
    }

    @Test func swipeBackCompletedAfterAModelChangeCountsAsCancelled() throws {
        // The model's push interrupts the user's gesture (InteractiveGesture): the gesture counts as
        // cancelled, and UIKit is brought back to the model's list.
        let rig = try UIKitRig()
        let a = try rig.push("A", ["A1"])
        try rig.push("B", ["B1"], by: a)
        rig.user.finishAnimations()
        let gesture = try #require(rig.user.beginSwipeBack(in: rig.navigation()))
        try rig.push("C", ["C1"])
        gesture.end(.completed)
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == [])
        #expect(rig.refusals == [])
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1", "B1", "C1"])
        rig.expectInSync()
    }

    @Test func longPressBackReleasesEveryFlowItPops() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1", "A2"])
        try rig.push("B", ["B1"])
        rig.user.finishAnimations()
        let home = rig.navigation().viewControllers[0]
        #expect(rig.user.longPressBack(in: rig.navigation(), to: home))
        rig.user.finishAnimations()
        #expect(
            Set(rig.takeReleases()) == ["A: screens removed (long-press-back)", "B: screens removed (long-press-back)"])
        #expect(rig.running == ["RootFlow"])
        rig.expectInSync()
    }

    @Test func popToRootInTheModelPopsUIKit() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1", "A2"])
        rig.user.finishAnimations()
        _ = try rig.stack.popToRoot()
        #expect(rig.takeReleases() == ["A: screens removed (pop-to-root)"])
        rig.user.finishAnimations()
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home"])
        rig.expectInSync()
    }

    @Test func setViewControllersFromAppCodeIsSetScreens() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        try rig.push("B", ["B1"])
        rig.user.finishAnimations()
        let controllers = rig.navigation().viewControllers
        rig.navigation().setViewControllers([controllers[0], controllers[2]], animated: true)
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["A: screens removed (set-screens)"])
        #expect(rig.running == ["RootFlow", "B"])
        rig.expectInSync()
    }

    @Test func popToRootFromAppCodeIsTakenForTheLongPressMenu() throws {
        // UIKit's delegate sees the same didShow for both: the host names it the long-press back menu.
        let rig = try UIKitRig()
        try rig.push("A", ["A1", "A2"])
        rig.user.finishAnimations()
        rig.navigation().popToRootViewController(animated: true)
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["A: screens removed (long-press-back)"])
        rig.expectInSync()
    }
}

/// The same paths when UIKit runs a push's or pop's transition coordinator completion before the
/// delegate's `didShow` (Apple documents no order between them).
@MainActor
@Suite struct UIKitHostCompletionOrderTests {
    @Test(arguments: [false, true])
    func queuedPushesAndABackEndInSync(completesBeforeDidShow: Bool) throws {
        let rig = try UIKitRig()
        rig.navigation().completesBeforeDidShow = completesBeforeDidShow
        try rig.push("A", ["A1"])
        try rig.push("B", ["B1"])
        try rig.push("C", ["C1"])
        rig.user.finishAnimations()
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "A1", "B1", "C1"])
        #expect(rig.takeReleases() == [])
        #expect(rig.user.tapBack(in: rig.navigation()))
        rig.user.finishAnimations()
        _ = try rig.stack.popToRoot()
        rig.user.finishAnimations()
        #expect(
            rig.takeReleases() == [
                "C: screens removed (back)", "A: screens removed (pop-to-root)", "B: screens removed (pop-to-root)",
            ])
        #expect(rig.refusals == [])
        rig.expectInSync()
    }

    @Test(arguments: [false, true])
    func modelChangeWhileTheBackButtonsPopRunsWins(completesBeforeDidShow: Bool) throws {
        // The model pops to the root while UIKit animates the user's back: the model does not know of the
        // back yet, so its pop to root releases all three; UIKit's report then changes nothing, and UIKit
        // is brought to the model's root once its pop ended.
        let rig = try UIKitRig()
        rig.navigation().completesBeforeDidShow = completesBeforeDidShow
        try rig.push("A", ["A1"])
        try rig.push("B", ["B1"])
        try rig.push("C", ["C1"])
        rig.user.finishAnimations()
        var events: [String] = []
        let subscription = rig.model.events.sink {
            events.append("\($0)".split(separator: " ", maxSplits: 1)[1].description)
        }
        defer { subscription.cancel() }
        #expect(rig.user.tapBack(in: rig.navigation()))
        _ = try rig.stack.popToRoot()
        #expect(rig.host.synchronizer.isBusy)
        rig.user.finishAnimations()
        #expect(events == ["pop-to-root -[A1, B1, C1]"])
        #expect(
            Set(rig.takeReleases()) == [
                "A: screens removed (pop-to-root)", "B: screens removed (pop-to-root)",
                "C: screens removed (pop-to-root)",
            ])
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home"])
        rig.expectInSync()
    }
}
