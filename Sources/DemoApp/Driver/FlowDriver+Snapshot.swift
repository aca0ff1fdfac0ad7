import FlowKit
import FlowKitScript

extension FlowDriver {
    /// The window, the live coordinators and the counters, as values for the terminal.
    ///
    /// Leaks are every report of the leak detector so far, plus released coordinators still in memory.
    func snapshot() -> DemoSnapshot {
        let lingering = router.lingeringCoordinators.map { "\($0.name)#\($0.id) was released but is still in memory" }
        return DemoSnapshot(
            window: window, router: router, leaks: leakReports + lingering, isDialog: { $0 is ConfirmationDialog })
    }
}
