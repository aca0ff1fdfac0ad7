import FlowKit
import Testing

/// Model-side changes become exactly the expected host calls, in order, one transition at a time.
@MainActor
@Suite struct HostSyncCommandTests {
    @Test func presentedStackIsFilledBeforeItIsPresented() throws {
        let rig = try HostRig()
        rig.clearLogs()
        try rig.harness.present("M", screens: ["M1"], from: rig.harness.stack.screens[0])
        #expect(rig.uikit.takeCalls() == ["setStack M1 [M1]", "present M1 by Home animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func finishingCoordinatorDismissesItsChainInOneCall() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        let m = try rig.harness.present("M", screens: ["M1"], from: home)
        let first = try #require(home.presentedScreen as? NavigationStack)
        try rig.harness.present("N", screens: ["N1"], by: m, from: first.screens[0])
        rig.clearLogs()
        m.emit("done")
        #expect(rig.harness.received.take() == ["N: finished", "M: value done", "M: finished"])
        #expect(Set(rig.harness.releases.take()) == ["M: finished", "N: ancestor released"])
        #expect(rig.uikit.takeCalls() == ["dismiss by Home animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func transitionsAreQueuedWhileOneRuns() throws {
        let rig = try HostRig()
        rig.uikit.completesAtOnce = false
        rig.clearLogs()
        try rig.harness.push("A", screens: ["A1"])
        try rig.harness.push("B", screens: ["B1"])
        try rig.harness.present("M", screens: ["M1"], from: rig.harness.stack.screens[0])
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home, A1] animated"])
        #expect(rig.sync.isBusy)
        // B's push and the presentation waited; the stack is under the modal by now, so not animated.
        rig.uikit.completeTransition()
        #expect(
            rig.uikit.takeCalls() == [
                "setStack Home [Home, A1, B1]", "setStack M1 [M1]", "present M1 by Home animated",
            ])
        #expect(rig.sync.isBusy)
        rig.uikit.completeTransition()
        #expect(rig.uikit.takeCalls() == [])
        #expect(!rig.sync.isBusy)
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func noCommandRunsDuringAUsersSwipeBack() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.sync.hostWillBeginSwipeBack(on: rig.harness.stack)
        let home = rig.harness.stack.screens[0]
        try rig.harness.present("M", screens: ["M1"], from: home)
        #expect(rig.uikit.takeCalls() == [])
        rig.sync.hostDidCancelSwipeBack(on: rig.harness.stack)
        #expect(rig.uikit.takeCalls() == ["setStack M1 [M1]", "present M1 by Home animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func programmaticTabSelectionAndNewRoot() throws {
        let rig = try HostRig.withTabs()
        rig.clearLogs()
        try rig.tabBar.select(1)
        #expect(rig.uikit.takeCalls() == ["selectTab Tabs 1 animated"])
        try rig.window.setRoot(NavigationStack(root: Screen(title: "Login")))
        #expect(rig.uikit.takeCalls() == ["setStack Login [Login]", "setRoot Login"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }
}
