import FlowKit
import Signals
import Testing

@testable import DemoApp

/// The splash's second is an action on the app's clock. When the app is released before that second
/// has passed, the action stays queued on the virtual clock, and must keep nothing alive.
@MainActor
@Suite struct SplashLifetimeTests {
    /// Weak references to what a released app must free.
    private struct Watched {
        weak var clock: VirtualTimeScheduler?
        weak var splash: Coordinator?
        weak var screen: Screen?
    }

    /// Starts the app on a fresh virtual clock, lets half of the splash's second pass, releases the app,
    /// then runs `afterRelease` with the clock (still alive, the splash timer still queued on it).
    private func releaseTheAppDuringTheSplash(afterRelease: (VirtualTimeScheduler) -> Void) -> Watched {
        var watched = Watched()
        do {
            let scheduler = VirtualTimeScheduler()
            watched.clock = scheduler
            do {
                let driver = FlowDriver(clock: DemoClock(scheduler: scheduler) { scheduler.advance(by: .seconds($0)) })
                driver.advance(seconds: 0.5)
                let screen = driver.window.topScreen
                watched.screen = screen
                watched.splash = screen.flatMap { driver.router.owner(of: $0) }
                #expect(screen?.title == "Splash")
                #expect(watched.splash is SplashCoordinator)
            }
            afterRelease(scheduler)
        }
        return watched
    }

    @Test func aSplashReleasedBeforeItsTimerFiresKeepsNothingAliveThroughThePendingTimer() {
        let watched = releaseTheAppDuringTheSplash { scheduler in
            // The splash's `Just(()).delay(...)`: one action for the value, one for the completion.
            #expect(scheduler.pendingActionCount == 2)
        }
        #expect(watched.splash == nil)
        #expect(watched.screen == nil)
        // Nor the clock, through a cycle: clock → queued action → subscription → clock.
        #expect(watched.clock == nil)
    }

    @Test func theTimerOfAReleasedSplashFiresIntoNothing() {
        var stillQueued: [Int] = []
        let watched = releaseTheAppDuringTheSplash { scheduler in
            stillQueued.append(scheduler.pendingActionCount)
            scheduler.advance(by: .seconds(1))
            stillQueued.append(scheduler.pendingActionCount)
        }
        #expect(stillQueued == [2, 0])
        #expect(watched.splash == nil)
        #expect(watched.clock == nil)
    }
}
