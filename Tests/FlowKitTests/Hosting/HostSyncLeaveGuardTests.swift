import FlowKit
import Testing

/// Leave guards through the simulated UIKit: every user path the host reports asks the same guard as the
/// model. A gesture the guard refuses does not begin (UIKit is told "should not begin"); a change UIKit
/// already made (back button, long-press menu, `setViewControllers`, a new root) is refused by the model
/// and undone on the host. A confirmed question makes the exit, and releases the flow exactly once.
@MainActor
@Suite struct HostSyncLeaveGuardTests {
    /// A user's exit on the host, removing the guarded flow `A` (screen `A1`).
    @MainActor
    enum HostExit: String, CaseIterable, CustomTestStringConvertible {
        case backButton, swipeBack, longPressBack, appSetViewControllers, tabReTap, swipeDown, rootReplaced

        nonisolated var testDescription: String { rawValue }

        /// The path the guard is told.
        var path: LeavePath {
            switch self {
            case .backButton: .backButton
            case .swipeBack: .swipeBack
            case .longPressBack: .longPressBack
            case .appSetViewControllers: .setScreens
            case .tabReTap: .tabReTap
            case .swipeDown: .swipeDown
            case .rootReplaced: .rootReplaced
            }
        }

        /// Whether UIKit makes the change before the model is told (so a refusal is published and undone
        /// on the host), rather than asking first (so the gesture does not begin).
        var hostChangesFirst: Bool {
            [.backButton, .longPressBack, .appSetViewControllers, .rootReplaced].contains(self)
        }

        /// The release of `A` once the exit is made.
        var release: String {
            switch self {
            case .backButton: "A: screens removed (back)"
            case .swipeBack: "A: screens removed (swipe-back)"
            case .longPressBack: "A: screens removed (long-press-back)"
            case .appSetViewControllers: "A: screens removed (set-screens)"
            case .tabReTap: "A: screens removed (tab-reselected)"
            case .swipeDown: "A: screens removed (swipe-down)"
            case .rootReplaced: "A: screens removed (set-root)"
            }
        }

        /// A rig showing the flow `A`, and the user's action on the host.
        func setUp() throws -> (HostRig, TestCoordinator, perform: @MainActor () -> Void) {
            let rig = try self == .tabReTap ? HostRig.withTabs() : HostRig()
            let uikit = rig.uikit
            switch self {
            case .backButton, .swipeBack, .longPressBack, .appSetViewControllers, .rootReplaced:
                let stack = rig.harness.stack
                let a = try rig.harness.push("A", screens: self == .longPressBack ? ["A1", "A2"] : ["A1"])
                let action: @MainActor () -> Void =
                    switch self {
                    case .backButton: { uikit.tapBack(stack) }
                    case .swipeBack: { uikit.swipeBack(stack, completes: true) }
                    case .longPressBack: { uikit.longPressBack(stack, levels: 2) }
                    case .appSetViewControllers:
                        // A new screen, not a prefix: a prefix would read as the back button or its menu.
                        { uikit.appSetViewControllers(stack, [stack.screens[0], Screen(title: "X")]) }
                    default: { uikit.replaceRoot(with: Screen(title: "New")) }
                    }
                return (rig, a, action)
            case .tabReTap:
                let home = try #require(rig.tabBar.tabs[0] as? NavigationStack)
                let a = try rig.harness.push("A", screens: ["A1"], on: home)
                let tabBar = rig.tabBar
                return (rig, a, { uikit.tapTab(0, of: tabBar) })
            case .swipeDown:
                let home = try #require(rig.harness.stack.rootScreen)
                let a = try rig.harness.present("A", screens: ["A1"], from: home)
                let modal = try #require(home.presentedScreen)
                return (rig, a, { uikit.swipeDown(modal, completes: true) })
            }
        }
    }

    /// The screen the guard names first: the presented stack (titled after its root) for a swipe-down.
    private func refusal(_ exit: HostExit, asked: Bool) -> [String] {
        exit.hostChangesFirst ? ["\(NavigationError.leaveRefused(screen: "A1", path: exit.path, asked: asked))"] : []
    }

    @Test(arguments: HostExit.allCases)
    func aRefusingGuardKeepsTheFlowAndBothSidesAgree(_ exit: HostExit) throws {
        let (rig, a, perform) = try exit.setUp()
        let probe = GuardProbe(.refuse)
        a.guardLeaving(probe.decide)
        let before = rig.window.hierarchyDescription
        rig.clearLogs()
        perform()
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.releases.take() == [])
        #expect(a.isRunning)
        #expect(rig.window.hierarchyDescription == before)
        #expect(rig.uikit.tree == modelTree(rig.window))
        #expect(rig.refusals == refusal(exit, asked: false))
        #expect(probe.takeAttempts().allSatisfy { $0.hasSuffix(" \(exit.path)") })
        #expect(probe.confirmations.isEmpty)
    }

    @Test(arguments: HostExit.allCases)
    func aConfirmedQuestionMakesTheExitAndReleasesTheFlowOnce(_ exit: HostExit) throws {
        let (rig, a, perform) = try exit.setUp()
        let probe = GuardProbe(.ask)
        a.guardLeaving(probe.decide)
        let before = rig.window.hierarchyDescription
        rig.clearLogs()
        perform()
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.releases.take() == [])
        #expect(rig.window.hierarchyDescription == before)
        #expect(rig.uikit.tree == modelTree(rig.window))
        #expect(rig.refusals == refusal(exit, asked: true))
        let confirmation = try #require(probe.confirmations.first)
        #expect(probe.confirmations.count == 1)
        #expect(confirmation.path == exit.path)

        try confirmation.confirm()
        #expect(rig.harness.releases.take() == [exit.release])
        #expect(!a.isRunning)
        #expect(rig.uikit.tree == modelTree(rig.window))
        #expect(!rig.uikit.allScreens.contains { $0.title == "A1" })
        try confirmation.confirm()
        #expect(rig.harness.releases.take() == [])
    }

    @Test func theHostsQueryAsksNobodyAndTheAttemptAsksOnce() throws {
        let (rig, a, _) = try HostExit.swipeDown.setUp()
        let probe = GuardProbe(.ask)
        a.guardLeaving(probe.decide)
        let modal = try #require(rig.harness.stack.rootScreen?.presentedScreen)
        #expect(!rig.sync.hostShouldSwipeDown(modal))
        #expect(probe.confirmations.isEmpty)
        rig.sync.hostDidAttemptToSwipeDown(modal)
        #expect(probe.confirmations.count == 1)
        probe.answer = .allow
        #expect(rig.sync.hostShouldSwipeDown(modal))
    }

    @Test func aReTapThatPopsNothingIsNotAsked() throws {
        let rig = try HostRig.withTabs()
        let probe = GuardProbe(.refuse)
        rig.tabBar.tabs[0].leaveGuard = probe.decide
        #expect(rig.sync.hostShouldSelectTab(0, in: rig.tabBar))
        #expect(rig.sync.hostShouldSelectTab(1, in: rig.tabBar))
        #expect(probe.takeAttempts() == [])
    }
}
