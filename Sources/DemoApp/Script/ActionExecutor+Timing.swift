import FlowKitScript

extension ActionExecutor {
    /// An executor for the demo: in real time, each wait first sleeps as long as it advances the clock.
    /// - Parameters:
    ///   - driver: The app.
    ///   - timing: Whether waits also take wall-clock time.
    init(driver: any DemoDriver, timing: DemoTiming) {
        self.init(driver: driver, realTimeSleep: timing.isRealTime ? timing.sleep : nil)
    }
}
