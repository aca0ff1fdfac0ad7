import FlowKit
import FlowKitUIKit
import Testing
@_spi(User) import UIKit

/// Leave guards through `UIKitHost`: a gesture the model refuses does not begin on UIKit (or is refused by
/// the presentation's delegate), a guard that asks gets its question and its confirmation moves UIKit,
/// and a change UIKit made before anyone could refuse it (the back button) is undone.
@MainActor
@Suite struct UIKitHostLeaveGuardTests {
    /// A rig with `A` pushed, showing `Form`, guarded by `decide`; the paths it was asked about are logged.
    private func guarded(_ decide: @escaping @MainActor (LeaveAttempt) -> LeaveDecision) throws -> (
        UIKitRig, form: Screen, asked: AskedPaths
    ) {
        let rig = try UIKitRig()
        try rig.push("A", ["Form"])
        rig.user.finishAnimations()
        let form = rig.stack.screens[1]
        let asked = AskedPaths()
        form.leaveGuard = { attempt in
            asked.paths.append("\(attempt.path)")
            return decide(attempt)
        }
        return (rig, form, asked)
    }

    @Test func refusedSwipeBackDoesNotBegin() throws {
        let (rig, _, asked) = try guarded { _ in .refuse }
        #expect(!rig.user.swipeBack(in: rig.navigation(), .completed))
        #expect(asked.paths == ["swipe-back"])
        #expect(rig.takeReleases() == [])
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home", "Form"])
        rig.expectInSync()
    }

    @Test func askedSwipeBackPopsOnConfirmation() throws {
        var question: LeaveConfirmation?
        let (rig, _, _) = try guarded { _ in .ask { question = $0 } }
        #expect(!rig.user.swipeBack(in: rig.navigation(), .completed))
        let confirmation = try #require(question)
        try confirmation.confirm()
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["A: screens removed (swipe-back)"])
        #expect(rig.navigation().viewControllers.map(\.title) == ["Home"])
        rig.expectInSync()
    }

    @Test func backButtonTheModelRefusesIsUndoneOnUIKit() throws {
        // UIKit's back button cannot be refused before it pops: the model refuses, and the host pushes the
        // screen back.
        let (rig, form, _) = try guarded { _ in .refuse }
        #expect(rig.user.tapBack(in: rig.navigation()))
        rig.user.finishAnimations()
        #expect(rig.refusals.count == 1)
        #expect(rig.takeReleases() == [])
        #expect(rig.navigation().viewControllers.last === rig.controller(form))
        rig.expectInSync()
    }

    @Test func refusedTabReTapDoesNotSelect() throws {
        let rig = try UIKitRig.withTabs()
        let home = rig.tabBar.tabs[0] as! NavigationStack
        try rig.push("A", ["Form"], on: home)
        rig.user.finishAnimations()
        home.screens[1].leaveGuard = { _ in .refuse }
        #expect(rig.user.tapTab(0, of: rig.tabBarController))
        rig.user.finishAnimations()
        #expect(rig.navigation(home).viewControllers.map(\.title) == ["Home", "Form"])
        #expect(rig.takeReleases() == [])
        rig.expectInSync()
    }

    @Test func refusedSwipeDownAsksOnceUIKitReportsTheAttempt() throws {
        let rig = try UIKitRig()
        try rig.present("M", ["Form"], from: rig.stack)
        rig.user.finishAnimations()
        let modal = try #require(rig.stack.presentedScreen as? NavigationStack)
        var question: LeaveConfirmation?
        modal.screens[0].leaveGuard = { _ in .ask { question = $0 } }
        #expect(rig.user.swipeDown(rig.controller(modal), .completed) == .refused)
        // presentationControllerShouldDismiss only queries; presentationControllerDidAttemptToDismiss asks.
        let confirmation = try #require(question)
        try confirmation.confirm()
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["M: screens removed (swipe-down)"])
        rig.expectInSync()
    }
}

/// The leave paths a guard was asked about, in order.
@MainActor
final class AskedPaths {
    var paths: [String] = []
}
