import FlowKit
import Testing

/// Leave guards through the binding host: a write the guard refuses is undone (SwiftUI draws the model's
/// value again), a guard that asks gets its question once and a confirmation makes the exit; a swipe-down a
/// guard would refuse or ask about is disabled, as SwiftUI reports no refused attempt.
@MainActor
@Suite struct BindingHostLeaveGuardTests {
    /// A user's exit written to a binding, removing the guarded flow `A` (screen `A1`).
    @MainActor
    enum BindingExit: String, CaseIterable, CustomTestStringConvertible {
        case backButton, longPressBack, tabReTap

        nonisolated var testDescription: String { rawValue }

        var path: LeavePath {
            switch self {
            case .backButton: .backButton
            case .longPressBack: .longPressBack
            case .tabReTap: .tabReTap
            }
        }

        var release: String {
            switch self {
            case .backButton: "A: screens removed (back)"
            case .longPressBack: "A: screens removed (long-press-back)"
            case .tabReTap: "A: screens removed (tab-reselected)"
            }
        }

        /// A rig showing the flow `A`, and the user's action.
        func setUp() throws -> (SwiftUIRig, TestCoordinator, perform: @MainActor () -> Void) {
            let rig = try self == .tabReTap ? SwiftUIRig.withTabs() : SwiftUIRig()
            let swiftUI = rig.swiftUI
            switch self {
            case .backButton, .longPressBack:
                let stack = rig.stack
                let a = try rig.harness.push("A", screens: self == .longPressBack ? ["A1", "A2"] : ["A1"])
                let levels = self == .longPressBack ? 2 : 1
                return (rig, a, { swiftUI.longPressBack(stack, levels: levels) })
            case .tabReTap:
                let home = try #require(rig.tabBar.tabs[0] as? NavigationStack)
                let a = try rig.harness.push("A", screens: ["A1"], on: home)
                let tabBar = rig.tabBar
                return (rig, a, { swiftUI.tapTab(0, of: tabBar) })
            }
        }

        /// What the synchronizer publishes: the model refuses a write SwiftUI already made; a re-tap is
        /// refused before SwiftUI's pop is reported.
        func refusals(asked: Bool) -> [String] {
            self == .tabReTap ? [] : ["\(NavigationError.leaveRefused(screen: "A1", path: path, asked: asked))"]
        }
    }

    @Test(arguments: BindingExit.allCases)
    func aRefusingGuardKeepsTheFlowAndBothSidesAgree(_ exit: BindingExit) throws {
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
        #expect(rig.refusals == exit.refusals(asked: false))
        #expect(probe.takeAttempts().allSatisfy { $0.hasSuffix(" \(exit.path)") })
        rig.expectLevel()
    }

    @Test(arguments: BindingExit.allCases)
    func aConfirmedQuestionMakesTheExitAndReleasesTheFlowOnce(_ exit: BindingExit) throws {
        let (rig, a, perform) = try exit.setUp()
        let probe = GuardProbe(.ask)
        a.guardLeaving(probe.decide)
        rig.clearLogs()
        perform()
        #expect(rig.takeEvents() == [])
        #expect(rig.refusals == exit.refusals(asked: true))
        let confirmation = try #require(probe.confirmations.first)
        #expect(probe.confirmations.count == 1)
        #expect(confirmation.path == exit.path)
        rig.expectLevel()
        try confirmation.confirm()
        #expect(rig.harness.releases.take() == [exit.release])
        #expect(!a.isRunning)
        rig.expectLevel()
    }

    @Test func aSwipeDownAGuardWouldRefuseOrAskAboutIsDisabledAndAsksNobody() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        let a = try rig.presentShown("A", screens: ["A1"])
        let modal = try #require(home.presentedScreen)
        for answer in [GuardProbe.Answer.refuse, .ask] {
            let probe = GuardProbe(answer)
            a.guardLeaving(probe.decide)
            #expect(rig.host.isSwipeDownDisabled(modal))
            #expect(rig.swiftUI.swipeDown(modal, completes: true) == .refused)
            #expect(probe.confirmations.isEmpty)
        }
        let probe = GuardProbe(.allow)
        a.guardLeaving(probe.decide)
        #expect(!rig.host.isSwipeDownDisabled(modal))
        #expect(a.isRunning)
        rig.expectLevel()
    }
}
