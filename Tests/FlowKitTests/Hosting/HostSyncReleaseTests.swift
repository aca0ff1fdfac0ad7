import FlowKit
import Testing

/// The release table driven from the simulated UIKit side: each user action reaches the model with its
/// true cause, releases the coordinators it should, and is not echoed back to the host.
@MainActor
@Suite struct HostSyncReleaseTests {
    @Test func initialSyncShowsTheModelWithoutAnimation() throws {
        let rig = try HostRig()
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home]", "setRoot Home"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func pushedCoordinatorIsShownAnimated() throws {
        let rig = try HostRig()
        rig.clearLogs()
        try rig.harness.push("A", screens: ["A1", "A2"])
        // The host completes each transition at once here, so each push is its own command.
        #expect(
            rig.uikit.takeCalls() == ["setStack Home [Home, A1] animated", "setStack Home [Home, A1, A2] animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func backButtonPopsAndReleasesWithoutEcho() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.uikit.tapBack(rig.harness.stack)
        #expect(rig.takeEvents() == ["back -[A1]"])
        #expect(rig.harness.releases.take() == ["A: screens removed (back)"])
        #expect(rig.harness.running == ["Root"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func completedSwipeBackReleasesWithItsCause() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.uikit.swipeBack(rig.harness.stack, completes: true)
        #expect(rig.takeEvents() == ["swipe-back -[A1]"])
        #expect(rig.harness.releases.take() == ["A: screens removed (swipe-back)"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func cancelledSwipeBackReleasesNothing() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.uikit.swipeBack(rig.harness.stack, completes: false)
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.releases.take() == [])
        #expect(rig.harness.running == ["Root", "A"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(titles(rig.harness.stack.screens) == ["Home", "A1"])
        expectSettledAppearance(rig.window)
    }

    @Test func longPressBackReleasesEveryFlowItPops() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1", "A2"])
        try rig.harness.push("B", screens: ["B1"])
        rig.clearLogs()
        rig.uikit.longPressBack(rig.harness.stack, levels: 3)
        #expect(rig.takeEvents() == ["long-press-back -[A1, A2, B1]"])
        #expect(
            Set(rig.harness.releases.take()) == [
                "A: screens removed (long-press-back)", "B: screens removed (long-press-back)",
            ])
        #expect(rig.harness.running == ["Root"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func setViewControllersFromAppCodeIsSetScreens() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        try rig.harness.push("B", screens: ["B1"])
        rig.clearLogs()
        let screens = rig.harness.stack.screens
        rig.uikit.appSetViewControllers(rig.harness.stack, [screens[0], screens[2]])
        #expect(rig.takeEvents() == ["set-screens -[A1]"])
        #expect(rig.harness.releases.take() == ["A: screens removed (set-screens)"])
        #expect(rig.harness.running == ["Root", "B"])
        #expect(rig.uikit.takeCalls() == [])
    }

    @Test func setViewControllersTheModelRefusesIsUndoneOnTheHost() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        let stranger = try NavigationStack(root: Screen(title: "Stranger"))
        rig.uikit.appSetViewControllers(rig.harness.stack, [rig.harness.stack.screens[0], stranger])
        #expect(rig.refusals.count == 1)
        #expect(rig.takeEvents() == [])
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home, A1] animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func tabReTapPopsToRootAndReleases() throws {
        let rig = try HostRig.withTabs()
        let home = rig.tabBar.tabs[0] as! NavigationStack
        try rig.harness.push("A", screens: ["A1"], on: home)
        rig.clearLogs()
        rig.uikit.tapTab(0, of: rig.tabBar)
        #expect(rig.takeEvents() == ["tab-reselected -[A1]"])
        #expect(rig.harness.releases.take() == ["A: screens removed (tab-reselected)"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func tabTapSelectsWithoutEcho() throws {
        let rig = try HostRig.withTabs()
        rig.clearLogs()
        rig.uikit.tapTab(1, of: rig.tabBar)
        #expect(rig.tabBar.selectedIndex == 1)
        #expect(rig.takeEvents() == ["select-tab"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func completedSwipeDownReleasesThePresentedFlow() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        try rig.harness.present("M", screens: ["M1"], from: home)
        rig.clearLogs()
        let modal = try #require(home.presentedScreen)
        #expect(rig.uikit.swipeDown(modal, completes: true) == .dismissed)
        #expect(rig.takeEvents() == ["swipe-down -[M1, M1]"])
        #expect(rig.harness.releases.take() == ["M: screens removed (swipe-down)"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func cancelledSwipeDownChangesNothing() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        try rig.harness.present("M", screens: ["M1"], from: home)
        rig.clearLogs()
        let modal = try #require(home.presentedScreen)
        #expect(rig.uikit.swipeDown(modal, completes: false) == .cancelled)
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.releases.take() == [])
        #expect(rig.harness.running == ["Root", "M"])
        #expect(rig.uikit.takeCalls() == [])
        expectSettledAppearance(rig.window)
    }

    @Test func swipeDownIsRefusedWhenModalInPresentation() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        try rig.harness.present("M", screens: ["M1"], from: home)
        rig.clearLogs()
        let modal = try #require(home.presentedScreen as? NavigationStack)
        modal.screens[0].isModalInPresentation = true
        #expect(rig.uikit.swipeDown(modal, completes: true) == .refused)
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.running == ["Root", "M"])
        #expect(rig.uikit.takeCalls() == [])
    }

    @Test func swipeDownFollowsModalInPresentationAsUIKitDocumentsIt() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        let m = try rig.harness.present("M", screens: ["M1"], from: home)
        let modal = try #require(home.presentedScreen as? NavigationStack)
        try rig.harness.push("N", screens: ["N1"], by: m, on: modal)
        rig.clearLogs()
        // Set on the presented stack: refused, whatever is pushed inside it.
        modal.isModalInPresentation = true
        #expect(rig.uikit.swipeDown(modal, completes: true) == .refused)
        #expect(rig.takeEvents() == [])
        // Set only on the stack's root, which N1 covers (off screen): the swipe goes through.
        modal.isModalInPresentation = false
        modal.screens[0].isModalInPresentation = true
        #expect(rig.uikit.swipeDown(modal, completes: true) == .dismissed)
        #expect(rig.takeEvents() == ["swipe-down -[M1, M1, N1]"])
        #expect(
            Set(rig.harness.releases.take()) == ["M: screens removed (swipe-down)", "N: screens removed (swipe-down)"])
        #expect(rig.refusals == [])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func swipeDownOfTheTopOfAChainDismissesOnlyIt() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        try rig.harness.present("M", screens: ["M1"], from: home)
        let first = try #require(home.presentedScreen as? NavigationStack)
        try rig.harness.present("N", screens: ["N1"], from: first.screens[0])
        rig.clearLogs()
        let top = try #require(first.presentedScreen)
        #expect(rig.uikit.swipeDown(first, completes: true) == .refused)
        #expect(rig.uikit.swipeDown(top, completes: true) == .dismissed)
        #expect(rig.harness.releases.take() == ["N: screens removed (swipe-down)"])
        #expect(rig.harness.running == ["Root", "M"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func rootReplacedOnTheHostReleasesTheOldTree() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.uikit.replaceRoot(with: Screen(title: "Elsewhere"))
        #expect(rig.takeEvents() == ["set-root +[Elsewhere] -[Home, Home, A1]"])
        #expect(rig.harness.releases.take() == ["A: screens removed (set-root)"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }
}
