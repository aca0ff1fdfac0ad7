import FlowKit
import FlowKitUIKit
import Testing
@_spi(User) import UIKit

/// Navigation you can await, on UIKit: `UIKitHost` reports a change as shown once UIKit's completion or
/// transition coordinator says its animation ended, so app code sequences changes without sleeps.
@MainActor
@Suite struct UIKitHostShownTests {
    @Test func whenShownWaitsForTheEndOfUIKitsAnimation() throws {
        let rig = try UIKitRig()
        var log: [String] = []
        try rig.push("A", ["A1"])
        rig.host.whenShown { log.append("shown \(rig.navigation().viewControllers.count)") }
        #expect(log == [])
        rig.user.finishAnimations()
        #expect(log == ["shown 2"])
    }

    @Test func whenShownIsCalledAtOnceWhenUIKitShowsTheModel() throws {
        let rig = try UIKitRig()
        var called = false
        rig.host.whenShown { called = true }
        #expect(called)
    }

    @Test func whenShownWaitsForTheUsersGesture() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        let gesture = try #require(rig.user.beginSwipeBack(in: rig.navigation()))
        var called = false
        rig.host.whenShown { called = true }
        #expect(!called)
        gesture.end(.cancelled)
        #expect(called)
    }

    @Test func dismissThenPushWithoutSleeping() async throws {
        let rig = try UIKitRig()
        try rig.present("M", ["M1"], from: rig.stack)
        await rig.host.waitUntilShown()
        #expect(rig.navigation().presentedViewController != nil)
        try rig.stack.dismiss()
        await rig.host.waitUntilShown()
        // The dismissal's animation ended: UIKit no longer presents anything.
        #expect(rig.navigation().presentedViewController == nil)
        try rig.push("A", ["A1"])
        await rig.host.waitUntilShown()
        #expect(rig.window.hierarchyDescription == "Home\n  Home\n  A1")
        #expect(rig.user.takeWarnings() == [])
        rig.expectInSync()
    }

    @Test func dismissThenPresentFromACompletionWithoutSleeping() async throws {
        let rig = try UIKitRig()
        try rig.present("M", ["M1"], from: rig.stack)
        await rig.host.waitUntilShown()
        try rig.stack.dismiss()
        await withCheckedContinuation { continuation in
            rig.host.whenShown {
                // UIKit refuses to present while a dismissal animates; here it has ended.
                #expect(rig.navigation().presentedViewController == nil)
                #expect(throws: Never.self) { try rig.present("P", ["P1"], from: rig.stack) }
                rig.host.whenShown { continuation.resume() }
            }
        }
        #expect(rig.window.hierarchyDescription == "Home\n  Home\n  presents P1\n    P1")
        #expect(rig.user.takeWarnings() == [])
        rig.expectInSync()
    }
}
