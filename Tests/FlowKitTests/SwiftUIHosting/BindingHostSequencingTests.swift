import FlowKit
import Testing

/// SwiftUI presents and dismisses one level at a time: the host applies a change of several levels step
/// by step, each once SwiftUI reported the previous one ended, with no fixed delay.
@MainActor
@Suite struct BindingHostSequencingTests {
    @Test func twoLevelsArePresentedOneAfterTheOther() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        let m = try rig.harness.present("M", screens: ["M1"], from: home)
        let first = try #require(home.presentedScreen as? NavigationStack)
        try rig.harness.present("N", screens: ["N1"], by: m, from: first.screens[0])
        #expect(rig.swiftUI.takeTransitions() == ["present M1 by Home"])
        #expect(!rig.host.synchronizer.isShown)
        rig.swiftUI.finishAnimation()
        #expect(rig.swiftUI.takeTransitions() == ["present N1 by M1"])
        rig.swiftUI.finishAnimation()
        #expect(rig.swiftUI.takeTransitions() == [])
        rig.expectLevel()
    }

    @Test func aChainIsDismissedTopLevelFirst() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        let m = try rig.presentShown("M", screens: ["M1"])
        let first = try #require(home.presentedScreen as? NavigationStack)
        try rig.presentShown("N", screens: ["N1"], by: m, from: first.screens[0])
        rig.clearLogs()
        m.emit("done")
        #expect(Set(rig.harness.releases.take()) == ["M: finished", "N: ancestor released"])
        #expect(rig.swiftUI.takeTransitions() == ["dismiss N1"])
        rig.swiftUI.finishAnimation()
        #expect(rig.swiftUI.takeTransitions() == ["dismiss M1"])
        rig.swiftUI.finishAnimation()
        rig.expectLevel()
    }

    @Test func aPresentationReplacingAnotherWaitsForItsDismissal() throws {
        let rig = try SwiftUIRig()
        let m = try rig.presentShown("M", screens: ["M1"])
        rig.clearLogs()
        m.emit("done")
        try rig.harness.present("P", screens: ["P1"], from: rig.stack.screens[0])
        #expect(rig.swiftUI.takeTransitions() == ["dismiss M1"])
        rig.swiftUI.finishAnimation()
        #expect(rig.swiftUI.takeTransitions() == ["present P1 by Home"])
        rig.swiftUI.finishAnimation()
        rig.expectLevel()
    }

    @Test func aSwipeDownTheModelRefusesIsPresentedAgainOnceSwiftUIsDismissalEnded() throws {
        let rig = try SwiftUIRig()
        let home = rig.stack.screens[0]
        try rig.presentShown("M", screens: ["M1"])
        let modal = try #require(home.presentedScreen)
        rig.clearLogs()
        // The rule changed after SwiftUI last read interactiveDismissDisabled: the swipe went through.
        modal.isModalInPresentation = true
        rig.swiftUI.userDismissed(modal, by: rig.stack)
        #expect(rig.refusals.count == 1)
        #expect(rig.takeEvents() == [])
        #expect(rig.harness.running == ["Root", "M"])
        #expect(rig.swiftUI.takeTransitions() == ["swipe down M1"])  // nothing presented during it
        rig.swiftUI.finishAnimation()
        #expect(rig.swiftUI.takeTransitions() == ["present M1 by Home"])
        rig.swiftUI.finishAnimation()
        rig.expectLevel()
    }

    @Test func awaitingDismissThenPushNeedsNoSleep() async throws {
        let rig = try SwiftUIRig()
        let m = try rig.presentShown("M", screens: ["M1"])
        rig.swiftUI.animatesOnLaterTurn = true
        rig.clearLogs()
        m.emit("done")
        await rig.host.waitUntilShown()
        #expect(rig.swiftUI.takeTransitions() == ["dismiss M1"])
        #expect(rig.swiftUI.tree == modelTree(rig.window))
        try rig.harness.push("A", screens: ["A1"])
        await rig.host.waitUntilShown()
        #expect(titles(rig.host.path(of: rig.stack)) == ["A1"])
        rig.expectLevel()
    }

    @Test func aDeepLinkOfTwoModalLevelsReturnsOnceBothAppeared() async throws {
        let links = LinkRig()
        let host = BindingHost(window: links.window)
        let swiftUI = SimulatedSwiftUI(host: host)
        host.start()
        swiftUI.animatesOnLaterTurn = true
        _ = swiftUI.takeTransitions()
        let result = try await links.links.open("test://item/1/share", shownBy: host)
        #expect(result == .applied)
        #expect(swiftUI.takeTransitions().count == 2)
        #expect(swiftUI.tree == modelTree(links.window))
        #expect(swiftUI.violations == [])
        #expect(host.synchronizer.isShown)
    }
}
