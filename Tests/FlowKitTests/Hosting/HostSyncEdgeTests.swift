import FlowKit
import Testing

/// Edge cases: user actions while a command runs, a re-tap at the root, and what the synchronizer keeps.
@MainActor
@Suite struct HostSyncEdgeTests {
    /// A host that completes every command at once and keeps nothing.
    final class ForgetfulHost: NavigationHost {
        var calls: [String] = []

        func perform(_ command: HostCommand, animated: Bool, completion: @escaping @MainActor () -> Void) {
            calls.append("\(command)")
            completion()
        }
    }

    @Test func removedScreensAreNotKeptByTheSynchronizer() throws {
        let stack = try NavigationStack(root: Screen(title: "Home"))
        let window = try Window(root: stack)
        let host = ForgetfulHost()
        let sync = HostSynchronizer(window: window, host: host)
        sync.start()
        var pushed: Screen? = Screen(title: "Pushed")
        let watched = Weak(try #require(pushed))
        try stack.push(try #require(pushed))
        pushed = nil
        try stack.pop()
        #expect(watched.object == nil)
        #expect(
            host.calls == [
                "setStack Home [Home]", "setRoot Home", "setStack Home [Home, Pushed]", "setStack Home [Home]",
            ])
    }

    @Test func backDuringAPushTransitionLeavesBothSidesLevel() throws {
        let rig = try HostRig()
        rig.uikit.completesAtOnce = false
        try rig.harness.push("A", screens: ["A1"])
        try rig.harness.push("B", screens: ["B1"])
        rig.clearLogs()
        rig.uikit.completeTransition()
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home, A1, B1] animated"])
        // The user taps back while B's push still animates (UIKit ends the push first, then pops).
        rig.uikit.completeTransition()
        rig.uikit.tapBack(rig.harness.stack)
        #expect(rig.takeEvents() == ["back -[B1]"])
        #expect(rig.harness.releases.take() == ["B: screens removed (back)"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func reTapOfATabAtItsRootChangesNothing() throws {
        let rig = try HostRig.withTabs()
        rig.clearLogs()
        rig.uikit.tapTab(0, of: rig.tabBar)
        #expect(rig.takeEvents() == [])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func pushDuringASwipeDownWaitsAndLeavesWithTheModal() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        let m = try rig.harness.present("M", screens: ["M1"], from: home)
        let modal = try #require(home.presentedScreen as? NavigationStack)
        rig.clearLogs()
        rig.sync.hostWillSwipeDown(modal)
        // The flow pushes onto the modal during the swipe: no command runs while the user swipes.
        try rig.harness.push("N", screens: ["N1"], by: m, on: modal)
        #expect(rig.uikit.takeCalls() == [])
        let presenter = try #require(rig.uikit.presenter(of: modal))
        rig.uikit.presented[ObjectIdentifier(presenter)] = nil
        rig.sync.hostDidSwipeDown(modal)
        // The dismissal reaches the model with the swipe's cause; the waiting push leaves with the modal.
        #expect(rig.takeEvents() == ["push +[N1]", "swipe-down -[M1, M1, N1]"])
        #expect(
            Set(rig.harness.releases.take()) == ["M: screens removed (swipe-down)", "N: screens removed (swipe-down)"])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }
}
