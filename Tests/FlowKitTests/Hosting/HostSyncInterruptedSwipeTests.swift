import FlowKit
import Testing

/// A user's swipe-back that a model change interrupted (``InteractiveGesture``) counts as cancelled even
/// when the host completes it: the model's list wins and is shown again, and nothing is released.
@MainActor
@Suite struct HostSyncInterruptedSwipeTests {
    @Test func swipeBackCompletedAfterAModelPushShowsTheModelsListAgain() throws {
        let rig = try HostRig()
        let a = try rig.harness.push("A", screens: ["A1"])
        try rig.harness.push("B", screens: ["B1"], by: a)
        rig.clearLogs()
        let stack = rig.harness.stack
        #expect(rig.sync.hostShouldBeginSwipeBack(on: stack))
        rig.sync.hostWillBeginSwipeBack(on: stack)
        try rig.harness.push("C", screens: ["C1"])
        #expect(rig.uikit.takeCalls() == [])  // the gesture holds the commands
        // UIKit completes the pop it started: B1 leaves the host.
        let shown = Array(rig.uikit.screens(of: stack).dropLast())
        rig.uikit.stacks[ObjectIdentifier(stack)] = shown
        rig.sync.hostDidShow(shown, in: stack)
        #expect(rig.harness.releases.take() == [])
        #expect(rig.refusals == [])
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home, A1, B1, C1] animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }
}
