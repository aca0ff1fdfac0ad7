import Signals
import Testing

@testable import FlowKit

/// Results that arrive later, through a scheduler: virtual time with `VirtualTimeScheduler`, no sleeping.
@MainActor
@Suite struct TimedScenarioTests {
    /// Shows a screen and emits after `delay` seconds of the scheduler's time.
    final class Timed: BaseCoordinator<String> {
        let title: String
        let delay: Int
        let scheduler: VirtualTimeScheduler

        init(_ title: String, after delay: Int, on scheduler: VirtualTimeScheduler) {
            self.title = title
            self.delay = delay
            self.scheduler = scheduler
        }

        override func start() -> AnyPublisher<String, Never> {
            try? show(Screen(title: title))
            return Just(title).delay(for: .seconds(delay), scheduler: scheduler).eraseToAnyPublisher()
        }
    }

    /// Sets a splash as the window root, then a home screen once the splash emits.
    final class App: BaseCoordinator<Never> {
        let scheduler: VirtualTimeScheduler
        init(scheduler: VirtualTimeScheduler) { self.scheduler = scheduler }

        override func start() -> AnyPublisher<Never, Never> {
            if let splash = try? setRoot(Timed("Splash", after: 1, on: scheduler)) {
                onResult(of: splash) { [weak self] _ in
                    guard let self else { return }
                    _ = try? self.setRoot(Timed("Home", after: 1_000, on: self.scheduler))
                }
            }
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
    }

    @Test func theSplashIsReleasedAfterOneSecondOfVirtualTime() {
        let scheduler = VirtualTimeScheduler()
        let window = Window()
        let router = Router(window: window)
        router.start(App(scheduler: scheduler))
        let splash = Weak(router.runningCoordinators.last!)
        #expect(titles(window.screens) == ["Splash"])
        scheduler.advance(by: .milliseconds(999))
        #expect(titles(window.screens) == ["Splash"] && splash.object != nil)
        scheduler.advance(by: .milliseconds(1))
        #expect(titles(window.screens) == ["Home"])
        #expect(splash.object == nil)
        #expect(router.statistics == CoordinatorStatistics(created: 3, released: 1, running: 2, deinitialised: 1))
    }

    @Test func aLateResultAfterTheUserWentBackIsIgnored() throws {
        let scheduler = VirtualTimeScheduler()
        let app = try Harness()
        let child = Timed("Slow", after: 2, on: scheduler)
        app.track(try app.root.push(child, on: app.stack), as: "Slow")
        scheduler.advance(by: .seconds(1))
        try app.stack.goBack()
        #expect(app.received.take() == ["Slow: finished"])
        try app.stack.push(Screen(title: "Next"))
        scheduler.advance(by: .seconds(5))
        #expect(titles(app.stack.screens) == ["Home", "Next"])
        #expect(app.received.take().isEmpty)
        #expect(app.releases.take() == ["Timed: screens removed (back)"])
    }

    @Test func aTimedResultDuringASwipeBackPopsOnceAndEndsTheSwipe() throws {
        let scheduler = VirtualTimeScheduler()
        let app = try Harness()
        app.track(try app.root.push(Timed("Timed", after: 1, on: scheduler), on: app.stack), as: "Timed")
        let swipe = try app.stack.beginSwipeBack()
        scheduler.advance(by: .seconds(1))
        #expect(swipe.state == .interrupted)
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(app.received.take() == ["Timed: value Timed", "Timed: finished"])
        expectSettledAppearance(app.window)
    }
}
