import Signals
import Testing

/// The pattern FlowKit uses: a main-actor object, generic over its scheduler, that waits on it.
@MainActor private final class SplashModel<S: Scheduler> {
    let scheduler: S
    private(set) var events: [String] = []
    private var timer: (any Cancellable)?

    init(scheduler: S) {
        self.scheduler = scheduler
    }

    func start() {
        events.append("shown")
        scheduler.scheduleOnMainActor(after: scheduler.now.advanced(by: .seconds(1))) { [weak self] in
            self?.events.append("finished")
        }
        timer = scheduler.scheduleOnMainActor(after: scheduler.now, interval: .milliseconds(400)) { [weak self] in
            self?.events.append("tick")
        }
    }

    func startWithAssumeIsolated() {
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { [weak self] in
            MainActor.assumeIsolated { self?.events.append("assumed") }
        }
    }

    func stop() {
        timer?.cancel()
    }
}

@MainActor @Suite struct MainActorSchedulingTests {
    @Test func genericMainActorModelRunsItsActionsWhenTheVirtualTimeSchedulerAdvances() {
        let scheduler = VirtualTimeScheduler()
        let model = SplashModel(scheduler: scheduler)
        model.start()
        model.startWithAssumeIsolated()
        #expect(model.events == ["shown"])
        scheduler.advance(by: .seconds(1))
        #expect(model.events == ["shown", "tick", "tick", "tick", "finished"])
        model.stop()
        scheduler.advance(by: .seconds(1))
        #expect(model.events == ["shown", "tick", "tick", "tick", "finished", "assumed"])
    }

    @Test func immediateSchedulerRunsMainActorActionsInPlace() {
        let model = SplashModel(scheduler: ImmediateScheduler.shared)
        model.start()
        #expect(model.events == ["shown", "finished", "tick"])
    }
}
