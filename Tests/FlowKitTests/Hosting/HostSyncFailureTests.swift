import FlowKit
import Testing

/// What the synchronizer does when the host cannot carry out a command, or reports a change the model
/// already made: nothing is skipped without a word, and nothing wrong is sent to the host.
@MainActor
@Suite struct HostSyncFailureTests {
    /// Fails every `setStack` of the stack titled `title`, as `UIKitHost` does for a stack whose view
    /// controller is not a navigation controller.
    private func failSetStack(of title: String) -> (HostCommand) -> HostError? {
        { command in
            guard case .setStack(let stack, _) = command, stack.title == title else { return nil }
            return .unsupportedView(command: "\(command)", screen: title, view: "UIViewController")
        }
    }

    @Test func aCommandTheHostCannotCarryOutIsPublishedAndTheNextOnesRun() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        rig.uikit.completesAtOnce = false
        rig.uikit.failure = failSetStack(of: "M1")
        rig.clearLogs()
        try rig.harness.present("M", screens: ["M1"], from: home)
        // The failed command ends at once: the presentation after it runs without waiting.
        #expect(rig.uikit.takeCalls() == ["setStack M1 [M1] failed", "present M1 by Home animated"])
        #expect(rig.failures == ["setStack M1 [M1]: 'M1' is shown by a UIViewController, which cannot carry it out"])
        rig.uikit.completeTransition()
        #expect(!rig.sync.isBusy)
        // The model is not changed by the host's failure.
        #expect(rig.takeEvents() == ["present +[M1, M1]"])
        #expect(rig.harness.running == ["Root", "M"])
        #expect(rig.refusals == [])
    }

    @Test func aFailedContainerIsTriedAgainOnItsNextChange() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        rig.uikit.failure = failSetStack(of: "M1")
        let m = try rig.harness.present("M", screens: ["M1"], from: home)
        let modal = try #require(home.presentedScreen as? NavigationStack)
        rig.clearLogs()
        rig.failures = []
        try rig.harness.push("N", screens: ["N1"], by: m, on: modal)
        #expect(rig.uikit.takeCalls() == ["setStack M1 [M1, N1] failed"])
        #expect(
            rig.failures == ["setStack M1 [M1, N1]: 'M1' is shown by a UIViewController, which cannot carry it out"])
        // Not retried while the model does not change it (it would fail again).
        try rig.harness.push("A", screens: ["A1"])
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home, A1]"])
        // Once the host can carry it out, the next change brings both sides level.
        rig.uikit.failure = { _ in nil }
        try modal.popToRoot()
        #expect(rig.uikit.takeCalls() == ["setStack M1 [M1] animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
        #expect(rig.failures.count == 1)
    }

    @Test func aSwipeDownOfAModalTheModelDismissedMeanwhileChangesNothing() throws {
        let rig = try HostRig()
        let home = rig.harness.stack.screens[0]
        let m = try rig.harness.present("M", screens: ["M1"], from: home)
        let modal = try #require(home.presentedScreen as? NavigationStack)
        rig.clearLogs()
        rig.sync.hostWillSwipeDown(modal)
        // The flow finishes during the user's swipe: the model dismisses, no command runs meanwhile.
        m.emit("done")
        #expect(rig.takeEvents() == ["dismiss -[M1, M1]"])
        #expect(rig.uikit.takeCalls() == [])
        // UIKit ends the user's swipe: the host dismissed the modal too. Both sides agree, so nothing is
        // refused and no dismissal is sent to a host that presents nothing.
        let presenter = try #require(rig.uikit.presenter(of: modal))
        rig.uikit.presented[ObjectIdentifier(presenter)] = nil
        rig.sync.hostDidSwipeDown(modal)
        #expect(rig.takeEvents() == [])
        #expect(rig.refusals == [])
        #expect(rig.uikit.takeCalls() == [])
        #expect(rig.harness.releases.take() == ["M: finished"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }
}
