import FlowKit
import Testing

/// Every path of the release table through a ``BindingHost`` written as SwiftUI writes bindings: the
/// user's change reaches the model with its cause, nothing is echoed, a cancelled gesture changes nothing.
@MainActor
@Suite struct BindingHostReleaseTests {
    @Test func initialSyncShowsTheModelAndPushesAreThePath() throws {
        let rig = try SwiftUIRig()
        rig.expectLevel()
        try rig.harness.push("A", screens: ["A1", "A2"])
        #expect(titles(rig.host.path(of: rig.stack)) == ["A1", "A2"])
        #expect(rig.swiftUI.takeTransitions() == [])
        rig.expectLevel()
    }

    @Test func pathShortenedByOneIsTheBackButton() throws {
        let rig = try SwiftUIRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.swiftUI.tapBack(rig.stack)
        #expect(rig.takeEvents() == ["back -[A1]"])
        #expect(rig.harness.releases.take() == ["A: screens removed (back)"])
        #expect(rig.harness.running == ["Root"])
        rig.expectLevel()
    }

    @Test func completedSwipeBackWritesWhatTheBackButtonWrites() throws {
        let rig = try SwiftUIRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.swiftUI.swipeBack(rig.stack, completes: true)
        #expect(rig.takeEvents() == ["back -[A1]"])  // SwiftUI tells the two apart to nobody
        #expect(rig.harness.releases.take() == ["A: screens removed (back)"])
        rig.expectLevel()
    }

