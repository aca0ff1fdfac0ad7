import FlowKit
import Testing

/// A host's change the model overtook: a user's swipe-back that a model change interrupted
/// (``InteractiveGesture``) counts as cancelled even when the host completes it, and a change the host
/// announced (``HostSynchronizer/hostWillShowChange(in:)``) reported after a model change is superseded:
/// the model's list wins and is shown again.
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

    @Test func changeTheHostAnnouncedHoldsCommandsAndIsSupersededByTheModel() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        try rig.harness.push("B", screens: ["B1"])
        rig.clearLogs()
        let stack = rig.harness.stack
        // The back button's pop begins on the host; the model pops to the root meanwhile.
        rig.sync.hostWillShowChange(in: stack)
        _ = try stack.popToRoot()
        #expect(rig.uikit.takeCalls() == [])
        #expect(
            Set(rig.harness.releases.take()) == [
                "A: screens removed (pop-to-root)", "B: screens removed (pop-to-root)",
            ])
        let shown = Array(rig.uikit.screens(of: stack).dropLast())
        rig.uikit.stacks[ObjectIdentifier(stack)] = shown
        rig.sync.hostDidShow(shown, in: stack)
        #expect(rig.takeEvents() == ["pop-to-root -[A1, B1]"])
        #expect(rig.refusals == [])
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home] animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }
}
