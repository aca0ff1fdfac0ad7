import FlowKit
import Testing

/// The synchronizer tells when the host shows the model: completions and awaits run after the last
/// transition ended, never in the middle, with no sleep.
@MainActor
@Suite struct HostSyncShownTests {
    @Test func aCompletionRunsAtOnceWhenTheHostShowsTheModel() throws {
        let rig = try HostRig()
        var log: [String] = []
        rig.sync.whenShown { log.append("shown") }
        #expect(log == ["shown"])
        #expect(rig.sync.isShown)
    }

    @Test func aCompletionWaitsForEveryQueuedTransition() throws {
        let rig = try HostRig()
        rig.uikit.completesAtOnce = false
        rig.clearLogs()
        var log: [String] = []
        try rig.harness.push("A", screens: ["A1"])
        try rig.harness.present("M", screens: ["M1"], from: rig.harness.stack.screens[0])
        rig.sync.whenShown { log.append("shown \(rig.uikit.calls.count) calls") }
        #expect(!rig.sync.isShown)
        #expect(rig.uikit.calls == ["setStack Home [Home, A1] animated"])
        rig.uikit.completeTransition()
        #expect(log == [])
        #expect(rig.uikit.calls.count == 3)  // the stack filled, then presented: still animating
        rig.uikit.completeTransition()
        #expect(log == ["shown 3 calls"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func dismissThenPushInCompletionsRunsOneAfterTheOther() throws {
        let rig = try HostRig()
        rig.uikit.completesAtOnce = false
        let m = try rig.harness.present("M", screens: ["M1"], from: rig.harness.stack.screens[0])
        rig.uikit.completeTransition()
        rig.clearLogs()
        var log: [String] = []
        m.emit("done")
        rig.sync.whenShown {
            log.append("dismissed")
            #expect(throws: Never.self) { try rig.harness.push("A", screens: ["A1"]) }
            rig.sync.whenShown { log.append("pushed") }
        }
        #expect(rig.uikit.takeCalls() == ["dismiss by Home animated"])
        rig.uikit.completeTransition()
        #expect(log == ["dismissed"])
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home, A1] animated"])
        rig.uikit.completeTransition()
        #expect(log == ["dismissed", "pushed"])
        #expect(rig.uikit.tree == modelTree(rig.window))
    }

    @Test func aCompletionWaitsForTheUsersGestureToEnd() throws {
        let rig = try HostRig()
        try rig.harness.push("A", screens: ["A1"])
        var log: [String] = []
        rig.sync.hostWillBeginSwipeBack(on: rig.harness.stack)
        rig.sync.whenShown { log.append("shown") }
        #expect(log == [])
        rig.sync.hostDidCancelSwipeBack(on: rig.harness.stack)
        #expect(log == ["shown"])
    }

    @Test func nothingIsShownBeforeStartAndEverythingOnceTheHostIsGone() throws {
        let harness = try Harness()
        var uikit: SimulatedUIKit? = SimulatedUIKit()
        let sync = HostSynchronizer(window: harness.window, host: uikit!)
        uikit?.sync = sync
        var log: [String] = []
        sync.whenShown { log.append("shown") }
        #expect(log == [])  // not started: nothing was shown
        sync.start()
        #expect(log == ["shown"])  // the first sync is not animated
        uikit = nil
        try harness.push("A", screens: ["A1"])  // nothing will show it
        sync.whenShown { log.append("host gone") }
        #expect(log == ["shown", "host gone"])
        #expect(sync.isShown)
    }

    @Test func awaitingDismissThenPushNeedsNoSleep() async throws {
        let rig = try HostRig()
        let m = try rig.harness.present("M", screens: ["M1"], from: rig.harness.stack.screens[0])
        rig.uikit.completesOnLaterTurn = true
        rig.clearLogs()
        m.emit("done")
        await rig.sync.waitUntilShown()
        #expect(rig.uikit.takeCalls() == ["dismiss by Home animated"])
        #expect(!rig.uikit.presented.keys.contains(ObjectIdentifier(rig.harness.stack.screens[0])))
        try rig.harness.push("A", screens: ["A1"])
        await rig.sync.waitUntilShown()
        #expect(rig.uikit.takeCalls() == ["setStack Home [Home, A1] animated"])
        #expect(rig.uikit.tree == modelTree(rig.window))
        #expect(rig.sync.isShown)
    }
}

/// A deep link of several modal levels returns once the host showed the last one.
@MainActor
@Suite struct DeepLinkShownTests {
    @Test func aLinkOfTwoModalLevelsReturnsOnceBothAreShown() async throws {
        let rig = LinkRig()
        let uikit = SimulatedUIKit()
        let sync = HostSynchronizer(window: rig.window, host: uikit)
        uikit.sync = sync
        sync.start()
        uikit.completesOnLaterTurn = true
        _ = uikit.takeCalls()
        let result = try await rig.links.open("test://item/1/share", shownBy: sync)
        #expect(result == .applied)
        #expect(sync.isShown)
        #expect(uikit.tree == modelTree(rig.window))
        // Each level was presented after the previous one ended (a call is made only once the one
        // before it completed, so two presentations in this order mean two steps).
        #expect(uikit.takeCalls().filter { $0.hasPrefix("present") }.count == 2)
    }
}