    @Test func cancelledSwipeBackReleasesNothing() throws {
        let rig = try SwiftUIRig()
        try rig.harness.push("A", screens: ["A1"])
        rig.clearLogs()
        rig.swiftUI.swipeBack(rig.stack, completes: false)
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.releases.take() == [])
        #expect(rig.harness.running == ["Root", "A"])
        #expect(titles(rig.stack.screens) == ["Home", "A1"])
        expectSettledAppearance(rig.window)
        rig.expectLevel()
    }

    @Test func pathShortenedBySeveralIsTheLongPressBackMenu() throws {
        let rig = try SwiftUIRig()
        try rig.harness.push("A", screens: ["A1", "A2"])
        try rig.harness.push("B", screens: ["B1"])
        rig.clearLogs()
        rig.swiftUI.longPressBack(rig.stack, levels: 3)
        #expect(rig.takeEvents() == ["long-press-back -[A1, A2, B1]"])
        #expect(
            Set(rig.harness.releases.take()) == [
                "A: screens removed (long-press-back)", "B: screens removed (long-press-back)",
            ])
        #expect(rig.harness.running == ["Root"])
        rig.expectLevel()
    }

    @Test func popToRootFromCodeSetsThePath() throws {
        let rig = try SwiftUIRig()
        try rig.harness.push("A", screens: ["A1", "A2"])
        rig.clearLogs()
        _ = try rig.stack.popToRoot()
        #expect(rig.host.path(of: rig.stack).isEmpty)
        #expect(rig.harness.releases.take() == ["A: screens removed (pop-to-root)"])
        rig.expectLevel()
    }

    @Test func aNavigationLinkTheModelRefusesIsUndone() throws {
        let rig = try SwiftUIRig()
        rig.clearLogs()
        let stranger = try NavigationStack(root: Screen(title: "Stranger"))  // a stack cannot be pushed
        rig.swiftUI.tapLink(to: stranger, in: rig.stack)
        #expect(rig.refusals.count == 1)
        #expect(rig.takeEvents() == [])
        #expect(rig.host.path(of: rig.stack).isEmpty)
        rig.expectLevel()
    }

    @Test func aNavigationLinkToAScreenIsSetScreens() throws {
        let rig = try SwiftUIRig()
        rig.clearLogs()
        rig.swiftUI.tapLink(to: Screen(title: "Linked"), in: rig.stack)
        #expect(rig.takeEvents() == ["set-screens +[Linked]"])
        #expect(titles(rig.stack.screens) == ["Home", "Linked"])
        rig.expectLevel()
    }

    @Test func tapOnTheSelectedTabPopsToRootAsATabReTap() throws {
        let rig = try SwiftUIRig.withTabs()
        let home = rig.tabBar.tabs[0] as! NavigationStack
        try rig.harness.push("A", screens: ["A1"], on: home)
        rig.clearLogs()
        rig.swiftUI.tapTab(0, of: rig.tabBar)
        #expect(rig.takeEvents() == ["tab-reselected -[A1]"])
        #expect(rig.harness.releases.take() == ["A: screens removed (tab-reselected)"])
        rig.expectLevel()
    }

    @Test func newSelectionIsATabTap() throws {
        let rig = try SwiftUIRig.withTabs()
        rig.clearLogs()
        rig.swiftUI.tapTab(1, of: rig.tabBar)
        #expect(rig.tabBar.selectedIndex == 1)
        #expect(rig.takeEvents() == ["select-tab"])
        rig.expectLevel()
    }

    @Test func sheetSetToNilIsASwipeDown() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        try rig.presentShown("M", screens: ["M1"])
        rig.clearLogs()
        let modal = try #require(home.presentedScreen)
        #expect(rig.swiftUI.swipeDown(modal, completes: true) == .dismissed)
        #expect(rig.takeEvents() == ["swipe-down -[M1, M1]"])
        #expect(rig.harness.releases.take() == ["M: screens removed (swipe-down)"])
        rig.swiftUI.finishAnimations()
        #expect(rig.swiftUI.takeTransitions() == ["swipe down M1"])  // the host dismissed nothing itself
        rig.expectLevel()
    }

    @Test func cancelledSwipeDownChangesNothing() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        try rig.presentShown("M", screens: ["M1"])
        rig.clearLogs()
        let modal = try #require(home.presentedScreen)
        #expect(rig.swiftUI.swipeDown(modal, completes: false) == .cancelled)
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.releases.take() == [])
        #expect(rig.harness.running == ["Root", "M"])
        expectSettledAppearance(rig.window)
        rig.expectLevel()
    }

    @Test func swipeDownIsDisabledWhileAShownScreenIsModalInPresentation() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        let m = try rig.presentShown("M", screens: ["M1"])
        let modal = try #require(home.presentedScreen as? NavigationStack)
        try rig.harness.push("N", screens: ["N1"], by: m, on: modal)
        rig.clearLogs()
        modal.isModalInPresentation = true
        #expect(rig.host.isSwipeDownDisabled(modal))
        #expect(rig.swiftUI.swipeDown(modal, completes: true) == .refused)
        #expect(rig.takeEvents() == [])
        // Set only on the stack's root, which N1 covers: the swipe goes through, as in UIKit.
        modal.isModalInPresentation = false
        modal.screens[0].isModalInPresentation = true
        #expect(!rig.host.isSwipeDownDisabled(modal))
        #expect(rig.swiftUI.swipeDown(modal, completes: true) == .dismissed)
        #expect(rig.takeEvents() == ["swipe-down -[M1, M1, N1]"])
        rig.swiftUI.finishAnimations()
        rig.expectLevel()
    }

    @Test func swipeDownOfTheTopOfAChainDismissesOnlyIt() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        try rig.presentShown("M", screens: ["M1"])
        let first = try #require(home.presentedScreen as? NavigationStack)
        try rig.presentShown("N", screens: ["N1"], from: first.screens[0])
        rig.clearLogs()
        let top = try #require(first.presentedScreen)
        #expect(rig.swiftUI.swipeDown(first, completes: true) == .refused)  // covered by the top level
        #expect(rig.swiftUI.swipeDown(top, completes: true) == .dismissed)
        #expect(rig.harness.releases.take() == ["N: screens removed (swipe-down)"])
        #expect(rig.harness.running == ["Root", "M"])
        rig.swiftUI.finishAnimations()
        rig.expectLevel()
    }

    @Test func echoedWritesChangeNothing() throws {
        let rig = try SwiftUIRig.withTabs()
        let home = rig.tabBar.tabs[0] as! NavigationStack
        try rig.harness.push("A", screens: ["A1"], on: home)
        try rig.presentShown("M", screens: ["M1"], from: rig.tabBar)
        rig.clearLogs()
        rig.host.setPath(rig.host.path(of: home), of: home)
        rig.host.setPresented(nil, by: home)  // Home presents nothing
        rig.host.setSelection(1, of: rig.tabBar)
        rig.host.setSelection(1, of: rig.tabBar)
        rig.host.setSelection(7, of: rig.tabBar)  // out of range: a documented no-op
        #expect(rig.takeEvents() == ["select-tab"])
        #expect(rig.harness.releases.take() == [])
        #expect(rig.swiftUI.takeTransitions() == [])
        rig.expectLevel()
    }
}
