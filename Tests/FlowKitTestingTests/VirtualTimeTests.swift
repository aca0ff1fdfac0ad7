import FlowKit
import FlowKitTesting
import Testing

@MainActor
@Suite struct VirtualTimeTests {
    @Test func advanceRunsTimersDueInTheWindowOnly() throws {
        let flow = try FlowTest { clock in SplashApp(clock: clock) }
        flow.advance(by: .milliseconds(1_999))
        flow.expectScreen("Splash")
        flow.advance(by: .milliseconds(1))
        flow.expectScreen("Home")
        flow.expectReleases(["Splash#2: finished"])
        flow.expectNoLeaks()
    }

    @Test func runUntilIdleRunsEveryPendingTimer() throws {
        let flow = try FlowTest { clock in SplashApp(clock: clock) }
        flow.runUntilIdle()
        flow.expectScreen("Home")
        #expect(flow.clock.now == .init(nanoseconds: 2_000_000_000))
    }

    @Test func waitingForAScreenStepsTheClockToTheInstantItCame() async throws {
        let flow = try FlowTest { clock in SplashApp(clock: clock) }
        #expect(await flow.waitForScreen("Home"))
        #expect(flow.clock.now == .init(nanoseconds: 2_000_000_000), "no further than needed")
        #expect(await flow.waitForCoordinator(SplashApp.self))
    }

    @Test func waitingForAScreenATaskShowsResumesOnTheWindowsEvent() async throws {
        let flow = try FlowTest(root: AwaitingFlow())
        flow.tap("Pick")
        flow.expectScreen("Awaiting")  // the flow's task has not run yet
        #expect(await flow.waitForScreen("Pick a colour"))
        flow.tap("Red")
        #expect(await flow.waitForScreen("Done"))
        flow.expectReleases(["ColorPicker#2: finished"])
        #expect(flow.clock.now == .init(nanoseconds: 0), "no virtual time was needed")
    }

    @Test func aResultIsAwaitedOnTheChildsOutcome() async throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        let picker = try flow.present(ColorPicker())
        flow.tap("Blue")
        #expect(await flow.result(of: picker) == "Blue")
        let dismissed = try flow.present(ColorPicker())
        flow.swipeDown()
        #expect(await flow.result(of: dismissed) == nil)
        #expect(dismissed.releaseReason == .screensRemoved(.swipeDown))
    }

    @Test func aWaitNothingCanSatisfyFailsInsteadOfHanging() async throws {
        let flow = try FlowTest { clock in SplashApp(clock: clock) }
        await expectFailure(
            containing: [
                "waited for the top screen \"Settings\" from 0s to 5s of virtual time, but nothing more happened: the"
                    + " clock has nothing scheduled"
            ],
            at: #line + 1, in: #fileID
        ) { await flow.waitForScreen("Settings", within: .seconds(5)) }
        flow.expectScreen("Home")
    }

    @Test func aWaitDoesNotRunTimersBeyondItsLimit() async throws {
        let flow = try FlowTest { clock in SplashApp(clock: clock) }
        await expectFailure(
            containing: ["from 0s to 1s", "the clock's next action is at 2s (beyond the limit)"],
            at: #line + 1, in: #fileID
        ) { await flow.waitForScreen("Home", within: .seconds(1)) }
        flow.expectScreen("Splash")
        #expect(flow.clock.now == .init(nanoseconds: 1_000_000_000))
    }
}
